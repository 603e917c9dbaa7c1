// The opening rules' state machine (R-E16): what is pending, which choices are allowed, and who
// sits where afterwards. See oxo/opening_rule.h for the flows.
#include "oxo/opening_rule.h"

#include <algorithm>
#include <array>
#include <cassert>

#include "oxo/enum_table.h"

namespace oxo {
namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(OpeningRule::Swap2) + 1> kRuleNames{
    "none", "swap", "swap2"};
constexpr std::array<std::string_view, static_cast<std::size_t>(OpeningChoice::PlaceTwo) + 1>
    kChoiceNames{"x", "o", "place-two"};

// Swap2's second stage: the second person placed two more stones.
constexpr int kFirstStones = 3;
constexpr int kSecondStones = 5;

}  // namespace

std::string_view openingRuleName(OpeningRule rule) {
    return enumEntry(kRuleNames, rule, kRuleNames[0]);
}

std::optional<OpeningRule> parseOpeningRule(std::string_view text) {
    return enumOfName<OpeningRule>(kRuleNames, text);
}

std::string_view openingChoiceName(OpeningChoice choice) {
    return enumEntry(kChoiceNames, choice, kChoiceNames[0]);
}

std::optional<OpeningChoice> parseOpeningChoice(std::string_view text) {
    return enumOfName<OpeningChoice>(kChoiceNames, text);
}

std::optional<std::string> openingProblem(OpeningRule rule, const Rules& rules) {
    if (rule == OpeningRule::None) {
        return std::nullopt;
    }
    const std::string name(openingRuleName(rule));
    if (rules.players != 2) {
        return "the " + name + " opening needs two players";
    }
    // With K >= 4 none of the first player's three opening stones can complete a line, and
    // every line still open keeps the game from an early draw, so the opening always finishes.
    if (rules.winLength < 4) {
        return "the " + name + " opening needs a win length of at least 4, so that no stone " +
               "of the opening can win";
    }
    return std::nullopt;
}

OpeningStep Opening::step(int stones) const {
    using Kind = OpeningStep::Kind;
    if (rule_ == OpeningRule::None) {
        return {};
    }
    if (choices_.empty()) {
        if (stones < kFirstStones) {
            return {Kind::Place, 0, kFirstStones, {}};
        }
        std::vector<OpeningChoice> options{OpeningChoice::TakeO, OpeningChoice::TakeX};
        if (rule_ == OpeningRule::Swap2) {
            options.push_back(OpeningChoice::PlaceTwo);
        }
        return {Kind::Choose, 1, 0, std::move(options)};
    }
    if (choices_.size() == 1 && choices_.front() == OpeningChoice::PlaceTwo) {
        if (stones < kSecondStones) {
            return {Kind::Place, 1, kSecondStones, {}};
        }
        return {Kind::Choose, 0, 0, {OpeningChoice::TakeO, OpeningChoice::TakeX}};
    }
    return {};
}

std::optional<std::string> Opening::refusal(int stones, OpeningChoice choice) const {
    const OpeningStep now = step(stones);
    if (now.kind != OpeningStep::Kind::Choose) {
        return std::string("no choice is due now");
    }
    if (std::find(now.options.begin(), now.options.end(), choice) == now.options.end()) {
        return "'" + std::string(openingChoiceName(choice)) + "' is not one of the choices now";
    }
    return std::nullopt;
}

std::optional<std::string> Opening::choose(int stones, OpeningChoice choice) {
    if (auto why = refusal(stones, choice)) {
        return why;
    }
    choices_.push_back(choice);
    return std::nullopt;
}

void Opening::undoChoice() {
    assert(!choices_.empty());
    choices_.pop_back();
}

void Opening::truncate(int stones) {
    while (!choices_.empty() && choiceStones(choices_.size() - 1) > stones) {
        choices_.pop_back();
    }
}

bool Opening::exchanged() const {
    if (choices_.empty()) {
        return false;
    }
    // The second person taking X, or the first taking O after swap2's extra stones.
    if (choices_.size() == 1) {
        return choices_.front() == OpeningChoice::TakeX;
    }
    return choices_.back() == OpeningChoice::TakeO;
}

int Opening::personForStone(int index) const {
    if (rule_ != OpeningRule::None) {
        if (index < kFirstStones) {
            return 0;
        }
        const bool placedTwo = !choices_.empty() && choices_.front() == OpeningChoice::PlaceTwo;
        if (placedTwo && index < kSecondStones) {
            return 1;
        }
    }
    // After the opening each person plays one mark: stone 0, 2, … is the first player's.
    const int firstMarkPerson = exchanged() ? 1 : 0;
    return index % 2 == 0 ? firstMarkPerson : 1 - firstMarkPerson;
}

std::optional<Opening> Opening::replay(OpeningRule rule, int stones,
                                       std::span<const OpeningChoice> choices, std::string* error) {
    auto failWith = [error](std::string text) -> std::optional<Opening> {
        if (error) {
            *error = std::move(text);
        }
        return std::nullopt;
    };
    Opening opening(rule);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const int at = choiceStones(i);
        const std::string which = "choice " + std::to_string(i + 1) + " ('" +
                                  std::string(openingChoiceName(choices[i])) + "')";
        if (at > stones) {
            return failWith(which + " is made after stone " + std::to_string(at) + ", but only " +
                            std::to_string(stones) + " stones were placed");
        }
        if (auto why = opening.choose(at, choices[i])) {
            return failWith(which + ": " + *why);
        }
    }
    const OpeningStep now = opening.step(stones);
    if (now.kind == OpeningStep::Kind::Choose && stones > choiceStones(opening.choices().size())) {
        return failWith("the choice after stone " +
                        std::to_string(choiceStones(opening.choices().size())) + " is missing");
    }
    return opening;
}

}  // namespace oxo
