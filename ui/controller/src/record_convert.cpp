#include "oxo/controller/record_convert.h"

#include "oxo/controller/game_controller.h"

namespace oxo::ui {

GameRecord recordOf(const GameController& controller) {
    const GameSettings& settings = controller.settings();
    const auto seats = static_cast<std::size_t>(controller.game().rules().players);
    std::vector<PlayerSetup> players(settings.players.begin(),
                                     settings.players.begin() + static_cast<std::ptrdiff_t>(seats));
    GameRecord record = oxo::recordOf(controller.game(), std::move(players), settings.clock);
    record.opening = controller.opening().rule();
    record.openingChoices = controller.opening().choices();
    return record;
}

GameSettings settingsFrom(const GameRecord& record, const GameSettings& base) {
    GameSettings settings = base;
    settings.rules = record.rules;
    for (std::size_t seat = 0; seat < settings.players.size(); ++seat) {
        settings.players[seat] =
            seat < record.players.size() ? record.players[seat] : PlayerSetup{};
        PlayerSetup& setup = settings.players[seat];
        if (setup.name.trimmed().isEmpty()) {
            // Files that name no one (a position string, a .psq or .sgf without names): the
            // names a new game would give, not a blank before "(X, Human)".
            setup.name = GameSettings::defaultName(static_cast<Player>(seat), setup.kind);
        }
    }
    settings.clock = record.clock;
    settings.opening = record.opening;
    return settings;
}

}  // namespace oxo::ui
