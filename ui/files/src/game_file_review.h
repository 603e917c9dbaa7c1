// The game review in a game file (R-B5, R-F1): "review", one entry per reviewed move from the
// first, each { "before": V, "after": V, "best": "h8", "mark": "", "?" or "??" } where V is
// { "proven": true, "value": "win"|"draw"|"loss", "distance": 5 } or { "score": -120 } (or {}
// when nothing was known). Optional: files without it, and older readers, see the game alone.
#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <vector>

#include "oxo/files/game_record.h"

namespace oxo {

QJsonArray reviewJson(const std::vector<MoveReview>& review);

// Reads `value` into `record->review`, checked against `record`'s moves and board. On damage
// returns false and sets *where (e.g. "review[3].best") and *what (translated).
bool readReviewJson(const QJsonValue& value, GameRecord* record, QString* where, QString* what);

}  // namespace oxo
