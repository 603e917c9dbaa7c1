// Between the controller and the files (R-F1, R-F2): the record of the live game, and the
// settings a record starts. Seats and the clock are the same types on both sides; only the
// bots' pace, which files do not keep, comes from elsewhere.
#pragma once

#include "oxo/controller/game_settings.h"
#include "oxo/files/game_record.h"

namespace oxo::ui {

class GameController;

// The record of the controller's live game: rules, seats, clock and every move.
GameRecord recordOf(const GameController& controller);

// `base` with the rules, seats and clock of `record`; the bots' pace stays as in `base`.
GameSettings settingsFrom(const GameRecord& record, const GameSettings& base);

}  // namespace oxo::ui
