// Looking at an earlier position of the game (R-U7) and replaying the game move by move, on
// its own: which ply is shown (before that many moves), that position, rebuilt by the one
// replay rule (oxo/replay.h), and the replay's steady step. The GameController decides what
// the live game does meanwhile (it waits) and what a step shows.
#pragma once

#include <QObject>
#include <QTimer>
#include <optional>

#include "oxo/game.h"
#include "oxo/position.h"

namespace oxo::ui {

class HistoryView : public QObject {
    Q_OBJECT

public:
    explicit HistoryView(QObject* parent = nullptr);

    int ply() const { return ply_; }  // -1: the live game
    bool active() const { return ply_ >= 0; }
    // The position shown; only while active().
    const Position& position() const { return *shown_; }

    // Shows the position before move `ply` of `game`. Precondition: 0 <= ply < moves played.
    void show(const Game& game, int ply);
    // Back to the live game (nothing to do when already there).
    void leave();

    // Emits step() every `intervalMs` until stopReplay().
    void startReplay(int intervalMs);
    void stopReplay() { timer_.stop(); }
    bool replaying() const { return timer_.isActive(); }

signals:
    void step();  // time for the replay's next position

private:
    int ply_ = -1;
    std::optional<Position> shown_;
    QTimer timer_;
};

}  // namespace oxo::ui
