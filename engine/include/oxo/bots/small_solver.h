// Exact solver for small two-player boards (N*N <= 64): bitboards, negamax alpha-beta with a
// transposition table keyed by symmetry-canonical Zobrist hashes, immediate win/threat
// detection and dead-line pruning (R-B2, R-B3, R-B4). With a depth limit it evaluates open
// lines at the horizon, so Hard can use it under a time budget on boards it cannot solve.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo {

class SmallSolver {
public:
    // `tableBits`: the table holds 2^tableBits entries of 16 bytes; 0 picks by board size
    // (up to 2^22, 64 MiB, from 5x5 on). Long proofs (5x5 K=4) gain from more.
    explicit SmallSolver(int tableBits = 0);
    ~SmallSolver();
    SmallSolver(const SmallSolver&) = delete;
    SmallSolver& operator=(const SmallSolver&) = delete;

    // Two players, at most 64 cells (renju included: black never moves on a forbidden cell,
    // and a position where black has only forbidden cells left counts as a draw).
    static bool supports(const Rules& rules);

    // Iterative deepening until the value is proven, the budget runs out or stop is asked.
    // Precondition: supports(position.rules()) and !position.isOver().
    //
    // `rootMoves` lists the root moves the last finished pass scored, best first (front ==
    // `move`; empty when no pass finished). The front carries the result's own value. Another
    // move's `score` is what its search returned, and it is `proven` (with its own verdict and
    // distance) only when that was its exact value: inside the window it was searched with, or
    // at a bound no move can pass (a loss on the next move, say), and free of horizon estimates
    // (or a win or loss within the plies searched). A move alpha-beta only showed to be no
    // better than the best keeps Verdict::Unknown and proven=false: its score is then an upper
    // bound. Forced positions score only the forced move (a win at once, the one block, a
    // proven draw where nobody can win any more), and a position answered from the table only
    // the best move. `line` is the table's best-move chain after the move, the move first.
    Analysis analyse(const Position& position, const SearchLimits& limits);

    // Search every root move with the full window (more nodes; off by default, as in play), so
    // that each scored move has its exact value: what a value per cell needs.
    void setExactRootValues(bool on);

    // One full-depth search from a cold table (what the speed benchmarks time).
    Analysis solve(const Position& position, const SearchLimits& limits);

    // Proof-number search (df-pn, with pairings and threat chains at its leaves) beside the
    // alpha-beta search: whether `attacker` can force a win from `position` (true: proven,
    // false: disproven, no value: `maxNodes` expansions did not settle it). No distances. A
    // draw is both players' "false". No value under renju (the proof search does not know its
    // forbidden cells). Precondition: supports(rules), no gravity, not over.
    std::optional<bool> canForceWin(const Position& position, Player attacker,
                                    std::uint64_t maxNodes);

    // Forget everything learned (the next search starts cold).
    void clear();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace oxo
