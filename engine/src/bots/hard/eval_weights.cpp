#include "eval_weights.h"

namespace oxo::hard {

EvalWeights EvalWeights::tuned() {
    EvalWeights w;
    // Slots: 0 win, 2 open four, 3 four, 4 open three, 5 three, 6 open two, 7 two, 8/9 one.
    w.other = {400, 0, 125, 47, 35, 17, 5, 0, 0, 0};
    w.mover = {600, 0, 872, 67, 57, 17, 7, 0, 0, 1};
    w.otherClass = {0, 155, 275, 23, 27, 5, 0};
    w.moverClass = {0, 935, 1039, 0, 96, 0, 0};
    return w;
}

}  // namespace oxo::hard
