// Text to and from an outside engine: what it says, made safe to show (R-F5), and the words
// of the protocol both engine seats (EngineSession, EngineAnalyser) write and read.
#pragma once

#include <QByteArray>
#include <QString>

#include "oxo/types.h"

namespace oxo::pbrain {

// What an engine says reaches a terminal (oxo-cli) and the status bar: control characters
// (terminal escape codes), invisible format characters (bidi overrides) and line breaks
// become spaces, so no engine can move a cursor, retitle a window or reverse a message.
QString printable(const QString& text);

// The name an engine goes by: `name="..."` of its ABOUT answer, else its program's file name
// (both printable()).
QString engineName(const QString& about, const QString& program);

// A whole number and a cell as the protocol writes them ("15", "7,3").
QByteArray wireNumber(long long value);
QByteArray wireCoords(Cell cell);
// Whether an engine's line is its ABOUT answer (it holds name="...").
bool isAboutLine(const QString& line);

}  // namespace oxo::pbrain
