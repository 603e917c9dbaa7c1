#include "oxo/files/player_setup.h"

namespace oxo {

QString kindKey(PlayerKind kind) {
    switch (kind) {
        case PlayerKind::Human:
            return QStringLiteral("human");
        case PlayerKind::Easy:
            return QStringLiteral("easy");
        case PlayerKind::Medium:
            return QStringLiteral("medium");
        case PlayerKind::Hard:
            return QStringLiteral("hard");
        case PlayerKind::Engine:
            return QStringLiteral("engine");
    }
    return QStringLiteral("human");
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
