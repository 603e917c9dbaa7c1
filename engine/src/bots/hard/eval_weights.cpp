#include "eval_weights.h"

namespace oxo::hard {

EvalWeights EvalWeights::tuned() {
    EvalWeights w;
    // Slots: 0 win, 2 open four, 3 four, 4 open three, 5 three, 6 open two, 7 two, 8/9 one.
    w.other = {400, 0, 132, 41, 34, 15, 2, 1, 0, 0};
    w.mover = {600, 0, 1291, 79, 60, 17, 5, 0, 0, 1};
    // Classes: win, flex four, four-three, four, double three, three-two, three, double two, none.
    // The two classes of open twos (session 30) were set by matches against Carbon and Rapfi,
    // not fitted (docs/bench/strength-sessions.md).
    w.otherClass = {0, 167, 299, 29, 3, 30, 4, 15, 0};
    w.moverClass = {0, 1530, 1270, 9, 46, 40, 6, 20, 0};
    return w;
}

}  // namespace oxo::hard
