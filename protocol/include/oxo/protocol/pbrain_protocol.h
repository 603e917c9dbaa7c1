// Pieces of the Gomocup/Piskvork "pbrain" protocol (R-F5) shared by the brain and the manager
// side: line splitting, coordinates and the fixed facts of the protocol.
//
// Coordinates on the wire are "X,Y", zero-based, X the column and Y the row; OXO's Cell is
// (row, col), so X,Y maps to Cell{Y, X}.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo::pbrain {

// Gomoku is five in a row; the protocol has no other K.
inline constexpr int kWinLength = 5;
// Board sizes this implementation accepts (Gomocup plays 15 and 20).
inline constexpr int kMinBoard = kWinLength;
inline constexpr int kMaxBoard = 128;
// INFO rule bits: "exactly five in a row wins" (gomoku's overline rule, R-E14) and renju
// (R-E15). The other bits (continuous game, caro) are not rules OXO plays.
inline constexpr int kRuleExactFive = 1;
inline constexpr int kRuleRenju = 4;

// The INFO rule value of a family, and the family of a value (renju wins over exact).
constexpr int ruleValue(Family family) {
    return family == Family::Renju ? kRuleRenju : family == Family::Exact ? kRuleExactFive : 0;
}
constexpr Family familyOfRule(int value) {
    return (value & kRuleRenju) != 0       ? Family::Renju
           : (value & kRuleExactFive) != 0 ? Family::Exact
                                           : Family::Freestyle;
}
// A line longer than this is cut: the protocol lets either side do so, and it bounds memory.
inline constexpr std::size_t kMaxLineLength = 4096;

// Splits a byte stream into lines ended by CR LF, LF or CR. Empty lines are dropped (the
// protocol says to ignore them), which also makes CR LF one end, not two.
class LineSplitter {
public:
    // Appends `bytes` and moves every completed line into `out`.
    void feed(std::string_view bytes, std::vector<std::string>& out);
    // Whatever is left without an end of line (for a stream that closed mid-line).
    std::string takeRest();
    // True when a line had to be cut at kMaxLineLength.
    bool overflowed() const { return overflowed_; }

private:
    std::string partial_;
    bool overflowed_ = false;
};

// "X,Y" (blanks allowed around the numbers) -> Cell{Y, X}; nullopt unless exactly two
// non-negative decimal numbers. Bounds are the caller's business.
std::optional<Cell> parseCoords(std::string_view text);

// Cell{row, col} -> "col,row".
std::string formatCoords(Cell cell);

// Splits off the first blank-separated word, upper-cased; `rest` gets the trimmed remainder.
std::string commandWord(std::string_view line, std::string_view* rest);

std::string_view trim(std::string_view text);

// A decimal integer (optional '-'), the whole of `text`; nullopt on anything else or overflow.
std::optional<long long> parseInteger(std::string_view text);

}  // namespace oxo::pbrain
