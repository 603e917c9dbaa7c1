#include "oxo/widgets/board_animator.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace oxo::ui {

namespace {

constexpr int kFrameMs = 16;

// Slows down towards the end, like something settling.
double easeOut(double t) {
    return 1 - (1 - t) * (1 - t);
}

// Speeds up, like something falling.
double easeIn(double t) {
    return t * t;
}

}  // namespace

BoardAnimator::BoardAnimator(QObject* parent) : QObject(parent) {
    clock_.start();
    ticker_.setInterval(kFrameMs);
    connect(&ticker_, &QTimer::timeout, this, &BoardAnimator::tick);
}

void BoardAnimator::setEnabled(bool enabled) {
    enabled_ = enabled;
    if (!enabled_) {
        clear();
    }
}

double BoardAnimator::elapsed(qint64 start) const {
    return static_cast<double>(clock_.elapsed() - start);
}

bool BoardAnimator::isAnimating() const {
    return ticker_.isActive();
}

void BoardAnimator::ensureTicking() {
    if (!ticker_.isActive()) {
        ticker_.start();
    }
    emit frame();
}

void BoardAnimator::markPlaced(Cell cell, bool dropped) {
    if (!enabled_) {
        return;
    }
    std::erase_if(placements_, [cell](const Placement& p) { return p.cell == cell; });
    Placement placement{cell, clock_.elapsed(), kAppearMs, dropped};
    if (dropped) {
        // Farther falls take longer, up to the limit; a fall to the top row is still seen.
        placement.durationMs = std::clamp(100 + 15 * (cell.row + 1), 120, kDropMaxMs);
    }
    placements_.push_back(placement);
    ensureTicking();
}

void BoardAnimator::lineCompleted() {
    if (!enabled_) {
        return;
    }
    lineStart_ = clock_.elapsed();
    ensureTicking();
}

void BoardAnimator::moveRefused(Cell cell) {
    flash_ = std::make_pair(cell, clock_.elapsed());
    ensureTicking();
}

void BoardAnimator::clear() {
    placements_.clear();
    lineStart_.reset();
    flash_.reset();
    ticker_.stop();
    emit frame();
}

std::optional<BoardAnimator::MarkFrame> BoardAnimator::markFrame(Cell cell) const {
    for (const Placement& p : placements_) {
        if (p.cell != cell) {
            continue;
        }
        const double t = std::clamp(elapsed(p.start) / p.durationMs, 0.0, 1.0);
        if (t >= 1) {
            return std::nullopt;
        }
        MarkFrame frame;
        if (p.dropped) {
            frame.rowOffset = -(1 - easeIn(t)) * (cell.row + 1);
        } else {
            frame.opacity = easeOut(t);
            frame.scale = 0.55 + 0.45 * easeOut(t);
        }
        return frame;
    }
    return std::nullopt;
}

double BoardAnimator::lineProgress() const {
    if (!lineStart_) {
        return 1;
    }
    return easeOut(std::clamp(elapsed(*lineStart_) / kWinLineMs, 0.0, 1.0));
}

std::optional<BoardAnimator::Flash> BoardAnimator::flash() const {
    if (!flash_) {
        return std::nullopt;
    }
    const double t = elapsed(flash_->second) / kFlashMs;
    if (t >= 1) {
        return std::nullopt;
    }
    Flash f{flash_->first, 1 - t, 0};
    if (enabled_) {
        // Three quick swings that die away: "no".
        f.shake = 0.08 * std::sin(t * 6 * std::numbers::pi) * (1 - t);
    }
    return f;
}

void BoardAnimator::tick() {
    const qint64 now = clock_.elapsed();
    std::erase_if(placements_, [now](const Placement& p) { return now - p.start >= p.durationMs; });
    if (lineStart_ && now - *lineStart_ >= kWinLineMs) {
        lineStart_.reset();
    }
    if (flash_ && now - flash_->second >= kFlashMs) {
        flash_.reset();
    }
    if (placements_.empty() && !lineStart_ && !flash_) {
        ticker_.stop();
    }
    emit frame();
}

}  // namespace oxo::ui
