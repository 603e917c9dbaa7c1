// The exact solvers' transposition table over the bots' one table (tt/table.h): 16-byte
// entries in buckets of two, the first slot keeping the deeper search, the second taking the
// rest; each entry also says whether a horizon estimate shaped its value (only values free of
// one are proofs). Keys are symmetry-canonical Zobrist hashes.
#pragma once

#include <algorithm>
#include <cstdint>

#include "small_geometry.h"
#include "tt/table.h"

namespace oxo::small {

using Scores = tt::WinScores<10000>;
constexpr int kWinScore = Scores::kWin;  // a win on ply p from the root scores kWinScore - p
constexpr int kWinScoreThreshold = Scores::kThreshold;
constexpr int kInf = 30000;

using tt::Bound;
using tt::kExactBound;
using tt::kLowerBound;
using tt::kUpperBound;
constexpr std::uint8_t kNoHorizon = 4;  // flag beside the bound: no estimate below this value

// The key, the score (wins stored relative to this node), the depth it was searched to,
// bound + "no horizon below" flags and the best move in the canonical frame.
struct Entry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint8_t depth = 0;
    std::uint8_t flags = 0;
    std::uint8_t move = 0xFF;

    Bound bound() const { return static_cast<Bound>(flags & 3); }
    bool proven() const { return (flags & kNoHorizon) != 0; }
};
static_assert(sizeof(Entry) == 16, "a table entry is two machine words");

// An all-zero entry has key 0, which no salted key equals.
constexpr std::uint64_t kKeySalt = 0x9E3779B97F4A7C15ULL;

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
    void allocate(int log2) { table_.reset(log2); }
    void release() { table_.release(); }
    Entry* bucket(std::uint64_t key) { return table_.bucket(key); }
    const Entry* bucket(std::uint64_t key) const { return table_.bucket(key); }
    std::uint64_t bytes() const { return table_.bytes(); }

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
        if (!e.proven() && e.depth < depth) {
            return false;
        }
        const int v = Scores::fromTable(e.score, ply);
        if (tt::settles(e.bound(), v, alpha, beta)) {
            *value = v;
            *guess = !e.proven();
            return true;
        }
        return false;
    }

    // Stores a node's result: `score` at `ply`, its bound, whether an estimate shaped it, and
    // the best move in the canonical frame (0xFF: none).
    static void store(Entry* bucket, std::uint64_t key, int depth, int ply, int score, Bound bound,
                      bool guess, std::uint8_t move) {
        Entry& entry = slotFor(bucket, key, depth);
        entry.key = key;
        entry.score = static_cast<std::int16_t>(Scores::toTable(score, ply));
        entry.depth = static_cast<std::uint8_t>(std::min(depth, 255));
        entry.flags = static_cast<std::uint8_t>(bound | (guess ? 0 : kNoHorizon));
        entry.move = move;
    }

private:
    tt::Table<Entry, 2> table_;
};

// log2 of the entries by board size: up to 2^22 (64 MiB) from 5x5 on.
inline int defaultTableBits(int cells) {
    return cells <= 9 ? 12 : cells <= 16 ? 18 : 22;
}

}  // namespace oxo::small
