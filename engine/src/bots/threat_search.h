// Threat-space search: a forced win by continuous threats. The attacker plays only moves that
// leave a window one cell short of complete (a threat), so the defender must take that cell;
// the chain ends in a win when one move makes two threats at once (or the attacker can
// complete a window outright). Each defender reply is forced, so the search is narrow and a
// win found is a proof; finding none proves nothing. Not under gravity, where a threat cell
// may not be playable yet.
#pragma once

#include <cstdint>

#include "small_geometry.h"

namespace oxo::small {

class ThreatSearch {
public:
    explicit ThreatSearch(const Geometry& geometry) : g_(geometry) {}

    // Plies to a win for the side with marks `me` to move (1, 3, 5, ...) within `maxPlies`, or
    // 0 if no chain of threats is found. `opp` must have no window one cell short (the caller
    // has checked that the defender has no immediate win).
    int win(Bits me, Bits opp, int maxPlies);

    std::uint64_t nodes() const { return nodes_; }

private:
    int chain(Bits me, Bits opp, int maxPlies);

    const Geometry& g_;
    std::uint64_t nodes_ = 0;
    int budget_ = 0;
};

}  // namespace oxo::small
