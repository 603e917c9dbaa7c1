// oxo-cli: bot matches and position analysis on the command line (R-F3).
#include <unistd.h>
#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

#include "cli.h"
#include "oxo/engines/termination_forwarder.h"
#include "oxo/i18n/translations.h"

int main(int argc, char* argv[]) {
    // First, before any thread: Ctrl-C and kill end the engines of a match too.
    const oxo::pbrain::TerminationForwarder forwarder;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("oxo-cli"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    // The language comes first: every message after this, --help included, is translated (R-U9).
    const QStringList arguments = QCoreApplication::arguments();
    const oxo::ui::LanguageChoice language =
        oxo::ui::installTranslations(app, oxo::ui::languageFromArguments(arguments));
    if (!language.error.isEmpty()) {
        err << "oxo-cli: " << language.error << '\n';
        return oxo::cli::kExitUsage;
    }
    return oxo::cli::runCli(arguments, out, err, isatty(STDERR_FILENO) != 0);
}
