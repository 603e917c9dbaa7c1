// The transposition table both searches keep, the small solvers' (solver_table.h) and Hard's
// (hard/transposition.h): 2^bits entries in buckets of `Ways`, all zero at first, what a bound
// says, and win scores stored relative to the node. Each user keeps its own entry layout and
// replacement rule (two slots by depth for the exact solvers, one slot by depth and age for
// Hard), which is where their needs differ.
#pragma once

#include <cstddef>
#include <cstdint>

#include "zeroed_array.h"

namespace oxo::tt {

// What a stored score is: an exact value, or a bound from a cut-off. An all-zero entry has
// kNoBound, so a fresh table holds nothing.
enum Bound : std::uint8_t { kNoBound = 0, kUpperBound = 1, kLowerBound = 2, kExactBound = 3 };

// Whether a stored value of `bound` settles a node searched with [alpha, beta].
inline bool settles(Bound bound, int value, int alpha, int beta) {
    return bound == kExactBound || (bound == kLowerBound && value >= beta) ||
           (bound == kUpperBound && value <= alpha);
}

// Win scores: a win on ply p from the root scores Win - p, a loss -(Win - p); beyond
// kThreshold a score is a forced result. In the table they are stored relative to the node, so
// one entry serves every ply the position is met at.
template <int Win>
struct WinScores {
    static constexpr int kWin = Win;
    static constexpr int kThreshold = Win - 1000;

    static constexpr int toTable(int score, int ply) {
        return score > kThreshold ? score + ply : score < -kThreshold ? score - ply : score;
    }
    static constexpr int fromTable(int score, int ply) {
        return score > kThreshold ? score - ply : score < -kThreshold ? score + ply : score;
    }
};

// 2^bits entries; a key's bucket is `Ways` consecutive entries.
template <class Entry, std::size_t Ways = 1>
class Table {
    static_assert(Ways > 0 && (Ways & (Ways - 1)) == 0, "buckets are a power of two");

public:
    void reset(int bits) {
        entries_.reset(std::size_t{1} << bits);
        mask_ = ((std::uint64_t{1} << bits) - 1) & ~std::uint64_t{Ways - 1};
    }
    void release() {
        entries_.release();
        mask_ = 0;
    }
    bool empty() const { return entries_.size() == 0; }
    Entry* bucket(std::uint64_t key) { return &entries_[key & mask_]; }
    const Entry* bucket(std::uint64_t key) const { return &entries_[key & mask_]; }
    std::uint64_t bytes() const { return entries_.size() * sizeof(Entry); }

private:
    ZeroedArray<Entry> entries_;
    std::uint64_t mask_ = 0;
};

}  // namespace oxo::tt
