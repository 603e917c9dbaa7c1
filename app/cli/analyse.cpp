#include "analyse.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <algorithm>

#include "oxo/bots/hard_bot.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "positions.h"

namespace oxo::cli {

namespace {

struct AnalyseText {
    Q_DECLARE_TR_FUNCTIONS(Analyse)
};

QString cellText(Cell cell) {
    return QString::fromStdString(cellName(cell));
}

// A root move's worth in words: "win in 5", "draw", "loss in 4", or the search's score, and
// "≤ score" where the search only showed that it is not better than that.
QString worth(const RootMove& m) {
    if (m.proven) {
        switch (m.verdict) {
            case Verdict::Win:
                return AnalyseText::tr("win in %1").arg(m.distance);
            case Verdict::Loss:
                return AnalyseText::tr("loss in %1").arg(m.distance);
            case Verdict::Draw:
                return AnalyseText::tr("draw");
            case Verdict::Unknown:
                break;
        }
    }
    switch (m.bound) {
        case ScoreBound::Upper:
            return AnalyseText::tr("score ≤ %1").arg(m.score);
        case ScoreBound::Lower:
            return AnalyseText::tr("score ≥ %1").arg(m.score);
        case ScoreBound::Exact:
            break;
    }
    return AnalyseText::tr("score %1").arg(m.score);
}

QJsonObject rootMoveJson(const RootMove& m) {
    QJsonArray line;
    for (const Cell c : m.line) {
        line.append(cellText(c));
    }
    return QJsonObject{{"move", cellText(m.move)},
                       {"value", verdictKey(m.verdict)},
                       {"proven", m.proven},
                       {"distance", m.proven ? QJsonValue(m.distance) : QJsonValue()},
                       {"score", m.score},
                       {"bound", m.bound == ScoreBound::Exact   ? "exact"
                                 : m.bound == ScoreBound::Upper ? "upper"
                                                                : "lower"},
                       {"depth", m.depth},
                       {"line", line}};
}

}  // namespace

AnalyseReport runAnalyse(const AnalyseConfig& config) {
    AnalyseReport report;
    report.multiPv = config.multiPv;
    report.cells = config.cells;
    report.position = positionAfter(config.rules, config.moves, &report.error);
    if (!report.position || report.position->isOver()) {
        return report;
    }
    const Position& position = *report.position;
    HardBot bot;
    // Every cell's value: every root move searched with full bounds (the exact solvers prove
    // each; the gomoku search scores each exactly at its depth).
    bot.setExactRootValues(config.cells);
    bot.setMultiPv(config.cells ? position.cellCount() : config.multiPv);
    SearchLimits limits;
    limits.budget = config.budget;
    limits.depth = config.depth;
    limits.threads = config.threads;
    report.analysis = bot.think(position, limits);
    report.forbidden = forbiddenCells(position);
    return report;
}

QString analyseText(const AnalyseReport& report) {
    const Position& p = *report.position;
    QString out = AnalyseText::tr("Position: %1, after %2 moves\n")
                      .arg(options::describeRules(p.rules()))
                      .arg(p.moveCount());
    if (p.isOver()) {
        return out + AnalyseText::tr("the game is over\n");
    }
    const Analysis& a = report.analysis;
    out += AnalyseText::tr("%1 to move; depth %2, %3 nodes, %4 ms\n")
               .arg(qs(markName(p.toMove())))
               .arg(a.depth)
               .arg(a.nodes)
               .arg(static_cast<double>(a.elapsed.count()) / 1000.0, 0, 'f', 1);
    const std::size_t shown =
        report.cells ? a.rootMoves.size()
                     : std::min(a.rootMoves.size(), static_cast<std::size_t>(report.multiPv));
    for (std::size_t i = 0; i < shown; ++i) {
        const RootMove& m = a.rootMoves[i];
        QStringList line;
        for (const Cell c : m.line) {
            line << cellText(c);
        }
        out += AnalyseText::tr("%1. %2  %3  (depth %4)  %5\n")
                   .arg(i + 1)
                   .arg(cellText(m.move), worth(m))
                   .arg(m.depth)
                   .arg(line.join(QLatin1Char(' ')));
    }
    if (a.rootMoves.empty()) {
        out += AnalyseText::tr("Best move: %1 (nothing was ranked)\n").arg(cellText(a.move));
    }
    if (!report.forbidden.empty()) {
        QStringList cells;
        for (const Cell c : report.forbidden) {
            cells << cellText(c);
        }
        out += AnalyseText::tr("Forbidden to %1 (renju): %2\n")
                   .arg(qs(markName(p.toMove())), cells.join(QLatin1Char(' ')));
    }
    return out;
}

QJsonObject analyseJson(const AnalyseReport& report) {
    const Position& p = *report.position;
    QJsonObject out{{"command", "analyse"}, {"moves", p.moveCount()}, {"over", p.isOver()}};
    if (p.isOver()) {
        return out;
    }
    const Analysis& a = report.analysis;
    out["toMove"] = qs(markName(p.toMove()));
    out["value"] = verdictKey(a.verdict);
    out["proven"] = a.proven;
    out["model"] = modelKey(a.model);
    out["distance"] = a.proven ? QJsonValue(a.distance) : QJsonValue();
    out["bestMove"] = cellText(a.move);
    out["depth"] = a.depth;
    out["nodes"] = static_cast<qint64>(a.nodes);
    out["timeMs"] = static_cast<double>(a.elapsed.count()) / 1000.0;
    QJsonArray lines;
    const std::size_t count =
        std::min(a.rootMoves.size(), static_cast<std::size_t>(report.multiPv));
    for (std::size_t i = 0; i < count; ++i) {
        lines.append(rootMoveJson(a.rootMoves[i]));
    }
    out["lines"] = lines;
    if (report.cells) {
        QJsonArray cells;
        for (const RootMove& m : a.rootMoves) {
            cells.append(rootMoveJson(m));
        }
        out["cells"] = cells;
    }
    out["forbidden"] = cellsJson(report.forbidden);
    return out;
}

}  // namespace oxo::cli
