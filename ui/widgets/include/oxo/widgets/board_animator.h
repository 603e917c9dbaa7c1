// The board's motion: marks fade and grow in, gravity marks drop to their landing
// cell, the winning line draws itself, a refused cell flashes. Only painting is animated: the
// game has changed already when an animation starts, and nothing waits for one to end. All
// are short (≤ 250 ms); when motion is off (the person's choice or the desktop's reduced-motion
// setting) nothing moves, and a refused cell is marked for a moment without movement.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <optional>
#include <vector>

#include "oxo/types.h"

namespace oxo::ui {

class BoardAnimator : public QObject {
    Q_OBJECT

public:
    static constexpr int kAppearMs = 180;
    static constexpr int kDropMaxMs = 250;
    static constexpr int kWinLineMs = 250;
    static constexpr int kFlashMs = 400;

    explicit BoardAnimator(QObject* parent = nullptr);

    void setEnabled(bool enabled);
    bool isEnabled() const { return enabled_; }
    // Something moves, so the board repaints on every frame.
    bool isAnimating() const;

    // A mark arrived on `cell`; under gravity it falls from above the board's top row.
    void markPlaced(Cell cell, bool dropped);
    void lineCompleted();
    void moveRefused(Cell cell);
    // The position was replaced (undo, new game, history view): nothing half-drawn stays.
    void clear();

    // 0..1 for a cell being placed; nullopt when the cell shows its mark in full.
    struct MarkFrame {
        double opacity = 1;
        double scale = 1;
        double rowOffset = 0;  // in cells: negative while the mark is still above its cell
    };
    std::optional<MarkFrame> markFrame(Cell cell) const;
    // How much of the winning line is drawn, 0..1.
    double lineProgress() const;
    // The refused cell and how strongly to mark it (1 fading to 0); the horizontal shake,
    // in cells, is 0 when motion is off.
    struct Flash {
        Cell cell;
        double strength = 0;
        double shake = 0;
    };
    std::optional<Flash> flash() const;

signals:
    void frame();  // repaint

private:
    double elapsed(qint64 start) const;
    void tick();
    void ensureTicking();

    struct Placement {
        Cell cell;
        qint64 start = 0;
        int durationMs = kAppearMs;
        bool dropped = false;
    };
    bool enabled_ = true;
    QElapsedTimer clock_;
    QTimer ticker_;
    std::vector<Placement> placements_;
    std::optional<qint64> lineStart_;
    std::optional<std::pair<Cell, qint64>> flash_;
};

}  // namespace oxo::ui
