// A child process for test_full_disk: the test never lowers its own limits. This program sets
// its file-size limit to LIMIT bytes with SIGXFSZ ignored (a write past the limit then fails
// with EFBIG, "File too large", as on a full disk), and saves a game of about 8 KB into DIR:
//   save_under_limit LIMIT store DIR    saveGameFile(DIR/game.oxo), AutosaveStore(DIR).save()
//   save_under_limit LIMIT window DIR   the real window: its autosave writer and File → Save
// It prints one line per save, "<what>: ok" or "<what>: failed: <message as shown>".
#include <sys/resource.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include <QApplication>
#include <QSettings>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/record_convert.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "sample_games.h"

namespace {

void say(const char* what, bool ok, QString error) {
    error.replace(u'\n', QStringLiteral(" / "));  // one line per save
    std::printf("%s: %s\n", what, ok ? "ok" : qPrintable(QStringLiteral("failed: ") + error));
    std::fflush(stdout);
}

void limitFileSize(rlim_t bytes) {
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{bytes, bytes};
    if (setrlimit(RLIMIT_FSIZE, &limit) != 0) {
        std::perror("setrlimit");
        std::exit(3);
    }
}

oxo::GameRecord bigGame() {
    oxo::GameRecord record = oxo::testing::fullBoard50();
    record.players[1].kind = oxo::PlayerKind::Human;  // nobody moves on their own
    record.moves.resize(600);                         // about 8 KB of JSON: under 16 KiB
    return record;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: save_under_limit LIMIT store|window DIR\n");
        return 2;
    }
    QApplication app(argc, argv);
    const auto limit = static_cast<rlim_t>(std::strtoull(argv[1], nullptr, 10));
    const QString mode = QString::fromLocal8Bit(argv[2]);
    const QString dir = QString::fromLocal8Bit(argv[3]);
    const QString game = dir + QStringLiteral("/game.oxo");
    const oxo::GameRecord record = bigGame();

    if (mode == QLatin1String("store")) {
        limitFileSize(limit);
        QString error;
        const bool saved = oxo::saveGameFile(game, record, &error);
        say("save", saved, error);
        error.clear();
        const bool autosaved = oxo::AutosaveStore(dir).save(record, &error);
        say("autosave", autosaved, error);
        return 0;
    }
    QSettings settings(dir + QStringLiteral("/settings/oxo.ini"), QSettings::IniFormat);
    oxo::ui::MainWindow window(&settings);
    QString reported;
    QString notified;
    window.files()->setReporter([&](const QString&, const QString& text) { reported = text; });
    window.files()->setNotifier([&](const QString&, const QString& text) { notified = text; });
    window.files()->startSession(QString(), std::nullopt, oxo::AutosaveStore(dir));
    window.files()->flushAutosave();  // the empty game, written before the limit
    limitFileSize(limit);
    auto* controller = window.controller();
    oxo::Game replay(record.rules);
    for (const oxo::Cell cell : record.moves) {
        replay.play(cell);
    }
    controller->loadGame(oxo::ui::settingsFrom(record, controller->settings()), replay.history());
    window.files()->flushAutosave();
    QCoreApplication::processEvents();  // the writer's failure arrives queued
    say("autosave", notified.isEmpty(), notified);
    const bool saved = window.files()->saveTo(game);
    say("save", saved, reported);
    window.files()->flushAutosave();
    return 0;
}
