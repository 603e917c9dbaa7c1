// oxo-cli's command line (R-F3): `oxo-cli match ...` and `oxo-cli solve ...`, parsed with
// QCommandLineParser. Exit status: 0 done, 2 bad usage (bad option, bad move list).
#pragma once

#include <QStringList>
#include <QTextStream>

namespace oxo::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2;

// `arguments` includes the program name first, as QCoreApplication::arguments() gives it.
// Progress lines go to `err` only when `errIsTerminal`.
int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err, bool errIsTerminal);

}  // namespace oxo::cli
