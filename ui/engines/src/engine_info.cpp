#include "oxo/engines/engine_info.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <limits>

#include "oxo/notation.h"

namespace oxo::pbrain {

// (The library is built as one unity file: these names must not be used by its other files.)
namespace {

const QRegularExpression& blanks() {
    static const QRegularExpression pattern(QStringLiteral("\\s+"));
    return pattern;
}

QStringList wordsOf(QStringView text) {
    return text.toString().split(blanks(), Qt::SkipEmptyParts);
}

std::optional<int> parseSmallInt(QStringView text) {
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok && value >= 0 ? std::optional<int>(value) : std::nullopt;
}

// A decimal number, "12" or "1.25", at the start of `text`; `rest` gets what follows.
std::optional<double> leadingNumber(QStringView text, QStringView* rest) {
    qsizetype end = 0;
    bool dot = false;
    while (end < text.size() && (text[end].isDigit() || (text[end] == u'.' && !dot))) {
        dot = dot || text[end] == u'.';
        ++end;
    }
    bool ok = false;
    const double value = text.left(end).toDouble(&ok);
    if (!ok || end == 0 || !std::isfinite(value)) {
        return std::nullopt;
    }
    *rest = text.mid(end);
    return value;
}

std::optional<std::uint64_t> scaled(double value, double unit) {
    const double result = std::round(value * unit);
    if (result < 0 || result >= static_cast<double>(std::numeric_limits<std::uint64_t>::max())) {
        return std::nullopt;
    }
    return static_cast<std::uint64_t>(result);
}

// "12-25" (depth and selective depth) or "12".
bool parseDepth(QStringView text, EngineInfo& info) {
    const qsizetype dash = text.indexOf(u'-');
    const auto depth = parseSmallInt(dash < 0 ? text : text.left(dash));
    const auto selective = dash < 0 ? std::optional<int>() : parseSmallInt(text.mid(dash + 1));
    if (!depth || (dash >= 0 && !selective)) {
        return false;
    }
    info.depth = depth;
    if (selective) {
        info.selectiveDepth = selective;
    }
    return true;
}

// The cells one word names: "H8", or several run together, "H8I9J10" (as some Rapfi builds
// print their lines); nothing unless the whole word is cells of the board.
std::vector<Cell> parseEngineCells(const QString& word, int boardSize) {
    static const QRegularExpression name(QStringLiteral("([A-Za-z]{1,2})([0-9]{1,3})"));
    std::vector<Cell> cells;
    qsizetype next = 0;
    for (auto it = name.globalMatch(word); it.hasNext();) {
        const auto match = it.next();
        if (match.capturedStart() != next) {
            return {};
        }
        const auto cell = parseCell(match.captured().toStdString(), boardSize).cell;
        if (!cell) {
            return {};
        }
        cells.push_back(*cell);
        next = match.capturedEnd();
    }
    return next == word.size() ? cells : std::vector<Cell>{};
}

// Cells from `words[from]` on, up to the first word that is not cells of the board.
std::vector<Cell> cellsFrom(const QStringList& words, qsizetype from, int boardSize) {
    std::vector<Cell> cells;
    for (qsizetype i = from; i < words.size(); ++i) {
        const std::vector<Cell> named = parseEngineCells(words[i], boardSize);
        if (named.empty()) {
            break;
        }
        cells.insert(cells.end(), named.begin(), named.end());
    }
    return cells;
}

// Rapfi's "ucilike" mode: "depth 12-25 multipv 2 ev 35 n 1234K n/ms 800 tm 1200 pv H8 I9".
void parseKeyValues(const QStringList& words, int boardSize, EngineInfo& info) {
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        const QString key = words[i].toLower();
        const QString& value = words[i + 1];
        if (key == QLatin1String("pv")) {
            info.bestLine = cellsFrom(words, i + 1, boardSize);
            return;
        }
        bool used = true;
        if (key == QLatin1String("depth")) {
            used = parseDepth(value, info);
        } else if (key == QLatin1String("seldepth")) {
            info.selectiveDepth = parseSmallInt(value);
        } else if (key == QLatin1String("multipv")) {
            info.rank = parseSmallInt(value).value_or(0);
        } else if (key == QLatin1String("ev")) {
            info.eval = parseEngineEval(value);
        } else if (key == QLatin1String("n")) {
            info.nodes = parseEngineCount(value);
        } else if (key == QLatin1String("n/ms")) {
            if (const auto perMs = parseEngineCount(value)) {
                info.speed = *perMs * 1000;
            }
        } else if (key == QLatin1String("tm")) {
            info.time = parseEngineTime(value);
        } else {
            used = false;
        }
        i += used ? 1 : 0;
    }
}

// The '|'-separated form of Rapfi's normal messages.
void parseSegments(const QString& body, int boardSize, EngineInfo& info) {
    const QStringList segments = body.split(u'|');
    for (qsizetype s = 0; s < segments.size(); ++s) {
        QStringList words = wordsOf(segments[s]);
        if (words.isEmpty()) {
            continue;
        }
        // "(2) -12" opens one of several best lines, its value next.
        static const QRegularExpression rankPattern(QStringLiteral("^\\((\\d{1,3})\\)$"));
        if (const auto rank = rankPattern.match(words.front()); s == 0 && rank.hasMatch()) {
            info.rank = rank.captured(1).toInt();
            if (words.size() > 1) {
                info.eval = parseEngineEval(words[1]);
            }
            continue;
        }
        const QString key = words.front().toLower();
        const QString value = words.size() > 1 ? words[1] : QString();
        if (key == QLatin1String("depth")) {
            parseDepth(value, info);
        } else if (key == QLatin1String("eval") || key == QLatin1String("ev")) {
            info.eval = parseEngineEval(value);
        } else if (key == QLatin1String("node") || key == QLatin1String("nodes") ||
                   key == QLatin1String("visit") || key == QLatin1String("visits")) {
            info.nodes = parseEngineCount(value);
        } else if (key == QLatin1String("speed")) {
            info.speed = parseEngineCount(value);
        } else if (key == QLatin1String("time")) {
            info.time = parseEngineTime(value);
        } else if (key == QLatin1String("sd") || key == QLatin1String("seldepth")) {
            info.selectiveDepth = parseSmallInt(value);
        } else if (key == QLatin1String("bestline") || key == QLatin1String("pv")) {
            info.bestLine = cellsFrom(words, 1, boardSize);
        } else if (info.rank > 0 && words.size() == 1 && words.front().contains(u'-')) {
            parseDepth(words.front(), info);  // "(2) -12 | 12-25 | ...": the depths alone
        } else if (auto cells = cellsFrom(words, 0, boardSize); !cells.empty()) {
            info.bestLine = std::move(cells);  // a segment of cells is the line
        }
    }
}

}  // namespace

bool EngineInfo::recognised() const {
    return rank > 0 || depth || selectiveDepth || eval || nodes || speed || time ||
           !bestLine.empty();
}

std::optional<std::uint64_t> parseEngineCount(QStringView text) {
    QStringView rest;
    const auto value = leadingNumber(text.trimmed(), &rest);
    if (!value) {
        return std::nullopt;
    }
    if (rest.isEmpty()) {
        return scaled(*value, 1);
    }
    if (rest.size() != 1) {
        return std::nullopt;
    }
    switch (rest[0].toUpper().unicode()) {
        case u'K':
            return scaled(*value, 1e3);
        case u'M':
            return scaled(*value, 1e6);
        case u'G':
            return scaled(*value, 1e9);
        case u'T':
            return scaled(*value, 1e12);
        default:
            return std::nullopt;
    }
}

std::optional<EngineEval> parseEngineEval(QStringView text) {
    text = text.trimmed();
    static const QRegularExpression mate(
        QStringLiteral("^([+-]?)M(\\d{1,4}|\\*)$|^([WL])(\\d{1,4})$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const auto match = mate.match(text.toString()); match.hasMatch()) {
        EngineEval eval;
        if (match.hasCaptured(3)) {
            eval.kind = match.captured(3).toUpper() == QLatin1String("W") ? EngineEval::Kind::Win
                                                                          : EngineEval::Kind::Loss;
            eval.plies = match.captured(4).toInt();
        } else {
            eval.kind = match.captured(1) == QLatin1String("-") ? EngineEval::Kind::Loss
                                                                : EngineEval::Kind::Win;
            eval.plies = match.captured(2) == QLatin1String("*") ? -1 : match.captured(2).toInt();
        }
        return eval;
    }
    bool ok = false;
    const int score = text.toInt(&ok);
    if (!ok) {
        return std::nullopt;
    }
    return EngineEval{EngineEval::Kind::Score, score, -1};
}

std::optional<std::chrono::milliseconds> parseEngineTime(QStringView text) {
    QStringView unit;
    const auto value = leadingNumber(text.trimmed(), &unit);
    if (!value) {
        return std::nullopt;
    }
    double perUnit = 0;
    if (unit.isEmpty() || unit.compare(u"ms", Qt::CaseInsensitive) == 0) {
        perUnit = 1;
    } else if (unit.compare(u"s", Qt::CaseInsensitive) == 0) {
        perUnit = 1e3;
    } else if (unit.compare(u"min", Qt::CaseInsensitive) == 0) {
        perUnit = 60e3;
    } else if (unit.compare(u"h", Qt::CaseInsensitive) == 0) {
        perUnit = 3600e3;
    } else {
        return std::nullopt;
    }
    const auto ms = scaled(*value, perUnit);
    if (!ms || *ms > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
        return std::nullopt;
    }
    return std::chrono::milliseconds(static_cast<std::int64_t>(*ms));
}

EngineInfo parseEngineMessage(const QString& message, int boardSize) {
    EngineInfo info;
    info.text = message;
    QString body = message.trimmed();
    static const QLatin1String ponder("[Pondering]");
    if (body.startsWith(ponder, Qt::CaseInsensitive)) {
        info.pondering = true;
        body = body.mid(ponder.size()).trimmed();
    }
    const QStringList words = wordsOf(body);
    if (words.isEmpty()) {
        return info;
    }
    // Rapfi's ucilike lines start with a lower-case "depth" or "multipv" and hold no '|'.
    const bool keyValues =
        !body.contains(u'|') && words.size() > 2 &&
        (words.front() == QLatin1String("depth") || words.front() == QLatin1String("multipv")) &&
        words.contains(QLatin1String("ev"));
    if (keyValues) {
        parseKeyValues(words, boardSize, info);
    } else {
        parseSegments(body, boardSize, info);
    }
    return info;
}

void mergeEngineInfo(EngineInfo& summary, const EngineInfo& line) {
    if (line.pondering || line.rank > 1) {
        return;
    }
    const auto take = [](auto& into, const auto& from) {
        if (from) {
            into = from;
        }
    };
    take(summary.depth, line.depth);
    take(summary.selectiveDepth, line.selectiveDepth);
    take(summary.eval, line.eval);
    take(summary.nodes, line.nodes);
    take(summary.speed, line.speed);
    take(summary.time, line.time);
    if (!line.bestLine.empty()) {
        summary.bestLine = line.bestLine;
    }
    if (line.recognised()) {
        summary.text = line.text;
    }
}

}  // namespace oxo::pbrain
