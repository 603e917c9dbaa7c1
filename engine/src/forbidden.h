// Renju's forbidden moves (R-E15), below Position so that Position::check can refuse them.
//
// The first player ("black") may not make an overline (six or more), two fours or two open
// threes with one stone, unless the stone also makes exactly five, which wins. A four is a line
// one stone short of exactly five; a straight four has two such stones and counts once. A three
// is a line that one more stone turns into a straight four; it is an open ("real") three only
// when that stone is not itself forbidden, which the check decides recursively.
#pragma once

#include <cstdint>
#include <vector>

namespace oxo::renju {

// Whether a stone of `black` (a mark code: player + 1) on the empty cell `index` of the
// size×size board `cells` (0 empty, else player + 1) is forbidden. O(1) for the board size: it
// reads a fixed neighbourhood of the cell.
bool isForbidden(const std::vector<std::uint8_t>& cells, int size, int index, std::uint8_t black);

// The same question on a rows×cols array of cell codes read row by row (`index` = row * cols +
// col): 0 is empty, `black` is black and any other code blocks a line (the other player, or a
// search's wall cells). Hard's pattern board asks this of its padded window.
bool isForbidden(const std::uint8_t* cells, int rows, int cols, int index, std::uint8_t black);

}  // namespace oxo::renju
