// How the board is drawn: grid, coordinates, marks (some of them arriving), renju's forbidden
// cells, last move, hover, focus, hint, a refused cell's flash, the dimming veil and the
// winning line.
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <QRegion>
#include <algorithm>
#include <cmath>
#include <vector>

#include "oxo/controller/game_controller.h"
#include "oxo/notation.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_view.h"
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
               qreal dpr, const BoardAnimator& animator) {
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
    std::vector<std::pair<Cell, BoardAnimator::MarkFrame>> arriving;
    for (int index = 0; index < pos.cellCount(); ++index) {
        if (pos.isEmpty(index)) {
            continue;
        }
        const Cell at = pos.cellAt(index);
        if (const auto frame = animator.markFrame(at)) {
            arriving.emplace_back(at, *frame);
            continue;
        }
        p.drawPixmap(g.cellRect(at).topLeft(),
                     stamps[std::clamp<int>(pos.at(index), 0, kMaxPlayers - 1)]);
    }
    // Marks on their way in: faded and smaller, or still falling down their column.
    p.save();
    p.setClipRect(g.boardRect());
    for (const auto& [at, frame] : arriving) {
        const QRectF rect = g.cellRect(at).translated(0, frame.rowOffset * cell);
        const QPointF centre = rect.center();
        p.save();
        p.setOpacity(frame.opacity);
        p.translate(centre);
        p.scale(frame.scale, frame.scale);
        p.translate(-centre);
        const Player player = pos.at(at);
        drawMark(p, rect, player, colors.marks[std::clamp<int>(player, 0, kMaxPlayers - 1)]);
        p.restore();
    }
    p.restore();
}

// The column letters along the top and the row numbers along the left of `visible`: while a
// zoomed board scrolls they stay in view over the board, on the window's colour.
void drawCoordinates(QPainter& p, const BoardGeometry& g, const QColor& color, const QColor& ground,
                     const QRectF& visible) {
    const QRectF board = g.boardRect();
    const double cell = g.cellSize();
    const double band = g.band();
    const double top = std::max(board.top() - band, visible.top());
    const double left = std::max(board.left() - band, visible.left());
    if (top > board.top() - band) {
        p.fillRect(QRectF(visible.left(), top, visible.width(), band), ground);
    }
    if (left > board.left() - band) {
        p.fillRect(QRectF(left, visible.top(), band, visible.height()), ground);
    }
    QFont font = p.font();
    font.setPixelSize(g.labelPixels());
    p.setFont(font);
    p.setPen(color);
    const QFontMetricsF metrics(font);
    // On a big board with small cells, label every k-th line so labels never overlap.
    const double widest =
        std::max(metrics.horizontalAdvance(QStringLiteral("88")),
                 metrics.horizontalAdvance(QString::fromStdString(columnName(g.size() - 1))));
    const int step = g.labelStep(widest);
    for (int i = 0; i < g.size(); ++i) {
        if (i % step != 0 && i != g.size() - 1) {
            continue;
        }
        if (i == g.size() - 1 && i % step != 0 && (i % step) * cell < widest + 2) {
            continue;
        }
        const double x = board.left() + i * cell;
        const double y = board.top() + i * cell;
        if (x + cell > left + band) {  // not under the row numbers
            // Centred on the column, as wide as the label: "am" over a 10-pixel column was cut.
            p.drawText(QRectF(x + (cell - widest) / 2 - 1, top, widest + 2, band), Qt::AlignCenter,
                       QString::fromStdString(columnName(i)));
        }
        if (y + cell > top + band) {
            p.drawText(QRectF(left, y, band - 2, cell), Qt::AlignVCenter | Qt::AlignRight,
                       QString::number(i + 1));
        }
    }
}

// Renju: the cells the player to move may not take (R-E15), crossed out small so that they
// read as "not here" and never as a mark.
void drawForbidden(QPainter& p, const BoardGeometry& g, const Position& pos,
                   const BoardColors& colors) {
    if (pos.isOver() || !pos.rules().forbidsFor(pos.toMove())) {
        return;
    }
    const double cell = g.cellSize();
    p.setPen(QPen(colors.refused, std::clamp(cell * 0.05, 1.5, 3.0), Qt::SolidLine, Qt::RoundCap));
    const double r = cell * 0.14;
    for (int idx = 0; idx < pos.cellCount(); ++idx) {
        if (pos.isEmpty(idx) && pos.isForbidden(idx)) {
            const QPointF centre = g.cellRect(pos.cellAt(idx)).center();
            p.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r));
            p.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r));
        }
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

    // Last move: the newest entry of the history that leads to the shown position.
    const auto& history = controller_->game().history();
    const std::size_t shownMoves = controller_->isViewingHistory()
                                       ? static_cast<std::size_t>(controller_->viewPly())
                                       : history.size();
    if (hover_ && hoverAllowed()) {
        p.fillRect(g.cellRect(*hover_), colors.hover);
    }
    if (shownMoves > 0) {
        // A fill plus a ring at the cell's edge: marks keep 20% of the cell clear all round,
        // so the ring never touches one.
        const QRectF last = g.cellRect(history[shownMoves - 1].cell);
        p.fillRect(last, colors.lastMove);
        const double ring = std::clamp(cell * 0.06, 1.5, 4.0);
        p.setPen(QPen(colors.lastMoveRing, ring));
        p.setBrush(Qt::NoBrush);
        p.drawRect(last.adjusted(ring / 2 + 1, ring / 2 + 1, -ring / 2 - 1, -ring / 2 - 1));
    }

    // Grid: 1-pixel lines on whole pixels, no antialiasing, so they stay sharp.
    p.setRenderHint(QPainter::Antialiasing, false);
    // Thick high-contrast lines would leave small cells no room for their marks.
    QPen gridPen(colors.grid, highContrast_ && cell >= 16 ? 2 : 1);
    gridPen.setCosmetic(true);
    p.setPen(gridPen);
    for (int i = 0; i <= g.size(); ++i) {
        const double x = board.left() + i * cell;
        const double y = board.top() + i * cell;
        p.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
        p.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
    }

    p.setRenderHint(QPainter::Antialiasing, true);
    drawMarks(p, g, pos, colors, p.device()->devicePixelRatioF(), *animator_);
    drawForbidden(p, g, pos, colors);

    if (const auto& hint = controller_->hint(); hint && !controller_->isViewingHistory()) {
        QPen pen(colors.hint, std::clamp(cell * 0.035, 2.0, 5.0), Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const double inset = cell * 0.12;
        p.drawRoundedRect(g.cellRect(hint->cell).adjusted(inset, inset, -inset, -inset),
                          cell * 0.15, cell * 0.15);
    }

    if (const auto flash = animator_->flash(); flash && pos.inBounds(flash->cell)) {
        QColor fill = colors.refused;
        fill.setAlphaF(static_cast<float>(0.45 * flash->strength));
        const QRectF rect = g.cellRect(flash->cell).translated(flash->shake * cell, 0);
        p.fillRect(rect, fill);
        QColor edge = colors.refused;
        edge.setAlphaF(static_cast<float>(flash->strength));
        p.setPen(QPen(edge, std::clamp(cell * 0.06, 2.0, 4.0)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect.adjusted(1, 1, -1, -1));
    }

    const auto line = pos.winningLine();
    if (dimmed_) {
        // Everything but the winning run fades behind the end-of-game panel.
        QRegion veil(board.toAlignedRect());
        for (Cell c : line) {
            veil -= QRegion(g.cellRect(c).toAlignedRect());
        }
        p.save();
        p.setClipRegion(veil);
        p.fillRect(board, colors.veil);
        p.restore();
    }

    if (hasFocus() && pos.inBounds(focus_) && !dimmed_) {
        // The frame lies on the cell's border, half outside it, so even on 10-pixel cells it
        // stays in the clear margin around the mark instead of covering it.
        QPen pen(colors.focus, std::clamp(cell * 0.05, 2.0, 4.0));
        pen.setJoinStyle(Qt::MiterJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(g.cellRect(focus_));
    }

    if (line.size() >= 2) {
        QColor c = colors.winLine;
        c.setAlpha(220);
        p.setPen(QPen(c, std::max(3.0, cell * 0.1), Qt::SolidLine, Qt::RoundCap));
        const QPointF from = g.cellCentre(line.front());
        const QPointF to = g.cellCentre(line.back());
        p.drawLine(from, from + (to - from) * animator_->lineProgress());
    }

    if (coordinates_) {
        // Last: pinned over a scrolled board, the labels stay on top of it.
        const QRect shown = visibleRegion().boundingRect();
        drawCoordinates(p, g, colors.text, palette().color(QPalette::Window),
                        shown.isEmpty() ? QRectF(rect()) : QRectF(shown));
    }
}

}  // namespace oxo::ui
