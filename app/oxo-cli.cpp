// oxo-cli: bot matches and position analysis on the command line (R-F3).
#include <unistd.h>
#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

#include "oxo/cli/cli.h"
#include "oxo/cli/cli_language.h"

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("oxo-cli"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    // The language comes first: every message after this, --help included, is translated (R-U9).
    const QStringList arguments = QCoreApplication::arguments();
    const QString languageError =
        oxo::cli::installCliTranslations(app, oxo::cli::languageFromArguments(arguments));
    if (!languageError.isEmpty()) {
        err << "oxo-cli: " << languageError << '\n';
        return oxo::cli::kExitUsage;
    }
    return oxo::cli::runCli(arguments, out, err, isatty(STDERR_FILENO) != 0);
}
