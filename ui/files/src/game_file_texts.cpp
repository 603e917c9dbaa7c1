// The words of the game-file reader's messages (translated in the GameFile context).
#include "game_file_texts.h"

#include <QJsonValue>

namespace oxo {

QString GameFileTexts::quoted(const QString& text) {
    constexpr qsizetype kShown = 24;
    if (text.size() <= kShown) {
        return text;
    }
    return text.left(kShown) + QChar(0x2026);
}

QString GameFileTexts::typeName(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Null:
            return tr("null");
        case QJsonValue::Bool:
            return tr("true or false");
        case QJsonValue::Double:
            return tr("a number");
        case QJsonValue::String:
            return tr("text");
        case QJsonValue::Array:
            return tr("a list");
        case QJsonValue::Object:
            return tr("an object");
        case QJsonValue::Undefined:
            break;
    }
    return tr("nothing");
}

QString GameFileTexts::moveErrorText(MoveError error) {
    switch (error) {
        case MoveError::None:
            break;
        case MoveError::GameOver:
            return tr("the game was already over");
        case MoveError::WrongTurn:
            return tr("it is not that player's turn");
        case MoveError::OutOfBounds:
            return tr("that cell is outside the board");
        case MoveError::Occupied:
            return tr("that cell is already taken");
        case MoveError::ColumnFull:
            return tr("that column is full");
        case MoveError::Floating:
            return tr("with gravity on, a mark cannot stay there");
    }
    return tr("the move is not allowed");
}

QString GameFileTexts::parseErrorText(ParseError error, int size) {
    if (error == ParseError::OutOfBoard) {
        return tr("that is not a cell of this %1×%1 board (columns a to %2, rows 1 to %1)")
            .arg(size)
            .arg(QString::fromStdString(columnName(size - 1)));
    }
    return tr("that is not a cell name like \"b3\"");
}

}  // namespace oxo
