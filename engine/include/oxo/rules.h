// The rules of one game: a value, validated before a game is built from it.
#pragma once

#include <optional>
#include <string>

#include "oxo/types.h"

namespace oxo {

struct Rules {
    int size = 3;       // N: the board is N×N (R-E1)
    int winLength = 3;  // K: marks in a row needed to win, kMinWinLength..N (R-E2)
    int players = 2;    // 2..4 (R-E3)
    Player firstPlayer = 0;
    bool earlyDraw = true;     // R-E7
    bool gravity = false;      // R-E13: a move names a column; the mark drops
    bool exactLength = false;  // R-E14: with K < N, a run longer than K does not win

    // The common case: N×N with K = N (or the given K).
    static Rules square(int size, int winLength = 0);

    friend bool operator==(const Rules&, const Rules&) = default;
};

// Which field of Rules is out of range, with the range it must lie in.
struct RulesError {
    enum class Field : std::uint8_t { Size, WinLength, Players, FirstPlayer };
    Field field = Field::Size;
    int value = 0;
    int min = 0;
    int max = 0;

    // English, e.g. "win length 7 is out of range: it must be 3 to 5 on a 5×5 board".
    std::string message() const;
};

std::string_view fieldName(RulesError::Field field);

// Empty when the rules can be played; otherwise the first field that is wrong.
std::optional<RulesError> validate(const Rules& rules);

}  // namespace oxo
