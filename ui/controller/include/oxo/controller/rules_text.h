// The game being played, in words: a one-line summary for the window ("15×15 · 5 in
// a row · gravity · Ann (X, Human) vs Bob (O, Hard)") and the How to Play page, both generated
// from the settings so they describe exactly the rules in force.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "oxo/controller/game_settings.h"

namespace oxo::ui {

class RulesText {
    Q_DECLARE_TR_FUNCTIONS(RulesText)

public:
    // Board, win length and the rules that are switched on: "15×15 · 5 in a row · gravity".
    static QString rulesLine(const GameSettings& settings);
    // Who plays whom: "Ann (X, Human) vs Bob (O, Hard)".
    static QString playersLine(const GameSettings& settings);
    // Both, for the line above the board.
    static QString summary(const GameSettings& settings);
    // "Human", "Hard bot", "engine pbrain-foo".
    static QString seatKind(const PlayerSetup& setup);
    // The rules of this game as HTML paragraphs: goal, placement, draws, turn order, clock.
    static QString rulesHtml(const GameSettings& settings);
    // How to play with the mouse and the keyboard, as HTML.
    static QString controlsHtml(const GameSettings& settings);
    // The whole How to Play page.
    static QString howToPlayHtml(const GameSettings& settings);
};

}  // namespace oxo::ui
