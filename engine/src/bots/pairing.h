// Pairing strategies (a defender's strategy proven by construction): disjoint pairs of empty
// cells such that every window the attacker could still complete holds one whole pair. The
// defender answers an attacker move on one cell of a pair with the other cell, so each such
// window ends up holding a defender mark: the attacker never wins, however the game goes on,
// and a whole subtree closes without search.
//
// K = N: a pair of cells lies on at most one line, so every live line needs two empty cells of
// its own: a b-matching, solved as bipartite matching (two slots per line). K < N: one pair
// covers every window containing both of its cells: a covering search over pairs with the
// most constrained window first and a table of states known to fail. Under gravity only
// vertical pairs count (the upper cell becomes playable exactly when the lower is taken).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "small_geometry.h"

namespace oxo::small {

using CellPair = std::array<int, 2>;

class PairFinder {
public:
    // A covering query that needs more than `stepLimit` steps is given up as "none found".
    explicit PairFinder(const Geometry& geometry, int stepLimit = 150);

    // True when a pairing exists against every window free of `defender` marks, given the
    // empty cells; fills `pairs` (may be null) with one. False also when the covering search
    // gives up after its step limit (a missed pairing only costs search, never soundness).
    bool find(Bits defender, Bits empty, std::vector<CellPair>* pairs);

    std::uint64_t calls() const { return calls_; }

private:
    struct WindowSet {
        std::array<std::uint64_t, 4> words{};
        void set(std::size_t i) { words[i >> 6] |= std::uint64_t{1} << (i & 63); }
        bool test(std::size_t i) const { return ((words[i >> 6] >> (i & 63)) & 1) != 0; }
    };
    bool matchLines(Bits defender, Bits empty, std::vector<CellPair>* pairs);
    bool cover(Bits defender, Bits empty, std::vector<CellPair>* pairs);
    bool coverFrom(const WindowSet& covered, Bits used, std::vector<CellPair>* pairs);
    bool pairAllowed(int a, int b) const;
    bool augment(int slot, std::uint32_t stamp);

    const Geometry& g_;
    int stepLimit_;
    std::vector<WindowSet> through_;  // per cell: the windows that contain it
    // The current query (covering search).
    std::vector<int> live_;  // indices of the windows to cover
    Bits empty_ = 0;
    int steps_ = 0;
    std::vector<std::uint64_t> failed_;  // hashes of failed (used, covered) states, this query
    std::vector<std::uint32_t> failedStamp_;
    std::uint32_t query_ = 0;
    // The current query (line matching).
    std::vector<Bits> slotCells_;
    std::array<int, 64> cellSlot_{};
    std::array<std::uint32_t, 64> seen_{};
    std::uint32_t seenStamp_ = 0;
    std::uint64_t calls_ = 0;
};

}  // namespace oxo::small
