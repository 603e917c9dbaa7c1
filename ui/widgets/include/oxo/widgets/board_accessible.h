// The board as screen readers see it (R-U6): a table of N×N cells, each a child
// with a name ("b3, X" / "b3, empty"), a row and column, states (focused, read-only when
// taken, off-screen when scrolled away) and a press action that plays it. BoardView sends
// Focus and NameChanged events naming the child cell, so AT-SPI readers (Orca) speak the
// cell the focus frame moves to and a cell whose mark changes.
#pragma once

#include "oxo/types.h"

namespace oxo::ui {

// Registers the factory that gives BoardView its table interface; idempotent.
void installBoardAccessibility();

// The child index of `cell` on a board of `size`: row-major, like QAccessibleTable.
int boardChildIndex(Cell cell, int size);

}  // namespace oxo::ui
