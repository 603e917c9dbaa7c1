#include "oxo/files/game_record.h"

namespace oxo {

GameRecord recordOf(const Game& game, std::vector<PlayerSetup> players, ClockSetting clock) {
    GameRecord record;
    record.rules = game.rules();
    players.resize(static_cast<std::size_t>(record.rules.players));
    record.players = std::move(players);
    record.moves.reserve(game.history().size());
    for (const Move& move : game.history()) {
        record.moves.push_back(move.cell);
    }
    record.clock = clock;
    return record;
}

}  // namespace oxo
