#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <memory>
#include <vector>

#include "../forbidden.h"
#include "exact_search.h"
#include "oxo/bots/small_solver.h"
#include "pairing.h"
#include "proof_search.h"
#include "small_geometry.h"
#include "solver_table.h"
#include "threat_search.h"

namespace oxo {

namespace {

using small::bit;
using small::Bits;
using small::Entry;
using small::Geometry;
using small::kInf;
using small::kLowerBound;
using small::kWinScore;
using small::kWinScoreThreshold;
using small::PairFinder;

using TwoPlayerState = small::NodeState<2>;

}  // namespace

struct SmallSolver::Impl : small::SearchCore {
    std::unique_ptr<PairFinder> pairing;
    std::unique_ptr<small::ThreatSearch> threats;
    std::array<std::array<int, 64>, 2> history{};
    // Renju: black's forbidden cells per position (its hash), asked again at every visit.
    struct ForbiddenEntry {
        std::uint64_t key = 0;
        Bits cells = 0;
    };
    std::vector<ForbiddenEntry> forbiddenCache;

    void prepare(const Rules& rules) {
        if (!setUpFor(rules)) {
            return;
        }
        pairing = std::make_unique<PairFinder>(*geo);
        threats = std::make_unique<small::ThreatSearch>(*geo);
        history = {};
        forbiddenCache.assign(rules.family == Family::Renju ? std::size_t{1} << 16 : 0, {});
    }

    // Renju: the empty cells black may not take (R-E15), decided by forbidden.cpp.
    Bits forbiddenCells(const TwoPlayerState& s, Bits empty) {
        const Geometry& g = *geo;
        const std::uint64_t key = s.hash[0] | 1;
        ForbiddenEntry& entry = forbiddenCache[key & (forbiddenCache.size() - 1)];
        if (entry.key == key) {
            return entry.cells;
        }
        std::array<std::uint8_t, 64> board{};
        for (int p = 0; p < 2; ++p) {
            for (Bits left = s.marks[static_cast<std::size_t>(p)]; left != 0; left &= left - 1) {
                board[static_cast<std::size_t>(std::countr_zero(left))] =
                    static_cast<std::uint8_t>(p + 1);
            }
        }
        Bits forbidden = 0;
        for (Bits left = empty; left != 0; left &= left - 1) {
            const int cell = std::countr_zero(left);
            if (renju::isForbidden(board.data(), g.n, g.n, cell,
                                   static_cast<std::uint8_t>(g.black + 1))) {
                forbidden |= bit(cell);
            }
        }
        entry = {key, forbidden};
        return forbidden;
    }

    Bits playable(const TwoPlayerState& s) const {
        return small::playableCells(*geo, s.marks[0] | s.marks[1], s.heights);
    }

    int evaluate(Bits me, Bits opp) const {
        int score = 0;
        for (const Bits w : geo->windows) {
            if ((opp & w) == 0) {
                score += geo->weight[std::popcount(me & w)];
            } else if ((me & w) == 0) {
                score -= geo->weight[std::popcount(opp & w)];
            }
        }
        return std::clamp(score, -(kWinScoreThreshold - 1), kWinScoreThreshold - 1);
    }

    int search(const TwoPlayerState& s, int depth, int alpha, int beta, int ply);
    bool probeProven(const TwoPlayerState& root, int* score, int* move) const;
    Analysis run(const Position& position, const SearchLimits& limits, bool iterate);
};

int SmallSolver::Impl::search(const TwoPlayerState& s, int depth, int alpha, int beta, int ply) {
    guess = false;
    if (clock.countNode(nodes)) {
        return 0;
    }
    const Geometry& g = *geo;
    const Bits me = s.marks[s.side];
    const Bits opp = s.marks[s.side ^ 1];
    const Bits open = playable(s);
    if (open == 0) {
        return 0;  // the board is full
    }
    // One pass over the lines: my winning cells, the opponent's, and who can still win. A
    // line counts only if its owner has moves enough left to fill it.
    Bits myWins = 0;
    Bits oppWins = 0;
    bool meCan = false;
    bool oppCan = false;
    const int empties = g.cells - std::popcount(me | opp);
    const int myMovesLeft = (empties + 1) / 2;
    const int oppMovesLeft = empties / 2;
    bool meThreatens = false;  // some window of mine two cells short: threats can be made
    // Renju: black wins only with exactly K, white with K or more (R-E15).
    const bool meExact = g.exactFor(s.side);
    const bool oppExact = g.exactFor(s.side ^ 1);
    for (std::size_t i = 0; i < g.windows.size(); ++i) {
        const Bits w = g.windows[i];
        if ((opp & w) == 0) {
            const Bits gap = w & ~me;
            meCan = meCan || std::popcount(gap) <= myMovesLeft;
            meThreatens = meThreatens || std::popcount(gap) == 2;
            myWins |= small::completingCell(g, i, me, meExact);
        }
        if ((me & w) == 0) {
            oppCan = oppCan || std::popcount(w & ~opp) <= oppMovesLeft;
            oppWins |= small::completingCell(g, i, opp, oppExact);
        }
    }
    myWins &= open;
    oppWins &= open;
    // With exact root values every root move is searched: no shortcut may settle the root.
    const bool everyRootValue = ply == 0 && exactRootValues;
    if (myWins != 0 && !everyRootValue) {
        return decided(ply, std::countr_zero(myWins), kWinScore - (ply + 1));
    }
    // The cells the side to move may take: under renju not black's forbidden ones (a five,
    // myWins, never is).
    Bits legal = open;
    const bool blackMoves = g.renju && s.side == g.black;
    if (blackMoves) {
        legal &= ~forbiddenCells(s, open);
        if (legal == 0) {
            // Black may not move and nobody has won: the game cannot go on. Scored a draw; the
            // rules (R-E15) do not say otherwise.
            return decided(ply, std::countr_zero(open), 0);
        }
    }
    const Bits blocks = oppWins & legal;
    if (ply == 0) {
        rootBest = std::countr_zero(myWins != 0 ? myWins : blocks != 0 ? blocks : legal);
    }
    if (((oppWins & (oppWins - 1)) != 0 || (oppWins != 0 && blocks == 0)) && !everyRootValue) {
        // Two threats: one block cannot stop both; or (renju) the one block is forbidden.
        return decided(ply, rootBest, -(kWinScore - (ply + 2)));
    }
    // Pairing strategies: a side whose every live window holds a pair of the other side's
    // cannot win, whatever is played from here (pairing.h). Near the horizon it is not worth it.
    // Under renju black cannot defend by pairing: the cell its pairing names may be forbidden.
    if (depth >= 2) {
        const Bits empty = g.full & ~(me | opp);
        if (meCan && !(g.renju && !blackMoves) && pairing->find(opp, empty, nullptr)) {
            meCan = false;
        }
        if (oppCan && oppWins == 0 && !blackMoves && pairing->find(me, empty, nullptr)) {
            oppCan = false;
        }
    }
    if (!meCan && !oppCan && !everyRootValue) {
        return decided(ply, rootBest, 0);  // dead-line pruning: nobody can win any more (R-E7)
    }
    // True bounds: no side wins a line it cannot complete, nor sooner than the next plies.
    // (Every root value wanted: the widest bounds, a win at once included, so that no root
    // move is cut short by them.)
    const int lo = oppCan || everyRootValue ? -(kWinScore - (ply + 2)) : 0;
    const int hi = everyRootValue ? kWinScore - (ply + 1) : meCan ? kWinScore - (ply + 3) : 0;
    if (small::narrowBounds(lo, hi, alpha, beta)) {
        return alpha;
    }
    if (depth <= 0) {
        guess = true;
        return std::clamp(evaluate(me, opp), lo, hi);
    }

    const small::Probe probe = this->probe(s.hash, 0);
    if (int v = 0; settled(probe, depth, alpha, beta, ply, &v)) {
        return v;
    }

    // A win by continuous threats proves the value is at least that win: enough to cut here
    // when it reaches beta (the forced chain is no substitute for the exact value otherwise).
    // Not at the root, which must name its move: the chain found does not say which it is.
    if (ply > 0 && depth >= 3 && meCan && meThreatens && oppWins == 0 && !g.renju &&
        beta <= kWinScore - (ply + 3)) {
        if (const int plies = threats->win(me, opp, kWinScore - beta - ply); plies > 0) {
            const int v = kWinScore - (ply + plies);
            if (v >= beta) {
                small::Table::store(probe.bucket, probe.key, depth, ply, v, kLowerBound, false,
                                    0xFF);
                return v;
            }
        }
    }

    // Order: hash move, then history, then cells on many lines. A single threat forces a block.
    small::MoveOrder moves;
    for (Bits left = oppWins != 0 && !everyRootValue ? blocks : legal; left != 0;
         left &= left - 1) {
        const int cell = std::countr_zero(left);
        // Cells on many lines still open to either side first: they make threats, and
        // blocking them kills lines, which lets dead-line pruning end the subtree early.
        int score = history[s.side][cell];
        for (const Bits w : g.windowsThrough[cell]) {
            if ((opp & w) == 0) {
                score += 1 + 4 * std::popcount(me & w);
            }
            if ((me & w) == 0) {
                score += 1 + 4 * std::popcount(opp & w);
            }
        }
        moves.add(cell, cell == probe.hashMove ? small::kHashMoveFirst : score);
    }

    // At the root with exactRootValues, every move gets the full window and none is cut off.
    const int alphaIn = alpha;
    small::NodeBest best{-kInf, moves[0]};
    for (int i = 0; i < moves.size(); ++i) {
        TwoPlayerState child = s;
        small::placeMark(g, child, moves[i], s.side);
        child.side = s.side ^ 1;
        // Principal variation search: after the first move, only ask "is this one better?"
        // with a null window, and search again in full only when it is.
        const int floor = everyRootValue ? alphaIn : std::max(alpha, best.value);
        int ceiling = beta;  // the window the value below was searched with: (floor, ceiling)
        int v = 0;
        if (everyRootValue && (myWins & small::bit(moves[i])) != 0) {
            v = kWinScore - (ply + 1);  // it completes a line: the search below never sees one
            guess = false;
        } else if (i == 0 || everyRootValue) {
            v = -search(child, depth - 1, -beta, -floor, ply + 1);
        } else {
            v = -search(child, depth - 1, -floor - 1, -floor, ply + 1);
            if (v > floor && v < beta && !clock.stopped()) {
                v = -search(child, depth - 1, -beta, -floor, ply + 1);
            } else {
                ceiling = floor + 1;
            }
        }
        if (clock.stopped()) {
            return 0;
        }
        if (ply == 0) {
            scoreRootMove(moves[i], v, floor, ceiling, lo, hi, guess);
        }
        if (best.offer(v, moves[i], guess, true)) {
            if (ply == 0) {
                rootBest = best.move;
            }
            if (best.value >= beta) {
                history[s.side][best.move] += depth * depth;
                best.cut = true;
                if (!everyRootValue) {
                    break;
                }
            }
        }
    }
    return close(probe, depth, ply, best, lo, hi, alphaIn, beta);
}

// The table's word on the root, if it holds a proof there: an exact value with no horizon
// below it and a best move. What lets Hard answer at once in a position it has proven before.
bool SmallSolver::Impl::probeProven(const TwoPlayerState& root, int* score, int* move) const {
    const Geometry& g = *geo;
    int sym = 0;
    const std::uint64_t key = small::canonicalKey(root.hash, g.symmetries, &sym);
    const Entry* bucket = table.bucket(key);
    for (int slot = 0; slot < 2; ++slot) {
        const Entry& e = bucket[slot];
        if (e.key == key && e.bound() == small::kExactBound && e.proven() && e.move != 0xFF) {
            *score = small::Scores::fromTable(e.score, 0);
            *move = g.inverse[sym][e.move];
            return (playable(root) & bit(*move)) != 0;
        }
    }
    return false;
}

Analysis SmallSolver::Impl::run(const Position& position, const SearchLimits& limits,
                                bool iterate) {
    assert(supports(position.rules()) && !position.isOver());
    Analysis result = begin(position, limits);
    prepare(position.rules());
    const TwoPlayerState root = small::stateOf<2>(*geo, position);
    const std::uint64_t threatNodesBefore = threats->nodes();
    if (int move = -1; iterate && !exactRootValues && probeProven(root, &result.score, &move)) {
        result.move = position.cellAt(move);
        result.proven = true;
        result.depth = rootEmpties;
    }
    deepen(result, position, iterate,
           [&](int depth) { return search(root, depth, -kInf, kInf, 0); });
    const std::uint64_t threatNodes = threats->nodes() - threatNodesBefore;  // counted too
    finish(result, position, root, 0, ProofModel::Exact, threatNodes);
    return result;
}

SmallSolver::SmallSolver(int tableBits) : impl_(std::make_unique<Impl>()) {
    impl_->tableBits = std::clamp(tableBits, 0, 26);
}
SmallSolver::~SmallSolver() = default;

bool SmallSolver::supports(const Rules& rules) {
    // Renju too: its forbidden cells are asked of forbidden.cpp from the bitboards.
    return rules.players == 2 && rules.size * rules.size <= 64;
}

void SmallSolver::setExactRootValues(bool on) {
    impl_->exactRootValues = on;
}

Analysis SmallSolver::analyse(const Position& position, const SearchLimits& limits) {
    return impl_->run(position, limits, true);
}

Analysis SmallSolver::solve(const Position& position, const SearchLimits& limits) {
    clear();
    return impl_->run(position, limits, false);
}

std::optional<bool> SmallSolver::canForceWin(const Position& position, Player attacker,
                                             std::uint64_t maxNodes) {
    assert(supports(position.rules()) && !position.rules().gravity && !position.isOver());
    if (position.rules().family == Family::Renju) {
        return std::nullopt;  // the proof search does not know forbidden cells
    }
    impl_->prepare(position.rules());
    const TwoPlayerState s = small::stateOf<2>(*impl_->geo, position);
    small::ProofSearch proof(*impl_->geo);
    switch (proof.prove(s.marks[0], s.marks[1], s.side, attacker, maxNodes)) {
        case small::ProofSearch::Answer::Proven:
            return true;
        case small::ProofSearch::Answer::Disproven:
            return false;
        case small::ProofSearch::Answer::Unknown:
            break;
    }
    return std::nullopt;
}

void SmallSolver::clear() {
    impl_->threats.reset();
    impl_->pairing.reset();
    impl_->geo.reset();
    impl_->table.release();
}

}  // namespace oxo
