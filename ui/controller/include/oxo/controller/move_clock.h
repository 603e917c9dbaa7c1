// A person's move clock (R-U10), on its own: one turn's countdown that expires once, can be
// held while a dialog has the person's attention (holds nest: a message box over the settings
// dialog) and goes on with the time that was left. The GameController decides whose turn it
// times and what expiry means.
#pragma once

#include <QObject>
#include <QTimer>

namespace oxo::ui {

class MoveClock : public QObject {
    Q_OBJECT

public:
    explicit MoveClock(QObject* parent = nullptr);

    // Starts a turn of `ms` milliseconds (while held, it starts when the last hold ends).
    void startTurn(int ms);
    // Ends the turn: nothing runs and nothing waits for a resume.
    void stop();
    // Whether a turn is counting down or waiting behind a hold.
    bool hasTurn() const { return timer_.isActive() || leftMs_ >= 0; }

    void hold();
    void release();  // one per hold()
    bool held() const { return holds_ > 0; }

    // What is left of the turn; -1 when there is none.
    int remainingMs() const;

signals:
    void expired();
    // A hold stopped the countdown or a release started it again (a display may refresh).
    void runningChanged();

private:
    QTimer timer_;
    int holds_ = 0;
    int leftMs_ = -1;  // while held: what was left of the turn
};

}  // namespace oxo::ui
