// Games the files and process tests, the benchmark and the fuzz corpus generator share.
#pragma once

#include <utility>
#include <vector>

#include "oxo/files/game_record.h"
#include "oxo/game.h"

namespace oxo::testing {

// A record of gomoku (15×15, five in a row) with one seat per player given, in turn order.
inline GameRecord gomokuRecord(std::vector<PlayerSetup> players) {
    GameRecord record;
    record.rules = Rules::square(15, 5);
    record.rules.players = static_cast<int>(players.size());
    record.players = std::move(players);
    return record;
}

// A 50×50 board (K = 50, no early draw) filled completely in 2,500 moves without anyone
// completing a line: a checkerboard with two corners swapped so both long diagonals are mixed.
inline GameRecord fullBoard50() {
    GameRecord record;
    record.rules = Rules::square(50, 50);
    record.rules.earlyDraw = false;
    record.players = {{QStringLiteral("Ann"), PlayerKind::Human},
                      {QStringLiteral("Hard bot"), PlayerKind::Hard}};
    std::vector<Cell> xs;
    std::vector<Cell> os;
    for (int row = 0; row < 50; ++row) {
        for (int col = 0; col < 50; ++col) {
            bool x = (row + col) % 2 == 0;
            if (row == 0 && (col == 0 || col == 49)) {
                x = !x;
            }
            (x ? xs : os).push_back({row, col});
        }
    }
    for (std::size_t i = 0; i < xs.size(); ++i) {
        record.moves.push_back(xs[i]);
        record.moves.push_back(os[i]);
    }
    return record;
}

}  // namespace oxo::testing
