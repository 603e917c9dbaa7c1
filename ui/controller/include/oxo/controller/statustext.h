// The words the status bar and the board use for players and results (R-U6), in one place.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "oxo/bot.h"
#include "oxo/types.h"

namespace oxo::ui {

class GameController;

class StatusText {
    Q_DECLARE_TR_FUNCTIONS(StatusText)

public:
    // "Alice (X)"
    static QString playerLabel(const GameController& controller, Player player);
    // Whose turn, who thinks, the result, or which past move is shown.
    static QString status(const GameController& controller);
    // Whose turn and what happens now, without a word about the last move.
    static QString turnStatus(const GameController& controller);
    // Just the result; empty while the game goes on.
    static QString result(const GameController& controller);
    // "wins in 3", "draw", "loses in 2", or "best guess" when not proven (R-B4).
    static QString verdict(const Analysis& analysis);
    // "b3, empty" / "b3, X" for screen readers (R-U6).
    static QString cellAccessibleName(Cell cell, Player occupant);
};

}  // namespace oxo::ui
