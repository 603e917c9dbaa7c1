// Opening lines (R-F3, R-F7): the first moves of a game, one opening a line, as `oxo-cli match
// --openings` and Game → New Game from Opening read them. Two spellings are understood:
//   OXO's notation:   "h8 i9 j10" (cells, rows counted from the top; commas allowed)
//   Gomocup's:        "0,0, 1,0, -1,1" (x,y pairs: column and row offsets from the centre
//                     cell (N/2, N/2), rows growing downwards, as Piskvork counts them)
// Blank lines and lines starting with '#' are skipped. Every line must be a legal start of a
// game on the given rules that does not already end it.
#pragma once

#include <QString>
#include <vector>

#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo {

struct OpeningLineError {
    QString word;     // the word that is wrong, empty when the whole line is
    QString problem;  // translated
};

struct ParsedOpeningLine {
    std::vector<Cell> moves;
    bool ok = false;
    OpeningLineError error;
};

// One line (not blank, not a comment) for `rules`.
ParsedOpeningLine parseOpeningLine(const QString& line, const Rules& rules);

struct OpeningList {
    std::vector<std::vector<Cell>> openings;
    QString error;  // translated, naming `source` and the line; empty when every line is good
    bool ok() const { return error.isEmpty() && !openings.empty(); }
};

// All the lines of `text` (UTF-8); `source` names it in messages (a path or a title).
OpeningList parseOpeningLines(const QByteArray& text, const Rules& rules, const QString& source);

// The same for a file: refused when it is not a regular file or is larger than `maxBytes`
// (checked before reading), never blocking on a FIFO.
OpeningList readOpeningFile(const QString& path, const Rules& rules,
                            qint64 maxBytes = qint64{16} * 1024 * 1024);

// `moves` in Gomocup's spelling for a board of `size` ("0,0, 1,0, -1,1").
QString gomocupOpeningLine(const std::vector<Cell>& moves, int size);

}  // namespace oxo
