#include "eval_weights.h"

namespace oxo::hard {

EvalWeights EvalWeights::tuned() {
    EvalWeights w;
    // Slots: 0 win, 2 open four, 3 four, 4 open three, 5 three, 6 open two, 7 two, 8/9 one.
    w.other = {400, 0, 150, 40, 30, 8, 8, 2, 2, 1};
    w.mover = {600, 0, 250, 60, 45, 12, 12, 3, 3, 1};
    w.otherClass = {0, 200, 150, 0, 80, 0, 0};
    w.moverClass = {0, 300, 220, 0, 120, 0, 0};
    return w;
}

}  // namespace oxo::hard
