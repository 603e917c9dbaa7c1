// Which part of the board Hard searches. Boards up to kMaxWindow a side are taken
// whole; on larger ones (up to 4096) the window is the stones' bounding box with a margin, or,
// when the stones spread wider than a window, the window around the densest group; under
// gravity it always reaches the bottom row, where marks land.
#pragma once

#include "oxo/position.h"
#include "pattern_board.h"

namespace oxo::hard {

struct WindowChoice {
    Window window;
    bool coversEveryMark = true;  // false: some marks lie outside (their threats are checked
                                  // separately by the caller)
};

WindowChoice chooseWindow(const Position& position);

}  // namespace oxo::hard
