// The alpha-beta window of the searches that take turns as maximiser and minimiser instead of
// negating (the paranoid searches for three or four players, and the frozen baseline): the
// maximiser's moves raise alpha, the others' lower beta.
#pragma once

#include <algorithm>

namespace oxo {

// Narrows the window by the best value found so far; true when it has closed (a cutoff).
template <typename Score>
bool narrowWindow(bool maximizing, Score best, Score& alpha, Score& beta) {
    if (maximizing) {
        alpha = std::max(alpha, best);
    } else {
        beta = std::min(beta, best);
    }
    return alpha >= beta;
}

}  // namespace oxo
