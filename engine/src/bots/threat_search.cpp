#include "threat_search.h"

#include <bit>

namespace oxo::small {

namespace {

// Nodes one query may visit before it gives up (a miss costs only search, never soundness).
constexpr int kBudget = 400;

}  // namespace

int ThreatSearch::win(Bits me, Bits opp, int maxPlies) {
    if (g_.rules.gravity) {
        return 0;
    }
    budget_ = kBudget;
    return chain(me, opp, maxPlies);
}

int ThreatSearch::chain(Bits me, Bits opp, int maxPlies) {
    ++nodes_;
    if (maxPlies < 1 || --budget_ < 0) {
        return 0;
    }
    const Bits empty = g_.full & ~(me | opp);
    if ((completions(g_, me, opp) & empty) != 0) {
        return 1;
    }
    if (maxPlies < 3) {
        return 0;
    }
    // Moves that make a threat: the two empty cells of a window holding K - 2 of my marks.
    Bits tried = 0;
    for (const Bits w : g_.windows) {
        if ((w & opp) != 0 || std::popcount(w & empty) != 2) {
            continue;
        }
        for (Bits left = w & empty & ~tried; left != 0; left &= left - 1) {
            const int move = std::countr_zero(left);
            tried |= bit(move);
            const Bits mine = me | bit(move);
            const Bits threats = completions(g_, mine, opp) & empty & ~bit(move);
            if (threats == 0) {
                continue;
            }
            if ((threats & (threats - 1)) != 0) {
                return 3;  // two threats: one block cannot stop both
            }
            // The defender must take the threat cell; if that gives it a win of its own next
            // move, the chain must go on with a move that completes or blocks it: not followed.
            const Bits block = opp | threats;
            const Bits theirEmpty = g_.full & ~(mine | block);
            if ((completions(g_, block, mine) & theirEmpty) != 0) {
                continue;
            }
            if (const int rest = chain(mine, block, maxPlies - 2); rest > 0) {
                return rest + 2;
            }
            if (budget_ < 0) {
                return 0;
            }
        }
    }
    return 0;
}

}  // namespace oxo::small
