#include "oxo/controller/recordconvert.h"

#include "oxo/controller/gamecontroller.h"

namespace oxo::ui {

namespace {

// Both enums list the same kinds; -Wswitch points here when one of them grows.
oxo::PlayerKind toFile(PlayerKind kind) {
    switch (kind) {
        case PlayerKind::Easy:
            return oxo::PlayerKind::Easy;
        case PlayerKind::Medium:
            return oxo::PlayerKind::Medium;
        case PlayerKind::Hard:
            return oxo::PlayerKind::Hard;
        case PlayerKind::Engine:
            return oxo::PlayerKind::Engine;
        case PlayerKind::Human:
            break;
    }
    return oxo::PlayerKind::Human;
}

PlayerKind fromFile(oxo::PlayerKind kind) {
    switch (kind) {
        case oxo::PlayerKind::Easy:
            return PlayerKind::Easy;
        case oxo::PlayerKind::Medium:
            return PlayerKind::Medium;
        case oxo::PlayerKind::Hard:
            return PlayerKind::Hard;
        case oxo::PlayerKind::Engine:
            return PlayerKind::Engine;
        case oxo::PlayerKind::Human:
            break;
    }
    return PlayerKind::Human;
}

}  // namespace

GameRecord recordOf(const GameController& controller) {
    const GameSettings& settings = controller.settings();
    std::vector<oxo::PlayerSetup> players;
    const auto seats = static_cast<std::size_t>(controller.game().rules().players);
    players.reserve(seats);
    for (std::size_t seat = 0; seat < seats && seat < settings.players.size(); ++seat) {
        oxo::PlayerSetup player;  // field by field: either type may grow fields of its own
        player.name = settings.players[seat].name;
        player.kind = toFile(settings.players[seat].kind);
        player.engine = settings.players[seat].enginePath;
        players.push_back(player);
    }
    ClockSetting clock;
    clock.enabled = settings.clockEnabled;
    clock.seconds = settings.clockSeconds;
    clock.onTimeout = settings.timeoutAction == TimeoutAction::Lose
                          ? ClockSetting::OnTimeout::Lose
                          : ClockSetting::OnTimeout::RandomMove;
    return oxo::recordOf(controller.game(), std::move(players), clock);
}

GameSettings settingsFrom(const GameRecord& record, const GameSettings& base) {
    GameSettings settings = base;
    settings.rules = record.rules;
    for (std::size_t seat = 0; seat < settings.players.size(); ++seat) {
        PlayerSetup player;
        if (seat < record.players.size()) {
            player.name = record.players[seat].name;
            player.kind = fromFile(record.players[seat].kind);
            player.enginePath = record.players[seat].engine;
        }
        settings.players[seat] = player;
    }
    settings.clockEnabled = record.clock.enabled;
    settings.clockSeconds = record.clock.seconds;
    settings.timeoutAction = record.clock.onTimeout == ClockSetting::OnTimeout::Lose
                                 ? TimeoutAction::Lose
                                 : TimeoutAction::RandomMove;
    return settings;
}

}  // namespace oxo::ui
