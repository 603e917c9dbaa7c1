#include "oxo/controller/record_convert.h"

#include "oxo/controller/game_controller.h"

namespace oxo::ui {

GameRecord recordOf(const GameController& controller) {
    const GameSettings& settings = controller.settings();
    const auto seats = static_cast<std::size_t>(controller.game().rules().players);
    std::vector<PlayerSetup> players(settings.players.begin(),
                                     settings.players.begin() + static_cast<std::ptrdiff_t>(seats));
    return oxo::recordOf(controller.game(), std::move(players), settings.clock);
}

GameSettings settingsFrom(const GameRecord& record, const GameSettings& base) {
    GameSettings settings = base;
    settings.rules = record.rules;
    for (std::size_t seat = 0; seat < settings.players.size(); ++seat) {
        settings.players[seat] =
            seat < record.players.size() ? record.players[seat] : PlayerSetup{};
    }
    settings.clock = record.clock;
    return settings;
}

}  // namespace oxo::ui
