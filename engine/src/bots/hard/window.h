// Which part of the board Hard searches. Boards up to kMaxWindow a side are taken
// whole; on larger ones (up to 4096) the window is the stones' bounding box with a margin, or,
// when the stones spread wider than a window, the window around the densest group; under
// gravity it always reaches the bottom row, where marks land.
#pragma once

#include "oxo/position.h"

namespace oxo::hard {

inline constexpr int kMaxWindow = 128;  // cells a side; pbrain boards fit whole

// Rows row0 .. row0 + rows - 1 and columns col0 .. col0 + cols - 1 of the game's board.
struct Window {
    int row0 = 0;
    int col0 = 0;
    int rows = 0;
    int cols = 0;
};

struct WindowChoice {
    Window window;
    bool coversEveryMark = true;  // false: some marks lie outside (their threats are checked
                                  // separately by the caller)
};

WindowChoice chooseWindow(const Position& position);

}  // namespace oxo::hard
