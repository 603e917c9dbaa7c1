// Everything a saved game holds: rules, players, the moves played and the move clock.
// A plain value; building the live Game from it is the reader's job (it replays the moves).
#pragma once

#include <cstdint>
#include <vector>

#include "oxo/files/player_setup.h"
#include "oxo/game.h"
#include "oxo/opening_rule.h"
#include "oxo/review.h"
#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo {

// R-U10: a time limit per move, off by default. The limit is kept while the clock is off so
// switching it back on restores it (as in the settings dialog).
struct ClockSetting {
    enum class OnTimeout : std::uint8_t { RandomMove, Lose };
    bool enabled = false;
    int seconds = 30;  // kMinClockSeconds..kMaxClockSeconds
    OnTimeout onTimeout = OnTimeout::RandomMove;

    friend bool operator==(const ClockSetting&, const ClockSetting&) = default;
};

inline constexpr int kMinClockSeconds = 1;
inline constexpr int kMaxClockSeconds = 3600;

struct GameRecord {
    Rules rules;
    std::vector<PlayerSetup> players;  // one per seat, in turn order (size == rules.players)
    std::vector<Cell> moves;           // where each mark landed, oldest first
    ClockSetting clock;
    // R-E16: the opening rule and the choices made in it, in order (file key "opening").
    OpeningRule opening = OpeningRule::None;
    std::vector<OpeningChoice> openingChoices{};
    // R-B5: the game review, one entry per reviewed move from the first (file key "review").
    std::vector<MoveReview> review{};

    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// The record of a live game: its rules and history plus the seats and clock the UI keeps.
// Missing seats are filled with default humans so the record is always complete.
GameRecord recordOf(const Game& game, std::vector<PlayerSetup> players, ClockSetting clock = {});

}  // namespace oxo
