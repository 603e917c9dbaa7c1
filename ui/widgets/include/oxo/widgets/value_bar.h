// The analysis panel's evaluation bar (R-U12): a centre mark for "even", filled from the centre
// to the right for the side to move's advantage and to the left for its disadvantage, in the
// board overlay's colours, so it reads at a glance. It stands in for QProgressBar, whose
// setValue() repaints at once: inside the panel's refresh that painted the whole window, board
// overlay included, and stalled the GUI thread 3–10 ms per analysis update (measured with
// BM_EventLoopStallWhileAnalysing15). Here a new value only schedules a paint.
#pragma once

#include <QWidget>

namespace oxo::ui {

class ValueBar : public QWidget {
    Q_OBJECT

public:
    explicit ValueBar(QWidget* parent = nullptr);

    // -1 (loses) .. 1 (wins) for the side to move; clamped.
    void setValue(double goodness);
    double value() const { return value_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double value_ = 0;
};

}  // namespace oxo::ui
