#include "oxo/controller/game_settings.h"

#include <QDir>
#include <QSettings>
#include <QThread>
#include <algorithm>
#include <array>

#include "oxo/engines/engine_rules.h"
#include "oxo/enum_table.h"

namespace oxo::ui {

int GameSettings::defaultBotThreads() {
    return std::clamp(QThread::idealThreadCount(), 1, kDefaultMaxBotThreads);
}

GameSettings GameSettings::defaults() {
    GameSettings s;
    s.rules = Rules::square(3);
    s.players[0] = {defaultName(0, PlayerKind::Human), PlayerKind::Human};
    for (int p = 1; p < kMaxPlayers; ++p) {
        s.players[static_cast<std::size_t>(p)] = {
            defaultName(static_cast<Player>(p), PlayerKind::Medium), PlayerKind::Medium};
    }
    return s;
}

QString GameSettings::defaultName(Player seat, PlayerKind kind) {
    switch (kind) {
        case PlayerKind::Human:
            return seat == 0 ? tr("You") : tr("Player %1").arg(seat + 1);
        case PlayerKind::Engine:
            return tr("Engine");
        case PlayerKind::Easy:
        case PlayerKind::Medium:
        case PlayerKind::Hard:
            break;
    }
    return tr("Computer");
}

bool GameSettings::isDefaultName(const QString& name) {
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        for (const PlayerKind kind : {PlayerKind::Human, PlayerKind::Medium, PlayerKind::Engine}) {
            if (name == defaultName(static_cast<Player>(seat), kind)) {
                return true;
            }
        }
    }
    return false;
}

bool GameSettings::hasHuman() const {
    for (int p = 0; p < rules.players; ++p) {
        if (isHuman(static_cast<Player>(p))) {
            return true;
        }
    }
    return false;
}

GameSettings GameSettings::load(QSettings& store) {
    GameSettings s = defaults();
    store.beginGroup(QStringLiteral("game"));
    Rules r;
    r.size = store.value(QStringLiteral("size"), s.rules.size).toInt();
    r.winLength = store.value(QStringLiteral("winLength"), s.rules.winLength).toInt();
    r.players = store.value(QStringLiteral("players"), s.rules.players).toInt();
    r.firstPlayer = static_cast<Player>(store.value(QStringLiteral("firstPlayer"), 0).toInt());
    r.earlyDraw = store.value(QStringLiteral("earlyDraw"), s.rules.earlyDraw).toBool();
    r.gravity = store.value(QStringLiteral("gravity"), s.rules.gravity).toBool();
    // "rule" (R-E15); settings from before it say "exactLength".
    const bool exact = store.value(QStringLiteral("exactLength"), false).toBool();
    r.family = parseFamily(store.value(QStringLiteral("rule")).toString().toStdString())
                   .value_or(exact ? Family::Exact : s.rules.family);
    // A hand-edited or old file must not give a game the dialog could not have made.
    if (!validate(r) && r.size <= kMaxDialogSize) {
        s.rules = r;
    }
    for (int p = 0; p < kMaxPlayers; ++p) {
        auto& setup = s.players[static_cast<std::size_t>(p)];
        const QString prefix = QStringLiteral("player%1/").arg(p);
        // A hand-edited name loses what a name may not hold (player_setup.h).
        const QString name =
            visibleName(store.value(prefix + QStringLiteral("name"), setup.name).toString());
        if (!name.trimmed().isEmpty()) {
            setup.name = name.trimmed();
        }
        // The kind is stored by its file word ("hard"); an unknown word keeps the default.
        const QString kind = store.value(prefix + QStringLiteral("kind")).toString();
        setup.engine = store.value(prefix + QStringLiteral("engine")).toString();
        if (!pathProblem(setup.engine).isEmpty()) {
            setup.engine.clear();  // a seat with no usable program falls back below
        }
        if (const auto known = kindFromKey(kind)) {
            setup.kind = *known;
        }
    }
    // An engine seat the rules cannot have, or without a program, falls back to a bot.
    for (int p = 0; p < kMaxPlayers; ++p) {
        auto& setup = s.players[static_cast<std::size_t>(p)];
        if (setup.kind == PlayerKind::Engine &&
            (setup.engine.isEmpty() || !pbrain::engineRulesProblem(s.rules).isEmpty())) {
            setup.kind = PlayerKind::Medium;
        }
    }
    // R-E16: an opening rule these rules cannot have is dropped.
    s.opening = parseOpeningRule(store.value(QStringLiteral("opening")).toString().toStdString())
                    .value_or(OpeningRule::None);
    if (openingProblem(s.opening, s.rules)) {
        s.opening = OpeningRule::None;
    }
    s.botPauseMs =
        std::clamp(store.value(QStringLiteral("botPauseMs"), s.botPauseMs).toInt(), 0, kMaxPauseMs);
    s.botThreads = std::clamp(store.value(QStringLiteral("botThreads"), s.botThreads).toInt(), 1,
                              kMaxBotThreads);
    s.engineMemoryMiB =
        std::clamp(store.value(QStringLiteral("engineMemoryMiB"), s.engineMemoryMiB).toInt(),
                   kMinEngineMemoryMiB, kMaxEngineMemoryMiB);
    s.clock.enabled = store.value(QStringLiteral("clockEnabled"), false).toBool();
    s.clock.seconds =
        std::clamp(store.value(QStringLiteral("clockSeconds"), s.clock.seconds).toInt(),
                   kMinClockSeconds, kMaxClockSeconds);
    s.clock.onTimeout = store.value(QStringLiteral("timeoutLoses"), false).toBool()
                            ? ClockSetting::OnTimeout::Lose
                            : ClockSetting::OnTimeout::RandomMove;
    store.endGroup();
    return s;
}

void GameSettings::save(QSettings& store) const {
    store.beginGroup(QStringLiteral("game"));
    store.setValue(QStringLiteral("size"), rules.size);
    store.setValue(QStringLiteral("winLength"), rules.winLength);
    store.setValue(QStringLiteral("players"), rules.players);
    store.setValue(QStringLiteral("firstPlayer"), int(rules.firstPlayer));
    store.setValue(QStringLiteral("earlyDraw"), rules.earlyDraw);
    store.setValue(QStringLiteral("gravity"), rules.gravity);
    store.remove(QStringLiteral("exactLength"));
    store.setValue(QStringLiteral("rule"), QString::fromUtf8(familyName(rules.family).data()));
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto& setup = players[static_cast<std::size_t>(p)];
        const QString prefix = QStringLiteral("player%1/").arg(p);
        store.setValue(prefix + QStringLiteral("name"), setup.name);
        store.setValue(prefix + QStringLiteral("kind"), kindKey(setup.kind));
        store.setValue(prefix + QStringLiteral("engine"), setup.engine);
    }
    store.setValue(QStringLiteral("opening"), QString::fromUtf8(openingRuleName(opening).data()));
    store.setValue(QStringLiteral("botPauseMs"), botPauseMs);
    store.setValue(QStringLiteral("botThreads"), botThreads);
    store.setValue(QStringLiteral("engineMemoryMiB"), engineMemoryMiB);
    store.setValue(QStringLiteral("clockEnabled"), clock.enabled);
    store.setValue(QStringLiteral("clockSeconds"), clock.seconds);
    store.setValue(QStringLiteral("timeoutLoses"),
                   clock.onTimeout == ClockSetting::OnTimeout::Lose);
    store.endGroup();
}

const char* kindEnglishName(PlayerKind kind) {
    // Indexed by PlayerKind (enum_table.h): Human, Easy, Medium, Hard, Engine.
    static constexpr std::array<const char*, 5> kNames{
        QT_TRANSLATE_NOOP("GameSettings", "Human"), QT_TRANSLATE_NOOP("GameSettings", "Easy"),
        QT_TRANSLATE_NOOP("GameSettings", "Medium"), QT_TRANSLATE_NOOP("GameSettings", "Hard"),
        QT_TRANSLATE_NOOP("GameSettings", "Engine")};
    static_assert(kNames.size() == static_cast<std::size_t>(PlayerKind::Engine) + 1);
    return enumEntry(kNames, kind, "");
}

QString kindName(PlayerKind kind) {
    return GameSettings::tr(kindEnglishName(kind));
}

QString openingProblemText(const GameSettings& settings) {
    if (!openingProblem(settings.opening, settings.rules)) {
        return {};
    }
    return settings.rules.players != 2
               ? GameSettings::tr("The swap openings need two players.")
               : GameSettings::tr("The swap openings need a win length of at least 4.");
}

QStringList resolveEngineSeats(GameSettings& settings) {
    QStringList changed;
    QString problem = pbrain::engineRulesProblem(settings.rules);
    if (problem.isEmpty() && settings.opening != OpeningRule::None) {
        // The pbrain protocol's SWAP2BOARD is an extension few engines answer (R-E16).
        problem = GameSettings::tr("an outside engine cannot play the swap openings.");
    }
    for (int p = 0; p < settings.rules.players; ++p) {
        PlayerSetup& seat = settings.players[static_cast<std::size_t>(p)];
        if (seat.kind != PlayerKind::Engine) {
            continue;
        }
        const QString why = !problem.isEmpty()      ? problem
                            : seat.engine.isEmpty() ? GameSettings::tr("No program is set.")
                                                    : QString();
        if (why.isEmpty()) {
            continue;
        }
        seat.kind = PlayerKind::Hard;
        if (GameSettings::isDefaultName(seat.name)) {
            seat.name = GameSettings::defaultName(static_cast<Player>(p), PlayerKind::Hard);
        }
        changed << GameSettings::tr("%1 plays with OXO's Hard bot instead of the engine %2: %3")
                       .arg(markText(static_cast<Player>(p)), QDir::toNativeSeparators(seat.engine),
                            why);
    }
    return changed;
}

QString markText(Player player) {
    // The engine's own mark names (R-E3), so the board, the CLI and files agree.
    const auto name = markName(player);
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

}  // namespace oxo::ui
