// The positions the solver tests judge: every position of a game up to a depth, each once, and
// a seeded sample of deeper ones. Header-only; each test executable includes it once.
#pragma once

#include <QTest>

#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "oxo/notation.h"
#include "oxo/position.h"
#include "qtest_columns.h"
#include "rules_rows.h"

namespace oxo::test {

// A line of moves as text, for failure messages.
inline std::string movesOf(const std::vector<Cell>& line) {
    std::string text;
    for (const Cell c : line) {
        text += cellName(c) + ' ';
    }
    return text;
}

// Which positions of a game a data row asks for: every one up to `fullDepth` plies (-1: none),
// then `samples` seeded random ones of `minDepth` to `minDepth` + 7 plies.
struct PositionRow {
    Rules rules;
    int fullDepth = -1;
    int minDepth = 0;
    int samples = 0;
};

// The data table's columns for a PositionRow, and the current row's.
inline void addPositionColumns() {
    addRulesColumn();
    addColumns<int, int, int>("fullDepth", "minDepth", "samples");
}
inline PositionRow fetchPositionRow() {
    QFETCH(Rules, rules);
    QFETCH(int, fullDepth);
    QFETCH(int, minDepth);
    QFETCH(int, samples);
    return {rules, fullDepth, minDepth, samples};
}

// Calls `visit` with every position `row` asks for that is not over (those of the full walk
// once each, by their cells), each with the moves that led to it. Stops once the test has
// failed. Returns how many positions the full walk visited.
inline int forEachPosition(const PositionRow& row,
                           const std::function<void(Position&, const std::vector<Cell>&)>& visit) {
    const Rules& rules = row.rules;
    std::set<std::string> seen;
    std::vector<Cell> line;
    Position position(rules);
    const std::function<void(int)> walk = [&](int depth) {
        if (position.isOver() || QTest::currentTestFailed()) {
            return;
        }
        std::string cells;
        for (int i = 0; i < position.cellCount(); ++i) {
            cells += static_cast<char>('0' + position.at(i) + 1);
        }
        if (!seen.insert(cells).second) {
            return;
        }
        visit(position, line);
        if (depth == row.fullDepth) {
            return;
        }
        std::vector<Cell> moves;
        position.legalMoves(moves);
        for (const Cell move : moves) {
            position.make(move);
            line.push_back(move);
            walk(depth + 1);
            line.pop_back();
            position.unmake(move);
        }
    };
    if (row.fullDepth >= 0) {
        walk(0);
    }
    const int walked = static_cast<int>(seen.size());
    std::mt19937_64 rng(static_cast<std::uint64_t>(rules.size * 1000 + rules.winLength * 100 +
                                                   rules.players * 10 + (rules.gravity ? 1 : 0)));
    std::vector<Cell> moves;
    for (int i = 0; i < row.samples && !QTest::currentTestFailed(); ++i) {
        Position p(rules);
        line.clear();
        const int plies = row.minDepth + static_cast<int>(rng() % 8);
        for (int ply = 0; ply < plies && !p.isOver(); ++ply) {
            p.legalMoves(moves);
            const Cell move = moves[rng() % moves.size()];
            p.make(move);
            line.push_back(move);
        }
        if (!p.isOver()) {
            visit(p, line);
        }
    }
    return walked;
}

}  // namespace oxo::test
