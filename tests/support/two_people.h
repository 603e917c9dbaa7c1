// The settings most UI tests start from: Ann (X) and Bob (O), both people, on an N×N board
// with K = N and no pause, so nothing moves unless the test moves it.
#pragma once

#include "oxo/controller/gamesettings.h"

namespace oxo::test {

inline ui::GameSettings twoPeople(int size = 3) {
    ui::GameSettings s = ui::GameSettings::defaults();
    s.rules = Rules::square(size);
    s.players[0] = {QStringLiteral("Ann"), PlayerKind::Human};
    s.players[1] = {QStringLiteral("Bob"), PlayerKind::Human};
    s.botPauseMs = 0;
    return s;
}

}  // namespace oxo::test
