// The pieces a picture of the board is drawn from, shared by the board on screen (BoardView)
// and the exported image (board_image.h), so both draw the same board.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <span>
#include <vector>

#include "oxo/controller/analysis_text.h"
#include "oxo/position.h"
#include "oxo/types.h"
#include "oxo/widgets/board_geometry.h"
#include "oxo/widgets/theme.h"

namespace oxo::ui {

class BoardAnimator;

// Cells smaller than this have no room for a readable move number.
inline constexpr double kMinNumberedCell = 14;

void drawGrid(QPainter& p, const BoardGeometry& g, const BoardColors& colors, bool highContrast);
// Every mark of `pos`; `animator` (may be null) draws the ones still arriving.
void drawMarks(QPainter& p, const BoardGeometry& g, const Position& pos, const BoardColors& colors,
               qreal dpr, const BoardAnimator* animator);
// Column letters on top and row numbers on the left, kept inside `visible`.
void drawCoordinates(QPainter& p, const BoardGeometry& g, const QColor& color, const QColor& ground,
                     const QRectF& visible);
// Renju: the cells the player to move may not take (R-E15).
void drawForbidden(QPainter& p, const BoardGeometry& g, const Position& pos,
                   const BoardColors& colors);
// The winning run, drawn `progress` (0..1) of the way.
void drawWinningLine(QPainter& p, const BoardGeometry& g, const std::vector<Cell>& line,
                     const BoardColors& colors, double progress);
// "1", "2", ... on the cells of `moves`, in play order (View → Move Numbers).
void drawMoveNumbers(QPainter& p, const BoardGeometry& g, std::span<const Move> moves,
                     const BoardColors& colors);

// Analysis (R-U12): each valued cell tinted on one red–amber–green scale for the side to move,
// with its label where the cell has room.
void drawCellValues(QPainter& p, const BoardGeometry& g, std::span<const CellValue> values,
                    const BoardColors& colors);
// A line previewed from the panel: its moves as faint marks, numbered in the order played.
void drawPreviewLine(QPainter& p, const BoardGeometry& g, const Position& pos,
                     std::span<const Cell> line, const BoardColors& colors);
// The colour of `goodness` (-1..1) on the analysis scale, for the panel's legend too.
QColor valueColour(double goodness);

}  // namespace oxo::ui
