// What the PSQ, SGF and position-text readers share (R-F7): replaying the moves they found
// through the engine with the .oxo reader's messages, and OXO's own line of extras (the rules
// and seats a foreign format has no words for), kept as the .oxo JSON without its moves.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <vector>

#include "oxo/files/game_file.h"

namespace oxo {

struct FormatText {
    Q_DECLARE_TR_FUNCTIONS(GameFormats)
};

// One move as a format wrote it: the cell it names (may lie off the board; the replay says so),
// its text for messages ("10,10", "hh", "h8") and, when the format names it, who played it.
struct RecordedMove {
    Cell cell;
    QString text;
    Player mover = kNoPlayer;
    bool onBoard = true;  // false: the text names no cell of the board
};

// Replays `moves` on `record`'s rules (record.moves is filled); the first refused move ends
// the read with "move 3 ('h8'): that cell is already taken". Precondition: validate(rules).
ReadResult replayRecorded(GameRecord record, const std::vector<RecordedMove>& moves);

// The record as one line of compact .oxo JSON without moves: what OXO writes into a foreign
// format so that reading it back loses nothing.
QByteArray extrasLine(const GameRecord& record);
// Reads such a line with the .oxo reader's checks (names, engines, rules); on success the
// record has no moves. On failure returns false and sets *error.
bool readExtras(QByteArrayView line, const FileLimits& limits, GameRecord* record, QString* error);

// Empty when `data` may be parsed: not over limits.maxBytes, not blank; otherwise why not.
QString inputProblem(QByteArrayView data, const FileLimits& limits);

// The lines of a text one at a time, each ended by "\n", "\r\n" or "\r"; nothing is copied,
// so a file of millions of empty lines costs no memory.
class TextLines {
public:
    explicit TextLines(QByteArrayView text) : text_(text) {}
    bool atEnd() const { return at_ >= text_.size(); }
    QByteArrayView next();
    // The next line that is not blank, or an empty view at the end.
    QByteArrayView nextNonBlank();

private:
    QByteArrayView text_;
    qsizetype at_ = 0;
};

// A text cut short and stripped of what could not be shown, for messages.
QString shownText(const QString& text);

}  // namespace oxo
