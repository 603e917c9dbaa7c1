// `oxo-cli solve` (R-F3, R-B4): the Hard bot's analysis of a position given as a move list:
// value for the side to move, whether it is proven and under which model, distance, best
// move, nodes, time and memory; optionally the proof written out as strategies.
#pragma once

#include <QJsonObject>
#include <QString>
#include <chrono>
#include <optional>

#include "oxo/bot.h"
#include "oxo/rules.h"

namespace oxo::cli {

struct SolveConfig {
    Rules rules;
    QString moves;  // "b2 c3 ..." (blanks or commas between cells)
    std::chrono::milliseconds budget{10000};
    int threads = 1;       // SearchLimits::threads
    QString strategyFile;  // when set: write the strategies behind a proven result there
};

struct SolveReport {
    QString error;                     // bad move list: nothing was solved
    std::optional<Position> position;  // after the moves
    Analysis analysis;                 // meaningful when the position is not over
    qint64 strategyRecords = -1;       // records written to SolveConfig::strategyFile
    qint64 peakRssBytes = 0;           // the process's peak resident memory after the search
};

SolveReport runSolve(const SolveConfig& config);

QString solveText(const SolveReport& report);
QJsonObject solveJson(const SolveReport& report);

}  // namespace oxo::cli
