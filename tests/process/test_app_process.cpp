// The built `oxo` as a person starts it: command line, file, autosave and a kill -9 in the
// middle of a game (R-F1, R-F2). The app is observed from outside through its autosave file,
// which it rewrites from the game on screen at every start and after every change.
#include <QDir>
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
    QString autosavePath() const {
        return home_.filePath(QStringLiteral("data/OXO/oxo/autosave.oxo"));
    }

    void prepare(QProcess& process) const {
        QProcessEnvironment env = test::homeEnvironment(home_);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.setProgram(QStringLiteral(OXO_APP_PATH));
    }

    // Runs `oxo arguments` to the end; returns the exit code, stdout and stderr.
    using Run = test::ProcessRun;
    Run runToEnd(const QStringList& arguments) const {
        QProcess process;
        prepare(process);
        process.setArguments(arguments);
        return test::runToEnd(process);
    }

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
        expected.exactLength = true;
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
};

QTEST_GUILESS_MAIN(TestAppProcess)
#include "test_app_process.moc"
