// The words of the game-file reader's messages (translated in the GameFile context).
#include "game_file_texts.h"

#include <QJsonValue>
#include <array>

#include "oxo/enum_table.h"

namespace oxo {

QString GameFileTexts::quoted(const QString& text) {
    constexpr qsizetype kShown = 24;
    if (text.size() <= kShown) {
        return text;
    }
    return text.left(kShown) + QChar(0x2026);
}

QString GameFileTexts::typeName(const QJsonValue& value) {
    // Indexed by QJsonValue::Type, Null (0) to Object (5); Undefined (0x80) is "nothing".
    static constexpr std::array<const char*, 6> kTypeNames{
        QT_TR_NOOP("null"), QT_TR_NOOP("true or false"), QT_TR_NOOP("a number"),
        QT_TR_NOOP("text"), QT_TR_NOOP("a list"),        QT_TR_NOOP("an object")};
    static_assert(kTypeNames.size() == QJsonValue::Object + 1);
    return tr(enumEntry(kTypeNames, value.type(), QT_TR_NOOP("nothing")));
}

QString GameFileTexts::moveErrorText(MoveError error) {
    // Indexed by MoveError (enum_table.h); None is no error and has no text of its own.
    static constexpr std::array<const char*, 8> kTexts{
        nullptr,
        QT_TR_NOOP("the game was already over"),
        QT_TR_NOOP("it is not that player's turn"),
        QT_TR_NOOP("that cell is outside the board"),
        QT_TR_NOOP("that cell is already taken"),
        QT_TR_NOOP("that column is full"),
        QT_TR_NOOP("with gravity on, a mark cannot stay there"),
        QT_TR_NOOP("renju forbids that move to the first player")};
    static_assert(kTexts.size() == static_cast<std::size_t>(MoveError::Forbidden) + 1);
    const char* text = enumEntry(kTexts, error, nullptr);
    return text == nullptr ? tr("the move is not allowed") : tr(text);
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
