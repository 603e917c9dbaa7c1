// The marks in a K-window that slides along a line, one cell in and one out per step: how
// many each player holds and how many players hold any (Position and the bots' line
// arithmetic both count windows this way).
#pragma once

#include <array>

#include "oxo/types.h"

namespace oxo {

struct WindowMarks {
    std::array<int, kMaxPlayers + 1> count{};  // by cell value: player + 1 (0 is empty)
    int owners = 0;                            // players with a mark in the window

    // `value`: player + 1 for a mark; 0 (empty) and anything negative are not counted.
    void enter(int value) {
        if (value > 0 && count[value]++ == 0) {
            ++owners;
        }
    }
    void leave(int value) {
        if (value > 0 && --count[value] == 0) {
            --owners;
        }
    }
};

}  // namespace oxo
