// Hard's transposition table over the bots' one table (tt/table.h): one 16-byte slot per
// entry, replaced when the new result is at least as deep or the old one is from an earlier
// search. Mate scores are stored relative to the node (the caller converts them with
// scoreToTable / scoreFromTable), so they stay right wherever the position comes up again.
//
// The table may be shared by the threads of one search (Searcher's helpers): a slot is two
// 64-bit words written and read atomically (relaxed), the first holding the key xor the second,
// so a slot half-written by another thread reads as a miss instead of a wrong entry.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

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
    // One entry as read from its slot.
    struct Entry {
        std::int32_t move = -1;
        std::int16_t score = 0;
        std::int8_t depth = 0;
        std::uint8_t boundAndAge = 0;  // bound in the low 2 bits, search age above
        Bound bound() const { return static_cast<Bound>(boundAndAge & 3); }
    };

    // 2^bits empty entries (an all-zero slot is empty: its bound is kNoBound).
    void reset(int bits) {
        table_.reset(bits);
        bits_ = bits;
    }
    int bits() const { return bits_; }  // 0 before the first reset
    void newSearch() { age_ = static_cast<std::uint8_t>((age_ + 1) & 63); }

    std::optional<Entry> probe(std::uint64_t key) const {
        const Slot& s = *table_.bucket(key);
        const std::uint64_t data = load(s.data);
        if ((load(s.check) ^ data) != key) {
            return std::nullopt;
        }
        const Entry e = unpack(data);
        return e.bound() != kNoBound ? std::optional<Entry>(e) : std::nullopt;
    }
    void store(std::uint64_t key, int move, int score, int depth, Bound bound) {
        Slot& s = *table_.bucket(key);
        const std::uint64_t oldData = load(s.data);
        const bool same = (load(s.check) ^ oldData) == key;
        const Entry old = unpack(oldData);
        const bool stale = (old.boundAndAge >> 2) != age_;
        if (same || stale || depth >= old.depth) {
            if (move < 0 && same) {
                move = old.move;  // keep the old best move when this result has none
            }
            Entry e;
            e.move = move;
            e.score = static_cast<std::int16_t>(score);
            e.depth = static_cast<std::int8_t>(depth < 127 ? depth : 127);
            e.boundAndAge = static_cast<std::uint8_t>(bound | (age_ << 2));
            const std::uint64_t data = pack(e);
            std::atomic_ref<std::uint64_t>(s.check).store(key ^ data, std::memory_order_relaxed);
            std::atomic_ref<std::uint64_t>(s.data).store(data, std::memory_order_relaxed);
        }
    }

private:
    struct Slot {
        std::uint64_t check = 0;  // the key xor data
        std::uint64_t data = 0;   // the entry, packed
    };
    static std::uint64_t load(const std::uint64_t& word) {
        // The slots live in calloc'd memory that is never const: the cast only lets a const
        // probe read through an atomic_ref.
        return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(word))
            .load(std::memory_order_relaxed);
    }
    static std::uint64_t pack(const Entry& e) {
        return static_cast<std::uint64_t>(static_cast<std::uint32_t>(e.move)) |
               static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.score)) << 32 |
               static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.depth)) << 48 |
               static_cast<std::uint64_t>(e.boundAndAge) << 56;
    }
    static Entry unpack(std::uint64_t data) {
        Entry e;
        e.move = static_cast<std::int32_t>(static_cast<std::uint32_t>(data));
        e.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 32));
        e.depth = static_cast<std::int8_t>(static_cast<std::uint8_t>(data >> 48));
        e.boundAndAge = static_cast<std::uint8_t>(data >> 56);
        return e;
    }

    tt::Table<Slot> table_;
    std::uint8_t age_ = 0;
    int bits_ = 0;
};

}  // namespace oxo::hard
