// Line shapes for K in a row, for any K and for exact K.
//
// The shape a stone of player p on an empty cell c would make along one direction is read from
// the cells within R of c on that line (R = K-1, or K under exact K, where the cells just past a
// K-window decide whether it would be an overline). Each cell is seen from p's side: empty, own
// or blocked (another player's mark or the board's edge).
//
// Definition (the brute-force reference in tests/bots/test_patterns.cpp computes the same):
//  - a window is K consecutive cells containing c with no blocked cell; under exact K the cells
//    just outside it must not be own either (filling it would make more than K);
//  - m = the fewest empty cells over all windows (0: c wins; no window at all: dead);
//  - the shape is "flex" when two windows with m empty cells each share m-1 of them: m-1 more
//    stones then leave two different cells that complete K, which one defender stone cannot
//    both take (m = 1: an open four; m = 2: an open three; ...), else "block".
// Encoded so that smaller is stronger: win 0, flex m -> 2m, block m -> 2m+1, dead 255; m is
// capped at kMaxLevel (remote shapes of very long K all look alike to the evaluation).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace oxo::hard {

using Shape = std::uint8_t;

inline constexpr Shape kFive = 0;       // K in a row: the move completes a win
inline constexpr Shape kFlexFour = 2;   // open K-1: two cells complete K
inline constexpr Shape kFour = 3;       // closed K-1: one cell completes K
inline constexpr Shape kFlexThree = 4;  // open K-2: one more stone makes an open K-1
inline constexpr Shape kThree = 5;      // closed K-2
inline constexpr Shape kFlexTwo = 6;    // open K-3: one more stone makes an open K-2
inline constexpr Shape kDead = 255;     // no K-window through the cell
inline constexpr int kMaxLevel = 30;    // m beyond this is stored as kMaxLevel
// The longest K the pattern engine takes; beyond it Hard falls back to plain tactics.
inline constexpr int kMaxPatternWinLength = 64;
inline constexpr int kShapeSlots = 2 * kMaxLevel + 2;  // shapes 0..2*kMaxLevel+1

// A cell seen from one player's side.
enum LineCode : std::uint8_t { kEmptyCode = 0, kOwnCode = 1, kBlockedCode = 2 };

inline int shapeLevel(Shape s) {
    return s / 2;
}
inline bool shapeFlex(Shape s) {
    return s % 2 == 0;
}
inline Shape makeShape(int level, bool flex) {
    const int m = level < kMaxLevel ? level : kMaxLevel;
    return static_cast<Shape>(m == 0 ? 0 : 2 * m + (flex ? 0 : 1));
}

// The cells read on each side of c.
inline int shapeRadius(int winLength, bool exact) {
    return exact ? winLength : winLength - 1;
}

// codes[0 .. 2R]: the line from offset -R to +R; codes[R] is c itself and must be kOwnCode.
// O(K) time. Precondition: winLength <= kMaxPatternWinLength.
Shape classifyLine(const std::uint8_t* codes, int winLength, bool exact);

// The shapes of every line pattern of radius R <= kMaxTableRadius, indexed by a base-3 key of
// the 2R cells around c (offset -R is digit 0, ..., -1 is digit R-1, +1 is digit R, ...).
inline constexpr int kMaxTableRadius = 6;  // 3^12 = 531441 one-byte entries at most

class ShapeTable {
public:
    // Builds the table for (winLength, exact) when its radius allows; usable() says whether.
    // `radius` (0: shapeRadius(winLength, exact)) may be wider than the shapes need: renju
    // reads its second player's lines (five or more) at the first player's exact radius, so
    // that one key per cell serves both.
    void build(int winLength, bool exact, int radius = 0);
    bool usable() const { return !shapes_.empty(); }
    Shape operator[](std::uint32_t key) const { return shapes_[key]; }
    const Shape* data() const { return shapes_.data(); }
    int winLength() const { return winLength_; }
    bool exact() const { return exact_; }
    int radius() const { return radius_; }

private:
    std::vector<Shape> shapes_;
    int winLength_ = 0;
    bool exact_ = false;
    int radius_ = 0;
};

// The key digit of the cell at `offset` (-R..R, not 0).
inline int keyDigit(int offset, int radius) {
    return offset < 0 ? offset + radius : offset + radius - 1;
}

}  // namespace oxo::hard
