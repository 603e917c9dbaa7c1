// FocusRing<View>: an item view that shows when it has the keyboard focus. Fusion and the
// offscreen style draw no ring around a list or a table, so a keyboard user could not see
// that Tab had reached the move list or the score table.
#pragma once

#include <QFocusEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPen>

namespace oxo::ui {

template <typename View>
class FocusRing : public View {
public:
    using View::View;

protected:
    void paintEvent(QPaintEvent* event) override {
        View::paintEvent(event);
        if (this->hasFocus()) {
            QPainter painter(this->viewport());
            painter.setPen(QPen(this->palette().color(QPalette::Highlight), 2));
            painter.drawRect(QRectF(this->viewport()->rect()).adjusted(1, 1, -1, -1));
        }
    }
    // The whole edge changes, not only the current item.
    void focusInEvent(QFocusEvent* event) override {
        View::focusInEvent(event);
        this->viewport()->update();
    }
    void focusOutEvent(QFocusEvent* event) override {
        View::focusOutEvent(event);
        this->viewport()->update();
    }
};

}  // namespace oxo::ui
