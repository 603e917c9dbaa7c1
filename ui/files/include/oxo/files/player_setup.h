// Who sits at each seat: a name and a human, a bot level or an outside engine (R-F5). Shared by the
// game file, the autosave and the UI's new-game settings, so the three never disagree on what a
// player is.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include <QString>
#include <QStringView>

#include "oxo/bot.h"
#include "oxo/rules.h"

namespace oxo {

enum class PlayerKind : std::uint8_t { Human, Easy, Medium, Hard, Engine };

struct PlayerSetup {
    // A constructor rather than an aggregate, so {name, kind} stays complete without a path.
    PlayerSetup() = default;
    PlayerSetup(QString playerName, PlayerKind playerKind, QString enginePath = {})
        : name(std::move(playerName)), kind(playerKind), engine(std::move(enginePath)) {}

    QString name;
    PlayerKind kind = PlayerKind::Human;
    // PlayerKind::Engine: the pbrain-* executable's absolute path, as it was when the game was
    // saved. A file naming one that no longer exists still opens; the engine seat then fails on
    // its first turn with a clear message and can be changed in the settings. The settings
    // dialog keeps it while another kind is picked, so switching back does not lose it; files
    // keep it for engine seats only (a reader drops it elsewhere, so save and re-read agree).
    QString engine;

    bool isBot() const { return kind != PlayerKind::Human; }
    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

// The stable words used in files and settings: "human", "easy", "medium", "hard" (the bot
// levels' one name, oxo::levelName), "engine". Never translated.
QString kindKey(PlayerKind kind);
std::optional<PlayerKind> kindFromKey(QStringView key);

// The bot level a seat plays at; empty for a human or an engine.
std::optional<BotLevel> botLevel(PlayerKind kind);

// `count` human seats with empty names (the UI shows "Player X" etc. for an empty name).
std::vector<PlayerSetup> defaultPlayers(int count);

// Longest player name a file may hold; longer names are refused, not cut (R-F4).
inline constexpr int kMaxPlayerNameLength = 100;

// Empty when `name` can be a player's name; otherwise why not (translated). A name is one line
// of visible text: no control characters, no line or paragraph separators, no invisible format
// characters (byte order mark, bidi overrides and isolates, zero-width spaces), no broken
// UTF-16. Zero-width joiners stay (emoji sequences and some scripts need them).
QString nameProblem(const QString& name);
// `name` with whatever nameProblem() refuses removed and cut to kMaxPlayerNameLength.
QString visibleName(const QString& name);

// Longest path a file may name (an engine's program, the autosave's source file): PATH_MAX.
inline constexpr int kMaxPathLength = 4096;
// Empty when `path` is absolute, at most kMaxPathLength long and free of what nameProblem()
// refuses; otherwise why not (translated). Says nothing about whether the file exists.
QString pathProblem(const QString& path);

// Empty when `program` may be run as an engine; otherwise why not (translated). Besides
// pathProblem(), a name that a person could not tell apart from another in the consent
// question is refused: a part of the path that ends in a space, or any space but the plain
// one (a no-break space, a thin space...).
QString programProblem(const QString& program);

}  // namespace oxo
