#include "oxo/rules.h"

#include <array>
#include <string>

#include "oxo/enum_table.h"

namespace oxo {

Rules Rules::square(int size, int winLength) {
    Rules rules;
    rules.size = size;
    rules.winLength = winLength > 0 ? winLength : size;
    return rules;
}

std::string_view fieldName(RulesError::Field field) {
    switch (field) {
        case RulesError::Field::Size:
            return "board size";
        case RulesError::Field::WinLength:
            return "win length";
        case RulesError::Field::Players:
            return "number of players";
        case RulesError::Field::FirstPlayer:
            return "first player";
        case RulesError::Field::Family:
            return "rule";
    }
    return "rule";
}

std::string RulesError::message() const {
    if (field == Field::Family) {
        return "the " + std::string(familyName(static_cast<Family>(value))) +
               " rule needs two players, five in a row and no gravity";
    }
    std::string text = std::string(fieldName(field)) + " " + std::to_string(value) +
                       " is out of range: it must be " + std::to_string(min) + " to " +
                       std::to_string(max);
    if (field == Field::WinLength) {
        text += " on a " + std::to_string(max) + "x" + std::to_string(max) + " board";
    } else if (field == Field::FirstPlayer) {
        text += " (players are numbered from 0)";
    }
    return text;
}

std::optional<RulesError> validate(const Rules& rules) {
    using Field = RulesError::Field;
    if (rules.size < kMinSize || rules.size > kMaxSize) {
        return RulesError{Field::Size, rules.size, kMinSize, kMaxSize};
    }
    if (rules.winLength < kMinWinLength || rules.winLength > rules.size) {
        return RulesError{Field::WinLength, rules.winLength, kMinWinLength, rules.size};
    }
    if (rules.players < kMinPlayers || rules.players > kMaxPlayers) {
        return RulesError{Field::Players, rules.players, kMinPlayers, kMaxPlayers};
    }
    if (rules.firstPlayer < 0 || rules.firstPlayer >= rules.players) {
        return RulesError{Field::FirstPlayer, rules.firstPlayer, 0, rules.players - 1};
    }
    if (rules.family == Family::Renju &&
        (rules.players != 2 || rules.winLength != 5 || rules.gravity)) {
        return RulesError{Field::Family, static_cast<int>(rules.family), 0, 0};
    }
    return std::nullopt;
}

// Indexed by Family (enum_table.h), sized by its last value: a new family needs a name.
constexpr std::array<std::string_view, static_cast<std::size_t>(Family::Renju) + 1> kFamilyNames{
    "freestyle", "exact", "renju"};

std::string_view familyName(Family family) {
    return enumEntry(kFamilyNames, family, kFamilyNames[0]);
}

std::optional<Family> parseFamily(std::string_view text) {
    return enumOfName<Family>(kFamilyNames, text);
}

}  // namespace oxo
