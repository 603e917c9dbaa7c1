#include "pairing.h"

#include <algorithm>
#include <bit>

namespace oxo::small {

namespace {

constexpr std::size_t kFailedSlots = 1 << 12;

// Bits set, inlined: the portable build has no popcount instruction, and the library call
// std::popcount turns into would dominate the covering search.
constexpr int count(std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 31;
    x *= 0x7FB5D329728EA185ULL;
    x ^= x >> 27;
    x *= 0x81DADEF4BC2DD44DULL;
    return x ^ (x >> 33);
}

}  // namespace

PairFinder::PairFinder(const Geometry& geometry, int stepLimit)
    : g_(geometry), stepLimit_(stepLimit) {
    through_.resize(static_cast<std::size_t>(g_.cells));
    for (std::size_t i = 0; i < g_.windows.size(); ++i) {
        for (Bits w = g_.windows[i]; w != 0; w &= w - 1) {
            through_[static_cast<std::size_t>(std::countr_zero(w))].set(i);
        }
    }
    failed_.assign(kFailedSlots, 0);
    failedStamp_.assign(kFailedSlots, 0);
}

bool PairFinder::pairAllowed(int a, int b) const {
    // Gravity: only (lower, upper) in one column, where the upper cell becomes playable just
    // when the lower one is taken.
    return !g_.rules.gravity || a - b == g_.n || b - a == g_.n;
}

bool PairFinder::find(Bits defender, Bits empty, std::vector<CellPair>* pairs) {
    ++calls_;
    if (pairs != nullptr) {
        pairs->clear();
    }
    for (const Bits w : g_.windows) {
        if ((w & defender) == 0 && std::popcount(w & empty) < 2) {
            return false;  // a window one or no move from complete: no pair can sit in it
        }
    }
    const bool lines = g_.rules.winLength == g_.n && !g_.rules.gravity;
    return lines ? matchLines(defender, empty, pairs) : cover(defender, empty, pairs);
}

bool PairFinder::augment(int slot, std::uint32_t stamp) {
    for (Bits left = slotCells_[static_cast<std::size_t>(slot)]; left != 0; left &= left - 1) {
        const auto cell = static_cast<std::size_t>(std::countr_zero(left));
        if (seen_[cell] == stamp) {
            continue;
        }
        seen_[cell] = stamp;
        if (cellSlot_[cell] < 0 || augment(cellSlot_[cell], stamp)) {
            cellSlot_[cell] = slot;
            return true;
        }
    }
    return false;
}

bool PairFinder::matchLines(Bits defender, Bits empty, std::vector<CellPair>* pairs) {
    slotCells_.clear();
    Bits reachable = 0;
    for (const Bits w : g_.windows) {
        if ((w & defender) == 0) {
            slotCells_.push_back(w & empty);  // two slots per live line
            slotCells_.push_back(w & empty);
            reachable |= w & empty;
        }
    }
    if (static_cast<int>(slotCells_.size()) > std::popcount(reachable)) {
        return false;
    }
    cellSlot_.fill(-1);
    for (int slot = 0; slot < static_cast<int>(slotCells_.size()); ++slot) {
        if (!augment(slot, ++seenStamp_)) {
            return false;
        }
    }
    if (pairs != nullptr) {
        std::vector<int> first(slotCells_.size() / 2, -1);
        for (int cell = 0; cell < g_.cells; ++cell) {
            const int slot = cellSlot_[static_cast<std::size_t>(cell)];
            if (slot < 0) {
                continue;
            }
            int& other = first[static_cast<std::size_t>(slot / 2)];
            if (other < 0) {
                other = cell;
            } else {
                pairs->push_back({other, cell});
            }
        }
    }
    return true;
}

bool PairFinder::cover(Bits defender, Bits empty, std::vector<CellPair>* pairs) {
    WindowSet covered;
    for (std::size_t i = 0; i < g_.windows.size(); ++i) {
        if ((g_.windows[i] & defender) != 0) {
            covered.set(i);  // dead for the attacker: nothing to cover
        }
    }
    empty_ = empty;
    steps_ = 0;
    if (++query_ == 0) {
        std::fill(failedStamp_.begin(), failedStamp_.end(), 0);
        query_ = 1;
    }
    return coverFrom(covered, 0, pairs);
}

bool PairFinder::coverFrom(const WindowSet& covered, Bits used, std::vector<CellPair>* pairs) {
    if (++steps_ > stepLimit_) {
        return false;
    }
    // The window with the fewest pairs left to cover it.
    int bestWindow = -1;
    int fewest = 1 << 30;
    for (std::size_t i = 0; i < g_.windows.size(); ++i) {
        if (covered.test(i)) {
            continue;
        }
        const Bits avail = g_.windows[i] & empty_ & ~used;
        int options = 0;
        if (g_.rules.gravity) {
            options = count(avail & (avail >> g_.n));
        } else {
            const int c = count(avail);
            options = c * (c - 1) / 2;
        }
        if (options < fewest) {
            fewest = options;
            bestWindow = static_cast<int>(i);
        }
    }
    if (bestWindow < 0) {
        return true;
    }
    if (fewest == 0) {
        return false;
    }
    std::uint64_t key = mix(used ^ 0x51ED270B27E1A3C5ULL);
    for (const std::uint64_t word : covered.words) {
        key = mix(key ^ word);
    }
    key |= 1;  // 0 marks an empty slot
    const std::size_t slot = key & (kFailedSlots - 1);
    if (failedStamp_[slot] == query_ && failed_[slot] == key) {
        return false;
    }
    // Candidate pairs in that window, the ones covering most windows first.
    struct Option {
        CellPair cells;
        WindowSet gain;
        int count = 0;
    };
    std::array<Option, 32> options{};
    int optionCount = 0;
    const Bits avail = g_.windows[static_cast<std::size_t>(bestWindow)] & empty_ & ~used;
    for (Bits a = avail; a != 0; a &= a - 1) {
        const int x = std::countr_zero(a);
        for (Bits b = a & (a - 1); b != 0; b &= b - 1) {
            const int y = std::countr_zero(b);
            if (!pairAllowed(x, y) || optionCount == static_cast<int>(options.size())) {
                continue;
            }
            Option& o = options[static_cast<std::size_t>(optionCount++)];
            o.cells = {x, y};
            const WindowSet& wx = through_[static_cast<std::size_t>(x)];
            const WindowSet& wy = through_[static_cast<std::size_t>(y)];
            for (std::size_t w = 0; w < o.gain.words.size(); ++w) {
                o.gain.words[w] = wx.words[w] & wy.words[w] & ~covered.words[w];
                o.count += count(o.gain.words[w]);
            }
        }
    }
    std::sort(options.begin(), options.begin() + optionCount,
              [](const Option& l, const Option& r) { return l.count > r.count; });
    for (int i = 0; i < optionCount; ++i) {
        const Option& o = options[static_cast<std::size_t>(i)];
        WindowSet next = covered;
        for (std::size_t w = 0; w < next.words.size(); ++w) {
            next.words[w] |= o.gain.words[w];
        }
        if (coverFrom(next, used | bit(o.cells[0]) | bit(o.cells[1]), pairs)) {
            if (pairs != nullptr) {
                pairs->push_back(o.cells);
            }
            return true;
        }
        if (steps_ > stepLimit_) {
            return false;
        }
    }
    failed_[slot] = key;
    failedStamp_[slot] = query_;
    return false;
}

}  // namespace oxo::small
