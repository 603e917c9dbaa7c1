// Between the UI's GameSettings and the files' GameRecord (R-F1, R-F2): the two libraries
// describe seats and the clock with types of the same shape; this is the one place that
// translates, so Open, Save and the autosave always agree.
#pragma once

#include "oxo/controller/gamesettings.h"
#include "oxo/files/game_record.h"

namespace oxo::ui {

class GameController;

// The record of the controller's live game: rules, seats, clock and every move.
GameRecord recordOf(const GameController& controller);

// `base` with the rules, seats and clock of `record`; the bots' pace stays as in `base`.
GameSettings settingsFrom(const GameRecord& record, const GameSettings& base);

}  // namespace oxo::ui
