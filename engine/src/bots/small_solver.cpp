#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

#include "oxo/bots/small_solver.h"
#include "pairing.h"
#include "proof_search.h"
#include "search_clock.h"
#include "small_geometry.h"
#include "solver_table.h"
#include "threat_search.h"

namespace oxo {

namespace {

using small::bit;
using small::Bits;
using small::Entry;
using small::fromTable;
using small::Geometry;
using small::kExact;
using small::kInf;
using small::kLower;
using small::kNoHorizon;
using small::kUpper;
using small::kWinScore;
using small::kWinScoreThreshold;
using small::PairFinder;
using small::Table;

using TwoPlayerState = small::NodeState<2>;

}  // namespace

struct SmallSolver::Impl : small::SearchCore {
    std::unique_ptr<PairFinder> pairing;
    std::unique_ptr<small::ThreatSearch> threats;
    std::array<std::array<int, 64>, 2> history{};

    void prepare(const Rules& rules) {
        if (!setUpFor(rules)) {
            return;
        }
        pairing = std::make_unique<PairFinder>(*geo);
        threats = std::make_unique<small::ThreatSearch>(*geo);
        history = {};
    }

    TwoPlayerState stateOf(const Position& position) const {
        TwoPlayerState s;
        for (int cell = 0; cell < geo->cells; ++cell) {
            const Player p = position.at(cell);
            if (p != kNoPlayer) {
                place(s, cell, p);
            }
        }
        s.side = position.toMove();
        return s;
    }

    void place(TwoPlayerState& s, int cell, int player) const {
        small::placeMark(*geo, s, cell, player);
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
    const bool exact = g.rules.family == Family::Exact;
    const int empties = g.cells - std::popcount(me | opp);
    const int myMovesLeft = (empties + 1) / 2;
    const int oppMovesLeft = empties / 2;
    bool meThreatens = false;  // some window of mine two cells short: threats can be made
    for (std::size_t i = 0; i < g.windows.size(); ++i) {
        const Bits w = g.windows[i];
        if ((opp & w) == 0) {
            const Bits gap = w & ~me;
            meCan = meCan || std::popcount(gap) <= myMovesLeft;
            meThreatens = meThreatens || std::popcount(gap) == 2;
            if ((gap & (gap - 1)) == 0 && !(exact && (me & g.ends[i]) != 0)) {
                myWins |= gap;
            }
        }
        if ((me & w) == 0) {
            const Bits gap = w & ~opp;
            oppCan = oppCan || std::popcount(gap) <= oppMovesLeft;
            if ((gap & (gap - 1)) == 0 && !(exact && (opp & g.ends[i]) != 0)) {
                oppWins |= gap;
            }
        }
    }
    myWins &= open;
    oppWins &= open;
    if (myWins != 0) {
        if (ply == 0) {
            rootBest = std::countr_zero(myWins);
        }
        return kWinScore - (ply + 1);
    }
    if (ply == 0) {
        rootBest = std::countr_zero(oppWins != 0 ? oppWins : open);
    }
    if ((oppWins & (oppWins - 1)) != 0) {
        return -(kWinScore - (ply + 2));  // two threats: one block cannot stop both
    }
    // Pairing strategies: a side whose every live window holds a pair of the other side's
    // cannot win, whatever is played from here (pairing.h). Near the horizon it is not worth it.
    if (depth >= 2) {
        const Bits empty = g.full & ~(me | opp);
        if (meCan && pairing->find(opp, empty, nullptr)) {
            meCan = false;
        }
        if (oppCan && oppWins == 0 && pairing->find(me, empty, nullptr)) {
            oppCan = false;
        }
    }
    if (!meCan && !oppCan) {
        return 0;  // dead-line pruning: nobody can win any more (R-E7)
    }
    // True bounds: no side wins a line it cannot complete, nor sooner than the next plies.
    const int lo = oppCan ? -(kWinScore - (ply + 2)) : 0;
    const int hi = meCan ? kWinScore - (ply + 3) : 0;
    if (small::narrowWindow(lo, hi, alpha, beta)) {
        return alpha;
    }
    if (depth <= 0) {
        guess = true;
        return std::clamp(evaluate(me, opp), lo, hi);
    }

    int sym = 0;
    const std::uint64_t key = small::canonicalKey(s.hash, g.symmetries, &sym);
    Entry* bucket = table.bucket(key);
    const Entry* found = Table::find(bucket, key);
    int hashMove = -1;
    if (found != nullptr) {
        const Entry& entry = *found;
        if (entry.move != 0xFF) {
            hashMove = g.inverse[sym][entry.move];
        }
        int v = 0;
        if (ply > 0 && Table::settles(entry, depth, alpha, beta, ply, &v, &guess)) {
            return v;
        }
    }

    // A win by continuous threats proves the value is at least that win: enough to cut here
    // when it reaches beta (the forced chain is no substitute for the exact value otherwise).
    if (depth >= 3 && meCan && meThreatens && oppWins == 0 && beta <= kWinScore - (ply + 3)) {
        if (const int plies = threats->win(me, opp, kWinScore - beta - ply); plies > 0) {
            const int v = kWinScore - (ply + plies);
            if (v >= beta) {
                Table::store(bucket, key, depth, ply, v, kLower, false, 0xFF);
                return v;
            }
        }
    }

    // Order: hash move, then history, then cells on many lines. A single threat forces a block.
    std::array<int, 64> moves{};
    std::array<int, 64> keysOrder{};
    int count = 0;
    for (Bits left = oppWins != 0 ? oppWins : open; left != 0; left &= left - 1) {
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
        if (cell == hashMove) {
            score = 1 << 30;
        }
        int j = count++;
        while (j > 0 && keysOrder[j - 1] < score) {
            moves[j] = moves[j - 1];
            keysOrder[j] = keysOrder[j - 1];
            --j;
        }
        moves[j] = cell;
        keysOrder[j] = score;
    }

    const int alphaIn = alpha;
    int best = -kInf;
    int bestMove = moves[0];
    bool bestGuess = false;  // the cut-off child's value rests on an estimate
    bool anyGuess = false;   // some child's bound rests on an estimate
    for (int i = 0; i < count; ++i) {
        TwoPlayerState child = s;
        place(child, moves[i], s.side);
        child.side = s.side ^ 1;
        // Principal variation search: after the first move, only ask "is this one better?"
        // with a null window, and search again in full only when it is.
        const int floor = std::max(alpha, best);
        int v = 0;
        if (i == 0) {
            v = -search(child, depth - 1, -beta, -floor, ply + 1);
        } else {
            v = -search(child, depth - 1, -floor - 1, -floor, ply + 1);
            if (v > floor && v < beta && !clock.stopped()) {
                v = -search(child, depth - 1, -beta, -floor, ply + 1);
            }
        }
        if (clock.stopped()) {
            return 0;
        }
        anyGuess = anyGuess || guess;
        if (v > best) {
            best = v;
            bestMove = moves[i];
            bestGuess = guess;
            if (ply == 0) {
                rootBest = bestMove;
            }
            if (best >= beta) {
                history[s.side][bestMove] += depth * depth;
                break;
            }
        }
    }
    best = std::clamp(best, lo, hi);
    const int bound = best <= alphaIn ? kUpper : best >= beta ? kLower : kExact;
    // A cut-off rests on the child that caused it; any other value on every child's bound.
    guess = bound == kLower ? bestGuess : anyGuess;
    Table::store(bucket, key, depth, ply, best, bound, guess, g.map[sym][bestMove]);
    return best;
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
        if (e.key == key && (e.flags & kExact) == kExact && (e.flags & kNoHorizon) != 0 &&
            e.move != 0xFF) {
            *score = fromTable(e.score, 0);
            *move = g.inverse[sym][e.move];
            return (playable(root) & bit(*move)) != 0;
        }
    }
    return false;
}

Analysis SmallSolver::Impl::run(const Position& position, const SearchLimits& limits,
                                bool iterate) {
    assert(supports(position.rules()) && !position.isOver());
    const auto started = std::chrono::steady_clock::now();
    clock.start(limits);
    prepare(position.rules());
    nodes = 0;
    const TwoPlayerState root = stateOf(position);
    const int empties = geo->cells - std::popcount(root.marks[0] | root.marks[1]);
    const std::uint64_t threatNodesBefore = threats->nodes();

    Analysis result;
    std::vector<Cell> legal;
    position.legalMoves(legal);
    if (legal.empty()) {
        return result;
    }
    result.move = legal.front();  // a legal move is ready before any search
    int rootMove = -1;
    if (iterate && probeProven(root, &result.score, &rootMove)) {
        result.move = position.cellAt(rootMove);
        result.proven = true;
        result.depth = empties;
    }
    const int deepest = clock.allowsDepth(empties) ? empties : limits.depth;
    small::deepen(result, position, iterate ? 1 : deepest, deepest, clock, [&](int depth) {
        rootBest = -1;
        const int score = search(root, depth, -kInf, kInf, 0);
        return small::RootPass{score, rootBest, guess};
    });
    const std::uint64_t threatNodes = threats->nodes() - threatNodesBefore;  // counted too
    small::finish(result, empties, ProofModel::Exact, nodes + threatNodes, table, started);
    return result;
}

SmallSolver::SmallSolver(int tableBits) : impl_(std::make_unique<Impl>()) {
    impl_->tableBits = std::clamp(tableBits, 0, 26);
}
SmallSolver::~SmallSolver() = default;

bool SmallSolver::supports(const Rules& rules) {
    // Renju's forbidden moves need Position's check, which the bitboards do not make.
    return rules.players == 2 && rules.size * rules.size <= 64 && rules.family != Family::Renju;
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
    impl_->prepare(position.rules());
    const TwoPlayerState s = impl_->stateOf(position);
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
