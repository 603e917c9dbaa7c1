// What solve and analyse share: the position a typed move list leads to, checked as every list
// of moves is (oxo/replay.h), the JSON words for verdicts and proof models, and renju's
// forbidden cells.
#pragma once

#include <QJsonArray>
#include <QString>
#include <optional>
#include <vector>

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

// Renju (R-E15): the empty cells the player to move may not take; empty under other rules.
std::vector<Cell> forbiddenCells(const Position& position);
QJsonArray cellsJson(const std::vector<Cell>& cells);

}  // namespace oxo::cli
