// The running score of this session and the statistics kept across runs (R-U7): wins per
// player name and level, and draws. Results are counted when a game ends and taken back when
// an undo re-opens it, so undo-and-replay never counts a game twice.
#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include "oxo/types.h"

class QSettings;

namespace oxo::ui {

class GameController;

class Statistics {
    Q_DECLARE_TR_FUNCTIONS(Statistics)

public:
    // `store` may be null (nothing persists); it must outlive this object.
    explicit Statistics(QSettings* store);

    // The key a result is filed under: "Alice (Human)", "Computer (Hard)", or "draws".
    static QString winnerKey(const GameController& controller);
    // Counts the result of the controller's game (no-op while it goes on).
    void recordEnd(const GameController& controller);
    // Takes back the last counted result: an undo re-opened that game.
    void retractLast();
    // A new game began: the last result stays counted for good.
    void forgetLast() { last_.clear(); }

    const QMap<QString, int>& session() const { return session_; }
    QMap<QString, int> allTime() const;
    void clearAllTime();

private:
    QSettings* store_;
    void add(const QString& key, int delta);

    QMap<QString, int> session_;
    QString last_;
};

}  // namespace oxo::ui
