#include "solve.h"

#include "positions.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <sys/resource.h>

#include <array>

#include "oxo/bots/strategy.h"
#include "oxo/enum_table.h"
#include "oxo/files/file_io.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "oxo/replay.h"

namespace oxo::cli {

namespace {

struct SolveText {
    Q_DECLARE_TR_FUNCTIONS(Solve)
};

qint64 peakRss() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<qint64>(usage.ru_maxrss) * 1024;  // Linux reports KiB
}

// Writes the strategies behind the report's proven result; an error message if it cannot.
QString writeStrategyFile(const SolveConfig& config, SolveReport& report) {
    const Analysis& a = report.analysis;
    if (report.position->isOver() || !a.proven) {
        return SolveText::tr("no proven result to write as a strategy");
    }
    if (config.rules.players != 2) {
        return SolveText::tr("strategies are written for two players only");
    }
    SearchLimits limits;
    limits.budget = config.budget;
    const StrategyText strategy = writeStrategy(*report.position, a.verdict, limits);
    if (!strategy.ok) {
        return SolveText::tr("the strategy could not be written: %1")
            .arg(QString::fromStdString(strategy.error));
    }
    // As game files are written: whole or not at all, every write checked, so a full disk
    // is an error and an existing file stays as it was.
    QString why;
    if (!writeFileAtomically(
            config.strategyFile,
            QByteArrayView(strategy.text.data(), static_cast<qsizetype>(strategy.text.size())),
            &why)) {
        return SolveText::tr("cannot write '%1': %2").arg(config.strategyFile, why);
    }
    report.strategyRecords = static_cast<qint64>(strategy.records);
    return {};
}

QString outcome(const Position& p) {
    if (p.status() == Status::Won) {
        return SolveText::tr("the game is over: %1 won").arg(qs(markName(p.winner())));
    }
    return SolveText::tr("the game is over: a draw");
}

}  // namespace

SolveReport runSolve(const SolveConfig& config) {
    SolveReport report;
    std::optional<Position> after = positionAfter(config.rules, config.moves, &report.error);
    if (!after) {
        return report;
    }
    Position& position = *after;
    if (!position.isOver()) {
        SearchLimits limits;
        limits.budget = config.budget;
        limits.threads = config.threads;
        report.analysis = makeBot(BotLevel::Hard, 0)->think(position, limits);
    }
    report.position = position;
    if (!config.strategyFile.isEmpty()) {
        report.error = writeStrategyFile(config, report);
    }
    report.peakRssBytes = peakRss();
    return report;
}

QString solveText(const SolveReport& report) {
    const Position& p = *report.position;
    QString out = SolveText::tr("Position: %1, after %2 moves\n")
                      .arg(options::describeRules(p.rules()))
                      .arg(p.moveCount());
    if (p.isOver()) {
        return out + outcome(p) + QLatin1Char('\n');
    }
    const Analysis& a = report.analysis;
    const QString mover = qs(markName(p.toMove()));
    QString value;
    switch (a.verdict) {
        case Verdict::Win:
            value = SolveText::tr("win for %1 (to move)").arg(mover);
            break;
        case Verdict::Loss:
            value = SolveText::tr("loss for %1 (to move)").arg(mover);
            break;
        case Verdict::Draw:
            value = SolveText::tr("draw");
            break;
        case Verdict::Unknown:
            value = SolveText::tr("unknown (heuristic score %1 for %2)").arg(a.score).arg(mover);
            break;
    }
    out += SolveText::tr("Value:     %1\n").arg(value);
    out +=
        SolveText::tr("Proven:    %1\n").arg(a.proven ? SolveText::tr("yes") : SolveText::tr("no"));
    if (a.model == ProofModel::Paranoid) {
        out += SolveText::tr("Model:     paranoid (the other players play together against %1)\n")
                   .arg(mover);
    } else if (a.model == ProofModel::Exact) {
        out += SolveText::tr("Model:     exact\n");
    }
    if (a.proven) {
        out += a.verdict == Verdict::Draw
                   ? SolveText::tr("Distance:  at most %1 plies\n").arg(a.distance)
                   : SolveText::tr("Distance:  %1 plies\n").arg(a.distance);
    }
    out += SolveText::tr("Best move: %1\n").arg(QString::fromStdString(cellName(a.move)));
    out += SolveText::tr("Depth:     %1\n").arg(a.depth);
    out += SolveText::tr("Nodes:     %1\n").arg(a.nodes);
    out += SolveText::tr("Time:      %1 ms\n")
               .arg(static_cast<double>(a.elapsed.count()) / 1000.0, 0, 'f', 3);
    out += SolveText::tr("Memory:    table %1 MiB, peak resident %2 MiB\n")
               .arg(static_cast<double>(a.tableBytes) / 1048576.0, 0, 'f', 1)
               .arg(static_cast<double>(report.peakRssBytes) / 1048576.0, 0, 'f', 1);
    if (report.strategyRecords >= 0) {
        out += SolveText::tr("Strategy:  %1 records written\n").arg(report.strategyRecords);
    }
    return out;
}

QJsonObject solveJson(const SolveReport& report) {
    const Position& p = *report.position;
    QJsonObject out{{"command", "solve"}, {"moves", p.moveCount()}};
    if (p.isOver()) {
        out["over"] = true;
        out["winner"] =
            p.status() == Status::Won ? QJsonValue(qs(markName(p.winner()))) : QJsonValue();
        return out;
    }
    const Analysis& a = report.analysis;
    out["over"] = false;
    out["toMove"] = qs(markName(p.toMove()));
    out["value"] = verdictKey(a.verdict);
    out["proven"] = a.proven;
    out["model"] = modelKey(a.model);
    out["distance"] = a.proven ? QJsonValue(a.distance) : QJsonValue();
    out["score"] = a.score;
    out["bestMove"] = QString::fromStdString(cellName(a.move));
    out["depth"] = a.depth;
    out["nodes"] = static_cast<qint64>(a.nodes);
    out["timeMs"] = static_cast<double>(a.elapsed.count()) / 1000.0;
    out["tableBytes"] = static_cast<qint64>(a.tableBytes);
    out["peakRssBytes"] = report.peakRssBytes;
    // R-E15: the cells renju forbids the player to move, as analyse lists them.
    out["forbidden"] = cellsJson(forbiddenCells(p));
    if (report.strategyRecords >= 0) {
        out["strategyRecords"] = report.strategyRecords;
    }
    return out;
}

}  // namespace oxo::cli
