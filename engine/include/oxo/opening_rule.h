// Opening rules for two players (R-E16): swap and swap2. The board game itself is unchanged:
// marks alternate from the first player as always. The rule decides only who *places* the
// stones of the opening and which person sits at which seat afterwards:
// - swap: the first person (the one at the first player's seat) places stones 1-3 (X, O, X);
//   the second person then takes O (nothing changes; they play move 4) or X (the two people
//   exchange seats; the first person now plays O and makes move 4).
// - swap2: as swap, but the second person may instead place two more stones (moves 4 and 5);
//   the first person then takes O (the people exchange seats; the first plays move 6) or X.
// A pure value: the caller counts the stones (the game's history) and keeps it beside the game.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oxo/rules.h"

namespace oxo {

enum class OpeningRule : std::uint8_t { None, Swap, Swap2 };

// What a person chooses at a choice point. "Take X" is the mark that moves first.
enum class OpeningChoice : std::uint8_t { TakeX, TakeO, PlaceTwo };

// "none", "swap", "swap2": the one name of each rule, in files, settings and the CLI.
std::string_view openingRuleName(OpeningRule rule);
std::optional<OpeningRule> parseOpeningRule(std::string_view text);
// "x", "o", "place-two": the one name of each choice, in files and the CLI.
std::string_view openingChoiceName(OpeningChoice choice);
std::optional<OpeningChoice> parseOpeningChoice(std::string_view text);

// Why `rule` cannot be played under `rules` (English), or nothing: swap needs two players and a
// win length of at least 4, so no stone of the opening can end the game.
std::optional<std::string> openingProblem(OpeningRule rule, const Rules& rules);

// What the opening waits for. People are numbered by where they sat at the start: person 0 at
// the first player's seat, person 1 at the other.
struct OpeningStep {
    enum class Kind : std::uint8_t { Place, Choose, Done };
    Kind kind = Kind::Done;
    int person = -1;                     // who places or chooses; -1 when Done
    int placeUntil = 0;                  // Place: the person places stones up to this count
    std::vector<OpeningChoice> options;  // Choose: what they may choose, in this order

    friend bool operator==(const OpeningStep&, const OpeningStep&) = default;
};

class Opening {
public:
    explicit Opening(OpeningRule rule = OpeningRule::None) : rule_(rule) {}

    OpeningRule rule() const { return rule_; }
    const std::vector<OpeningChoice>& choices() const { return choices_; }

    // What is pending once `stones` stones are on the board (and choices() made).
    OpeningStep step(int stones) const;
    // Why `choice` cannot be made now (English), or nothing.
    std::optional<std::string> refusal(int stones, OpeningChoice choice) const;
    // Makes `choice`, or returns why not and changes nothing.
    std::optional<std::string> choose(int stones, OpeningChoice choice);
    // Takes back the last choice. Precondition: choices() is not empty.
    void undoChoice();
    // The stone count at which choice number `index` (0-based) is made: 3, then 5.
    static int choiceStones(std::size_t index) { return index == 0 ? 3 : 5; }
    // Drops the choices made after more stones than `stones` (the stones were taken back).
    void truncate(int stones);

    // Whether the two people have exchanged seats by the choices made so far.
    bool exchanged() const;
    // The person who placed, or places, stone `index` (0-based). Precondition: every choice
    // due before that stone has been made.
    int personForStone(int index) const;

    // Rebuilds the opening from a record: `choices` made in order with `stones` on the board.
    // On a choice that could not have been made, or one missing before later stones, returns
    // nothing and sets `error` (English).
    static std::optional<Opening> replay(OpeningRule rule, int stones,
                                         std::span<const OpeningChoice> choices,
                                         std::string* error = nullptr);

    friend bool operator==(const Opening&, const Opening&) = default;

private:
    OpeningRule rule_;
    std::vector<OpeningChoice> choices_;
};

}  // namespace oxo
