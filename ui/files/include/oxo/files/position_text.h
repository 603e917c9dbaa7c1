// Positions as text (R-F7), for Copy Position / Paste Position and .txt files of positions.
// Two conventions are common:
// - OXO's notation (notation.h): cells separated by spaces, rows counted from 1 at the top:
//   "h8 h9".
// - Analysis boards (renju and gomoku sites, Yixin, Rapfi's tools): cells written one after the
//   other, rows counted from 1 at the bottom: "h8i9j10".
// Reading pasted text tries every convention it recognises and keeps the ones that replay as a
// legal game under the given rules (the engine decides: occupied cells, renju's forbidden
// moves, gravity, moves after the end): OXO notation; concatenated cells with rows from the
// bottom, then from the top; Gomocup "x,y" pairs counted from 0 at the top left (as in the
// protocol's BOARD command); and a whole .oxo, .psq or .sgf file's text, which brings its own
// rules.
#pragma once

#include <QString>
#include <QStringView>
#include <vector>

#include "oxo/files/game_file.h"

namespace oxo {

enum class RowOrigin { Top, Bottom };

// Top: OXO notation, "h8 h9". Bottom: the analysis-board string, "h8i9j10" (the row number
// counts from the bottom of a `boardSize` board). Precondition: the cells lie on the board.
QString positionString(const std::vector<Cell>& moves, int boardSize, RowOrigin origin);

struct PositionReading {
    QString description;  // translated, short: "rows counted from the bottom (analysis board)"
    LoadedGame game;      // the rules given (or a pasted file's own), default seats
};

struct PositionParse {
    // Every legal reading, in the order above; two when both row origins are legal and differ
    // (the caller asks which was meant). Empty when none is: then `error` says why (translated,
    // e.g. "move 3 ('h8'): that cell is already taken").
    std::vector<PositionReading> readings;
    QString error;
    bool ok() const { return !readings.empty(); }
};

// `rules` must be valid (validate()). Text longer than limits.maxBytes is refused.
PositionParse parsePositionText(QStringView text, const Rules& rules,
                                const FileLimits& limits = {});

}  // namespace oxo
