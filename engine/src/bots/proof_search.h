// Depth-first proof-number search (df-pn) for one yes/no question on a small board: can the
// attacker force a win? Proof and disproof numbers steer the search to the cheapest side of
// the tree to settle, with its own table. Leaves close without search where the answer is
// known by construction: an immediate win, two threats, a pairing of the defender's against
// every window of the attacker (disproof), or a win by continuous threats (proof).
//
// A draw is two disproofs, one per side; a win is one proof. It gives no distances (the
// alpha-beta solver does), which is why it stands beside it rather than in place of it.
#pragma once

#include <cstdint>
#include <unordered_map>

#include "pairing.h"
#include "small_geometry.h"
#include "threat_search.h"

namespace oxo::small {

class ProofSearch {
public:
    enum class Answer : std::uint8_t { Proven, Disproven, Unknown };

    explicit ProofSearch(const Geometry& geometry);

    // Can `attacker` force a win with `marks` on the board and `side` to move? Unknown when
    // `maxNodes` expansions do not settle it. Not under gravity.
    Answer prove(Bits mark0, Bits mark1, int side, int attacker, std::uint64_t maxNodes);

    std::uint64_t nodes() const { return nodes_; }

private:
    struct Numbers {
        std::uint32_t pn = 1;
        std::uint32_t dn = 1;
    };
    struct Node {
        Bits marks[2];
        int side;
    };

    void search(const Node& node, std::uint32_t pnLimit, std::uint32_t dnLimit);
    // The numbers of a node not yet searched: settled at once where possible.
    Numbers evaluate(const Node& node);
    Numbers lookup(const Node& node);
    std::uint64_t key(const Node& node) const;
    Bits moves(const Node& node) const;

    const Geometry& g_;
    PairFinder pairing_;
    ThreatSearch threats_;
    std::unordered_map<std::uint64_t, Numbers> table_;
    int attacker_ = 0;
    std::uint64_t nodes_ = 0;
    std::uint64_t maxNodes_ = 0;
};

}  // namespace oxo::small
