#include "oxo/files/player_setup.h"

namespace oxo {

QString kindKey(PlayerKind kind) {
    // A bot seat is written with its level's one name (oxo::levelName), as everywhere else.
    if (const auto level = botLevel(kind)) {
        const std::string_view name = levelName(*level);
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    }
    return kind == PlayerKind::Engine ? QStringLiteral("engine") : QStringLiteral("human");
}

std::optional<PlayerKind> kindFromKey(QStringView key) {
    for (PlayerKind kind : {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium,
                            PlayerKind::Hard, PlayerKind::Engine}) {
        if (key == kindKey(kind)) {
            return kind;
        }
    }
    return std::nullopt;
}

std::optional<BotLevel> botLevel(PlayerKind kind) {
    switch (kind) {
        case PlayerKind::Human:
        case PlayerKind::Engine:
            return std::nullopt;
        case PlayerKind::Easy:
            return BotLevel::Easy;
        case PlayerKind::Medium:
            return BotLevel::Medium;
        case PlayerKind::Hard:
            return BotLevel::Hard;
    }
    return std::nullopt;
}

std::vector<PlayerSetup> defaultPlayers(int count) {
    return std::vector<PlayerSetup>(static_cast<std::size_t>(count < 0 ? 0 : count));
}

}  // namespace oxo
