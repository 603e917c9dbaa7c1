// Exact solver for three or four players on small boards (R-B2, R-B4), under the paranoid
// model: the player to move at the root (the "root") plays against all the others, who are
// assumed to play together against it. Values are for the root: a win it can force, a loss
// (another player wins) the others can force on it, or a draw. Every player's immediate win is
// taken; the only forced replies assumed are the exact ones: the player just before the root
// must stop the root's immediate wins, and the root must stop the others' (a coalition player
// is never assumed to block another coalition player, who it would rather see win).
//
// Bitboards, alpha-beta with a transposition table keyed by symmetry-canonical Zobrist hashes
// (and the root), iterative deepening with an open-window evaluation at the horizon; a value
// is reported proven only when no horizon estimate shaped it.
#pragma once

#include <memory>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo {

class ParanoidSolver {
public:
    // The table is sized by the board (solver_table.h).
    ParanoidSolver();
    ~ParanoidSolver();
    ParanoidSolver(const ParanoidSolver&) = delete;
    ParanoidSolver& operator=(const ParanoidSolver&) = delete;

    // Three or four players and at most 64 cells.
    static bool supports(const Rules& rules);

    // Iterative deepening until the value is proven, the limits end it or stop is asked.
    // Precondition: supports(position.rules()) and !position.isOver(). `rootMoves` as
    // SmallSolver::analyse says, with values for the root player under the paranoid model.
    Analysis analyse(const Position& position, const SearchLimits& limits);

    // Search every root move with the full window (off by default), as SmallSolver's.
    void setExactRootValues(bool on);

    // Forget everything learned.
    void clear();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace oxo
