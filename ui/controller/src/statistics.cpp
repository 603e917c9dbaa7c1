#include "oxo/controller/statistics.h"

#include <QSettings>
#include <algorithm>
#include <array>
#include <climits>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_settings.h"

namespace oxo::ui {

namespace {

// Results by stable key; "statistics" held translated keys before and is migrated once.
const QString kGroup = QStringLiteral("results");
const QString kOldGroup = QStringLiteral("statistics");
const QString kDraw = QStringLiteral("draw");
const QString kOldPrefix = QStringLiteral("old:");

constexpr std::array<PlayerKind, 5> kKinds{PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium,
                                           PlayerKind::Hard, PlayerKind::Engine};

// Counts stay in 0..INT_MAX whatever is added (a hand-edited store may hold anything).
int saturated(qint64 value) {
    return static_cast<int>(std::clamp<qint64>(value, 0, INT_MAX));
}

// "Ann (Human)" in English or the language loaded now -> "human:Ann"; "" when not recognised.
QString stableKeyOf(const QString& oldKey) {
    if (oldKey == QLatin1String("draws") || oldKey == Statistics::tr("draws")) {
        return kDraw;
    }
    for (const PlayerKind kind : kKinds) {
        for (const QString& kindText : {kindName(kind), QString::fromUtf8(kindEnglishName(kind))}) {
            const QString suffix = QStringLiteral(" (%1)").arg(kindText);
            if (oldKey.endsWith(suffix) && oldKey.size() > suffix.size()) {
                return kindKey(kind) + QLatin1Char(':') + oldKey.chopped(suffix.size());
            }
        }
    }
    return {};
}

}  // namespace

Statistics::Statistics(QSettings* store) : store_(store) {
    migrate();
}

void Statistics::migrate() {
    if (!store_ || !store_->childGroups().contains(kOldGroup)) {
        return;
    }
    QMap<QString, qint64> moved;
    store_->beginGroup(kOldGroup);
    for (const QString& key : store_->childKeys()) {
        const QString stable = stableKeyOf(key);
        // A key in a language not loaded now cannot be read back; it is kept as it was.
        moved[stable.isEmpty() ? kOldPrefix + key : stable] += store_->value(key).toInt();
    }
    store_->endGroup();
    store_->remove(kOldGroup);
    store_->beginGroup(kGroup);
    for (auto it = moved.begin(); it != moved.end(); ++it) {
        const int count = saturated(store_->value(it.key(), 0).toLongLong() + it.value());
        if (count > 0) {
            store_->setValue(it.key(), count);
        }
    }
    store_->endGroup();
}

QString Statistics::winnerKey(const GameController& controller) {
    const Position& pos = controller.position();
    Player winner = kNoPlayer;
    if (controller.timedOut() != kNoPlayer) {
        // With two players the other one wins; with more, a loss on time names no winner.
        if (controller.settings().rules.players == 2) {
            winner = static_cast<Player>(1 - controller.timedOut());
        }
    } else if (controller.forfeited() != kNoPlayer) {
        winner = controller.forfeitWinner();  // a failed engine loses (R-F5)
    } else if (pos.status() == Status::Won) {
        winner = pos.winner();
    }
    if (winner == kNoPlayer) {
        return kDraw;
    }
    // The person who plays the winning mark now (a swap opening may have exchanged seats).
    const PlayerSetup& setup = controller.settings().player(controller.seatOfMark(winner));
    QString name = setup.name;
    // '/' and '\' would nest QSettings groups.
    name.replace(QLatin1Char('/'), QLatin1Char('-')).replace(QLatin1Char('\\'), QLatin1Char('-'));
    return kindKey(setup.kind) + QLatin1Char(':') + name;
}

QString Statistics::label(const QString& key) {
    if (key == kDraw) {
        return tr("Draws");
    }
    if (key.startsWith(kOldPrefix)) {
        return key.mid(kOldPrefix.size());
    }
    const qsizetype colon = key.indexOf(QLatin1Char(':'));
    const std::optional<PlayerKind> kind =
        colon < 0 ? std::nullopt : kindFromKey(QStringView(key).left(colon));
    if (!kind) {
        return key;
    }
    return tr("%1 (%2)").arg(key.mid(colon + 1), kindName(*kind));
}

void Statistics::recordEnd(const GameController& controller) {
    if (controller.isOver() && !counted_) {
        counted_ = true;
        add(winnerKey(controller));
    }
}

void Statistics::add(const QString& key) {
    session_[key] = saturated(qint64{session_.value(key)} + 1);
    if (store_) {
        store_->beginGroup(kGroup);
        store_->setValue(key, saturated(store_->value(key, 0).toLongLong() + 1));
        store_->endGroup();
    }
}

QMap<QString, int> Statistics::allTime() const {
    QMap<QString, int> result;
    if (store_) {
        store_->beginGroup(kGroup);
        for (const QString& key : store_->childKeys()) {
            if (const int count = saturated(store_->value(key).toLongLong()); count > 0) {
                result[key] = count;
            }
        }
        store_->endGroup();
    }
    return result;
}

void Statistics::clearAllTime() {
    if (store_) {
        store_->remove(kGroup);
    }
}

}  // namespace oxo::ui
