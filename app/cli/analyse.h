// `oxo-cli analyse` (R-F3, R-B4): what every move of a position is worth, from the Hard bot:
// the value for the side to move, the best lines (multi-PV) with their scores or proven
// values, and with --cells the value of every empty cell the search ranked (proven wherever
// the exact solvers take the position), plus the cells renju forbids the player to move.
#pragma once

#include <QJsonObject>
#include <QString>
#include <chrono>
#include <optional>

#include "oxo/bot.h"
#include "oxo/rules.h"

namespace oxo::cli {

struct AnalyseConfig {
    Rules rules;
    QString moves;                           // "b2 c3 ..." as for solve
    std::chrono::milliseconds budget{2000};  // the whole analysis
    int threads = 1;                         // SearchLimits::threads
    int multiPv = 1;                         // best lines wanted
    int depth = 0;                           // deepest iteration; 0 = as deep as time allows
    bool cells = false;                      // a value for every root move
};

struct AnalyseReport {
    QString error;                     // bad move list: nothing was analysed
    std::optional<Position> position;  // after the moves
    Analysis analysis;                 // meaningful when the position is not over
    int multiPv = 1;
    bool cells = false;
    std::vector<Cell> forbidden;  // renju: cells the player to move may not take
};

AnalyseReport runAnalyse(const AnalyseConfig& config);

QString analyseText(const AnalyseReport& report);
QJsonObject analyseJson(const AnalyseReport& report);

}  // namespace oxo::cli
