// oxo-cli: bot matches and position analysis on the command line (R-F3).
#include <unistd.h>
#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

#include "oxo/cli/cli.h"

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("oxo-cli"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return oxo::cli::runCli(QCoreApplication::arguments(), out, err, isatty(STDERR_FILENO) != 0);
}
