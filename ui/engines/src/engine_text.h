// Text that came from an outside engine, made safe to show (R-F5).
#pragma once

#include <QString>

namespace oxo::pbrain {

// What an engine says reaches a terminal (oxo-cli) and the status bar: control characters
// (terminal escape codes), invisible format characters (bidi overrides) and line breaks
// become spaces, so no engine can move a cursor, retitle a window or reverse a message.
QString printable(const QString& text);

// The name an engine goes by: `name="..."` of its ABOUT answer, else its program's file name
// (both printable()).
QString engineName(const QString& about, const QString& program);

}  // namespace oxo::pbrain
