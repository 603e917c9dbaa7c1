// oxo-cli match (R-F3, R-F5): tables and JSON, openings, time per seat, adjudication, saved
// games, Elo, four players, outside engines, and its answers to bad match input (R-F4).
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "qtest_columns.h"
#include "test_main.h"

namespace oxo::test {

namespace {

// A pbrain-<mode> program in `home` that runs the fake engine in that mode (fake_brain.cpp):
// a match names an engine by path only. Empty when it could not be written.
QString fakeEngine(const QTemporaryDir& home, const char* mode) {
    const QString engine = home.filePath(QStringLiteral("pbrain-") + QLatin1String(mode));
    QFile script(engine);
    if (!home.isValid() || !script.open(QIODevice::WriteOnly)) {
        return {};
    }
    script.write(QStringLiteral("#!/bin/sh\nexec '%1' %2\n")
                     .arg(QStringLiteral(OXO_FAKE_BRAIN), QLatin1String(mode))
                     .toUtf8());
    script.close();
    return script.setPermissions(script.permissions() | QFileDevice::ExeOwner) ? engine : QString();
}

}  // namespace

class TestCliMatch : public QObject {
    Q_OBJECT

private slots:
    // A match: every game counted once per bot, the table and the JSON agree, no progress
    // chatter on a stderr that is not a terminal.
    void matchTableAndJson() {
        const QStringList args{"match",  "--size", "5",       "--win", "4",      "--bot1", "medium",
                               "--bot2", "easy",   "--games", "6",     "--seed", "3"};
        const CliRun text = run(args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.err.isEmpty());
        QVERIFY(text.out.contains("bot1 medium"));
        QVERIFY(text.out.contains("Avg think"));
        const CliRun r = run(QStringList(args) << "--json");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["games"].toInt(), 6);
        const QJsonArray bots = o["bots"].toArray();
        QCOMPARE(bots.size(), 2);
        const QJsonObject a = bots[0].toObject();
        const QJsonObject b = bots[1].toObject();
        QCOMPARE(a["wins"].toInt() + a["draws"].toInt() + a["losses"].toInt(), 6);
        QCOMPARE(a["wins"].toInt(), b["losses"].toInt());
        QCOMPARE(a["draws"].toInt(), b["draws"].toInt());
        QCOMPARE(a["illegalMoves"].toInt(), 0);
        // Reproducible: the same seed, the same results.
        const QJsonObject again = json(run(QStringList(args) << "--json"));
        QCOMPARE(again["bots"].toArray()[0].toObject()["wins"], a["wins"]);
    }

    // An opening file (each opening with both colours), a think time per seat, a
    // draw adjudicated at a move limit, every game saved as a .oxo file, why each game ended,
    // and the Elo estimate.
    void matchEngineTools() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString openings = dir.filePath("openings.txt");
        QFile file(openings);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# two openings\nc3 d4 c4\n\nd4, e5\n");
        file.close();
        const QString saved = dir.filePath("games");
        const CliRun r =
            run({"match",  "--size",       "7",    "--win",      "4",      "--bot1",
                 "medium", "--bot2",       "hard", "--games",    "4",      "--think-ms",
                 "20",     "--think-ms2",  "10",   "--openings", openings, "--max-moves",
                 "12",     "--save-games", saved,  "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        const QJsonArray games = o["gameResults"].toArray();
        QCOMPARE(games.size(), 4);
        QCOMPARE(games[0].toObject()["opening"].toString(), QString("c3 d4 c4"));
        QCOMPARE(games[1].toObject()["opening"].toString(), QString("c3 d4 c4"));
        QCOMPARE(games[2].toObject()["opening"].toString(), QString("d4 e5"));
        // The same opening with the colours swapped.
        QCOMPARE(games[0].toObject()["seatOfMark"].toArray()[0].toInt(), 1);
        QCOMPARE(games[1].toObject()["seatOfMark"].toArray()[0].toInt(), 2);
        for (const auto& g : games) {
            const QJsonObject game = g.toObject();
            QVERIFY(game["moves"].toInt() <= 12);
            const QString end = game["end"].toString();
            QVERIFY2(end == "win" || end == "move-limit", qPrintable(end));
            QVERIFY(!game["result"].toString().isEmpty());
            QVERIFY(QFile::exists(game["file"].toString()));
        }
        QCOMPARE(o["bots"].toArray()[1].toObject()["thinkMs"].toInt(), 10);
        QVERIFY(o["elo"].toObject().contains("errorBar95"));
        // The text shows each game's end and the Elo line.
        const CliRun text =
            run({"match", "--size", "7", "--win", "4", "--bot1", "medium", "--bot2", "easy",
                 "--games", "2", "--openings", openings, "--max-moves", "12"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Game 2 (X=bot2 O=bot1, opening 1: c3 d4 c4)"),
                 text.out.constData());
        QVERIFY(text.out.contains("Elo bot1 - bot2"));
    }

    void eloOfAPerfectScore() {
        // Every game won: the estimate is a finite lower bound (the exact binomial one), not
        // "inf +- nan". 20 games: a score of 0.025^(1/20) = 0.8315 is +277 Elo.
        const CliRun r = run({"match", "--size", "15", "--win", "5", "--bot1", "medium", "--bot2",
                              "easy", "--games", "20", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject elo = json(r)["elo"].toObject();
        QCOMPARE(elo["score"].toDouble(), 1.0);
        QVERIFY(qAbs(elo["lower95"].toDouble() - 277.4) < 0.1);
        const CliRun text = run({"match", "--size", "15", "--win", "5", "--bot1", "medium",
                                 "--bot2", "easy", "--games", "20"});
        QVERIFY2(text.out.contains("Elo bot1 - bot2: at least 277.4 (95 %), score 100.0 %"),
                 text.out.constData());
    }

    // The opening sets the strength figures were measured on (docs/bench/strength*.md) are
    // what the match command takes: every line three different cells, no opening twice. R-F3.
    void shippedOpeningSets_data() {
        addColumns<QString, int, int>("file", "size", "count");
        QTest::newRow("balanced 15") << "balanced-15x15.txt" << 15 << 100;
        QTest::newRow("balanced 20") << "balanced-20x20.txt" << 20 << 100;
        QTest::newRow("deep-balanced 15") << "deep-balanced-15x15.txt" << 15 << 100;
        QTest::newRow("deep-balanced 20") << "deep-balanced-20x20.txt" << 20 << 100;
        QTest::newRow("dev 15") << "dev-15x15.txt" << 15 << 50;
        QTest::newRow("dev 20") << "dev-20x20.txt" << 20 << 50;
        QTest::newRow("rapfi-balanced 15") << "rapfi-balanced-15x15.txt" << 15 << 60;
    }
    void shippedOpeningSets() {
        QFETCH(QString, file);
        QFETCH(int, size);
        QFETCH(int, count);
        const QString path = QStringLiteral(OXO_OPENINGS_DIR "/") + file;
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly | QIODevice::Text));
        QSet<QString> seen;
        while (!in.atEnd()) {
            const QString line = QString::fromUtf8(in.readLine()).trimmed();
            const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QCOMPARE(cells.size(), 3);
            QCOMPARE(QSet<QString>(cells.begin(), cells.end()).size(), 3);
            QVERIFY2(!seen.contains(line), qPrintable(line));
            seen.insert(line);
        }
        QCOMPARE(seen.size(), count);
        const CliRun r =
            run({"match", "--size", QString::number(size), "--win", "5", "--bot1", "easy", "--bot2",
                 "easy", "--games", "2", "--think-ms", "1", "--openings", path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    // R-F3, R-F7: Gomocup's opening files (x,y offsets from the centre) play like OXO's own.
    void gomocupOpeningFile() {
        QTemporaryDir dir;
        const QString openings = dir.filePath("gomocup.txt");
        QFile file(openings);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("0,0, 1,0, -1,1\n-2,-2, 2,2\n");
        file.close();
        const CliRun r = run({"match", "--size", "15", "--win", "5", "--bot1", "easy", "--bot2",
                              "easy", "--games", "4", "--think-ms", "1", "--openings", openings,
                              "--max-moves", "10", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray games = json(r)["gameResults"].toArray();
        QCOMPARE(games.size(), 4);
        QCOMPARE(games[0].toObject()["opening"].toString(), QString("h8 i8 g9"));
        QCOMPARE(games[2].toObject()["opening"].toString(), QString("f6 j10"));
    }

    void badOpenings() {
        QTemporaryDir dir;
        const QString openings = dir.filePath("bad.txt");
        QFile file(openings);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a1 b1\nc3 c3\n");
        file.close();
        const CliRun r = run({"match", "--size", "7", "--win", "4", "--openings", openings});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 2") && r.err.contains("c3"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void matchFourPlayers() {
        const CliRun r =
            run({"match",  "--size",  "7",      "--win",      "4",      "--players", "4",
                 "--bot1", "hard",    "--bot2", "medium",     "--bot3", "easy",      "--bot4",
                 "easy",   "--games", "2",      "--think-ms", "20",     "--json"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)["bots"].toArray().size(), 4);
    }

    // R-F3, R-B6: --threads gives Hard's search helpers; it plays whole games with them, only
    // legal moves, and beats Easy.
    void matchWithThreads() {
        const CliRun r =
            run({"match", "--size", "15", "--win", "5", "--bot1", "hard", "--bot2", "easy",
                 "--games", "2", "--think-ms", "50", "--threads", "2", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray bots = json(r)["bots"].toArray();
        QCOMPARE(bots[0].toObject()["wins"].toInt(), 2);
        QCOMPARE(bots[0].toObject()["illegalMoves"].toInt(), 0);
    }

    // R-F5: an outside Gomocup engine as a match player (OXO's own pbrain-oxo here); it plays
    // legal moves through the protocol, and its games are counted like any bot's.
    void matchAgainstEngine() {
        const QString engine = QStringLiteral("engine:") + QStringLiteral(OXO_PBRAIN_PATH);
        const CliRun r = run({"match", "--size", "15", "--win", "5", "--bot1", engine, "--bot2",
                              "easy", "--games", "2", "--think-ms", "100", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray bots = json(r)["bots"].toArray();
        QCOMPARE(bots.size(), 2);
        const QJsonObject e = bots[0].toObject();
        QCOMPARE(e["wins"].toInt() + e["draws"].toInt() + e["losses"].toInt(), 2);
        QCOMPARE(e["illegalMoves"].toInt(), 0);
        QCOMPARE(bots[1].toObject()["illegalMoves"].toInt(), 0);
    }

    // R-F3: the think time a bot spends on the moves it searched (neither a forced reply nor a
    // proven result) is reported apart from the rest; an outside engine's analysis is not
    // seen, so none of its moves count as searched.
    void searchedMovesAreCountedApart() {
        const QString engine = QStringLiteral("engine:") + QStringLiteral(OXO_PBRAIN_PATH);
        const QStringList args{"match",  "--size",     "15",     "--win",       "5",
                               "--bot1", "hard",       "--bot2", engine,        "--games",
                               "1",      "--think-ms", "50",     "--max-moves", "16"};
        const CliRun r = run(QStringList(args) << "--json");
        QCOMPARE(r.exitCode, 0);
        const QJsonArray bots = json(r)["bots"].toArray();
        const QJsonObject hard = bots[0].toObject();
        const QJsonObject outside = bots[1].toObject();
        QVERIFY2(hard["searchedMoves"].toInt() > 0, r.out.constData());
        QVERIFY(hard["searchedMoves"].toInt() <= hard["moves"].toInt());
        QVERIFY(hard["searchedBudgetShare"].toDouble() > 0);
        QCOMPARE(outside["searchedMoves"].toInt(), 0);
        QCOMPARE(outside["searchedBudgetShare"].toDouble(), 0.0);
        const CliRun text = run(args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("bot1 used ") && text.out.contains("moves it searched"),
                 text.out.constData());
        QVERIFY2(!text.out.contains("bot2 used "), text.out.constData());
    }

    void engineNeedsFiveInARow() {
        // R-F4, R-F5: the protocol plays five in a row; other rules are refused up front.
        const QString engine = QStringLiteral("engine:") + QStringLiteral(OXO_PBRAIN_PATH);
        const CliRun r = run({"match", "--size", "3", "--bot1", engine, "--bot2", "easy"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bot1"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void engineMustExist() {
        const CliRun r = run({"match", "--size", "15", "--win", "5", "--bot1",
                              "engine:/nonexistent/pbrain-none", "--bot2", "easy"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("does not exist"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // R-F3, R-F5: an engine that takes long to start (tables allocated at START) is not
    // reported over its think time for it: START is not a move.
    void engineStartIsNotCountedAsThinking() {
        QTemporaryDir home;
        const QString engine = fakeEngine(home, "slowstart");
        QVERIFY(!engine.isEmpty());
        const CliRun r = run({"match", "--size", "15", "--win", "5", "--games", "2", "--bot1",
                              "engine:" + engine, "--bot2", "easy", "--think-ms", "500",
                              "--max-moves", "20", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject seat = json(r)["bots"].toArray().first().toObject();
        QCOMPARE(seat["overBudgetMoves"].toInt(), 0);
        QVERIFY2(seat["longestThinkMs"].toDouble() < 1000, r.out.constData());
    }

    // R-F3, R-F5: an engine that refuses the board (START → ERROR) stops the match with a
    // clear message instead of forfeiting every game.
    void matchStopsWhenAnEngineRefusesTheBoard() {
        QTemporaryDir home;
        const QString engine = fakeEngine(home, "refuse");
        QVERIFY(!engine.isEmpty());
        const CliRun r = run({"match", "--size", "15", "--win", "5", "--games", "6", "--bot1",
                              "engine:" + engine, "--bot2", "easy", "--think-ms", "50"});
        QVERIFY2(r.exitCode != 0, r.out.constData());
        QVERIFY2(r.err.contains("refused"), r.err.constData());
        QVERIFY2(r.err.contains("bot1"), r.err.constData());
        QVERIFY2(!r.out.contains("Wins"), r.out.constData());  // no table
    }
};

}  // namespace oxo::test

using oxo::test::TestCliMatch;
OXO_TEST_GUILESS_MAIN(TestCliMatch)
#include "test_cli_match.moc"
