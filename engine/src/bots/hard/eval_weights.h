// The weights of Hard's evaluation. A cell's value for a player is the sum of the
// weights of the shapes a stone there would make in the four directions, plus a bonus for the
// combination (two fours, four and open three, two open threes, an open three with an open two,
// two open twos: a cell where lines cross is worth more than its lines). The evaluation sums the
// values of every empty cell for each player, kept up to date in make/unmake, and scores (side to
// move) - (the others) with separate weights for the side to move, whose threats are a move nearer.
//
// The numbers come from self-play: first a logistic regression of game results on these
// features (`hard_tools tune`), then, in session 13, self-play tuning of the larger weights
// (tests/bench/tools/spsa_tune.py), each checked by matches (docs/bench/strength-sessions.md).
#pragma once

#include <array>
#include <cstdint>

#include "shape.h"

namespace oxo::hard {

enum CellClass : std::uint8_t {
    kClassWin,          // a stone here completes K
    kClassFlexFour,     // an open K-1, or two K-1 in different directions: wins next move
    kClassFourThree,    // a K-1 and an open K-2
    kClassFour,         // a K-1 (forces the reply)
    kClassDoubleThree,  // two open K-2
    kClassThreeTwo,     // one open K-2 and an open K-3 in another direction
    kClassThree,        // one open K-2
    kClassDoubleTwo,    // two open K-3
    kClassNone,
    kClassCount,
};

// What a shape adds to its cell's counts, packed in octal digits: open K-3, open K-2, K-1,
// open K-1, K.
constexpr int shapeCounts(Shape s) {
    return s == kFive        ? 010000
           : s == kFlexFour  ? 01000
           : s == kFour      ? 0100
           : s == kFlexThree ? 010
           : s == kFlexTwo   ? 1
                             : 0;
}
inline constexpr int kMaxCellCounts = 4 * 010000;  // four directions of K

// The class of a cell whose four direction shapes add up to `counts`.
constexpr CellClass classOfCounts(int counts) {
    if (counts >= 010000) {
        return kClassWin;
    }
    const int fours = (counts >> 6) & 7;
    const int threes = (counts >> 3) & 7;
    const int twos = counts & 7;
    if (counts >= 01000 || fours >= 2) {
        return kClassFlexFour;
    }
    if (fours == 1) {
        return threes > 0 ? kClassFourThree : kClassFour;
    }
    if (threes >= 2) {
        return kClassDoubleThree;
    }
    if (threes == 1) {
        return twos > 0 ? kClassThreeTwo : kClassThree;
    }
    return twos >= 2 ? kClassDoubleTwo : kClassNone;
}

inline CellClass classify(Shape a, Shape b, Shape c, Shape d) {
    return classOfCounts(shapeCounts(a) + shapeCounts(b) + shapeCounts(c) + shapeCounts(d));
}

// Weights by shape level (index = shape, see shape.h; dead shapes weigh 0) and by class, for
// the side to move ("mover") and for the others.
struct EvalWeights {
    std::array<std::int32_t, kShapeSlots> mover{};
    std::array<std::int32_t, kShapeSlots> other{};
    std::array<std::int32_t, kClassCount> moverClass{};
    std::array<std::int32_t, kClassCount> otherClass{};

    std::int32_t shapeWeight(Shape s, bool isMover) const {
        return s == kDead ? 0 : (isMover ? mover : other)[s];
    }
    std::int32_t classWeight(CellClass c, bool isMover) const {
        return (isMover ? moverClass : otherClass)[c];
    }

    // The tuned set for K = 5 (used for every K: a shape's level counts the stones still
    // missing, whatever K is).
    static EvalWeights tuned();
};

}  // namespace oxo::hard
