// How analysis reads to people (R-B4, R-U12): a verdict or score for the side to move, a short
// label and a colour position for each ranked cell, and a line in cell names. Pure functions
// of the engine's Analysis, so the panel, the board's overlay and screen readers say the same.
#pragma once

#include <QString>
#include <vector>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo::ui {

// The value of one cell for the side to move, for the board's overlay.
struct CellValue {
    Cell cell;
    double goodness = 0;  // -1 (loses) .. 1 (wins) for the side to move
    QString label;        // short: "W5", "D", "L4", "+1.4", "≤-0.3"
    QString description;  // for screen readers: "wins in 5 moves", "score +1.4"
    bool proven = false;
    bool bound = false;  // only shown not better than the best lines: drawn faintly
};

struct AnalysisText {
    // "X wins in 5 moves (proven)", "Draw (proven)", "O: +1.4 (depth 9)".
    static QString verdict(const Analysis& analysis, Player toMove);
    // What the model behind a proof is: "" (two players), "assuming the others play together".
    static QString model(const Analysis& analysis);
    // -1..1 for the side to move: proven results at the ends, scores squashed between.
    static double goodness(const Analysis& analysis);
    static double goodness(const RootMove& move);
    static QString label(const RootMove& move);
    static QString description(const RootMove& move);
    // "h8 i9 j10".
    static QString line(const std::vector<Cell>& cells);
    // "1.2 M", "820 k": nodes and speeds at a glance.
    static QString count(double value);
    // Every ranked root move as a cell value, best first.
    static std::vector<CellValue> cellValues(const Analysis& analysis);
};

}  // namespace oxo::ui
