// The built `oxo` as a person starts it: command line (with no display at all too), file,
// autosave, a kill -9 in the middle of a game, two running at once, FIFOs where the settings
// or the autosave should be, and a prompt exit (R-F1, R-F2, R-F4). The app is observed from outside
// through its autosave file, which it rewrites from the game on screen at every start and after
// every change.
#include <sys/stat.h>

#include <csignal>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/game_file.h"
#include "process_run.h"
#include "qtest_columns.h"
#include "sample_games.h"
#include "test_main.h"

using namespace oxo;

namespace {

using test::kStartMs;

GameRecord midGame() {
    GameRecord record = testing::gomokuRecord({{QStringLiteral("Ann"), PlayerKind::Human},
                                               {QStringLiteral("Bob"), PlayerKind::Human},
                                               {QStringLiteral("Cy"), PlayerKind::Human}});
    record.rules.firstPlayer = 1;
    record.moves = {{7, 7}, {7, 8}, {8, 8}, {0, 0}, {6, 6}, {14, 14}, {3, 9}};
    record.clock.seconds = 45;  // off, but the limit is kept
    return record;
}

}  // namespace

class TestAppProcess : public QObject {
    Q_OBJECT

    QTemporaryDir home_;
    QString autosaveDir() const { return home_.filePath(QStringLiteral("data/OXO/oxo")); }
    QString autosavePath(const QString& name = QStringLiteral("autosave.oxo")) const {
        return autosaveDir() + QLatin1Char('/') + name;
    }

    // The app under the private home; with `display` false there is none at all.
    void prepare(QProcess& process, bool display = true) const {
        QProcessEnvironment env = test::homeEnvironment(home_);
        if (display) {
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        } else {
            for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) {
                env.remove(QString::fromLatin1(name));
            }
        }
        env.remove(QStringLiteral("LC_ALL"));
        process.setProcessEnvironment(env);
        process.setProgram(QStringLiteral(OXO_APP_PATH));
    }

    // Runs `oxo arguments` to the end; returns the exit code, stdout and stderr.
    using Run = test::ProcessRun;
    Run runToEnd(const QStringList& arguments, bool display = true) const {
        QProcess process;
        prepare(process, display);
        process.setArguments(arguments);
        return test::runToEnd(process);
    }
    void startApp(QProcess& app, const QStringList& arguments = {}) const {
        prepare(app);
        app.setArguments(arguments);
        app.start();
    }
    static bool readable(const QString& path) { return loadGameFile(path).ok(); }

    // The autosave as a record, or empty while it is missing or not (yet) readable.
    std::optional<GameRecord> autosaved() const {
        ReadResult result = loadGameFile(autosavePath());
        return result.ok() ? std::optional(result.game->record) : std::nullopt;
    }

private slots:
    void init() { QVERIFY(test::emptyHome(home_)); }

    // --version and --help print and exit 0 without opening a window.
    void versionAndHelp() {
        const Run version = runToEnd({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        QCOMPARE(version.out.trimmed(), QStringLiteral("oxo " OXO_VERSION_TEXT));
        const Run help = runToEnd({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        for (const char* option : {"--size", "--win", "--players", "--gravity", "--exact",
                                   "--no-early-draw", "--first", "--lang", "FILE"}) {
            QVERIFY2(help.out.contains(QLatin1String(option)), option);
        }
        QVERIFY(!QFile::exists(autosavePath()));  // no game was started
    }

    void badOptions_data() {
        test::addColumns<QStringList, QString>("arguments", "says");
        QTest::newRow("unknown") << QStringList{"--bogus"} << "bogus";
        QTest::newRow("size too small") << QStringList{"--size", "2"} << "--size";
        QTest::newRow("size over 50") << QStringList{"--size", "51"} << "--size";
        QTest::newRow("size not a number") << QStringList{"--size", "ten"} << "ten";
        QTest::newRow("win longer than board")
            << QStringList{"--size", "5", "--win", "6"} << "--win";
        QTest::newRow("five players") << QStringList{"--players", "5"} << "--players";
        QTest::newRow("first beyond players") << QStringList{"--first", "3"} << "--first";
        QTest::newRow("missing value") << QStringList{"--size"} << "size";
        QTest::newRow("two files") << QStringList{"a.oxo", "b.oxo"} << "one";
        QTest::newRow("unknown language") << QStringList{"--lang", "xx"} << "xx";
    }
    void badOptions() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const Run run = runToEnd(arguments);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(autosavePath()));  // nothing started, nothing changed
    }

    // R-F2: open a file mid-game, kill -9, start again without arguments: the same game,
    // move for move, with the same players, rules and clock and the same player to move.
    void killAndRestore() {
        const GameRecord record = midGame();
        const QString file = home_.filePath(QStringLiteral("mid.oxo"));
        QVERIFY(saveGameFile(file, record));

        QProcess first;
        prepare(first);
        first.setArguments({file});
        first.start();
        QVERIFY(first.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(autosaved() == record, kStartMs);
        first.kill();  // SIGKILL: no chance to save anything more
        QVERIFY(first.waitForFinished());
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);

        // Mark the autosave so its rewrite by the next start (from the restored game) shows.
        QFile saved(autosavePath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(saved.readAll()).object();
        saved.close();
        json.insert(QStringLiteral("testMarker"), true);  // readers ignore unknown keys
        QVERIFY(saved.open(QIODevice::WriteOnly | QIODevice::Truncate));
        saved.write(QJsonDocument(json).toJson());
        saved.close();

        QProcess second;
        prepare(second);
        second.start();
        QVERIFY(second.waitForStarted());
        const auto rewritten = [this] {
            QFile f(autosavePath());
            return f.open(QIODevice::ReadOnly) && !f.readAll().contains("testMarker");
        };
        QTRY_VERIFY_WITH_TIMEOUT(rewritten(), kStartMs);
        const ReadResult restored = loadGameFile(autosavePath());
        QVERIFY2(restored.ok(), qPrintable(restored.error));
        QCOMPARE(restored.game->record.rules, record.rules);
        QCOMPARE(restored.game->record.players, record.players);
        QCOMPARE(restored.game->record.clock, record.clock);
        QCOMPARE(restored.game->record.moves.size(), record.moves.size());
        for (std::size_t i = 0; i < record.moves.size(); ++i) {
            QCOMPARE(restored.game->record.moves[i], record.moves[i]);
        }
        // 7 moves by 3 players, the second one first: (1 + 7) % 3, the third player.
        QCOMPARE(restored.game->game.toMove(), Player{2});
        second.kill();
        second.waitForFinished();
    }

    // Rules options start a new game with exactly those rules, replacing the autosave;
    // a file given as well wins over them.
    void rulesOptionsAndPrecedence() {
        QProcess app;
        prepare(app);
        app.setArguments({"--size", "7", "--win", "4", "--players", "3", "--first", "2",
                          "--gravity", "--exact", "--no-early-draw"});
        app.start();
        QVERIFY(app.waitForStarted());
        Rules expected = Rules::square(7, 4);
        expected.players = 3;
        expected.firstPlayer = 1;
        expected.gravity = true;
        expected.family = Family::Exact;
        expected.earlyDraw = false;
        QTRY_VERIFY_WITH_TIMEOUT(autosaved() && autosaved()->rules == expected, kStartMs);
        QVERIFY(autosaved()->moves.empty());
        app.kill();
        app.waitForFinished();

        const QString file = home_.filePath(QStringLiteral("mid.oxo"));
        QVERIFY(saveGameFile(file, midGame()));
        QProcess both;
        prepare(both);
        both.setArguments({"--size", "9", file});
        both.start();
        QVERIFY(both.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(autosaved() == midGame(), kStartMs);
        both.kill();
        both.waitForFinished();
    }

    // A damaged autosave never stops the app: it starts a new game (and autosaves that),
    // and the damaged file is kept aside.
    void damagedAutosaveStartsNewGame() {
        QVERIFY(QDir().mkpath(QFileInfo(autosavePath()).path()));
        QFile damaged(autosavePath());
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{ \"format\": \"oxo-game\", \"version\": 1, \"rules\": ");
        damaged.close();

        QProcess app;
        prepare(app);
        app.start();
        QVERIFY(app.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(autosaved().has_value(), kStartMs);
        QVERIFY(autosaved()->moves.empty());
        QCOMPARE(app.state(), QProcess::Running);
        const QStringList aside = QDir(QFileInfo(autosavePath()).path())
                                      .entryList({QStringLiteral("autosave-damaged-*.oxo")});
        QCOMPARE(aside.size(), 1);
        app.kill();
        app.waitForFinished();
    }

    // `oxo --help` and `--version` (and a bad option) answer without a display: they never
    // needed one, yet aborted for want of one.
    void helpAndVersionWithoutADisplay() {
        const Run help = runToEnd({QStringLiteral("--help")}, false);
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains(QStringLiteral("--size")), qPrintable(help.err));
        const Run version = runToEnd({QStringLiteral("--version")}, false);
        QCOMPARE(version.code, 0);
        QCOMPARE(version.out.trimmed(), QStringLiteral("oxo " OXO_VERSION_TEXT));
        const Run bad = runToEnd({QStringLiteral("--size"), QStringLiteral("99")}, false);
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--size")), qPrintable(bad.err));
        const Run german = runToEnd(
            {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")}, false);
        QCOMPARE(german.code, 0);
        QVERIFY(german.out != help.out);  // still translated
    }

    // R-F2: a second running OXO writes its own autosave; the first one's game is safe.
    void twoInstancesDoNotShareOneAutosave() {
        QProcess first;
        startApp(first);
        QTRY_VERIFY_WITH_TIMEOUT(readable(autosavePath()), kStartMs);
        QProcess second;
        startApp(second);
        QTRY_VERIFY_WITH_TIMEOUT(readable(autosavePath(QStringLiteral("autosave-2.oxo"))),
                                 kStartMs);
        QCOMPARE(first.state(), QProcess::Running);
        QCOMPARE(second.state(), QProcess::Running);
        second.kill();
        first.kill();
        second.waitForFinished();
        first.waitForFinished();
    }

    // A FIFO as the settings file held the app in open() forever, before any window. Now it
    // is refused with a message and the app starts with default settings.
    void fifoSettingsFileIsRefused() {
        const QString config = home_.filePath(QStringLiteral("config/OXO"));
        QVERIFY(QDir().mkpath(config));
        const QString fifo = config + QStringLiteral("/oxo.conf");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess app;
        startApp(app);
        app.setProcessChannelMode(QProcess::SeparateChannels);
        QTRY_VERIFY_WITH_TIMEOUT(readable(autosavePath()), kStartMs);
        QCOMPARE(app.state(), QProcess::Running);
        app.kill();
        app.waitForFinished();
        const QString err = QString::fromUtf8(app.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("not a regular file")), qPrintable(err));
        struct stat info {};
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
        QVERIFY(S_ISFIFO(info.st_mode));  // left alone
    }

    // The same for the autosave: set aside, and a new game starts.
    void fifoAutosaveIsRefused() {
        QVERIFY(QDir().mkpath(autosaveDir()));
        QCOMPARE(::mkfifo(QFile::encodeName(autosavePath()).constData(), 0600), 0);
        QProcess app;
        startApp(app);
        QTRY_VERIFY_WITH_TIMEOUT(readable(autosavePath()), kStartMs);
        QCOMPARE(app.state(), QProcess::Running);
        app.kill();
        app.waitForFinished();
    }

    // The process ended 1.4–2 s after its window closed. Closing (here by SIGTERM, which the
    // app treats as Quit) now ends it promptly, with the autosave written.
    void processExitsPromptlyAfterTheWindowCloses() {
        // Two Hard bots on a big board think all the time: a search runs when the window closes.
        QVERIFY(QDir().mkpath(home_.filePath(QStringLiteral("config/OXO"))));
        QFile conf(home_.filePath(QStringLiteral("config/OXO/oxo.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[game]\nplayer0\\kind=hard\nplayer1\\kind=hard\nbotPauseMs=0\n");
        conf.close();
        QProcess app;
        startApp(app, {QStringLiteral("--size"), QStringLiteral("50"), QStringLiteral("--win"),
                       QStringLiteral("5")});
        QTRY_VERIFY_WITH_TIMEOUT(readable(autosavePath()), kStartMs);
        QTest::qWait(500);
        QElapsedTimer clock;
        clock.start();
        ::kill(static_cast<pid_t>(app.processId()), SIGTERM);
        QVERIFY(app.waitForFinished(kStartMs));
        const qint64 took = clock.elapsed();
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        qInfo("exit took %lld ms", took);
        QVERIFY2(took < 1000, qPrintable(QString::number(took)));
        QVERIFY(readable(autosavePath()));
    }
};

OXO_TEST_GUILESS_MAIN(TestAppProcess)
#include "test_app_process.moc"
