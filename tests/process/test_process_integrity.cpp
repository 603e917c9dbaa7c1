// The programs as processes, attacked (R-F1, R-F3, R-F5): a match's saved games in a folder
// with planted links and with a relative engine path, a strategy file on a full disk, opening
// files that are FIFOs or huge, and engines that must die with oxo-cli (Ctrl-C, kill, hang-up,
// kill -9) and with the app (kill -9). Real child processes; each test is named for its item.
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include "oxo/files/game_file.h"
#include "process_alive.h"
#include "process_run.h"
#include "test_main.h"

using namespace oxo;
using test::kStartMs;
using test::processAlive;

class TestProcessIntegrity : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    QString path(const QString& name) const { return home_.filePath(name); }

    // An engine script that writes its pid (the engine's own: it execs) to `pidFile`, then
    // runs the fake brain in `mode`.
    QString engineScript(const QString& name, const QString& mode, const QString& pidFile) const {
        QFile script(path(name));
        if (!script.open(QIODevice::WriteOnly)) {
            return {};
        }
        script.write(QStringLiteral("#!/bin/sh\necho $$ > '%1'\nexec '%2' %3\n")
                         .arg(pidFile, QStringLiteral(OXO_FAKE_BRAIN), mode)
                         .toUtf8());
        script.close();
        script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        return script.fileName();
    }

    void prepare(QProcess& process, const QString& program, const QStringList& arguments) const {
        QProcessEnvironment env = test::homeEnvironment(home_);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("FAKE_BRAIN_LOG"), brainLog());
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(home_.path());
        process.setProgram(program);
        process.setArguments(arguments);
    }
    test::ProcessRun cli(const QStringList& arguments) const {
        QProcess process;
        prepare(process, QStringLiteral(OXO_CLI_PATH), arguments);
        return test::runToEnd(process);
    }
    QString brainLog() const { return path(QStringLiteral("brain.log")); }
    // Whether the fake brain was asked for a move (and so, if deaf, reads no more input).
    bool askedForAMove() const {
        QFile log(brainLog());
        if (!log.open(QIODevice::ReadOnly)) {
            return false;
        }
        const QByteArray lines = log.readAll();
        return lines.contains("BEGIN") || lines.contains("TURN ") || lines.contains("DONE");
    }
    // Waits until the deaf engine started from a script that writes `pidFile` is asked for a
    // move (it reads no more input from then on); *pid is its process, alive.
    void waitUntilDeaf(const QString& pidFile, qint64* pid) const {
        QTRY_VERIFY_WITH_TIMEOUT(pidIn(pidFile) > 0, kStartMs);
        QTRY_VERIFY_WITH_TIMEOUT(askedForAMove(), kStartMs);
        *pid = pidIn(pidFile);
        QVERIFY(processAlive(*pid));
    }
    // The pid a script wrote, once it is there.
    static qint64 pidIn(const QString& pidFile) {
        QFile file(pidFile);
        return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : 0;
    }

private slots:
    void init() { QVERIFY(test::emptyHome(home_)); }

    // R-F1, R-F3: --save-games never writes through a link planted in the folder (it might
    // be under /tmp): the planted name is skipped, the file it points to is untouched.
    void matchGamesAreNeverWrittenThroughPlantedLinks() {
        const QString games = path(QStringLiteral("games"));
        QVERIFY(QDir().mkpath(games));
        const QString victim = path(QStringLiteral("victim"));
        QFile file(victim);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("precious");
        file.close();
        QVERIFY(QFile::link(victim, games + QStringLiteral("/game-0001.oxo")));
        QVERIFY(QFile::link(path(QStringLiteral("made-by-a-link")),
                            games + QStringLiteral("/game-0002.oxo")));
        const test::ProcessRun run = cli({"match", "--size", "3", "--bot1", "easy", "--bot2",
                                          "easy", "--games", "2", "--save-games", games});
        QCOMPARE(run.code, 0);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("precious"));
        QVERIFY(!QFile::exists(path(QStringLiteral("made-by-a-link"))));
        for (const char* name : {"game-0001-2.oxo", "game-0002-2.oxo"}) {
            const ReadResult read = loadGameFile(games + QLatin1Char('/') + QLatin1String(name));
            QVERIFY2(read.ok(),
                     qPrintable(QLatin1String(name) + QStringLiteral(": ") + read.error));
        }
    }

    // R-F3, R-F5: a match with an engine named by a relative path saves games OXO can open:
    // the file names the engine by its absolute path.
    void matchGamesNameEnginesByAbsolutePath() {
        engineScript(QStringLiteral("pbrain-legal"), QStringLiteral("legal"),
                     path(QStringLiteral("legal.pid")));
        const QString games = path(QStringLiteral("games"));
        const test::ProcessRun run =
            cli({"match", "--size", "15", "--win", "5", "--bot1", "engine:./pbrain-legal", "--bot2",
                 "easy", "--games", "1", "--think-ms", "100", "--max-moves", "6", "--save-games",
                 games});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        const ReadResult read = loadGameFile(games + QStringLiteral("/game-0001.oxo"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.game->record.players[0].engine, path(QStringLiteral("pbrain-legal")));
    }

    // R-F3: --strategy on a full disk fails with the reason and keeps the file that was there
    // (a file-size limit with SIGXFSZ ignored fails writes as a full disk does).
    void strategyFileIsWrittenWholeOrNotAtAll() {
        const QString strategy = path(QStringLiteral("strategy.txt"));
        QFile old(strategy);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the strategy from last week\n");
        old.close();
        QProcess process;
        prepare(process, QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("trap '' XFSZ; ulimit -f 1; exec '%1' solve --size 4 --win 3 "
                                "--strategy '%2'")
                     .arg(QStringLiteral(OXO_CLI_PATH), strategy)});
        const test::ProcessRun run = test::runToEnd(process);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(QStringLiteral("too large")), qPrintable(run.err));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the strategy from last week\n"));
        old.close();
        QCOMPARE(QDir(home_.path())
                     .entryList({QStringLiteral(".strategy*")}, QDir::Hidden | QDir::Files),
                 QStringList());
        // Without the limit the same command writes it.
        const test::ProcessRun fine =
            cli({"solve", "--size", "4", "--win", "3", "--strategy", strategy});
        QCOMPARE(fine.code, 0);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QVERIFY(old.readLine().startsWith("oxo-strategy 1"));
    }

    // R-F3, R-F4: --openings on a FIFO is refused at once, and a huge file is refused before
    // it is read (a 120 MB line once took 2.5 GB).
    void openingsFileMustBeARegularFileOfSaneSize_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("says");
        QTest::newRow("fifo") << "fifo"
                              << "FIFO";
        QTest::newRow("120 MB") << "huge"
                                << "too large";
    }
    void openingsFileMustBeARegularFileOfSaneSize() {
        QFETCH(QString, kind);
        QFETCH(QString, says);
        const QString openings = path(QStringLiteral("openings.txt"));
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(openings).constData(), 0600), 0);
        } else {
            QFile file(openings);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(qint64{120} * 1024 * 1024));  // sparse: no disk used
        }
        const test::ProcessRun run = cli({"match", "--size", "15", "--win", "5", "--bot1", "easy",
                                          "--bot2", "easy", "--openings", openings});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
    }

    // R-F5: engines run in process groups of their own, out of reach of the terminal's
    // Ctrl-C; they still end when oxo-cli is interrupted, terminated, hung up or killed.
    void enginesDieWithOxoCli_data() {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << SIGINT;
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGHUP") << SIGHUP;
        QTest::newRow("SIGKILL") << SIGKILL;
    }
    void enginesDieWithOxoCli() {
        QFETCH(int, signal);
        const QString pidFile = path(QStringLiteral("deaf.pid"));
        const QString engine =
            engineScript(QStringLiteral("pbrain-deaf"), QStringLiteral("deaf"), pidFile);
        QProcess cliProcess;
        prepare(cliProcess, QStringLiteral(OXO_CLI_PATH),
                {"match", "--size", "15", "--win", "5", "--bot1", "engine:" + engine, "--bot2",
                 "easy", "--games", "1", "--think-ms", "60000"});
        cliProcess.start();
        QVERIFY(cliProcess.waitForStarted());
        qint64 enginePid = 0;
        waitUntilDeaf(pidFile, &enginePid);
        QVERIFY(enginePid > 0);
        QCOMPARE(::kill(static_cast<pid_t>(cliProcess.processId()), signal), 0);
        QVERIFY(cliProcess.waitForFinished(kStartMs));
        QCOMPARE(cliProcess.exitStatus(), QProcess::CrashExit);  // died of the signal
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(enginePid), kStartMs);
    }

    // R-F5: an engine seat of the app ends when the app is killed with SIGKILL.
    void enginesDieWithTheApp() {
        const QString pidFile = path(QStringLiteral("app-engine.pid"));
        const QString engine =
            engineScript(QStringLiteral("pbrain-app"), QStringLiteral("deaf"), pidFile);
        // The settings a person left: 15×15 gomoku, X an engine, so it is asked at start.
        const QString config = path(QStringLiteral("config/OXO"));
        QVERIFY(QDir().mkpath(config));
        QFile settings(config + QStringLiteral("/oxo.conf"));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write(QStringLiteral("[game]\nsize=15\nwinLength=5\nplayers=2\n"
                                      "player0\\kind=engine\nplayer0\\engine=%1\n"
                                      "player1\\kind=human\nbotPauseMs=0\n")
                           .arg(engine)
                           .toUtf8());
        settings.close();
        QProcess app;
        prepare(app, QStringLiteral(OXO_APP_PATH), {});
        app.start();
        QVERIFY(app.waitForStarted());
        qint64 enginePid = 0;
        waitUntilDeaf(pidFile, &enginePid);
        QVERIFY(enginePid > 0);
        app.kill();
        QVERIFY(app.waitForFinished(kStartMs));
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(enginePid), kStartMs);
    }
};

OXO_TEST_GUILESS_MAIN(TestProcessIntegrity)
#include "test_process_integrity.moc"
