// Spreadsheet-style cell names (R-E1): columns a..z, aa, ab, ...; rows from 1 at the top.
// "a1" is the top-left cell. Used by the UI, the move list, the CLI and files alike.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "oxo/types.h"

namespace oxo {

std::string columnName(int col);  // 0 -> "a", 25 -> "z", 26 -> "aa"
std::string cellName(Cell cell);  // {0,0} -> "a1"

enum class ParseError : std::uint8_t {
    None,
    Empty,       // nothing but blanks
    Malformed,   // not letters followed by digits
    OutOfBoard,  // well-formed, but not a cell of this board
};

struct ParsedCell {
    std::optional<Cell> cell;
    ParseError error = ParseError::None;
};

// Accepts upper or lower case and surrounding blanks ("B3", " c10 ").
ParsedCell parseCell(std::string_view text, int boardSize);

// English, naming the text and the board's range, e.g.
// "'k7' is not a cell of this 9x9 board (columns a-i, rows 1-9)".
std::string describeParseError(ParseError error, std::string_view text, int boardSize);

}  // namespace oxo
