// The exact solvers' one kernel: SmallSolver (two players, negamax) and ParanoidSolver (three or
// four, the root against the rest) share the node's state, the table probe, the move order,
// how a searched node is closed and stored, and the run around their passes: iterative
// deepening, the verdict and the ranked root moves (exact_search.cpp). Each solver keeps only
// what its model decides: the wins and threats that end a node, its true bounds, its candidate
// moves and how it searches a child.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "oxo/bot.h"
#include "oxo/position.h"
#include "search_clock.h"
#include "small_geometry.h"
#include "solver_table.h"

namespace oxo::small {

// One node's state with a mark set per player, small enough to copy into each child instead
// of unmaking.
template <std::size_t Players>
struct NodeState {
    std::array<Bits, Players> marks{};
    std::array<std::uint64_t, kMaxSymmetries> hash{};
    std::array<std::uint8_t, 8> heights{};  // gravity: marks per column
    int side = 0;
};

// Puts `player`'s mark on the empty `cell`: its bit, every symmetric hash, gravity's heights.
template <std::size_t Players>
inline void placeMark(const Geometry& g, NodeState<Players>& s, int cell, int player) {
    s.marks[static_cast<std::size_t>(player)] |= bit(cell);
    for (int sym = 0; sym < g.symmetries; ++sym) {
        s.hash[static_cast<std::size_t>(sym)] ^= g.keys[sym][cell][player];
    }
    if (g.rules.gravity) {
        ++s.heights[static_cast<std::size_t>(cell % g.n)];
    }
}

// `position` as a node: every mark placed, its mover to move.
template <std::size_t Players>
NodeState<Players> stateOf(const Geometry& g, const Position& position) {
    NodeState<Players> s;
    for (int cell = 0; cell < g.cells; ++cell) {
        if (const Player p = position.at(cell); p != kNoPlayer) {
            placeMark(g, s, cell, p);
        }
    }
    s.side = position.toMove();
    return s;
}

// The cells a move can be made on: every empty one, or under gravity the lowest empty cell of
// each column that is not full.
template <typename Heights>
Bits playableCells(const Geometry& g, Bits occupied, const Heights& heights) {
    const Bits empty = g.full & ~occupied;
    if (!g.rules.gravity) {
        return empty;
    }
    Bits out = 0;
    for (int col = 0; col < g.n; ++col) {
        const int height = heights[static_cast<std::size_t>(col)];
        if (height < g.n) {
            out |= bit((g.n - 1 - height) * g.n + col);
        }
    }
    return out;
}

// Narrows the bounds [alpha, beta] to the scores a node can still reach, [lo, hi]; true when
// nothing is left between them.
inline bool narrowBounds(int lo, int hi, int& alpha, int& beta) {
    alpha = std::max(alpha, lo);
    beta = std::min(beta, hi);
    return alpha >= beta;
}

// A node's moves, highest order key first (an insertion sort: at most 64 moves, mostly few).
class MoveOrder {
public:
    void add(int cell, int key) {
        std::size_t j = count_++;
        while (j > 0 && keys_[j - 1] < key) {
            cells_[j] = cells_[j - 1];
            keys_[j] = keys_[j - 1];
            --j;
        }
        cells_[j] = cell;
        keys_[j] = key;
    }
    int size() const { return static_cast<int>(count_); }
    int operator[](int i) const { return cells_[i]; }

private:
    std::array<int, 64> cells_{};
    std::array<int, 64> keys_{};
    std::size_t count_ = 0;
};

// The order key that puts the table's move before every other.
constexpr int kHashMoveFirst = 1 << 30;

// A node's place in the table: its key and bucket, the symmetry to the canonical frame, the
// entry found (or none) and its best move in the node's own frame (-1: none).
struct Probe {
    std::uint64_t key = 0;
    Entry* bucket = nullptr;
    const Entry* found = nullptr;
    int sym = 0;
    int hashMove = -1;
};

// The best of a node's children so far, and whether horizon estimates shaped it.
struct NodeBest {
    int value = 0;  // set by the caller: the worst value for the side that chooses
    int move = -1;
    bool guess = false;     // the best child's value rests on an estimate
    bool anyGuess = false;  // some child's bound rests on an estimate
    bool cut = false;       // the bounds closed: the value is a bound from the best child

    // Takes a child's value; true when it is the new best (for the maximizer or the minimizer).
    bool offer(int v, int cell, bool childGuess, bool maximizing) {
        anyGuess = anyGuess || childGuess;
        if (maximizing ? v > value : v < value) {
            value = v;
            move = cell;
            guess = childGuess;
            return true;
        }
        return false;
    }
};

// One root move's value from the last finished pass; `exact` when the window it was searched
// with held it (otherwise it is only a bound: "not better than the best").
struct RootScore {
    int cell = -1;
    int value = 0;
    bool exact = false;
    bool guess = false;
    bool upper = false;  // not exact: at most `value` (else at least)
};

// The bookkeeping both exact solvers keep besides their own: the geometry and table for the
// current rules, the nodes visited, the clock, what the last search() left behind and the
// root moves the passes scored.
struct SearchCore {
    std::unique_ptr<Geometry> geo;
    Table table;
    int tableBits = 0;  // 0: by board size
    std::uint64_t nodes = 0;
    // Set by every search() before it returns: whether the value (as the bound it is) rests on
    // a horizon estimate. Only values that do not are proofs, and only those are stored as such.
    bool guess = false;
    int rootBest = -1;
    // Search every root move with the full window, so each gets its exact value (more nodes;
    // off in play).
    bool exactRootValues = false;
    SearchClock clock;
    std::chrono::steady_clock::time_point started;
    int rootEmpties = 0;                // of the position under analysis
    int deepest = 0;                    // the deepest pass: to the end, or the depth limit
    std::vector<RootScore> passScores;  // the pass under way
    std::vector<RootScore> rootScores;  // the last finished pass

    // Builds the geometry and the table for `rules`; false when they are already the ones.
    bool setUpFor(const Rules& rules);

    // Starts a run: the time, the clock, the counters, and a legal move ready before any search.
    Analysis begin(const Position& position, const SearchLimits& limits);

    template <class Hashes>
    Probe probe(const Hashes& hash, std::uint64_t salt);

    // Whether the table settles a node below the root: then `value` (and `guess` is set).
    bool settled(const Probe& p, int depth, int alpha, int beta, int ply, int* value) {
        return ply > 0 && p.found != nullptr &&
               Table::settles(*p.found, depth, alpha, beta, ply, value, &guess);
    }

    // Closes a searched node: its best clamped to the true bounds [lo, hi], its bound against
    // the window it was given, `guess` from the child that decided it; stored, and returned.
    int close(const Probe& p, int depth, int ply, const NodeBest& b, int lo, int hi, int alphaIn,
              int betaIn) {
        const int best = std::clamp(b.value, lo, hi);
        const Bound bound = best <= alphaIn  ? kUpperBound
                            : best >= betaIn ? kLowerBound
                                             : kExactBound;
        guess = b.cut ? b.guess : b.anyGuess;
        Table::store(p.bucket, p.key, depth, ply, best, bound, guess, geo->map[p.sym][b.move]);
        return best;
    }

    // A node decided without searching its moves (a win at once, an unstoppable threat, nobody
    // able to win): at the root `cell` is the move, and its value is exact.
    int decided(int ply, int cell, int value) {
        if (ply == 0) {
            rootDecided(cell, value);
        }
        return value;
    }

    // A root move searched with the window (alpha, beta) inside the root's true bounds [lo, hi]:
    // its value is exact inside the window, or where it meets a true bound. (Out of line, as is
    // rootDecided: the root's bookkeeping stays out of the search's hot code.)
    void scoreRootMove(int cell, int value, int alpha, int beta, int lo, int hi, bool childGuess);

    // Passes from 1 ply (or at once the deepest) to the empty cells or the depth limit, until one
    // proves its score; a pass the clock stopped is dropped. `pass(depth)` searches the root.
    template <class Pass>
    void deepen(Analysis& result, const Position& position, bool iterate, Pass pass);

    // Closes a run: the verdict if proven (under `model`), the counts and the time, and the
    // root moves ranked with their lines from the table (keys salted with `salt`).
    template <std::size_t Players>
    void finish(Analysis& result, const Position& position, const NodeState<Players>& root,
                std::uint64_t salt, ProofModel model, std::uint64_t extraNodes);

private:
    void rootDecided(int cell, int value);
    // The verdict and distance of a proven result, from its score.
    void setProvenVerdict(Analysis& result, ProofModel model) const;
    // The ranked root moves of the last pass, the best (result.move) first with its value.
    std::vector<RootMove> rankRootMoves(const Analysis& result, const Position& position) const;
    // The move `cell` from the node `s` of `position`, then the table's best moves while they
    // are playable and nobody has won or filled the board. Bitboards only: no Position copy.
    template <std::size_t Players>
    std::vector<Cell> tableLine(const Position& position, NodeState<Players> s, std::uint64_t salt,
                                int cell);
};

// A root score is proven when no estimate shaped it, or when it is a win or loss within the
// plies searched: every shorter line was then searched to its end, so it is the fastest win
// (slowest loss).
bool rootProven(int score, int depth, bool guess);

template <class Hashes>
inline Probe SearchCore::probe(const Hashes& hash, std::uint64_t salt) {
    Probe p;
    p.key = canonicalKey(hash, geo->symmetries, &p.sym) ^ salt;
    p.bucket = table.bucket(p.key);
    p.found = Table::find(p.bucket, p.key);
    if (p.found != nullptr && p.found->move != 0xFF) {
        p.hashMove = geo->inverse[p.sym][p.found->move];
    }
    return p;
}

template <class Pass>
void SearchCore::deepen(Analysis& result, const Position& position, bool iterate, Pass pass) {
    // With exact root values, deepening goes on until every root move is proven, not only
    // the best: the value of every cell is what was asked for.
    bool everyRootMoveProven = false;
    for (int depth = iterate ? 1 : deepest;
         depth <= deepest && !(result.proven && (!exactRootValues || everyRootMoveProven));
         ++depth) {
        rootBest = -1;
        passScores.clear();
        const int score = pass(depth);
        if (clock.stopped()) {
            break;
        }
        if (rootBest >= 0) {
            result.move = position.cellAt(rootBest);
        }
        result.depth = depth;
        result.score = score;
        result.proven = rootProven(score, depth, guess);
        everyRootMoveProven =
            exactRootValues &&
            std::all_of(passScores.begin(), passScores.end(), [&](const auto& r) {
                return r.cell == rootBest || (r.exact && rootProven(r.value, depth, r.guess));
            });
        rootScores.swap(passScores);
    }
}

template <std::size_t Players>
void SearchCore::finish(Analysis& result, const Position& position, const NodeState<Players>& root,
                        std::uint64_t salt, ProofModel model, std::uint64_t extraNodes) {
    if (result.proven) {
        setProvenVerdict(result, model);
    }
    if (result.depth > 0) {
        result.rootMoves = rankRootMoves(result, position);
        for (RootMove& m : result.rootMoves) {
            m.line = tableLine(position, root, salt, position.index(m.move));
            // The table knows no early draw (R-E7): the line ends where the game does.
            Position replay = position;
            std::size_t kept = 0;
            while (kept < m.line.size() && !replay.isOver() &&
                   replay.check(m.line[kept]) == MoveError::None) {
                replay.make(m.line[kept++]);
            }
            m.line.resize(kept);
        }
    }
    result.nodes = nodes + extraNodes;
    result.tableBytes = table.bytes();
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
}

template <std::size_t Players>
std::vector<Cell> SearchCore::tableLine(const Position& position, NodeState<Players> s,
                                        std::uint64_t salt, int cell) {
    const Geometry& g = *geo;
    std::vector<Cell> line;
    for (;;) {
        const Bits mine = s.marks[static_cast<std::size_t>(s.side)] | bit(cell);
        placeMark(g, s, cell, s.side);
        line.push_back(position.cellAt(cell));
        Bits occupied = 0;
        for (const Bits marks : s.marks) {
            occupied |= marks;
        }
        if (occupied == g.full || completesWindow(g, mine, cell)) {
            return line;
        }
        s.side = s.side + 1 == g.rules.players ? 0 : s.side + 1;
        const Probe p = probe(s.hash, salt);
        if (p.hashMove < 0 || (playableCells(g, occupied, s.heights) & bit(p.hashMove)) == 0) {
            return line;
        }
        cell = p.hashMove;
    }
}

}  // namespace oxo::small
