// What the small solvers share: the transposition table (16-byte entries in buckets of two,
// the first slot keeping the deeper search, the second taking the rest, allocated with calloc
// so a large table costs nothing until its pages are touched), a node's state, gravity's
// playable cells, the verdict a root score stands for and the rest of a search's bookkeeping.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

#include "oxo/bot.h"
#include "oxo/position.h"
#include "search_clock.h"
#include "small_geometry.h"

namespace oxo::small {

enum Bound : std::uint8_t { kUpper = 1, kLower = 2, kExact = 3, kNoHorizon = 4 };

// The key, the score (wins stored relative to this node), the depth it was searched to,
// bound + "no horizon below" flags and the best move in the canonical frame.
struct Entry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint8_t depth = 0;
    std::uint8_t flags = 0;
    std::uint8_t move = 0xFF;
};
static_assert(sizeof(Entry) == 16, "a table entry is two machine words");

// An all-zero entry has key 0, which no salted key equals.
constexpr std::uint64_t kKeySalt = 0x9E3779B97F4A7C15ULL;

// Win scores are stored relative to the node, so one entry serves every ply it is met at.
inline int toTable(int score, int ply) {
    return score > kWinScoreThreshold    ? score + ply
           : score < -kWinScoreThreshold ? score - ply
                                         : score;
}
inline int fromTable(int score, int ply) {
    return score > kWinScoreThreshold    ? score - ply
           : score < -kWinScoreThreshold ? score + ply
                                         : score;
}

// The smallest of a position's symmetric hashes, and which symmetry gives it.
template <typename Hashes>
std::uint64_t canonicalKey(const Hashes& hash, int symmetries, int* sym) {
    *sym = 0;
    std::uint64_t key = hash[0];
    for (int t = 1; t < symmetries; ++t) {
        if (hash[static_cast<std::size_t>(t)] < key) {
            key = hash[static_cast<std::size_t>(t)];
            *sym = t;
        }
    }
    return key ^ kKeySalt;
}

class Table {
public:
    void allocate(int log2) {
        entries_.reset(static_cast<Entry*>(std::calloc(std::size_t{1} << log2, sizeof(Entry))));
        if (!entries_) {
            throw std::bad_alloc();
        }
        mask_ = (std::uint64_t{1} << log2) - 1;
    }
    void release() {
        entries_.reset();
        mask_ = 0;
    }
    Entry* bucket(std::uint64_t key) const { return &entries_[key & mask_ & ~std::uint64_t{1}]; }
    std::uint64_t bytes() const { return entries_ ? (mask_ + 1) * sizeof(Entry) : 0; }

    // The entry to overwrite for `key` searched to `depth`.
    static Entry& slotFor(Entry* bucket, std::uint64_t key, int depth) {
        return (bucket[0].key == key || depth >= bucket[0].depth) ? bucket[0] : bucket[1];
    }
    static const Entry* find(const Entry* bucket, std::uint64_t key) {
        return bucket[0].key == key ? &bucket[0] : bucket[1].key == key ? &bucket[1] : nullptr;
    }

    // Whether a stored value settles this node (searched deep enough or proven, and exact or a
    // bound outside the window): then `value`, and `guess` says if it rests on an estimate.
    static bool settles(const Entry& e, int depth, int alpha, int beta, int ply, int* value,
                        bool* guess) {
        const bool proven = (e.flags & kNoHorizon) != 0;
        if (!proven && e.depth < depth) {
            return false;
        }
        const int v = fromTable(e.score, ply);
        const int bound = e.flags & kExact;
        if (bound == kExact || (bound == kLower && v >= beta) || (bound == kUpper && v <= alpha)) {
            *value = v;
            *guess = !proven;
            return true;
        }
        return false;
    }

    // Stores a node's result: `score` at `ply`, its bound, whether an estimate shaped it, and
    // the best move in the canonical frame (0xFF: none).
    static void store(Entry* bucket, std::uint64_t key, int depth, int ply, int score, int bound,
                      bool guess, std::uint8_t move) {
        Entry& entry = slotFor(bucket, key, depth);
        entry.key = key;
        entry.score = static_cast<std::int16_t>(toTable(score, ply));
        entry.depth = static_cast<std::uint8_t>(std::min(depth, 255));
        entry.flags = static_cast<std::uint8_t>(bound | (guess ? 0 : kNoHorizon));
        entry.move = move;
    }

private:
    struct FreeDeleter {
        void operator()(Entry* p) const { std::free(p); }
    };
    std::unique_ptr<Entry[], FreeDeleter> entries_;
    std::uint64_t mask_ = 0;
};

// log2 of the entries by board size: up to 2^22 (64 MiB) from 5x5 on.
inline int defaultTableBits(int cells) {
    return cells <= 9 ? 12 : cells <= 16 ? 18 : 22;
}

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
void placeMark(const Geometry& g, NodeState<Players>& s, int cell, int player) {
    s.marks[static_cast<std::size_t>(player)] |= bit(cell);
    for (int sym = 0; sym < g.symmetries; ++sym) {
        s.hash[static_cast<std::size_t>(sym)] ^= g.keys[sym][cell][player];
    }
    if (g.rules.gravity) {
        ++s.heights[static_cast<std::size_t>(cell % g.n)];
    }
}

// The bookkeeping both exact solvers keep besides their own: the geometry and table for the
// current rules, the nodes visited, the clock, and what the last search() left behind.
struct SearchCore {
    std::unique_ptr<Geometry> geo;
    Table table;
    int tableBits = 0;  // 0: by board size
    std::uint64_t nodes = 0;
    // Set by every search() before it returns: whether the value (as the bound it is) rests on
    // a horizon estimate. Only values that do not are proofs, and only those are stored as such.
    bool guess = false;
    int rootBest = -1;
    SearchClock clock;

    // Builds the geometry and the table for `rules`; false when they are already the ones.
    bool setUpFor(const Rules& rules) {
        if (geo && geo->rules == rules) {
            return false;
        }
        geo = std::make_unique<Geometry>(rules);
        table.allocate(tableBits > 0 ? tableBits : defaultTableBits(geo->cells));
        return true;
    }
};

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

// Narrows the window [alpha, beta] to the scores a node can still reach, [lo, hi]; true when
// nothing is left between them.
inline bool narrowWindow(int lo, int hi, int& alpha, int& beta) {
    alpha = std::max(alpha, lo);
    beta = std::min(beta, hi);
    return alpha >= beta;
}

// Fills a proven result's verdict and distance from its root score.
inline void setProvenVerdict(Analysis& result, int empties, ProofModel model) {
    result.model = model;
    if (result.score > kWinScoreThreshold) {
        result.verdict = Verdict::Win;
        result.distance = kWinScore - result.score;
    } else if (result.score < -kWinScoreThreshold) {
        result.verdict = Verdict::Loss;
        result.distance = kWinScore + result.score;
    } else {
        result.verdict = Verdict::Draw;
        result.distance = empties;  // at most: the game ends when the board is full
    }
}

// A root score is proven when no estimate shaped it, or when it is a win or loss within the
// plies searched: every shorter line was then searched to its end, so it is the fastest win
// (slowest loss).
inline bool rootProven(int score, int depth, bool guess) {
    return !guess || (std::abs(score) > kWinScoreThreshold && kWinScore - std::abs(score) <= depth);
}

// One full-width pass from the root: its score, the root's best cell (-1 for none) and whether
// a horizon estimate shaped the score.
struct RootPass {
    int score = 0;
    int best = -1;
    bool guess = false;
};

// Iterative deepening shared by the exact solvers: passes of `first`..`deepest` plies until one
// proves its score; a pass the clock stopped is dropped. `pass(depth)` returns a RootPass.
template <class Pass>
void deepen(Analysis& result, const Position& position, int first, int deepest,
            const SearchClock& clock, Pass pass) {
    for (int depth = first; depth <= deepest && !result.proven; ++depth) {
        const RootPass done = pass(depth);
        if (clock.stopped()) {
            break;
        }
        if (done.best >= 0) {
            result.move = position.cellAt(done.best);
        }
        result.depth = depth;
        result.score = done.score;
        result.proven = rootProven(done.score, depth, done.guess);
    }
}

// Closes an exact solver's run: the verdict if the score is proven (under `model`), the nodes
// searched, the table's size and the time since `started`.
inline void finish(Analysis& result, int empties, ProofModel model, std::uint64_t nodes,
                   const Table& table, std::chrono::steady_clock::time_point started) {
    if (result.proven) {
        setProvenVerdict(result, empties, model);
    }
    result.nodes = nodes;
    result.tableBytes = table.bytes();
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
}

}  // namespace oxo::small
