#include "oxo/widgets/board_image.h"

#include <QPainter>
#include <algorithm>

#include "board_painter.h"
#include "oxo/widgets/board_geometry.h"
#include "oxo/widgets/theme.h"

namespace oxo::ui {

QImage boardImage(const Position& position, std::span<const Move> moves,
                  const BoardImageOptions& options, const QPalette& palette) {
    const int n = position.size();
    const int cell = std::max(options.cellPixels, 4);
    // BoardGeometry's widest band for the labels (or its margin without them) on each side.
    const int margin = options.coordinates ? 24 : 4;
    const int side = cell * n + 2 * margin;
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    const BoardColors colors = BoardColors::from(palette, options.highContrast);
    image.fill(palette.color(QPalette::Window));
    QPainter p(&image);
    const BoardGeometry g(QSizeF(side, side), n, options.coordinates);
    p.fillRect(g.boardRect(), colors.background);
    if (!moves.empty()) {
        p.fillRect(g.cellRect(moves.back().cell), colors.lastMove);
    }
    drawGrid(p, g, colors, options.highContrast);
    p.setRenderHint(QPainter::Antialiasing, true);
    drawMarks(p, g, position, colors, 1.0, nullptr);
    if (options.moveNumbers) {
        drawMoveNumbers(p, g, moves, colors);
    }
    drawWinningLine(p, g, position.winningLine(), colors, 1.0);
    if (options.coordinates) {
        drawCoordinates(p, g, colors.text, palette.color(QPalette::Window), QRectF(image.rect()));
    }
    p.end();
    return image;
}

int exportCellPixels(int size, int targetPixels) {
    return std::clamp(targetPixels / std::max(size, 1), 12, 96);
}

}  // namespace oxo::ui
