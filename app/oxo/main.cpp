// The desktop app: reads the command line (without a display: --help, --version and a bad
// option answer anywhere), installs the language, builds the main window and starts the
// session (a file, a new game from the rules options, or this instance's autosaved game).
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>
#include <memory>
#include <optional>

#include "oxo/controller/game_settings.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/file_io.h"
#include "oxo/i18n/translations.h"
#include "oxo/options/app_options.h"
#include "oxo/version.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "quit_on_signal.h"

namespace {

// The window offers the boards its settings dialog offers.
constexpr int kMaxBoard = oxo::ui::GameSettings::kMaxDialogSize;

struct MainText {
    Q_DECLARE_TR_FUNCTIONS(Main)
};

void print(std::FILE* stream, const QString& text) {
    std::fputs(qPrintable(text.endsWith(u'\n') ? text : text + u'\n'), stream);
    std::fflush(stream);
}

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("OXO"));
    QCoreApplication::setApplicationName(QStringLiteral("oxo"));
    QCoreApplication::setApplicationVersion(
        QString::fromLatin1(oxo::kVersion.data(), static_cast<qsizetype>(oxo::kVersion.size())));
}

// Parses the command line in the chosen language. Returns an exit code when the program is
// done (help, version, an error), nothing when a window is wanted.
std::optional<int> readOptions(QCoreApplication& app, oxo::ui::AppOptions* options) {
    *options = oxo::ui::parseAppOptions(QCoreApplication::arguments(), kMaxBoard);
    const oxo::ui::LanguageChoice language = oxo::ui::installTranslations(app, options->language);
    if (!language.error.isEmpty()) {
        print(stderr, language.error);
        return 2;
    }
    // Parsed again so the messages and the help come out in the language just installed.
    *options = oxo::ui::parseAppOptions(QCoreApplication::arguments(), kMaxBoard);
    if (!options->error.isEmpty()) {
        print(stderr, options->error);
        print(stderr,
              QCoreApplication::translate("AppOptions", "Try 'oxo --help' for the options."));
        return 2;
    }
    if (options->showHelp) {
        print(stdout, options->helpText);
        return 0;
    }
    if (options->showVersion) {
        print(stdout, QStringLiteral("oxo %1").arg(QCoreApplication::applicationVersion()));
        return 0;
    }
    return std::nullopt;
}

// Shown once the window is up, without blocking it.
void tellLater(QWidget* window, const QString& title, const QString& text) {
    print(stderr, QStringLiteral("oxo: ") + text);
    QTimer::singleShot(0, window, [window, title, text] {
        auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    });
}

}  // namespace

int main(int argc, char* argv[]) {
    oxo::ui::AppOptions options;
    {
        // A QCoreApplication needs no display; QApplication aborts without one.
        QCoreApplication core(argc, argv);
        nameApplication();
        if (const std::optional<int> code = readOptions(core, &options)) {
            return *code;
        }
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("OXO"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.oxo.Oxo"));
    oxo::ui::installTranslations(app, options.language);  // checked above
    QStringList problems;

    // The settings file is read at start: a FIFO there would hold the app in open() for good.
    const QString settingsPath =
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
            .filePath(QStringLiteral("OXO/oxo.conf"));
    QTemporaryDir scratch;
    QString usedSettings = settingsPath;
    if (const QString reason = oxo::notRegularReason(settingsPath); !reason.isEmpty()) {
        problems << MainText::tr(
                        "The settings file %1 cannot be used: %2. OXO starts with "
                        "default settings and does not save them this time.")
                        .arg(QDir::toNativeSeparators(settingsPath), reason);
        usedSettings = scratch.filePath(QStringLiteral("oxo.conf"));
    }
    QSettings settings(usedSettings, QSettings::IniFormat);

    // Each running OXO keeps its game in its own autosave slot (AutosaveStore::claim).
    QString autosaveProblem;
    std::optional<oxo::AutosaveStore> autosave =
        oxo::AutosaveStore::claim(oxo::AutosaveStore::defaultDirectory(), &autosaveProblem);
    if (!autosave) {
        problems << autosaveProblem;
    }

    oxo::ui::MainWindow window(&settings);
    window.files()->startSession(options.file, options.rules, std::move(autosave));
    for (const QString& problem : problems) {
        tellLater(&window, MainText::tr("OXO"), problem);
    }
    // SIGTERM (a logout, `kill`), SIGINT and SIGHUP close the window like Quit: the game is
    // autosaved and the settings are kept.
    oxo::app::quitOnSignals(&window);
    window.show();
    return QApplication::exec();
}
