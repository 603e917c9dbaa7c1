// The rules of one game: a value, validated before a game is built from it.
#pragma once

#include <optional>
#include <string>

#include "oxo/types.h"

namespace oxo {

// The rule family: what a run longer than K does and which moves are refused. A new rule is a
// value here plus its cases in rules.cpp (who wins with what) and forbidden.cpp (what a player
// may not play); Position asks those two, and nothing else decides.
enum class Family : std::uint8_t {
    Freestyle,  // K or more in a row wins
    Exact,      // exactly K wins; with K < N a longer run does not (R-E14)
    Renju,      // two players, K = 5: the first player wins with exactly five and may not make an
                // overline, two fours or two open threes; the second wins with five or more (R-E15)
};

struct Rules {
    int size = 3;       // N: the board is N×N (R-E1)
    int winLength = 3;  // K: marks in a row needed to win, kMinWinLength..N (R-E2)
    int players = 2;    // 2..4 (R-E3)
    Player firstPlayer = 0;
    bool earlyDraw = true;              // R-E7
    bool gravity = false;               // R-E13: a move names a column; the mark drops
    Family family = Family::Freestyle;  // R-E14, R-E15

    // Whether a run longer than K fails to win for `player` (Exact; Renju's first player).
    bool exactFor(Player player) const {
        return family == Family::Exact || (family == Family::Renju && player == firstPlayer);
    }
    // Whether `player` has forbidden moves (Renju's first player, R-E15).
    bool forbidsFor(Player player) const {
        return family == Family::Renju && player == firstPlayer;
    }

    // The common case: N×N with K = N (or the given K).
    static Rules square(int size, int winLength = 0);

    friend bool operator==(const Rules&, const Rules&) = default;
};

// Which field of Rules is out of range, with the range it must lie in.
struct RulesError {
    // Family: the family needs other values (renju: two players, K = 5, no gravity); `value`
    // is then the family, min and max unused.
    enum class Field : std::uint8_t { Size, WinLength, Players, FirstPlayer, Family };
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

// "freestyle", "exact", "renju": the one name of each family, in files, settings and the CLI.
std::string_view familyName(Family family);
std::optional<Family> parseFamily(std::string_view text);

}  // namespace oxo
