// The programs as processes (R-F2, R-F3, R-F4, R-F5, R-U9): --help without a
// display, two running OXOs, a FIFO where the settings or the autosave should be, a prompt
// exit, oxo-cli's messages about long bad input, and a match stopped by an engine that refuses
// the board. Each test is named after its item.
#include <sys/stat.h>
#include <csignal>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/game_file.h"
#include "process_run.h"

using namespace oxo;

using test::kStartMs;

class TestProcessDefects : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    QString autosaveDir() const { return home_.filePath(QStringLiteral("data/OXO/oxo")); }
    QString autosavePath(const QString& name = QStringLiteral("autosave.oxo")) const {
        return autosaveDir() + QLatin1Char('/') + name;
    }

    QProcessEnvironment environment(bool display = true) const {
        QProcessEnvironment env = test::homeEnvironment(home_);
        if (display) {
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        } else {
            for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) {
                env.remove(QString::fromLatin1(name));
            }
        }
        env.remove(QStringLiteral("LC_ALL"));
        return env;
    }

    using Run = test::ProcessRun;
    Run runToEnd(const QString& program, const QStringList& arguments, bool display) const {
        QProcess process;
        process.setProcessEnvironment(environment(display));
        process.setProgram(program);
        process.setArguments(arguments);
        return test::runToEnd(process);
    }
    Run cli(const QStringList& arguments) const {
        return runToEnd(QStringLiteral(OXO_CLI_PATH), arguments, true);
    }

    void startApp(QProcess& app, const QStringList& arguments = {}) const {
        app.setProcessEnvironment(environment());
        app.start(QStringLiteral(OXO_APP_PATH), arguments);
    }
    static bool readable(const QString& path) { return loadGameFile(path).ok(); }

private slots:
    void init() { QVERIFY(test::emptyHome(home_)); }

    // `oxo --help` and `--version` (and a bad option) answer without a display: they never
    // needed one, yet aborted for want of one.
    void helpAndVersionWithoutADisplay() {
        const QString app = QStringLiteral(OXO_APP_PATH);
        const Run help = runToEnd(app, {QStringLiteral("--help")}, false);
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains(QStringLiteral("--size")), qPrintable(help.err));
        const Run version = runToEnd(app, {QStringLiteral("--version")}, false);
        QCOMPARE(version.code, 0);
        QCOMPARE(version.out.trimmed(), QStringLiteral("oxo " OXO_VERSION_TEXT));
        const Run bad = runToEnd(app, {QStringLiteral("--size"), QStringLiteral("99")}, false);
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--size")), qPrintable(bad.err));
        const Run german = runToEnd(
            app, {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")}, false);
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

    // R-F4: oxo-cli cuts long bad input it echoes (cells, player specs, paths, options,
    // commands), so a 100 KB token does not come back in full.
    void cliShortensEchoedInput_data() {
        const QString huge(100'000, u'q');
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("cell in --moves") << QStringList{"solve", "--moves", huge};
        QTest::newRow("cell after a good one") << QStringList{"solve", "--moves", "b2 " + huge};
        QTest::newRow("player spec") << QStringList{"match", "--bot1", huge};
        QTest::newRow("engine path")
            << QStringList{"match", "--size", "15", "--win", "5", "--bot1", "engine:/" + huge};
        QTest::newRow("unknown option") << QStringList{"solve", "--" + huge};
        QTest::newRow("command") << QStringList{huge};
        QTest::newRow("two commands") << QStringList{"solve", huge};
        QTest::newRow("rules value") << QStringList{"solve", "--size", huge};
    }
    void cliShortensEchoedInput() {
        QFETCH(QStringList, arguments);
        const Run run = cli(arguments);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.size() < 600, qPrintable(run.err.left(300)));
        QVERIFY(run.err.contains(QStringLiteral("qqqq")));  // what was given is still quoted
    }

    // R-F3, R-F5: an engine that refuses the board (START → ERROR) stops the match with a
    // clear message instead of forfeiting every game.
    void matchStopsWhenAnEngineRefusesTheBoard() {
        const QString engine = home_.filePath(QStringLiteral("pbrain-refuse"));
        QFile script(engine);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(QStringLiteral("#!/bin/sh\nexec '%1' refuse\n")
                         .arg(QStringLiteral(OXO_FAKE_BRAIN))
                         .toUtf8());
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
        const Run run = cli({"match", "--size", "15", "--win", "5", "--games", "6", "--bot1",
                             "engine:" + engine, "--bot2", "easy", "--think-ms", "50"});
        QVERIFY2(run.code != 0, qPrintable(run.out));
        QVERIFY2(run.err.contains(QStringLiteral("refused")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("bot1")), qPrintable(run.err));
        QVERIFY2(!run.out.contains(QStringLiteral("Wins")), qPrintable(run.out));  // no table
    }
};

QTEST_GUILESS_MAIN(TestProcessDefects)
#include "test_process_defects.moc"
