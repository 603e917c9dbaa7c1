// The words of the game-file reader's messages: what a JSON value is, why a move or a cell
// name was refused. Kept apart from the reading itself.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "oxo/notation.h"
#include "oxo/types.h"

class QJsonValue;

namespace oxo {

struct GameFileTexts {
    Q_DECLARE_TR_FUNCTIONS(GameFile)

public:
    // Long strings from a hostile file are cut in messages so an error stays one readable line.
    static QString quoted(const QString& text);
    static QString typeName(const QJsonValue& value);
    static QString moveErrorText(MoveError error);
    static QString parseErrorText(ParseError error, int size);
};

}  // namespace oxo
