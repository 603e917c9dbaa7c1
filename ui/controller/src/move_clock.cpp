#include "oxo/controller/move_clock.h"

#include <algorithm>
#include <utility>

namespace oxo::ui {

MoveClock::MoveClock(QObject* parent) : QObject(parent) {
    timer_.setSingleShot(true);
    // A coarse timer may fire 5 % late: a 5 s clock then showed 0:06 and ran 5.25 s.
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &MoveClock::expired);
}

void MoveClock::startTurn(int ms) {
    if (held()) {
        leftMs_ = ms;  // starts when the dialog closes
    } else {
        leftMs_ = -1;
        timer_.start(ms);
    }
}

void MoveClock::stop() {
    timer_.stop();
    leftMs_ = -1;
}

void MoveClock::hold() {
    if (holds_++ == 0 && timer_.isActive()) {
        leftMs_ = std::max(0, timer_.remainingTime());
        timer_.stop();
        emit runningChanged();
    }
}

void MoveClock::release() {
    Q_ASSERT(holds_ > 0);
    if (holds_ == 0 || --holds_ > 0) {
        return;
    }
    if (leftMs_ >= 0) {
        timer_.start(std::exchange(leftMs_, -1));
        emit runningChanged();
    }
}

int MoveClock::remainingMs() const {
    return timer_.isActive() ? timer_.remainingTime() : leftMs_;
}

}  // namespace oxo::ui
