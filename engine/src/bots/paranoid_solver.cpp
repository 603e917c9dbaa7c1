#include "oxo/bots/paranoid_solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <vector>

#include "minimax_window.h"
#include "search_clock.h"
#include "small_geometry.h"
#include "solver_table.h"

namespace oxo {

namespace {

using small::bit;
using small::Bits;
using small::Entry;
using small::Geometry;
using small::kInf;
using small::kWinScore;
using small::kWinScoreThreshold;
using small::Table;

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

    void place(ParanoidState& s, int cell, int player) const {
        small::placeMark(*geo, s, cell, player);
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
                const Bits gap = w & ~mine;
                if (gap != 0 && (gap & (gap - 1)) == 0 &&
                    !(g.rules.family == Family::Exact && (mine & g.ends[i]) != 0)) {
                    t.wins[static_cast<std::size_t>(p)] |= gap;
                }
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
    if (moverWins != 0) {
        if (ply == 0) {
            rootBest = std::countr_zero(moverWins);
        }
        return rootMoves ? kWinScore - (ply + 1)
                         : -(kWinScore - (ply + 1));  // the best any mover can do
    }
    bool othersCan = false;
    for (int p = 0; p < players; ++p) {
        othersCan = othersCan || (p != root && t.can[static_cast<std::size_t>(p)]);
    }
    const bool rootCan = t.can[static_cast<std::size_t>(root)];
    if (ply == 0) {
        rootBest = std::countr_zero(open);
    }
    if (!rootCan && !othersCan) {
        return 0;  // nobody can win any more
    }
    // True bounds: the next win for the others comes at the earliest from the next mover; the
    // root's at its own next turn.
    const int rootTurn = rootMoves ? players : (root - mover + players) % players;
    const int lo = othersCan ? -(kWinScore - (ply + 2)) : 0;
    const int hi = rootCan ? kWinScore - (ply + rootTurn + 1) : 0;
    if (small::narrowWindow(lo, hi, alpha, beta)) {
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
    if (!g.rules.gravity) {
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

    int sym = 0;
    const std::uint64_t key = small::canonicalKey(s.hash, g.symmetries, &sym) ^ rootSalt;
    Entry* bucket = table.bucket(key);
    int hashMove = -1;
    if (const Entry* found = Table::find(bucket, key)) {
        if (found->move != 0xFF) {
            hashMove = g.inverse[sym][found->move];
        }
        int v = 0;
        if (ply > 0 && Table::settles(*found, depth, alpha, beta, ply, &v, &guess)) {
            return v;
        }
    }

    // Order: the table's move, then cells where anyone could win at once, then busy cells.
    std::array<int, 64> moves{};
    std::array<int, 64> order{};
    int count = 0;
    Bits hot = 0;
    for (int p = 0; p < players; ++p) {
        hot |= t.wins[static_cast<std::size_t>(p)];
    }
    for (Bits left = candidates; left != 0; left &= left - 1) {
        const int cell = std::countr_zero(left);
        int score = g.lineCount[static_cast<std::size_t>(cell)] + ((hot & bit(cell)) ? 1000 : 0);
        if (cell == hashMove) {
            score = 1 << 30;
        }
        int j = count++;
        while (j > 0 && order[static_cast<std::size_t>(j - 1)] < score) {
            moves[static_cast<std::size_t>(j)] = moves[static_cast<std::size_t>(j - 1)];
            order[static_cast<std::size_t>(j)] = order[static_cast<std::size_t>(j - 1)];
            --j;
        }
        moves[static_cast<std::size_t>(j)] = cell;
        order[static_cast<std::size_t>(j)] = score;
    }

    const int alphaIn = alpha;
    const int betaIn = beta;
    int best = rootMoves ? -kInf : kInf;
    int bestMove = moves[0];
    bool bestGuess = false;
    bool anyGuess = false;
    bool cut = false;
    for (int i = 0; i < count; ++i) {
        ParanoidState child = s;
        place(child, moves[static_cast<std::size_t>(i)], mover);
        child.side = next(mover);
        const int v = search(child, depth - 1, alpha, beta, ply + 1);
        if (clock.stopped()) {
            return 0;
        }
        anyGuess = anyGuess || guess;
        if (rootMoves ? v > best : v < best) {
            best = v;
            bestMove = moves[static_cast<std::size_t>(i)];
            bestGuess = guess;
            if (ply == 0) {
                rootBest = bestMove;
            }
        }
        if (narrowWindow(rootMoves, best, alpha, beta)) {
            cut = true;
            break;
        }
    }
    best = std::clamp(best, lo, hi);
    const int bound = best <= alphaIn  ? small::kUpper
                      : best >= betaIn ? small::kLower
                                       : small::kExact;
    guess = cut ? bestGuess : anyGuess;
    Table::store(bucket, key, depth, ply, best, bound, guess, g.map[sym][bestMove]);
    return best;
}

Analysis ParanoidSolver::Impl::run(const Position& position, const SearchLimits& limits) {
    assert(supports(position.rules()) && !position.isOver());
    const auto started = std::chrono::steady_clock::now();
    clock.start(limits);
    prepare(position.rules());
    nodes = 0;
    root = position.toMove();
    rootSalt = zobristKey(64 + root, 0);
    ParanoidState start;
    for (int cell = 0; cell < geo->cells; ++cell) {
        if (const Player p = position.at(cell); p != kNoPlayer) {
            place(start, cell, p);
        }
    }
    start.side = root;
    const int empties = geo->cells - std::popcount(occupied(start));

    Analysis result;
    std::vector<Cell> legal;
    position.legalMoves(legal);
    result.move = legal.front();  // a legal move is ready before any search
    const int deepest = clock.allowsDepth(empties) ? empties : limits.depth;
    small::deepen(result, position, 1, deepest, clock, [&](int depth) {
        rootBest = -1;
        const int score = search(start, depth, -kInf, kInf, 0);
        return small::RootPass{score, rootBest, guess};
    });
    small::finish(result, empties, ProofModel::Paranoid, nodes, table, started);
    return result;
}

ParanoidSolver::ParanoidSolver() : impl_(std::make_unique<Impl>()) {}
ParanoidSolver::~ParanoidSolver() = default;

bool ParanoidSolver::supports(const Rules& rules) {
    return rules.players >= 3 && rules.size * rules.size <= 64;
}

Analysis ParanoidSolver::analyse(const Position& position, const SearchLimits& limits) {
    return impl_->run(position, limits);
}

void ParanoidSolver::clear() {
    impl_->geo.reset();
    impl_->table.release();
}

}  // namespace oxo
