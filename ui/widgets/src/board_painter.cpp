// How each piece of the board is drawn (board_painter.h).
#include "board_painter.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <algorithm>
#include <cmath>

#include "oxo/notation.h"
#include "oxo/widgets/board_animator.h"

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

}  // namespace

// Each player's mark is drawn once per paint, antialiased at the device pixel ratio, and
// stamped onto every cell it holds: cells are whole pixels, so stamps stay sharp, and a
// full 50×50 board costs 2,500 blits instead of 2,500 antialiased strokes.
void drawMarks(QPainter& p, const BoardGeometry& g, const Position& pos, const BoardColors& colors,
               qreal dpr, const BoardAnimator* animator) {
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
        if (const auto frame = animator != nullptr ? animator->markFrame(at) : std::nullopt) {
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

void drawGrid(QPainter& p, const BoardGeometry& g, const BoardColors& colors, bool highContrast) {
    // 1-pixel lines on whole pixels, no antialiasing, so they stay sharp.
    const QRectF board = g.boardRect();
    const double cell = g.cellSize();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    // Thick high-contrast lines would leave small cells no room for their marks.
    QPen gridPen(colors.grid, highContrast && cell >= 16 ? 2 : 1);
    gridPen.setCosmetic(true);
    p.setPen(gridPen);
    for (int i = 0; i <= g.size(); ++i) {
        const double x = board.left() + i * cell;
        const double y = board.top() + i * cell;
        p.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
        p.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
    }
    p.restore();
}

void drawWinningLine(QPainter& p, const BoardGeometry& g, const std::vector<Cell>& line,
                     const BoardColors& colors, double progress) {
    if (line.size() < 2) {
        return;
    }
    QColor c = colors.winLine;
    c.setAlpha(220);
    p.setPen(QPen(c, std::max(3.0, g.cellSize() * 0.1), Qt::SolidLine, Qt::RoundCap));
    const QPointF from = g.cellCentre(line.front());
    const QPointF to = g.cellCentre(line.back());
    p.drawLine(from, from + (to - from) * progress);
}

void drawMoveNumbers(QPainter& p, const BoardGeometry& g, std::span<const Move> moves,
                     const BoardColors& colors) {
    const double cell = g.cellSize();
    if (cell < kMinNumberedCell || moves.empty()) {
        return;
    }
    // A chip of the board's colour under each number keeps it readable over the mark's
    // strokes; the number takes its player's colour so X's and O's moves still read apart.
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(std::clamp(cell * 0.34, 8.0, 22.0)));
    font.setBold(true);
    p.save();
    p.setFont(font);
    const QFontMetricsF metrics(font);
    QColor chip = colors.background;
    chip.setAlpha(225);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const QString text = QString::number(i + 1);
        const QRectF cellRect = g.cellRect(moves[i].cell);
        const double w = metrics.horizontalAdvance(text) + cell * 0.1;
        const double h = metrics.height();
        const QRectF box(cellRect.center().x() - w / 2, cellRect.center().y() - h / 2, w, h);
        p.setPen(Qt::NoPen);
        p.setBrush(chip);
        p.drawRoundedRect(box, h * 0.3, h * 0.3);
        p.setPen(colors.marks[std::clamp<int>(moves[i].player, 0, kMaxPlayers - 1)]);
        p.drawText(box, Qt::AlignCenter, text);
    }
    p.restore();
}

QColor valueColour(double goodness) {
    // Red through amber to green, the scale analysis boards use; the ends stay apart for
    // the common colour blindnesses by lightness as well as hue.
    const double t = std::clamp((goodness + 1) / 2, 0.0, 1.0);
    const QColor bad(0xd7, 0x30, 0x27);
    const QColor even(0xfd, 0xae, 0x61);
    const QColor good(0x1a, 0x98, 0x50);
    const auto mix = [](const QColor& a, const QColor& b, double f) {
        return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
                                static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
                                static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
    };
    return t < 0.5 ? mix(bad, even, t * 2) : mix(even, good, (t - 0.5) * 2);
}

void drawCellValues(QPainter& p, const BoardGeometry& g, std::span<const CellValue> values,
                    const BoardColors& colors) {
    if (values.empty()) {
        return;
    }
    const double cell = g.cellSize();
    const bool labels = cell >= 22;
    p.save();
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(std::clamp(cell * 0.3, 8.0, 16.0)));
    p.setFont(font);
    const QFontMetricsF metrics(font);
    for (const CellValue& v : values) {
        const QRectF r = g.cellRect(v.cell);
        QColor fill = valueColour(v.goodness);
        // Proven values strongest, exact scores clear, mere bounds faint: the eye goes to the
        // cells the analyser actually weighed.
        fill.setAlphaF(v.proven ? 0.55F : v.bound ? 0.14F : 0.45F);
        // Square tiles on whole pixels: a board of antialiased rounded tiles took milliseconds
        // to draw, and the overlay is redrawn at every analysis update.
        const double inset = std::max(1.0, std::round(cell * 0.08));
        p.fillRect(r.adjusted(inset, inset, -inset, -inset).toAlignedRect(), fill);
        if (labels) {
            p.setPen(colors.text);
            // A long label ("≤-300") gets a smaller font rather than running into its
            // neighbours.
            const double room = cell * 0.92;
            const double wide = metrics.horizontalAdvance(v.label);
            if (wide > room) {
                QFont smaller = font;
                smaller.setPixelSize(std::max(7, static_cast<int>(font.pixelSize() * room / wide)));
                p.setFont(smaller);
                p.drawText(r, Qt::AlignCenter, v.label);
                p.setFont(font);
            } else {
                p.drawText(r, Qt::AlignCenter, v.label);
            }
        }
    }
    p.restore();
}

void drawPreviewLine(QPainter& p, const BoardGeometry& g, const Position& pos,
                     std::span<const Cell> line, const BoardColors& colors) {
    const double cell = g.cellSize();
    p.save();
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(std::clamp(cell * 0.34, 8.0, 22.0)));
    font.setBold(true);
    p.setFont(font);
    const int players = pos.rules().players;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto player = static_cast<Player>((pos.toMove() + static_cast<int>(i)) % players);
        const QRectF r = g.cellRect(line[i]);
        p.setOpacity(0.45);
        drawMark(p, r, player, colors.marks[player]);
        p.setOpacity(1.0);
        if (cell >= kMinNumberedCell) {
            p.setPen(colors.marks[player]);
            p.drawText(r, Qt::AlignCenter, QString::number(i + 1));
        }
    }
    p.restore();
}

}  // namespace oxo::ui
