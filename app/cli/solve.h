// `oxo-cli solve` (R-F3, R-B4): the Hard bot's analysis of a position given as a move list:
// value for the side to move, whether it is proven, distance, best move, nodes, time.
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
};

struct SolveReport {
    QString error;                     // bad move list: nothing was solved
    std::optional<Position> position;  // after the moves
    Analysis analysis;                 // meaningful when the position is not over
};

SolveReport runSolve(const SolveConfig& config);

QString solveText(const SolveReport& report);
QJsonObject solveJson(const SolveReport& report);

}  // namespace oxo::cli
