#include "oxo/widgets/value_bar.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "board_painter.h"

namespace oxo::ui {

ValueBar::ValueBar(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ValueBar::setValue(double goodness) {
    goodness = std::clamp(goodness, -1.0, 1.0);
    if (std::abs(goodness - value_) < 1e-4) {
        return;
    }
    value_ = goodness;
    update();
}

QSize ValueBar::sizeHint() const {
    return {160, fontMetrics().height() / 2 + 8};
}

QSize ValueBar::minimumSizeHint() const {
    return {40, fontMetrics().height() / 2 + 8};
}

void ValueBar::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    const QRectF groove = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(palette().color(QPalette::Base));
    p.drawRect(groove);
    const double centre = groove.center().x();
    const double reach = value_ * (groove.width() / 2 - 1);
    const QRectF fill(QPointF(std::min(centre, centre + reach), groove.top() + 1),
                      QPointF(std::max(centre, centre + reach), groove.bottom() - 1));
    p.fillRect(fill, valueColour(value_));
    // The centre stays visible over the fill: "even" is where the eye measures from.
    p.setPen(QPen(palette().color(QPalette::Text), 1));
    p.drawLine(QPointF(centre, groove.top()), QPointF(centre, groove.bottom()));
}

}  // namespace oxo::ui
