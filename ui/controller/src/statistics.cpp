#include "oxo/controller/statistics.h"

#include <QSettings>

#include "oxo/controller/gamecontroller.h"

namespace oxo::ui {

namespace {
const QString kGroup = QStringLiteral("statistics");
}

Statistics::Statistics(QSettings* store) : store_(store) {}

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
        return tr("draws");
    }
    const PlayerSetup& setup = controller.settings().player(winner);
    QString name = setup.name;
    name.replace(QLatin1Char('/'), QLatin1Char('-')).replace(QLatin1Char('\\'), QLatin1Char('-'));
    return tr("%1 (%2)").arg(name, kindName(setup.kind));  // '/' would nest QSettings groups
}

void Statistics::recordEnd(const GameController& controller) {
    if (controller.isOver()) {
        last_ = winnerKey(controller);
        add(last_, +1);
    }
}

void Statistics::retractLast() {
    if (!last_.isEmpty()) {
        add(last_, -1);
        last_.clear();
    }
}

void Statistics::add(const QString& key, int delta) {
    session_[key] = std::max(0, session_.value(key) + delta);
    if (store_) {
        store_->beginGroup(kGroup);
        store_->setValue(key, std::max(0, store_->value(key, 0).toInt() + delta));
        store_->endGroup();
    }
}

QMap<QString, int> Statistics::allTime() const {
    QMap<QString, int> result;
    if (store_) {
        store_->beginGroup(kGroup);
        for (const QString& key : store_->childKeys()) {
            result[key] = store_->value(key).toInt();
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
