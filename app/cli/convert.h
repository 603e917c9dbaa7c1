// `oxo-cli convert IN OUT` (R-F7): one game from IN to OUT, the formats from the suffixes
// (.oxo, .psq, .sgf, .txt; game_formats.h). A .txt IN holding several positions converts its
// first and says so on `err`; a .txt OUT is one line, the analysis-board string. OUT is
// written atomically; nothing is written when IN cannot be read or OUT's format cannot hold
// the game.
#pragma once

#include <QString>
#include <QTextStream>

namespace oxo::cli {

// The exit status: 0 converted, 1 IN unreadable or OUT not writable (the message on `err`),
// 2 a suffix that is no game format.
int runConvert(const QString& in, const QString& out, QTextStream& err);

}  // namespace oxo::cli
