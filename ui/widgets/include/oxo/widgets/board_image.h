// Game → Export Image (R-U11): the board as a picture for sharing, drawn by the same pieces as
// the board on screen (board_painter.h), without what only the live board has (hover, focus,
// hint, the end-of-game veil).
#pragma once

#include <QImage>
#include <QPalette>
#include <span>

#include "oxo/position.h"
#include "oxo/types.h"

namespace oxo::ui {

struct BoardImageOptions {
    int cellPixels = 40;  // each cell's side; the image grows with the board
    bool moveNumbers = true;
    bool coordinates = true;
    bool highContrast = false;
};

// `position` with `moves` (the moves that led to it, in play order) numbered when asked.
// The last move is marked as on screen; a won game shows its winning line.
QImage boardImage(const Position& position, std::span<const Move> moves,
                  const BoardImageOptions& options, const QPalette& palette);

// The cell size that keeps a board of `size` near `targetPixels` wide, within sane bounds.
int exportCellPixels(int size, int targetPixels = 900);

}  // namespace oxo::ui
