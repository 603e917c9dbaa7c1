// How the board on screen is drawn: the pieces of board_painter.h (grid, coordinates, marks,
// some of them arriving, renju's forbidden cells, move numbers, the winning line) plus what
// only the live board has: last move, hover, focus, hint, a refused cell's flash and the
// dimming veil.
#include <QPainter>
#include <QRegion>
#include <algorithm>
#include <span>

#include "board_painter.h"
#include "oxo/controller/game_controller.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/theme.h"

namespace oxo::ui {

void BoardView::paintCellValues(QPainter& p, const BoardGeometry& g, const BoardColors& colors) {
    if (cellValues_.empty()) {
        return;
    }
    const qreal dpr = p.device()->devicePixelRatioF();
    // A zoomed-in board can be far bigger than the screen: there the layer would cost more
    // memory than the drawing saves, so it is drawn directly.
    constexpr qint64 kMostLayerPixels = 4'000'000;
    const qint64 pixels = static_cast<qint64>(width() * dpr) * static_cast<qint64>(height() * dpr);
    if (pixels > kMostLayerPixels) {
        drawCellValues(p, g, cellValues_, colors);
        return;
    }
    const ValuesLayerKey key{size(), dpr, colors.text.rgba(), g.size(), coordinates_};
    if (valuesLayerKey_ != key) {
        valuesLayer_ = QPixmap(size() * dpr);
        valuesLayer_.setDevicePixelRatio(dpr);
        valuesLayer_.fill(Qt::transparent);
        QPainter layer(&valuesLayer_);
        layer.setRenderHint(QPainter::Antialiasing, true);
        layer.setFont(p.font());
        drawCellValues(layer, g, cellValues_, colors);
        valuesLayerKey_ = key;
    }
    p.drawPixmap(0, 0, valuesLayer_);
}

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

    drawGrid(p, g, colors, highContrast_);
    p.setRenderHint(QPainter::Antialiasing, true);
    drawMarks(p, g, pos, colors, p.device()->devicePixelRatioF(), animator_);
    drawForbidden(p, g, pos, colors);
    paintCellValues(p, g, colors);
    drawPreviewLine(p, g, pos, preview_, colors);
    if (moveNumbers_) {
        drawMoveNumbers(p, g, std::span<const Move>(history.data(), shownMoves), colors);
    }

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

    drawWinningLine(p, g, line, colors, animator_->lineProgress());

    if (coordinates_) {
        // Last: pinned over a scrolled board, the labels stay on top of it.
        const QRect shown = visibleRegion().boundingRect();
        drawCoordinates(p, g, colors.text, palette().color(QPalette::Window),
                        shown.isEmpty() ? QRectF(rect()) : QRectF(shown));
    }
}

}  // namespace oxo::ui
