// Who sits at each seat: a name and a human or a bot level. Shared by the game file, the
// autosave and the UI's new-game settings, so the three never disagree on what a player is.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include <QString>
#include <QStringView>

#include "oxo/bot.h"

namespace oxo {

enum class PlayerKind : std::uint8_t { Human, Easy, Medium, Hard };

struct PlayerSetup {
    QString name;
    PlayerKind kind = PlayerKind::Human;

    bool isBot() const { return kind != PlayerKind::Human; }
    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

// The stable words used in files: "human", "easy", "medium", "hard" (never translated).
QString kindKey(PlayerKind kind);
std::optional<PlayerKind> kindFromKey(QStringView key);

// The bot level a seat plays at; empty for a human.
std::optional<BotLevel> botLevel(PlayerKind kind);

// `count` human seats with empty names (the UI shows "Player X" etc. for an empty name).
std::vector<PlayerSetup> defaultPlayers(int count);

// Longest player name a file may hold; longer names are refused, not cut (R-F4).
inline constexpr int kMaxPlayerNameLength = 100;

}  // namespace oxo
