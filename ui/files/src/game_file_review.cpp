#include "game_file_review.h"

#include <QCoreApplication>
#include <QJsonObject>

#include "oxo/notation.h"

namespace oxo {

namespace {

struct ReviewFileText {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// Plies to the end of any game OXO plays: the largest board's cells.
constexpr int kMaxDistance = 4096 * 4096;
constexpr int kMaxScore = 1'000'000'000;

QJsonObject valueJson(const MoveValue& v) {
    if (!v.known) {
        return {};
    }
    if (v.proven) {
        const char* word = v.verdict == Verdict::Win    ? "win"
                           : v.verdict == Verdict::Loss ? "loss"
                                                        : "draw";
        return {{QStringLiteral("proven"), true},
                {QStringLiteral("value"), QString::fromLatin1(word)},
                {QStringLiteral("distance"), v.distance}};
    }
    return {{QStringLiteral("score"), v.score}};
}

bool readValue(const QJsonValue& value, MoveValue* out, QString* what) {
    if (!value.isObject()) {
        *what = ReviewFileText::tr("expected an object");
        return false;
    }
    const QJsonObject o = value.toObject();
    *out = {};
    if (o.isEmpty()) {
        return true;  // nothing was known
    }
    if (o.value(QLatin1String("proven")).toBool(false)) {
        const QString word = o.value(QLatin1String("value")).toString();
        const QJsonValue distance = o.value(QLatin1String("distance"));
        if (word != QLatin1String("win") && word != QLatin1String("draw") &&
            word != QLatin1String("loss")) {
            *what = ReviewFileText::tr("a proven value must be win, draw or loss");
            return false;
        }
        if (!distance.isDouble() || distance.toDouble() != distance.toInt(-1) ||
            distance.toInt() < 0 || distance.toInt() > kMaxDistance) {
            *what = ReviewFileText::tr("a proven value needs a distance of 0 or more plies");
            return false;
        }
        out->known = out->proven = true;
        out->verdict = word == QLatin1String("win")    ? Verdict::Win
                       : word == QLatin1String("loss") ? Verdict::Loss
                                                       : Verdict::Draw;
        out->distance = distance.toInt();
        return true;
    }
    const QJsonValue score = o.value(QLatin1String("score"));
    if (!score.isDouble() || score.toDouble() != static_cast<double>(score.toInt(kMaxScore + 1)) ||
        std::abs(score.toInt()) > kMaxScore) {
        *what = ReviewFileText::tr("expected a whole score");
        return false;
    }
    out->known = true;
    out->score = score.toInt();
    return true;
}

}  // namespace

QJsonArray reviewJson(const std::vector<MoveReview>& review) {
    QJsonArray list;
    for (const MoveReview& r : review) {
        const std::string_view sign = markSign(r.mark);
        list.append(
            QJsonObject{{QStringLiteral("before"), valueJson(r.before)},
                        {QStringLiteral("after"), valueJson(r.after)},
                        {QStringLiteral("best"), QString::fromStdString(cellName(r.best))},
                        {QStringLiteral("mark"),
                         QString::fromLatin1(sign.data(), static_cast<qsizetype>(sign.size()))}});
    }
    return list;
}

bool readReviewJson(const QJsonValue& value, GameRecord* record, QString* where, QString* what) {
    if (value.isUndefined()) {
        return true;
    }
    *where = QStringLiteral("review");
    if (!value.isArray()) {
        *what = ReviewFileText::tr("expected a list");
        return false;
    }
    const QJsonArray list = value.toArray();
    if (list.size() > static_cast<qsizetype>(record->moves.size())) {
        *what = ReviewFileText::tr("%n review(s) for %1 move(s)", nullptr,
                                   static_cast<int>(list.size()))
                    .arg(record->moves.size());
        return false;
    }
    std::vector<MoveReview> review;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("review[%1]").arg(i);
        if (!list[i].isObject()) {
            *where = at;
            *what = ReviewFileText::tr("expected an object");
            return false;
        }
        const QJsonObject o = list[i].toObject();
        MoveReview r;
        const auto index = static_cast<std::size_t>(i);
        r.move = {static_cast<Player>((record->rules.firstPlayer + static_cast<int>(i)) %
                                      record->rules.players),
                  record->moves[index]};
        for (const auto& [key, field] : {std::pair{QLatin1String("before"), &r.before},
                                         std::pair{QLatin1String("after"), &r.after}}) {
            if (!readValue(o.value(key), field, what)) {
                *where = at + QLatin1Char('.') + key;
                return false;
            }
        }
        const std::string best = o.value(QLatin1String("best")).toString().toStdString();
        const ParsedCell cell = parseCell(best, record->rules.size);
        if (!cell.cell) {
            *where = at + QStringLiteral(".best");
            *what = ReviewFileText::tr("expected a cell of this board");
            return false;
        }
        r.best = *cell.cell;
        const QString mark = o.value(QLatin1String("mark")).toString();
        if (mark.isEmpty()) {
            r.mark = MoveMark::None;
        } else if (mark == QLatin1String("?")) {
            r.mark = MoveMark::Mistake;
        } else if (mark == QLatin1String("??")) {
            r.mark = MoveMark::Blunder;
        } else {
            *where = at + QStringLiteral(".mark");
            // NOLINTNEXTLINE(modernize-raw-string-literal): the translators' tools read this form
            *what = ReviewFileText::tr("a mark is \"\", \"?\" or \"??\"");
            return false;
        }
        review.push_back(r);
    }
    record->review = std::move(review);
    return true;
}

}  // namespace oxo
