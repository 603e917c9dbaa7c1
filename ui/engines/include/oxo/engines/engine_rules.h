// What an outside pbrain engine plays (R-F5): two players, five in a row, no gravity, boards of
// oxo::pbrain::kMinBoard to kMaxBoard (oxo/protocol/pbrain_protocol.h, where the limits are
// stated once). The seat model (oxo_files), the settings and the app ask here before they offer
// or keep an engine seat.
#pragma once

#include <QString>

#include "oxo/rules.h"

namespace oxo::pbrain {

// Empty when `rules` can be played by an outside engine; otherwise why not (translated).
QString engineRulesProblem(const Rules& rules);

}  // namespace oxo::pbrain
