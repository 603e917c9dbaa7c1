// What a person chooses in the settings dialog (R-U4, R-U10): the engine's Rules plus who
// plays each mark, the bots' pace and the move clock. A value; QSettings holds it between runs.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>

#include "oxo/bot.h"
#include "oxo/rules.h"
#include "oxo/types.h"

class QSettings;

namespace oxo::ui {

// Engine: an outside pbrain-* program (R-F5); only offered when engineRulesProblem() is empty.
enum class PlayerKind : std::uint8_t { Human, Easy, Medium, Hard, Engine };
enum class TimeoutAction : std::uint8_t { RandomMove, Lose };

struct PlayerSetup {
    // A constructor rather than an aggregate, so {name, kind} stays complete without a path.
    PlayerSetup() = default;
    PlayerSetup(QString playerName, PlayerKind playerKind, QString engine = {})
        : name(std::move(playerName)), kind(playerKind), enginePath(std::move(engine)) {}

    QString name;
    PlayerKind kind = PlayerKind::Human;
    QString
        enginePath;  // the executable, for PlayerKind::Engine (kept when another kind is picked)
    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

struct GameSettings {
    Q_DECLARE_TR_FUNCTIONS(GameSettings)

public:
    // The dialog offers up to 50×50 so cells stay clickable; the engine allows more.
    static constexpr int kMaxDialogSize = 50;
    static constexpr int kMaxPauseMs = 2000;
    static constexpr int kMinClockSeconds = 1;
    static constexpr int kMaxClockSeconds = 3600;

    Rules rules;
    std::array<PlayerSetup, kMaxPlayers> players;  // only the first rules.players are used
    int botPauseMs = 400;                          // minimum time between a turn and a bot move
    int botBudgetMs = 1000;                        // the bots' thinking budget per move
    bool clockEnabled = false;                     // R-U10: off by default
    int clockSeconds = 30;
    TimeoutAction timeoutAction = TimeoutAction::RandomMove;

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
    bool hasEngine() const;
    const PlayerSetup& player(Player p) const { return players[static_cast<std::size_t>(p)]; }

    friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

std::optional<BotLevel> botLevel(PlayerKind kind);
QString kindName(PlayerKind kind);  // translated: Human, Easy, Medium, Hard, Engine
// Empty when outside engines can play `rules` (K = 5, two players, no gravity); else why not.
QString engineRulesProblem(const Rules& rules);
QString markText(Player player);  // X, O, Δ, □

}  // namespace oxo::ui
