// Settings for widget tests: two people, Ann (X) and Bob (O), so no bot moves unless a test
// asks for one, and no pause before bot moves.
#pragma once

#include "oxo/controller/game_settings.h"

namespace oxo::test {

inline ui::GameSettings people(int size = 3, int winLength = 0) {
    ui::GameSettings s = ui::GameSettings::defaults();
    s.rules = Rules::square(size, winLength);
    s.players[0] = {QStringLiteral("Ann"), PlayerKind::Human};
    s.players[1] = {QStringLiteral("Bob"), PlayerKind::Human};
    s.botPauseMs = 0;
    return s;
}

}  // namespace oxo::test
