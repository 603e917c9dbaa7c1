// How the board is drawn: grid, coordinates, marks, last move, hover, focus, hint, win line.
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <algorithm>
#include <cmath>

#include "oxo/controller/gamecontroller.h"
#include "oxo/notation.h"
#include "oxo/widgets/boardview.h"
#include "oxo/widgets/theme.h"

namespace oxo::ui {

namespace {

void drawMark(QPainter& p, const QRectF& cell, Player player, const QColor& color) {
    const double inset = cell.width() * 0.2;
    const QRectF r = cell.adjusted(inset, inset, -inset, -inset);
    p.setPen(QPen(color, std::max(1.5, cell.width() * 0.09), Qt::SolidLine, Qt::RoundCap,
                  Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    switch (player) {
        case 0:
            p.drawLine(r.topLeft(), r.bottomRight());
            p.drawLine(r.topRight(), r.bottomLeft());
            break;
        case 1:
            p.drawEllipse(r);
            break;
        case 2:
            p.drawPolygon(QPolygonF{{r.center().x(), r.top()}, r.bottomRight(), r.bottomLeft()});
            break;
        default: {
            const double m = r.width() * 0.05;
            p.drawRect(r.adjusted(m, m, -m, -m));
            break;
        }
    }
}

// Each player's mark is drawn once per paint, antialiased at the device pixel ratio, and
// stamped onto every cell it holds: cells are whole pixels, so stamps stay sharp, and a
// full 50×50 board costs 2,500 blits instead of 2,500 antialiased strokes.
void drawMarks(QPainter& p, const BoardGeometry& g, const Position& pos, const BoardColors& colors,
               qreal dpr) {
    const double cell = g.cellSize();
    const int pixels = static_cast<int>(std::ceil(cell * dpr));
    QPixmap stamps[kMaxPlayers];
    for (int player = 0; player < pos.rules().players; ++player) {
        QPixmap& stamp = stamps[player];
        stamp = QPixmap(pixels, pixels);
        stamp.setDevicePixelRatio(dpr);
        stamp.fill(Qt::transparent);
        QPainter sp(&stamp);
        sp.setRenderHint(QPainter::Antialiasing, true);
        drawMark(sp, QRectF(0, 0, cell, cell), static_cast<Player>(player), colors.marks[player]);
    }
    for (int index = 0; index < pos.cellCount(); ++index) {
        if (!pos.isEmpty(index)) {
            const Player player = pos.at(index);
            p.drawPixmap(g.cellRect(pos.cellAt(index)).topLeft(),
                         stamps[std::clamp<int>(player, 0, kMaxPlayers - 1)]);
        }
    }
}

void drawCoordinates(QPainter& p, const BoardGeometry& g, const QColor& color) {
    const QRectF board = g.boardRect();
    const double cell = g.cellSize();
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(std::min(g.band(), cell) * 0.6)));
    p.setFont(font);
    p.setPen(color);
    const QFontMetricsF metrics(font);
    // On a big board with small cells, label every k-th line so labels never overlap.
    const double widest = metrics.horizontalAdvance(QStringLiteral("88")) + 2;
    const int step = std::max(1, static_cast<int>(std::ceil(widest / cell)));
    for (int i = 0; i < g.size(); ++i) {
        if (i % step != 0 && i != g.size() - 1) {
            continue;
        }
        if (i == g.size() - 1 && i % step != 0 && (i % step) * cell < widest) {
            continue;
        }
        const QString column = QString::fromStdString(columnName(i));
        const QString row = QString::number(i + 1);
        const double x = board.left() + i * cell;
        const double y = board.top() + i * cell;
        p.drawText(QRectF(x, board.top() - g.band(), cell, g.band()), Qt::AlignCenter, column);
        p.drawText(QRectF(board.left() - g.band(), y, g.band() - 2, cell),
                   Qt::AlignVCenter | Qt::AlignRight, row);
    }
}

}  // namespace

void BoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    const BoardColors colors = BoardColors::from(palette(), highContrast_);
    const Position& pos = controller_->displayedPosition();
    const BoardGeometry g = geometryNow();
    const QRectF board = g.boardRect();
    const double cell = g.cellSize();

    p.fillRect(rect(), palette().color(QPalette::Window));
    p.fillRect(board, colors.background);
    if (coordinates_) {
        drawCoordinates(p, g, colors.text);
    }

    // Last move: the newest entry of the history that leads to the shown position.
    const auto& history = controller_->game().history();
    const std::size_t shownMoves = controller_->isViewingHistory()
                                       ? static_cast<std::size_t>(controller_->viewPly())
                                       : history.size();
    if (shownMoves > 0) {
        p.fillRect(g.cellRect(history[shownMoves - 1].cell), colors.lastMove);
    }
    if (hover_ && hoverAllowed()) {
        p.fillRect(g.cellRect(*hover_), colors.hover);
    }

    // Grid: 1-pixel lines on whole pixels, no antialiasing, so they stay sharp.
    p.setRenderHint(QPainter::Antialiasing, false);
    QPen gridPen(colors.grid, highContrast_ ? 2 : 1);
    gridPen.setCosmetic(true);
    p.setPen(gridPen);
    for (int i = 0; i <= g.size(); ++i) {
        const double x = board.left() + i * cell;
        const double y = board.top() + i * cell;
        p.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
        p.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
    }

    p.setRenderHint(QPainter::Antialiasing, true);
    drawMarks(p, g, pos, colors, p.device()->devicePixelRatioF());

    if (const auto& hint = controller_->hint(); hint && !controller_->isViewingHistory()) {
        QPen pen(colors.hint, std::clamp(cell * 0.035, 2.0, 5.0), Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const double inset = cell * 0.12;
        p.drawRoundedRect(g.cellRect(hint->cell).adjusted(inset, inset, -inset, -inset),
                          cell * 0.15, cell * 0.15);
    }

    if (hasFocus() && pos.inBounds(focus_)) {
        QPen pen(colors.focus, std::clamp(cell * 0.04, 2.0, 4.0));
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const double inset = pen.widthF() / 2;
        p.drawRect(g.cellRect(focus_).adjusted(inset, inset, -inset, -inset));
    }

    const auto line = pos.winningLine();
    if (line.size() >= 2) {
        QColor c = colors.winLine;
        c.setAlpha(220);
        p.setPen(QPen(c, std::max(3.0, cell * 0.1), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(g.cellCentre(line.front()), g.cellCentre(line.back()));
    }
}

}  // namespace oxo::ui
