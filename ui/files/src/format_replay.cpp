// Replaying a foreign format's moves through the engine, and OXO's extras line (R-F7).
#include "format_replay.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include "game_file_texts.h"
#include "oxo/notation.h"
#include "oxo/replay.h"

namespace oxo {

QString shownText(const QString& text) {
    return GameFileTexts::quoted(visibleName(text));
}

QByteArrayView TextLines::next() {
    qsizetype end = at_;
    while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') {
        ++end;
    }
    const QByteArrayView line = text_.sliced(at_, end - at_);
    at_ = end;
    if (at_ < text_.size()) {
        at_ += (text_[at_] == '\r' && at_ + 1 < text_.size() && text_[at_ + 1] == '\n') ? 2 : 1;
    }
    return line;
}

QByteArrayView TextLines::nextNonBlank() {
    while (!atEnd()) {
        const QByteArrayView line = next();
        if (!line.trimmed().isEmpty()) {
            return line;
        }
    }
    return {};
}

QString inputProblem(QByteArrayView data, const FileLimits& limits) {
    if (data.size() > limits.maxBytes) {
        return FormatText::tr("the file is too large (%1); a game file is at most %2")
            .arg(QLocale().formattedDataSize(data.size()),
                 QLocale().formattedDataSize(limits.maxBytes));
    }
    if (data.trimmed().isEmpty()) {
        return FormatText::tr("the file is empty");
    }
    return {};
}

ReadResult replayRecorded(GameRecord record, const std::vector<RecordedMove>& moves) {
    ReadResult result;
    const Rules& rules = record.rules;
    const qint64 cells = qint64{rules.size} * rules.size;
    if (static_cast<qint64>(moves.size()) > cells) {
        result.error = FormatText::tr("%1 moves cannot fit on a board of %2 cells")
                           .arg(moves.size())
                           .arg(cells);
        return result;
    }
    Game game(rules);
    record.moves.clear();
    record.moves.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const RecordedMove& move = moves[i];
        const QString at = FormatText::tr("move %1 ('%2')").arg(i + 1).arg(shownText(move.text));
        const Position& position = game.position();
        const MoveError why =
            move.onBoard ? checkRecorded(position, move.cell, move.mover) : MoveError::OutOfBounds;
        QString what;
        if (why == MoveError::GameOver) {
            what = FormatText::tr("the game was already over after move %1").arg(i);
        } else if (why == MoveError::WrongTurn) {
            what = FormatText::tr("it is the other player's turn");
        } else if (why == MoveError::Floating) {
            what = FormatText::tr("with gravity on, the mark would land on %1")
                       .arg(QString::fromStdString(cellName(position.landing(move.cell))));
        } else if (why == MoveError::OutOfBounds) {
            what = GameFileTexts::parseErrorText(ParseError::OutOfBoard, rules.size);
        } else if (why != MoveError::None) {
            what = GameFileTexts::moveErrorText(why);
        }
        if (!what.isEmpty()) {
            result.error = FormatText::tr("%1: %2").arg(at, what);
            return result;
        }
        game.play(move.cell);
        record.moves.push_back(move.cell);
    }
    result.game.emplace(LoadedGame{std::move(record), std::move(game)});
    return result;
}

QByteArray extrasLine(const GameRecord& record) {
    GameRecord withoutMoves = record;
    withoutMoves.moves.clear();
    return QJsonDocument::fromJson(toJson(withoutMoves)).toJson(QJsonDocument::Compact);
}

bool readExtras(QByteArrayView line, const FileLimits& limits, GameRecord* record, QString* error) {
    ReadResult read = readGame(line, limits);
    if (!read.ok()) {
        *error = FormatText::tr("OXO's own line: %1").arg(read.error);
        return false;
    }
    if (!read.game->record.moves.empty()) {
        *error = FormatText::tr("OXO's own line: it must not hold moves");
        return false;
    }
    *record = std::move(read.game->record);
    return true;
}

}  // namespace oxo
