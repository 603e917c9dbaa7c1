// The puzzle suite's own proofs, written on the plain Position and independent of
// Hard's pattern board and threat search: a forced win by continuous threats to win at once
// ("fours"), where the defender may answer with ANY legal move. After a four, every answer
// but the block loses at once unless it wins at once, so the search only has to follow the
// block and the defender's immediate wins, and stays exhaustive. A "three" step (VCT of one
// open-three move) is proved by checking every legal answer of the defender.
// Header-only; tests/bots/test_puzzles.cpp and tests/bench/hard_tools/puzzles.cpp include it.
// Whether a mark completes K is the plain test::wouldWin of tests/support/bot_tree.h.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "bot_tree.h"
#include "oxo/notation.h"
#include "oxo/position.h"

namespace oxo::puzzles {

// Empty cells within K-1 along a line of one of `player`'s marks: the only cells where that
// player can complete K or make a four.
inline std::vector<Cell> cellsNear(const Position& position, Player player) {
    constexpr int kDirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    const int k = position.rules().winLength;
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(position.cellCount()), 0);
    std::vector<Cell> out;
    for (int idx = 0; idx < position.cellCount(); ++idx) {
        if (position.isEmpty(idx) || position.at(idx) != player) {
            continue;
        }
        const Cell mark = position.cellAt(idx);
        for (const auto& d : kDirs) {
            for (int step = -(k - 1); step < k; ++step) {
                const Cell c{mark.row + step * d[0], mark.col + step * d[1]};
                if (position.inBounds(c) && position.isEmpty(position.index(c)) &&
                    seen[static_cast<std::size_t>(position.index(c))] == 0) {
                    seen[static_cast<std::size_t>(position.index(c))] = 1;
                    out.push_back(c);
                }
            }
        }
    }
    return out;
}

inline std::vector<Cell> winningCells(const Position& position, Player player) {
    std::vector<Cell> out;
    for (const Cell c : cellsNear(position, player)) {
        if (test::wouldWin(position, c, player)) {
            out.push_back(c);
        }
    }
    return out;
}

// Empty cells within K-1 along the four lines through `cell` where `player` completes K: after
// a mark lands on `cell`, the only places where new wins for its owner can appear.
inline std::vector<Cell> winsThrough(const Position& position, Cell cell, Player player) {
    constexpr int kDirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    const int k = position.rules().winLength;
    std::vector<Cell> out;
    for (const auto& d : kDirs) {
        for (int step = -(k - 1); step < k; ++step) {
            const Cell c{cell.row + step * d[0], cell.col + step * d[1]};
            if (step != 0 && position.inBounds(c) && position.isEmpty(position.index(c)) &&
                test::wouldWin(position, c, player) &&
                std::find(out.begin(), out.end(), c) == out.end()) {
                out.push_back(c);
            }
        }
    }
    return out;
}

struct ProofBudget {
    std::uint64_t nodes = 0;
    std::uint64_t limit = 50'000'000;
    bool exceeded() const { return nodes > limit; }
};

// The search below the first node: the attacker has no win on the board, and the defender's
// wins are `defenderWins` (found on the lines of the defender's last mark).
inline bool provesVcfFrom(Position& position, int plies, const std::vector<Cell>& defenderWins,
                          ProofBudget& budget) {
    ++budget.nodes;
    if (plies < 3 || budget.exceeded() || defenderWins.size() >= 2) {
        return false;
    }
    const Player attacker = position.toMove();
    const auto defender = static_cast<Player>(1 - attacker);
    // With a defender four on the board the attacker must take its cell, and it must be a four.
    const std::vector<Cell> candidates =
        defenderWins.empty() ? cellsNear(position, attacker) : defenderWins;
    for (const Cell move : candidates) {
        position.make(move);
        bool wins = false;
        if (!position.isOver()) {
            // The defender's wins are gone (there were none, or this move took the one).
            const std::vector<Cell> threats = winsThrough(position, move, attacker);
            if (threats.size() >= 2) {
                wins = true;  // one block cannot take both
            } else if (threats.size() == 1) {
                // The block is the only answer that does not lose at once.
                position.make(threats.front());
                wins = !position.isOver() &&
                       provesVcfFrom(position, plies - 2,
                                     winsThrough(position, threats.front(), defender), budget);
                position.unmake(threats.front());
            }
        }
        position.unmake(move);
        if (wins) {
            return true;
        }
    }
    return false;
}

// Does the side to move win within `plies` by continuous fours, whatever the defender does?
// Exhaustive (see above). Two players, no gravity.
inline bool provesVcf(Position& position, int plies, ProofBudget& budget) {
    ++budget.nodes;
    const Player attacker = position.toMove();
    if (!winningCells(position, attacker).empty()) {
        return true;
    }
    return provesVcfFrom(position, plies, winningCells(position, static_cast<Player>(1 - attacker)),
                         budget);
}

// Does `move` win for the side to move: at once, by a VCF within `plies`, or, when `threes`,
// by a move after which EVERY legal answer leaves the attacker a VCF within `plies`?
inline bool provesWinningMove(Position& position, Cell move, int plies, bool threes,
                              ProofBudget& budget) {
    const Player attacker = position.toMove();
    if (test::wouldWin(position, move, attacker)) {
        return true;
    }
    position.make(move);
    bool wins = !position.isOver();
    if (wins) {
        std::vector<Cell> answers;
        const std::vector<Cell> threats = winningCells(position, attacker);
        if (!threats.empty()) {
            answers = threats.size() >= 2 ? std::vector<Cell>{} : threats;  // the block
            // The defender's own immediate wins are answers too.
            for (const Cell c : winningCells(position, static_cast<Player>(1 - attacker))) {
                answers.push_back(c);
            }
        } else if (threes) {
            position.legalMoves(answers);
        } else {
            wins = false;
        }
        for (std::size_t i = 0; wins && i < answers.size(); ++i) {
            position.make(answers[i]);
            wins = !position.isOver() && provesVcf(position, plies - 2, budget);
            position.unmake(answers[i]);
        }
    }
    position.unmake(move);
    return wins && !budget.exceeded();
}

}  // namespace oxo::puzzles
