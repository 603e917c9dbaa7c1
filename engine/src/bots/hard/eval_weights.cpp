#include "eval_weights.h"

namespace oxo::hard {

EvalWeights EvalWeights::tuned() {
    EvalWeights w;
    // Slots: 0 win, 2 open four, 3 four, 4 open three, 5 three, 6 open two, 7 two, 8/9 one.
    w.other = {400, 0, 132, 41, 34, 15, 2, 1, 0, 0};
    w.mover = {600, 0, 1291, 79, 60, 17, 5, 0, 0, 1};
    w.otherClass = {0, 167, 299, 29, 3, 4, 0};
    w.moverClass = {0, 1530, 1270, 9, 46, 6, 0};
    return w;
}

}  // namespace oxo::hard
