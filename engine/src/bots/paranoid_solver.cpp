#include "oxo/bots/paranoid_solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "exact_search.h"
#include "minimax_bounds.h"
#include "small_geometry.h"
#include "solver_table.h"

namespace oxo {

namespace {

using small::bit;
using small::Bits;
using small::Geometry;
using small::kInf;
using small::kWinScore;
using small::kWinScoreThreshold;

using ParanoidState = small::NodeState<kMaxPlayers>;

// Per-player facts about a node, from one pass over the windows.
struct Threats {
    std::array<Bits, kMaxPlayers> wins{};  // cells that complete a window for that player now
    std::array<bool, kMaxPlayers> can{};   // the player still has a window free of others
};

}  // namespace

struct ParanoidSolver::Impl : small::SearchCore {
    int players = 3;
    int root = 0;
    std::uint64_t rootSalt = 0;  // values are the root's: one table serves one root at a time

    void prepare(const Rules& rules) {
        if (setUpFor(rules)) {
            players = rules.players;
        }
    }

    Bits occupied(const ParanoidState& s) const {
        Bits all = 0;
        for (int p = 0; p < players; ++p) {
            all |= s.marks[static_cast<std::size_t>(p)];
        }
        return all;
    }

    Bits playable(const ParanoidState& s) const {
        return small::playableCells(*geo, occupied(s), s.heights);
    }

    Threats threats(const ParanoidState& s) const {
        const Geometry& g = *geo;
        const Bits all = occupied(s);
        Threats t;
        for (std::size_t i = 0; i < g.windows.size(); ++i) {
            const Bits w = g.windows[i];
            for (int p = 0; p < players; ++p) {
                const Bits mine = s.marks[static_cast<std::size_t>(p)];
                if ((w & all & ~mine) != 0) {
                    continue;  // another player holds a cell of it
                }
                t.can[static_cast<std::size_t>(p)] = true;
                t.wins[static_cast<std::size_t>(p)] |= small::completingCell(g, i, mine);
            }
        }
        return t;
    }

    // Open windows weighted by the marks in them: the root's count for it, the others' against.
    int evaluate(const ParanoidState& s) const {
        const Bits all = occupied(s);
        int score = 0;
        for (const Bits w : geo->windows) {
            for (int p = 0; p < players; ++p) {
                const Bits mine = s.marks[static_cast<std::size_t>(p)];
                if ((w & all & ~mine) == 0) {
                    const int v = geo->weight[static_cast<std::size_t>(std::popcount(w & mine))];
                    score += p == root ? v : -v;
                }
            }
        }
        return std::clamp(score, -(kWinScoreThreshold - 1), kWinScoreThreshold - 1);
    }

    int next(int p) const { return p + 1 == players ? 0 : p + 1; }

    int search(const ParanoidState& s, int depth, int alpha, int beta, int ply);
    Analysis run(const Position& position, const SearchLimits& limits);
};

int ParanoidSolver::Impl::search(const ParanoidState& s, int depth, int alpha, int beta, int ply) {
    guess = false;
    if (clock.countNode(nodes)) {
        return 0;
    }
    const Geometry& g = *geo;
    const int mover = s.side;
    const bool rootMoves = mover == root;
    const Bits open = playable(s);
    if (open == 0) {
        return 0;  // the board is full
    }
    const Threats t = threats(s);
    const Bits moverWins = t.wins[static_cast<std::size_t>(mover)] & open;
    // With exact root values every root move is searched: no shortcut may settle the root.
    const bool everyRootValue = ply == 0 && exactRootValues;
    if (moverWins != 0 && !everyRootValue) {
        // The best any mover can do.
        return decided(ply, std::countr_zero(moverWins),
                       rootMoves ? kWinScore - (ply + 1) : -(kWinScore - (ply + 1)));
    }
    bool othersCan = false;
    for (int p = 0; p < players; ++p) {
        othersCan = othersCan || (p != root && t.can[static_cast<std::size_t>(p)]);
    }
    const bool rootCan = t.can[static_cast<std::size_t>(root)];
    if (ply == 0) {
        rootBest = std::countr_zero(open);
    }
    if (!rootCan && !othersCan && !everyRootValue) {
        return decided(ply, rootBest, 0);  // nobody can win any more
    }
    // True bounds: the next win for the others comes at the earliest from the next mover; the
    // root's at its own next turn.
    const int rootTurn = rootMoves ? players : (root - mover + players) % players;
    // (Every root value wanted: the widest bounds, a win at once included.)
    const int lo = othersCan || everyRootValue ? -(kWinScore - (ply + 2)) : 0;
    const int hi = everyRootValue ? kWinScore - (ply + 1)
                   : rootCan      ? kWinScore - (ply + rootTurn + 1)
                                  : 0;
    if (small::narrowBounds(lo, hi, alpha, beta)) {
        return alpha;
    }
    if (depth <= 0) {
        guess = true;
        return std::clamp(evaluate(s), lo, hi);
    }

    // The only forced replies (exact, so never under gravity, where a move can open a cell):
    // the player just before the root must take the root's winning cells, or the root wins at
    // once; the root must take the others' winning cells, or the first of them to move wins
    // before the root moves again (with more empty cells than players, so the board cannot
    // fill up first and nobody is made to fill the cell).
    Bits candidates = open;
    if (!g.rules.gravity && !everyRootValue) {
        if (!rootMoves && next(mover) == root && (t.wins[static_cast<std::size_t>(root)] & open)) {
            candidates = t.wins[static_cast<std::size_t>(root)] & open;
        } else if (rootMoves && std::popcount(open) > players) {
            Bits theirs = 0;
            for (int p = 0; p < players; ++p) {
                theirs |= p != root ? t.wins[static_cast<std::size_t>(p)] : 0;
            }
            if ((theirs & open) != 0) {
                candidates = theirs & open;
            }
        }
    }

    const small::Probe probe = this->probe(s.hash, rootSalt);
    if (int v = 0; settled(probe, depth, alpha, beta, ply, &v)) {
        return v;
    }

    // Order: the table's move, then cells where anyone could win at once, then busy cells.
    small::MoveOrder moves;
    Bits hot = 0;
    for (int p = 0; p < players; ++p) {
        hot |= t.wins[static_cast<std::size_t>(p)];
    }
    for (Bits left = candidates; left != 0; left &= left - 1) {
        const int cell = std::countr_zero(left);
        const int score =
            g.lineCount[static_cast<std::size_t>(cell)] + ((hot & bit(cell)) ? 1000 : 0);
        moves.add(cell, cell == probe.hashMove ? small::kHashMoveFirst : score);
    }

    // At the root with exactRootValues, every move gets the full window and none is cut off.
    const int alphaIn = alpha;
    const int betaIn = beta;
    small::NodeBest best{rootMoves ? -kInf : kInf, moves[0]};
    for (int i = 0; i < moves.size(); ++i) {
        ParanoidState child = s;
        small::placeMark(g, child, moves[i], mover);
        child.side = next(mover);
        const int floor = everyRootValue ? alphaIn : alpha;
        int v = 0;
        if (everyRootValue && (moverWins & bit(moves[i])) != 0) {
            v = kWinScore - (ply + 1);  // it completes a line: the search below never sees one
            guess = false;
        } else {
            v = search(child, depth - 1, floor, beta, ply + 1);
        }
        if (clock.stopped()) {
            return 0;
        }
        if (ply == 0) {
            scoreRootMove(moves[i], v, floor, beta, lo, hi, guess);
        }
        if (best.offer(v, moves[i], guess, rootMoves) && ply == 0) {
            rootBest = best.move;
        }
        if (narrowBounds(rootMoves, best.value, alpha, beta)) {
            best.cut = true;
            if (!everyRootValue) {
                break;
            }
        }
    }
    return close(probe, depth, ply, best, lo, hi, alphaIn, betaIn);
}

Analysis ParanoidSolver::Impl::run(const Position& position, const SearchLimits& limits) {
    assert(supports(position.rules()) && !position.isOver());
    Analysis result = begin(position, limits);
    prepare(position.rules());
    root = position.toMove();
    rootSalt = zobristKey(64 + root, 0);
    const ParanoidState start = small::stateOf<kMaxPlayers>(*geo, position);
    deepen(result, position, true, [&](int depth) { return search(start, depth, -kInf, kInf, 0); });
    finish(result, position, start, rootSalt, ProofModel::Paranoid, 0);
    return result;
}

ParanoidSolver::ParanoidSolver() : impl_(std::make_unique<Impl>()) {}
ParanoidSolver::~ParanoidSolver() = default;

bool ParanoidSolver::supports(const Rules& rules) {
    return rules.players >= 3 && rules.size * rules.size <= 64;
}

void ParanoidSolver::setExactRootValues(bool on) {
    impl_->exactRootValues = on;
}

Analysis ParanoidSolver::analyse(const Position& position, const SearchLimits& limits) {
    return impl_->run(position, limits);
}

void ParanoidSolver::clear() {
    impl_->geo.reset();
    impl_->table.release();
}

}  // namespace oxo
