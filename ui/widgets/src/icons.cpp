#include "oxo/widgets/icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>

namespace oxo::ui {

namespace {

void arrowHead(QPainter& p, QPointF tip, QPointF a, QPointF b) {
    p.drawPolyline(QPolygonF{a, tip, b});
}

void magnifier(QPainter& p) {
    p.drawEllipse(QRectF(3.5, 3.5, 12, 12));
    p.drawLine(QPointF(14, 14), QPointF(20.5, 20.5));
}

// Draws `kind` on a 24×24 grid; the caller scales the painter to the pixmap's size.
void paintKind(QPainter& p, IconKind kind, const QColor& color) {
    QPen pen(color, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    switch (kind) {
        case IconKind::NewGame:  // a fresh 3×3 grid
            for (double v : {9.0, 15.0}) {
                p.drawLine(QPointF(v, 3.5), QPointF(v, 20.5));
                p.drawLine(QPointF(3.5, v), QPointF(20.5, v));
            }
            break;
        case IconKind::Undo:
        case IconKind::Redo: {
            if (kind == IconKind::Redo) {
                p.translate(24, 0);
                p.scale(-1, 1);
            }
            QPainterPath path;
            path.moveTo(18, 19);
            path.lineTo(18, 13);
            path.quadTo(18, 7, 12, 7);
            path.lineTo(5, 7);
            p.drawPath(path);
            arrowHead(p, {5, 7}, {9.5, 2.5}, {9.5, 11.5});
            break;
        }
        case IconKind::Hint:  // a light bulb
            p.drawEllipse(QRectF(6, 2.5, 12, 12));
            p.drawLine(QPointF(9.5, 17.5), QPointF(14.5, 17.5));
            p.drawLine(QPointF(10.5, 21), QPointF(13.5, 21));
            break;
        case IconKind::Pause:
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            p.drawRoundedRect(QRectF(6, 4.5, 4.5, 15), 1, 1);
            p.drawRoundedRect(QRectF(13.5, 4.5, 4.5, 15), 1, 1);
            break;
        case IconKind::Replay:
            p.setBrush(color);
            p.drawPolygon(QPolygonF{{8, 5}, {19, 12}, {8, 19}});
            break;
        case IconKind::Open:  // a folder
            p.drawPolygon(QPolygonF{{3, 6}, {9, 6}, {11, 8.5}, {21, 8.5}, {21, 19}, {3, 19}});
            break;
        case IconKind::Save:  // down into a tray
            p.drawLine(QPointF(12, 3.5), QPointF(12, 14.5));
            arrowHead(p, {12, 14.5}, {7.5, 10}, {16.5, 10});
            p.drawPolyline(QPolygonF{{4, 15}, {4, 20}, {20, 20}, {20, 15}});
            break;
        case IconKind::Settings:  // three sliders
            for (const auto& [y, knob] : {std::pair{6.0, 9.0}, {12.0, 15.5}, {18.0, 7.0}}) {
                p.drawLine(QPointF(3.5, y), QPointF(20.5, y));
                p.setBrush(color);
                p.drawEllipse(QPointF(knob, y), 2.4, 2.4);
                p.setBrush(Qt::NoBrush);
            }
            break;
        case IconKind::Quit:  // out of a door
            p.drawPolyline(QPolygonF{{12, 4}, {4, 4}, {4, 20}, {12, 20}});
            p.drawLine(QPointF(9, 12), QPointF(20.5, 12));
            arrowHead(p, {20.5, 12}, {16.5, 8}, {16.5, 16});
            break;
        case IconKind::ZoomIn:
            magnifier(p);
            p.drawLine(QPointF(6.5, 9.5), QPointF(12.5, 9.5));
            p.drawLine(QPointF(9.5, 6.5), QPointF(9.5, 12.5));
            break;
        case IconKind::ZoomOut:
            magnifier(p);
            p.drawLine(QPointF(6.5, 9.5), QPointF(12.5, 9.5));
            break;
        case IconKind::ZoomFit:  // four corners
            p.drawPolyline(QPolygonF{{3.5, 9}, {3.5, 3.5}, {9, 3.5}});
            p.drawPolyline(QPolygonF{{15, 3.5}, {20.5, 3.5}, {20.5, 9}});
            p.drawPolyline(QPolygonF{{20.5, 15}, {20.5, 20.5}, {15, 20.5}});
            p.drawPolyline(QPolygonF{{9, 20.5}, {3.5, 20.5}, {3.5, 15}});
            break;
        case IconKind::Clock:
            p.drawEllipse(QRectF(3, 3, 18, 18));
            p.drawLine(QPointF(12, 12), QPointF(12, 6.5));
            p.drawLine(QPointF(12, 12), QPointF(16, 14));
            break;
    }
}

QPixmap render(IconKind kind, const QColor& color, int side) {
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.scale(side / 24.0, side / 24.0);
    paintKind(p, kind, color);
    return pixmap;
}

}  // namespace

QIcon drawnIcon(IconKind kind, const QPalette& palette) {
    QIcon icon;
    const QColor normal = palette.color(QPalette::Active, QPalette::ButtonText);
    const QColor disabled = palette.color(QPalette::Disabled, QPalette::ButtonText);
    for (int side : {16, 22, 24, 32, 48, 64}) {
        icon.addPixmap(render(kind, normal, side), QIcon::Normal);
        icon.addPixmap(render(kind, disabled, side), QIcon::Disabled);
    }
    return icon;
}

}  // namespace oxo::ui
