#include "bench.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QRegularExpression>

#include "oxo/bot.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "oxo/position.h"
#include "oxo/replay.h"

namespace oxo::cli {

namespace {

struct BenchText {
    Q_DECLARE_TR_FUNCTIONS(Bench)
};

struct BenchPosition {
    const char* name;
    Rules rules;
    const char* moves;  // cell names, played in turn
    int depth;
};

Rules rulesWith(int size, int win, int players = 2, bool gravity = false, bool exact = false) {
    Rules r = Rules::square(size, win);
    r.players = players;
    r.gravity = gravity;
    r.family = exact ? Family::Exact : Family::Freestyle;
    return r;
}

// Small boards the solver proves, middle games of the big-board search for each rule the app
// offers (gravity, exact K, three and four players). Changing this list changes the signature.
std::vector<BenchPosition> benchPositions() {
    return {
        {"3x3 empty", rulesWith(3, 3), "", 9},
        {"4x4 K=3 empty", rulesWith(4, 3), "", 16},
        {"4x4 K=4 after 2", rulesWith(4, 4), "b2 c3", 14},
        {"5x5 K=4 after 3", rulesWith(5, 4), "c3 b2 d4", 8},
        {"6x6 K=4 gravity", rulesWith(6, 4, 2, true), "c6 d6 c5 d5", 8},
        {"7x7 K=4 3 players", rulesWith(7, 4, 3), "d4 c3 e5 d3 c4 e3", 4},
        {"6x6 K=4 4 players", rulesWith(6, 4, 4), "c3 d4 c4 d3 b2", 3},
        {"15x15 K=5 opening", rulesWith(15, 5), "h8 i9 g9", 6},
        {"15x15 K=5 middle game", rulesWith(15, 5), "h8 i9 g9 g10 i7 j6 h7 h6 f9 e10 i8", 6},
        {"15x15 K=5 threats", rulesWith(15, 5), "h8 h7 i9 g7 g9 j9 i8 f10 j7 k6", 5},
        {"19x19 K=5 exact", rulesWith(19, 5, 2, false, true), "j10 k11 k10 l11 i10", 5},
        {"12x12 K=5 gravity", rulesWith(12, 5, 2, true), "f12 g12 f11 g11 e12", 6},
    };
}

}  // namespace

BenchReport runBench() {
    BenchReport report;
    QElapsedTimer total;
    total.start();
    for (const BenchPosition& spec : benchPositions()) {
        Position position(spec.rules);
        const QStringList cells =
            QString::fromLatin1(spec.moves)
                .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        for (const QString& cell : cells) {
            const ParsedCell parsed = parseCell(cell.toStdString(), spec.rules.size);
            // The list is ours: a cell that does not parse or cannot be played is a bug here.
            if (!parsed.cell || checkRecorded(position, *parsed.cell) != MoveError::None) {
                qFatal("oxo-cli bench: bad move '%s' in '%s'", qPrintable(cell), spec.name);
            }
            position.make(*parsed.cell);
        }
        if (position.isOver()) {
            qFatal("oxo-cli bench: '%s' is over", spec.name);
        }
        SearchLimits limits;
        limits.budget = std::chrono::hours(1);  // out of reach: only the depth limits
        limits.depth = spec.depth;
        QElapsedTimer timer;
        timer.start();
        // A fresh bot per position, so no table carries over and the order does not matter.
        const Analysis analysis = makeBot(BotLevel::Hard, 0)->think(position, limits);
        BenchLine line;
        line.name = QString::fromLatin1(spec.name);
        line.bestMove = QString::fromStdString(cellName(analysis.move));
        line.depth = spec.depth;
        line.nodes = analysis.nodes;
        line.ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        report.signature += analysis.nodes;
        report.lines.push_back(line);
    }
    report.ms = static_cast<double>(total.nsecsElapsed()) / 1e6;
    return report;
}

QString benchText(const BenchReport& report) {
    QString out;
    for (const BenchLine& line : report.lines) {
        out += QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(line.name, -24)
                   .arg(BenchText::tr("depth %1").arg(line.depth), -9)
                   .arg(BenchText::tr("best %1").arg(line.bestMove), -9)
                   .arg(BenchText::tr("%1 nodes").arg(line.nodes), 16)
                   .arg(BenchText::tr("%1 ms").arg(line.ms, 0, 'f', 1), 11);
    }
    out += BenchText::tr("Nodes searched: %1 (%2 ms)\n")
               .arg(report.signature)
               .arg(report.ms, 0, 'f', 0);
    return out;
}

QJsonObject benchJson(const BenchReport& report) {
    QJsonArray lines;
    for (const BenchLine& line : report.lines) {
        lines.append(QJsonObject{{"position", line.name},
                                 {"depth", line.depth},
                                 {"bestMove", line.bestMove},
                                 {"nodes", static_cast<qint64>(line.nodes)},
                                 {"timeMs", line.ms}});
    }
    return QJsonObject{{"command", "bench"},
                       {"positions", lines},
                       {"signature", QString::number(report.signature)},
                       {"timeMs", report.ms}};
}

}  // namespace oxo::cli
