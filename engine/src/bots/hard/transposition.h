// Hard's transposition table over the bots' one table (tt/table.h): one 16-byte entry per
// slot, replaced when the new result is at least as deep or the old one is from an earlier
// search. Mate scores are stored relative to the node (the caller converts them with
// scoreToTable / scoreFromTable), so they stay right wherever the position comes up again.
#pragma once

#include <cstdint>

#include "../tt/table.h"

namespace oxo::hard {

using Mate = tt::WinScores<30000>;
inline constexpr int kMate = Mate::kWin;             // a win on ply p scores kMate - p
inline constexpr int kMateBound = Mate::kThreshold;  // |score| beyond this: a forced result
inline constexpr int kInfinity = kMate + 1;

using tt::Bound;
using tt::kExactBound;
using tt::kLowerBound;
using tt::kNoBound;
using tt::kUpperBound;

inline int scoreToTable(int score, int ply) {
    return Mate::toTable(score, ply);
}
inline int scoreFromTable(int score, int ply) {
    return Mate::fromTable(score, ply);
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
        table_.reset(bits);
        bits_ = bits;
    }
    int bits() const { return bits_; }  // 0 before the first reset
    void newSearch() { age_ = static_cast<std::uint8_t>((age_ + 1) & 63); }

    const Entry* probe(std::uint64_t key) const {
        const Entry& e = *table_.bucket(key);
        return e.key == key && e.bound() != kNoBound ? &e : nullptr;
    }
    void store(std::uint64_t key, int move, int score, int depth, Bound bound) {
        Entry& e = *table_.bucket(key);
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
    tt::Table<Entry> table_;
    std::uint8_t age_ = 0;
    int bits_ = 0;
};

}  // namespace oxo::hard
