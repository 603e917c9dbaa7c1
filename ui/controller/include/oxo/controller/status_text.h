// The words the status bar and the board use for players and results (R-U6), in one place.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "oxo/bot.h"
#include "oxo/opening_rule.h"
#include "oxo/types.h"

namespace oxo::ui {

class GameController;

class StatusText {
    Q_DECLARE_TR_FUNCTIONS(StatusText)

public:
    // "Alice (X)": whoever plays the mark now (an opening rule may have exchanged seats).
    static QString playerLabel(const GameController& controller, Player player);
    // During an opening rule (R-E16): "Alice places X's stone (1 of 3)", "Bob chooses a
    // colour"; empty after the opening.
    static QString openingStatus(const GameController& controller);
    // The words of an opening choice: "Play X", "Play O", "Place two more stones".
    static QString choiceText(OpeningChoice choice);
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
    // A hint's verdict told from the side of `mover`, who would play it: "X wins in 2",
    // "X loses in 3 at best", "draw with best play", "best guess".
    static QString hintVerdict(const Analysis& analysis, Player mover);
    // Why a click on `cell` did nothing, from the engine's MoveError and the game's state:
    // "b2 is already taken", "Column b is full", "Wait: Bob (O) is thinking…".
    static QString moveRefused(const GameController& controller, Cell cell, MoveError error);
    // "Last move: O c3", or empty before the first move (or in a past position).
    static QString lastMove(const GameController& controller);
    // What a screen reader announces after `move`: "Bob (O) played c3. Ann (X) to move".
    static QString moveAnnouncement(const GameController& controller, const Move& move);
    // "after 7 moves" for the end-of-game panel; empty while the game goes on.
    static QString endDetail(const GameController& controller);
};

}  // namespace oxo::ui
