// The running score of this session and the statistics kept across runs (R-U7): wins per
// player name and level, and draws. A game is counted once, when it first ends: undo, redo
// or another ending after that change nothing, so a result is never taken back or doubled.
//
// Results are filed under keys that do not depend on the language ("draw", "hard:Computer",
// "human:Ann") and translated only when shown (label()), so switching language never splits
// a count. Counts kept by older versions under translated keys are carried over once; a key
// from a language not loaded at that moment is kept as it was ("old:...", shown verbatim).
#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include "oxo/files/player_setup.h"
#include "oxo/types.h"

class QSettings;

namespace oxo::ui {

class GameController;

class Statistics {
    Q_DECLARE_TR_FUNCTIONS(Statistics)

public:
    // `store` may be null (nothing persists); it must outlive this object.
    explicit Statistics(QSettings* store);

    // The stable key a result is filed under: "draw" or "<kind word>:<name>".
    static QString winnerKey(const GameController& controller);
    // What people see for a key, in the language loaded now: "Ann (Human)", "Draws".
    static QString label(const QString& key);
    // Counts the result of the controller's game (no-op while it goes on, or when this game
    // was counted already).
    void recordEnd(const GameController& controller);
    // A new game began: its end counts again.
    void startGame() { counted_ = false; }

    // By stable key; only counts above 0.
    const QMap<QString, int>& session() const { return session_; }
    QMap<QString, int> allTime() const;
    void clearAllTime();

private:
    void migrate();
    void add(const QString& key);  // one more result under `key`, here and on disk

    QSettings* store_;
    QMap<QString, int> session_;
    bool counted_ = false;  // this game's result is in
};

}  // namespace oxo::ui
