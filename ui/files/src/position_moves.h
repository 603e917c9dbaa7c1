// Position text without the whole-file readings (R-F7): what a line of a .txt positions file
// may be. parsePositionText() is this with `wholeFiles` true.
#pragma once

#include "oxo/files/position_text.h"

namespace oxo {

PositionParse parseMovesText(QStringView text, const Rules& rules, const FileLimits& limits,
                             bool wholeFiles);

}  // namespace oxo
