// What a person chooses in the settings dialog (R-U4, R-U10): the engine's Rules plus who
// plays each mark, the bots' pace and the move clock. A value; QSettings holds it between runs.
// Seats and the clock are the game file's own types (oxo/files/game_record.h), so the dialog,
// the controller, the autosave and Save/Open share one model of a player.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>

#include "oxo/bot.h"
#include "oxo/files/game_record.h"
#include "oxo/files/player_setup.h"
#include "oxo/opening_rule.h"
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
    // INFO max_memory for outside engines, in MiB (R-F5): what a desktop can spare by default.
    static constexpr int kDefaultEngineMemoryMiB = 256;
    static constexpr int kMinEngineMemoryMiB = 16;
    static constexpr int kMaxEngineMemoryMiB = 65536;
    // Threads for Hard's search and the analysis: by default up to four of the machine's, which
    // leaves the rest of a larger machine to everything else.
    static constexpr int kDefaultMaxBotThreads = 4;
    static constexpr int kMaxBotThreads = kMaxSearchThreads;

    Rules rules;
    std::array<PlayerSetup, kMaxPlayers> players;   // only the first rules.players are used
    int botPauseMs = 400;                           // minimum time between a turn and a bot move
    int botBudgetMs = 1000;                         // the bots' thinking budget per move
    int botThreads = defaultBotThreads();           // SearchLimits::threads of Hard's search
    ClockSetting clock;                             // R-U10: off by default
    int engineMemoryMiB = kDefaultEngineMemoryMiB;  // each outside engine's memory limit
    // R-E16: swap or swap2 for two players; only when openingProblem(opening, rules) is empty.
    OpeningRule opening = OpeningRule::None;

    static GameSettings defaults();
    static int defaultBotThreads();
    // The name a seat gets when nobody typed one: "You" for the first person, "Player N" for
    // the others, "Computer" for a bot, "Engine" for an outside engine (translated).
    static QString defaultName(Player seat, PlayerKind kind);
    // Whether `name` is one of those (so it may follow a change of kind).
    static bool isDefaultName(const QString& name);
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

// Human, Easy, Medium, Hard, Engine: in English (older statistics stored it) and translated.
const char* kindEnglishName(PlayerKind kind);
QString kindName(PlayerKind kind);
QString markText(Player player);  // X, O, Δ, □
// Why `settings.opening` cannot be played with its rules (translated), or empty (R-E16).
QString openingProblemText(const GameSettings& settings);
// Engine seats (in use) that `settings.rules` (or its opening rule) do not allow become Hard
// bots; returns one translated line per seat changed, naming the program and the reason.
QStringList resolveEngineSeats(GameSettings& settings);

}  // namespace oxo::ui
