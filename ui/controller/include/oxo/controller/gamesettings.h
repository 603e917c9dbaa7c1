// What a person chooses in the settings dialog (R-U4, R-U10): the engine's Rules plus who
// plays each mark, the bots' pace and the move clock. A value; QSettings holds it between runs.
// Seats and the clock are the game file's own types (oxo/files/game_record.h), so the dialog,
// the controller, the autosave and Save/Open share one model of a player.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>

#include "oxo/bot.h"
#include "oxo/files/game_record.h"
#include "oxo/files/player_setup.h"
#include "oxo/rules.h"
#include "oxo/types.h"

class QSettings;

namespace oxo::ui {

struct GameSettings {
    Q_DECLARE_TR_FUNCTIONS(GameSettings)

public:
    // The dialog offers up to 50×50 so cells stay clickable; the engine allows more.
    static constexpr int kMaxDialogSize = 50;
    static constexpr int kMaxPauseMs = 2000;

    Rules rules;
    std::array<PlayerSetup, kMaxPlayers> players;  // only the first rules.players are used
    int botPauseMs = 400;                          // minimum time between a turn and a bot move
    int botBudgetMs = 1000;                        // the bots' thinking budget per move
    ClockSetting clock;                            // R-U10: off by default

    static GameSettings defaults();
    // Reads what save() wrote; anything missing or out of range falls back to the default.
    static GameSettings load(QSettings& store);
    void save(QSettings& store) const;

    bool isHuman(Player p) const {
        return players[static_cast<std::size_t>(p)].kind == PlayerKind::Human;
    }
    bool hasHuman() const;
    bool isEngine(Player p) const {
        return players[static_cast<std::size_t>(p)].kind == PlayerKind::Engine;
    }
    const PlayerSetup& player(Player p) const { return players[static_cast<std::size_t>(p)]; }

    friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

QString kindName(PlayerKind kind);  // translated: Human, Easy, Medium, Hard, Engine
// Empty when outside engines can play `rules` (K = 5, two players, no gravity); else why not.
QString engineRulesProblem(const Rules& rules);
QString markText(Player player);  // X, O, Δ, □

}  // namespace oxo::ui
