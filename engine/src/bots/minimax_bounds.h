// The alpha-beta bounds of the paranoid searches for three or four players (the small-board
// solver and Hard's), which take turns as maximiser and minimiser instead of negating: the
// root's moves raise alpha, the others' lower beta.
#pragma once

#include <algorithm>

namespace oxo {

// Narrows the bounds by the best value found so far; true when it has closed (a cutoff).
inline bool narrowBounds(bool maximizing, int best, int& alpha, int& beta) {
    if (maximizing) {
        alpha = std::max(alpha, best);
    } else {
        beta = std::min(beta, best);
    }
    return alpha >= beta;
}

}  // namespace oxo
