// What solve and analyse share: the position a typed move list leads to, checked as every list
// of moves is (oxo/replay.h), and the JSON words for verdicts and proof models.
#pragma once

#include <QString>
#include <optional>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo::cli {

// The position after `moves` ("b2 c3 ...": blanks, commas or semicolons between cells) under
// `rules`; nothing, with `error` saying which move and why, when a move cannot be played.
std::optional<Position> positionAfter(const Rules& rules, const QString& moves, QString* error);

// "unknown", "win", "draw", "loss"; "none", "exact", "paranoid".
QString verdictKey(Verdict verdict);
QString modelKey(ProofModel model);

QString qs(std::string_view text);

}  // namespace oxo::cli
