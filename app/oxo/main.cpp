// The desktop app: reads the command line, installs the language, builds the main window and
// starts the session (a file, a new game from the rules options, or the autosaved game).
#include <QApplication>
#include <QSettings>
#include <cstdio>

#include "oxo/controller/gamesettings.h"
#include "oxo/files/autosave_store.h"
#include "oxo/i18n/translations.h"
#include "oxo/options/app_options.h"
#include "oxo/widgets/filecommands.h"
#include "oxo/widgets/mainwindow.h"

namespace {

// The window offers the boards its settings dialog offers.
constexpr int kMaxBoard = oxo::ui::GameSettings::kMaxDialogSize;

void print(std::FILE* stream, const QString& text) {
    std::fputs(qPrintable(text.endsWith(u'\n') ? text : text + u'\n'), stream);
    std::fflush(stream);
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("OXO"));
    QApplication::setApplicationName(QStringLiteral("oxo"));
    QApplication::setApplicationVersion(QStringLiteral(OXO_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("OXO"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.oxo.Oxo"));

    oxo::ui::AppOptions options = oxo::ui::parseAppOptions(QApplication::arguments(), kMaxBoard);
    const oxo::ui::LanguageChoice language = oxo::ui::installTranslations(app, options.language);
    if (!language.error.isEmpty()) {
        print(stderr, language.error);
        return 2;
    }
    // Parsed again so the messages and the help come out in the language just installed.
    options = oxo::ui::parseAppOptions(QApplication::arguments(), kMaxBoard);
    if (!options.error.isEmpty()) {
        print(stderr, options.error);
        print(stderr, QApplication::translate("AppOptions", "Try 'oxo --help' for the options."));
        return 2;
    }
    if (options.showHelp) {
        print(stdout, options.helpText);
        return 0;
    }
    if (options.showVersion) {
        print(stdout, QStringLiteral("oxo %1").arg(QStringLiteral(OXO_VERSION)));
        return 0;
    }

    QSettings settings;
    oxo::ui::MainWindow window(&settings);
    window.files()->startSession(options.file, options.rules, oxo::AutosaveStore{});
    window.show();
    return QApplication::exec();
}
