// `oxo-cli review FILE` (R-F3, R-B5): every move of a saved game weighed by Hard — the value
// before and after it for its player, the better move, and "?"/"??" marks where a move threw
// something away (oxo/review.h). Any game file OXO reads (.oxo, .psq, .sgf, .txt).
#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

namespace oxo::cli {

// `positional` is {"review", FILE}. Options: --think-ms (per position, default 200), --depth,
// --threads, --json, --lang; any other is refused. Exit status: 0 reviewed, 1 the file could not be
// read, 2 bad usage.
int runReviewCommand(const QCommandLineParser& parser, const QStringList& positional,
                     QTextStream& out, QTextStream& err);

}  // namespace oxo::cli
