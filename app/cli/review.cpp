#include "review.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "cli.h"
#include "oxo/files/game_formats.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "oxo/review.h"
#include "positions.h"

namespace oxo::cli {

namespace {

struct ReviewText {
    Q_DECLARE_TR_FUNCTIONS(Review)
};

constexpr int kReviewThinkMs = 200;
constexpr int kReviewMaxThinkMs = 600000;
constexpr int kReviewMaxDepth = 60;

const char* const kReviewMarks[] = {"X", "O", "\u0394", "\u25A1"};

QString reviewedCell(Cell cell) {
    return QString::fromStdString(cellName(cell));
}

QString reviewedMark(Player player) {
    return QString::fromUtf8(kReviewMarks[player % 4]);
}

QString reviewedValue(const MoveValue& v) {
    if (!v.known) {
        return QStringLiteral("?");
    }
    if (v.proven) {
        switch (v.verdict) {
            case Verdict::Win:
                return ReviewText::tr("win in %1").arg(v.distance);
            case Verdict::Loss:
                return ReviewText::tr("loss in %1").arg(v.distance);
            default:
                return ReviewText::tr("draw");
        }
    }
    return (v.score > 0 ? QStringLiteral("+") : QString()) + QString::number(v.score);
}

QJsonObject reviewedValueJson(const MoveValue& v) {
    if (!v.known) {
        return {{"known", false}};
    }
    return QJsonObject{{"known", true},
                       {"proven", v.proven},
                       {"value", v.proven ? verdictKey(v.verdict) : QJsonValue()},
                       {"distance", v.proven ? QJsonValue(v.distance) : QJsonValue()},
                       {"score", v.proven ? QJsonValue() : QJsonValue(v.score)}};
}

int reviewUsage(QTextStream& err, const QString& message) {
    err << "oxo-cli: " << message << '\n'
        << ReviewText::tr("Try 'oxo-cli --help' for the options.") << '\n';
    return kExitUsage;
}

}  // namespace

int runReviewCommand(const QCommandLineParser& parser, const QStringList& positional,
                     QTextStream& out, QTextStream& err) {
    if (positional.size() != 2) {
        return reviewUsage(err, ReviewText::tr("review takes one game file: review FILE"));
    }
    for (const QString& option : parser.optionNames()) {
        if (option != QLatin1String("lang") && option != QLatin1String("think-ms") &&
            option != QLatin1String("depth") && option != QLatin1String("json") &&
            option != QLatin1String("threads")) {
            return reviewUsage(
                err, ReviewText::tr("--%1 does not belong to review").arg(options::quoted(option)));
        }
    }
    ReviewOptions options;
    options.perMove.budget = std::chrono::milliseconds(kReviewThinkMs);
    if (parser.isSet("think-ms")) {
        bool ok = false;
        const int ms = parser.value("think-ms").toInt(&ok);
        if (!ok || ms < 1 || ms > kReviewMaxThinkMs) {
            return reviewUsage(err, ReviewText::tr("--think-ms must be 1 to %1, not '%2'")
                                        .arg(kReviewMaxThinkMs)
                                        .arg(options::quoted(parser.value("think-ms"))));
        }
        options.perMove.budget = std::chrono::milliseconds(ms);
    }
    if (parser.isSet("depth")) {
        bool ok = false;
        const int depth = parser.value("depth").toInt(&ok);
        if (!ok || depth < 1 || depth > kReviewMaxDepth) {
            return reviewUsage(err, ReviewText::tr("--depth must be 1 to %1, not '%2'")
                                        .arg(kReviewMaxDepth)
                                        .arg(options::quoted(parser.value("depth"))));
        }
        options.perMove.depth = depth;
        // With a depth the answer must not depend on the machine: time only as a safety net.
        if (!parser.isSet("think-ms")) {
            options.perMove.budget = std::chrono::milliseconds(kReviewMaxThinkMs);
        }
    }
    QString error;
    const auto threads = options::readInteger(parser, "threads", 1, 1, kMaxSearchThreads, &error);
    if (!threads) {
        return reviewUsage(err, error);
    }
    options.perMove.threads = static_cast<int>(*threads);
    const QString& path = positional[1];
    const ReadResult read = loadAnyGameFile(path);
    if (!read.ok()) {
        err << "oxo-cli: "
            << ReviewText::tr("cannot review %1: %2").arg(options::quoted(path), read.error)
            << '\n';
        return 1;
    }
    const Game& game = read.game->game;
    const std::vector<Move>& moves = game.history();
    const std::vector<MoveReview> reviews = reviewGame(game.rules(), moves, options);

    if (parser.isSet("json")) {
        QJsonArray list;
        for (std::size_t i = 0; i < reviews.size(); ++i) {
            const MoveReview& r = reviews[i];
            list.append(QJsonObject{
                {"ply", static_cast<int>(i + 1)},
                {"player", reviewedMark(r.move.player)},
                {"move", reviewedCell(r.move.cell)},
                {"before", reviewedValueJson(r.before)},
                {"after", reviewedValueJson(r.after)},
                {"best", reviewedCell(r.best)},
                {"mark", QString::fromLatin1(markSign(r.mark).data(),
                                             static_cast<qsizetype>(markSign(r.mark).size()))}});
        }
        out << QJsonDocument(
                   QJsonObject{{"file", QFileInfo(path).fileName()},
                               {"moves", list},
                               {"thinkMs", static_cast<int>(options.perMove.budget.count())}})
                   .toJson();
        return kExitOk;
    }
    out << ReviewText::tr("Review of %1: %2 moves, Hard at %3 ms a position")
               .arg(QFileInfo(path).fileName())
               .arg(moves.size())
               .arg(options.perMove.budget.count())
        << '\n';
    int marked = 0;
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const MoveReview& r = reviews[i];
        const QString sign = QString::fromLatin1(markSign(r.mark).data(),
                                                 static_cast<qsizetype>(markSign(r.mark).size()));
        QString row = QStringLiteral("%1. %2 %3%4  %5 -> %6")
                          .arg(i + 1, 3)
                          .arg(reviewedMark(r.move.player), reviewedCell(r.move.cell), sign)
                          .arg(reviewedValue(r.before), reviewedValue(r.after));
        if (r.mark != MoveMark::None) {
            row += QStringLiteral("  ") + ReviewText::tr("better: %1").arg(reviewedCell(r.best));
            ++marked;
        }
        out << row << '\n';
    }
    out << ReviewText::tr("%n move(s) marked", nullptr, marked) << '\n';
    return kExitOk;
}

}  // namespace oxo::cli
