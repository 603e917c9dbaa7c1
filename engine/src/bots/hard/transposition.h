// Hard's transposition table: one 16-byte entry per slot, replaced when the new
// result is at least as deep or the old one is from an earlier search. Mate scores are stored
// relative to the node, so they stay right wherever the position comes up again.
#pragma once

#include <cstdint>

#include "zeroed_table.h"

namespace oxo::hard {

inline constexpr int kMate = 30000;              // a win on ply p scores kMate - p
inline constexpr int kMateBound = kMate - 1000;  // |score| beyond this: a forced result
inline constexpr int kInfinity = kMate + 1;

enum Bound : std::uint8_t { kNoBound = 0, kUpperBound = 1, kLowerBound = 2, kExactBound = 3 };

inline int scoreToTable(int score, int ply) {
    return score > kMateBound ? score + ply : score < -kMateBound ? score - ply : score;
}
inline int scoreFromTable(int score, int ply) {
    return score > kMateBound ? score - ply : score < -kMateBound ? score + ply : score;
}

class TranspositionTable {
public:
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t move = -1;
        std::int16_t score = 0;
        std::int8_t depth = 0;
        std::uint8_t boundAndAge = 0;  // bound in the low 2 bits, search age above
        Bound bound() const { return static_cast<Bound>(boundAndAge & 3); }
    };

    // 2^bits empty entries (an all-zero entry is empty: its bound is kNoBound).
    void reset(int bits) {
        table_.reset(std::size_t{1} << bits);
        mask_ = (std::uint64_t{1} << bits) - 1;
    }
    void newSearch() { age_ = static_cast<std::uint8_t>((age_ + 1) & 63); }

    const Entry* probe(std::uint64_t key) const {
        const Entry& e = table_[key & mask_];
        return e.key == key && e.bound() != kNoBound ? &e : nullptr;
    }
    void store(std::uint64_t key, int move, int score, int depth, Bound bound) {
        Entry& e = table_[key & mask_];
        const bool stale = (e.boundAndAge >> 2) != age_;
        if (e.key == key || stale || depth >= e.depth) {
            if (move < 0 && e.key == key) {
                move = e.move;  // keep the old best move when this result has none
            }
            e.key = key;
            e.move = move;
            e.score = static_cast<std::int16_t>(score);
            e.depth = static_cast<std::int8_t>(depth < 127 ? depth : 127);
            e.boundAndAge = static_cast<std::uint8_t>(bound | (age_ << 2));
        }
    }

private:
    ZeroedTable<Entry> table_;
    std::uint64_t mask_ = 0;
    std::uint8_t age_ = 0;
};

}  // namespace oxo::hard
