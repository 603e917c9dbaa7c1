// oxo-cli match and solve (R-F3), and its answers to bad input (R-F4): the built binary,
// run as a user would run it.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "qtest_columns.h"

class TestCli : public QObject {
    Q_OBJECT

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    // The existing checks read English text, so every run starts from a neutral locale;
    // `language` (if set) becomes LANGUAGE, the variable a user sets to pick a language.
    static Run run(const QStringList& arguments, const QString& language = {}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) {
            env.remove(QString::fromLatin1(name));
        }
        // C.UTF-8, not C: Qt warns on stderr about a non-UTF-8 locale.
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        if (!language.isEmpty()) {
            env.insert(QStringLiteral("LANGUAGE"), language);
        }
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(OXO_CLI_PATH), arguments);
        Run result;
        if (!process.waitForFinished(60000)) {
            process.kill();
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

    static QJsonObject json(const Run& r) { return QJsonDocument::fromJson(r.out).object(); }

private slots:
    void help() {
        const Run r = run({"--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("match|solve"));
        QVERIFY(r.out.contains("--gravity"));
        QVERIFY(r.out.contains("--no-early-draw"));
    }

    // R-B4 through the CLI: proven values with distance and best move.
    void solveValues_data() {
        oxo::test::addColumns<QStringList, QString, int>("arguments", "value", "distance");
        QTest::newRow("3x3 draw") << QStringList{"solve"} << "draw" << 9;
        QTest::newRow("4x4 K3 win")
            << QStringList{"solve", "--size", "4", "--win", "3"} << "win" << 5;
        QTest::newRow("win in one") << QStringList{"solve", "--moves", "a1 a2 b1 b2"} << "win" << 1;
        // O answered the centre with an edge (a2) and X took a1: O to move has lost.
        QTest::newRow("lost") << QStringList{"solve", "--moves", "b2,a2;a1"} << "loss" << 4;
    }
    void solveValues() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, value);
        QFETCH(int, distance);
        const Run r = run(arguments << "--json");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["value"].toString(), value);
        QVERIFY(o["proven"].toBool());
        QCOMPARE(o["distance"].toInt(), distance);
        QVERIFY(!o["bestMove"].toString().isEmpty());
        QVERIFY(o.contains("nodes") && o.contains("timeMs"));
    }

    void solveText() {
        const Run r = run({"solve", "--size", "4", "--win", "3"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Value:"));
        QVERIFY(r.out.contains("Proven:    yes"));
        QVERIFY(r.out.contains("Best move: "));
        QVERIFY(r.err.isEmpty());
    }

    // The proof model and memory in the JSON; three players are paranoid proofs.
    void solveModelAndMemory() {
        Run r = run({"solve", "--size", "5", "--win", "5", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = json(r);
        QCOMPARE(o["value"].toString(), QString("draw"));
        QCOMPARE(o["model"].toString(), QString("exact"));
        QVERIFY(o["tableBytes"].toInteger() > 0);
        QVERIFY(o["peakRssBytes"].toInteger() > 0);
        r = run({"solve", "--size", "4", "--win", "3", "--players", "3", "--moves",
                 "b4 b2 d2 a1 a3", "--json"});
        o = json(r);
        QCOMPARE(o["value"].toString(), QString("loss"));  // X lets O win on c1
        QCOMPARE(o["model"].toString(), QString("paranoid"));
    }

    // --strategy writes the proof; without a proof it says so and writes nothing.
    void solveStrategyFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("s.txt");
        Run r = run({"solve", "--size", "4", "--win", "3", "--strategy", path, "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(json(r)["strategyRecords"].toInteger() > 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith("oxo-strategy 1"));
        const QString none = dir.filePath("none.txt");
        r = run({"solve", "--size", "8", "--win", "5", "--think-ms", "50", "--strategy", none});
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.err.contains("no proven result"));
        QVERIFY(!QFile::exists(none));
    }

    void solveFinishedGame() {
        const Run r = run({"solve", "--moves", "a1 a2 b1 b2 c1", "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(json(r)["over"].toBool());
        QCOMPARE(json(r)["winner"].toString(), QString("X"));
    }

    // A match: every game counted once per bot, the table and the JSON agree, no progress
    // chatter on a stderr that is not a terminal.
    void matchTableAndJson() {
        const QStringList args{"match",  "--size", "5",       "--win", "4",      "--bot1", "medium",
                               "--bot2", "easy",   "--games", "6",     "--seed", "3"};
        const Run text = run(args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.err.isEmpty());
        QVERIFY(text.out.contains("bot1 medium"));
        QVERIFY(text.out.contains("Avg think"));
        const Run r = run(QStringList(args) << "--json");
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
        const Run r =
            run({"match",      "--size",     "7",           "--win",        "4",
                 "--bot1",     "medium",     "--bot2",      "alphabeta-r1", "--games",
                 "4",          "--think-ms", "20",          "--think-ms2",  "10",
                 "--openings", openings,     "--max-moves", "12",           "--save-games",
                 saved,        "--json"});
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
        const Run text = run({"match", "--size", "7", "--win", "4", "--bot1", "medium", "--bot2",
                              "easy", "--games", "2", "--openings", openings, "--max-moves", "12"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Game 2 (X=bot2 O=bot1, opening 1: c3 d4 c4)"),
                 text.out.constData());
        QVERIFY(text.out.contains("Elo bot1 - bot2"));
    }

    void eloOfAPerfectScore() {
        // Every game won: the estimate is a finite lower bound (the exact binomial one), not
        // "inf +- nan". 20 games: a score of 0.025^(1/20) = 0.8315 is +277 Elo.
        const Run r = run({"match", "--size", "15", "--win", "5", "--bot1", "medium", "--bot2",
                           "easy", "--games", "20", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject elo = json(r)["elo"].toObject();
        QCOMPARE(elo["score"].toDouble(), 1.0);
        QVERIFY(qAbs(elo["lower95"].toDouble() - 277.4) < 0.1);
        const Run text = run({"match", "--size", "15", "--win", "5", "--bot1", "medium", "--bot2",
                              "easy", "--games", "20"});
        QVERIFY2(text.out.contains("Elo bot1 - bot2: at least 277.4 (95 %), score 100.0 %"),
                 text.out.constData());
    }

    // The opening sets the strength figures were measured on (docs/bench/strength.md) are
    // what the match command takes: every line three different cells, no opening twice. R-F3.
    void shippedOpeningSets_data() {
        oxo::test::addColumns<QString, int, int>("file", "size", "count");
        QTest::newRow("balanced 15") << "balanced-15x15.txt" << 15 << 100;
        QTest::newRow("balanced 20") << "balanced-20x20.txt" << 20 << 100;
        QTest::newRow("deep-balanced 15") << "deep-balanced-15x15.txt" << 15 << 100;
        QTest::newRow("deep-balanced 20") << "deep-balanced-20x20.txt" << 20 << 100;
        QTest::newRow("dev 15") << "dev-15x15.txt" << 15 << 50;
        QTest::newRow("dev 20") << "dev-20x20.txt" << 20 << 50;
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
        const Run r =
            run({"match", "--size", QString::number(size), "--win", "5", "--bot1", "easy", "--bot2",
                 "easy", "--games", "2", "--think-ms", "1", "--openings", path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void badOpenings() {
        QTemporaryDir dir;
        const QString openings = dir.filePath("bad.txt");
        QFile file(openings);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a1 b1\nc3 c3\n");
        file.close();
        const Run r = run({"match", "--size", "7", "--win", "4", "--openings", openings});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 2") && r.err.contains("c3"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void matchFourPlayers() {
        const Run r =
            run({"match",  "--size",  "7",      "--win",      "4",      "--players", "4",
                 "--bot1", "hard",    "--bot2", "medium",     "--bot3", "easy",      "--bot4",
                 "easy",   "--games", "2",      "--think-ms", "20",     "--json"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)["bots"].toArray().size(), 4);
    }

    // R-F5: an outside Gomocup engine as a match player (OXO's own pbrain-oxo here); it plays
    // legal moves through the protocol, and its games are counted like any bot's.
    void matchAgainstEngine() {
        const QString engine = QStringLiteral("engine:") + QStringLiteral(OXO_PBRAIN_PATH);
        const Run r = run({"match", "--size", "15", "--win", "5", "--bot1", engine, "--bot2",
                           "easy", "--games", "2", "--think-ms", "100", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray bots = json(r)["bots"].toArray();
        QCOMPARE(bots.size(), 2);
        const QJsonObject e = bots[0].toObject();
        QCOMPARE(e["wins"].toInt() + e["draws"].toInt() + e["losses"].toInt(), 2);
        QCOMPARE(e["illegalMoves"].toInt(), 0);
        QCOMPARE(bots[1].toObject()["illegalMoves"].toInt(), 0);
    }

    void engineNeedsFiveInARow() {
        // R-F4, R-F5: the protocol plays five in a row; other rules are refused up front.
        const QString engine = QStringLiteral("engine:") + QStringLiteral(OXO_PBRAIN_PATH);
        const Run r = run({"match", "--size", "3", "--bot1", engine, "--bot2", "easy"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bot1"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // R-B2: bench searches fixed positions to fixed depths; the node signature is the sum of
    // the nodes and does not change from one run to the next.
    void benchSignatureIsStable() {
        const Run first = run({"bench", "--json"});
        QCOMPARE(first.exitCode, 0);
        const QJsonObject a = json(first);
        QVERIFY(a["positions"].toArray().size() >= 10);
        qint64 sum = 0;
        for (const auto& line : a["positions"].toArray()) {
            sum += line.toObject()["nodes"].toInteger();
        }
        QCOMPARE(a["signature"].toString(), QString::number(sum));
        QCOMPARE(json(run({"bench", "--json"}))["signature"], a["signature"]);
        const Run wrong = run({"bench", "--expect", "1"});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains("expected 1"), wrong.err.constData());
        QCOMPARE(run({"bench", "--size", "5"}).exitCode, 2);  // the positions are fixed
    }

    void engineMustExist() {
        const Run r = run({"match", "--size", "15", "--win", "5", "--bot1",
                           "engine:/nonexistent/pbrain-none", "--bot2", "easy"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("does not exist"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // R-F4: bad options and bad move lists: a clear message, exit status 2, no output.
    void badInput_data() {
        oxo::test::addColumns<QStringList, QString>("arguments", "message");
        QTest::newRow("no command") << QStringList{} << "no command";
        QTest::newRow("unknown command") << QStringList{"play"} << "unknown command 'play'";
        QTest::newRow("unknown option") << QStringList{"solve", "--frob"} << "frob";
        QTest::newRow("size") << QStringList{"solve", "--size", "2"} << "--size";
        QTest::newRow("win > size") << QStringList{"solve", "--size", "4", "--win", "5"} << "--win";
        QTest::newRow("players") << QStringList{"match", "--players", "5"} << "--players";
        QTest::newRow("first") << QStringList{"solve", "--first", "3"} << "--first";
        QTest::newRow("bad cell") << QStringList{"solve", "--moves", "b2 zz9"} << "move 2";
        QTest::newRow("occupied") << QStringList{"solve", "--moves", "b2 b2"} << "already taken";
        QTest::newRow("after the end")
            << QStringList{"solve", "--moves", "a1 a2 b1 b2 c1 c2"} << "move 6";
        QTest::newRow("bad bot") << QStringList{"match", "--bot1", "genius"} << "genius";
        QTest::newRow("bot3 with 2") << QStringList{"match", "--bot3", "easy"} << "--bot3";
        QTest::newRow("games") << QStringList{"match", "--games", "0"} << "--games";
        QTest::newRow("moves in match") << QStringList{"match", "--moves", "a1"} << "--moves";
        QTest::newRow("seed in solve") << QStringList{"solve", "--seed", "1"} << "--seed";
    }
    void badInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void rulesOptions() {
        // Gravity: "b4" names column b; the mark drops to b4 on an empty 4x4 board anyway.
        const Run r = run({"solve", "--size", "4", "--win", "3", "--gravity", "--exact",
                           "--no-early-draw", "--first", "O", "--moves", "b1", "--json"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)["toMove"].toString(), QString("X"));
    }

    // R-U9 for oxo-cli: --lang picks the language, as in the desktop app; regions are ignored.
    void languageOption_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("de") << "de";
        QTest::newRow("de_AT") << "de_AT";
        QTest::newRow("--lang=DE-ch") << "=DE-ch";
    }
    void languageOption() {
        QFETCH(QString, lang);
        const QStringList option =
            lang.startsWith('=') ? QStringList{"--lang" + lang} : QStringList{"--lang", lang};
        const Run r = run(option + QStringList{"solve", "--size", "3"});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains("Wert:       Remis"), r.out.constData());
        QVERIFY2(text.contains("Bewiesen:   ja"), r.out.constData());
        QVERIFY2(text.contains("Bester Zug: b2"), r.out.constData());  // cell names stay
        QVERIFY(!text.contains("Value:"));
    }

    // R-U9, R-F4: an unknown language is bad usage: a message naming it, exit 2, no output.
    void unknownLanguage() {
        const Run r = run({"--lang", "xx", "solve"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Unknown language 'xx'"), r.err.constData());
        QVERIFY2(r.err.contains("en, de, fr, es"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // R-U9: without --lang the system language counts; --lang still wins over it.
    void systemLanguage() {
        const Run fr = run({"solve", "--moves", "a1 a1"}, QStringLiteral("fr"));
        QCOMPARE(fr.exitCode, 2);
        QVERIFY2(QString::fromUtf8(fr.err).contains(QString::fromUtf8("pour voir les options")),
                 fr.err.constData());
        const Run table = run({"match", "--games", "1", "--think-ms", "5"}, QStringLiteral("fr"));
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("Nuls"), table.out.constData());
        const Run es = run({"--lang", "es", "solve"}, QStringLiteral("fr"));
        QCOMPARE(es.exitCode, 0);
        QVERIFY2(QString::fromUtf8(es.out).contains(QString::fromUtf8("Demostrado: sí")),
                 es.out.constData());
        const Run en = run({"--lang", "en", "solve"}, QStringLiteral("fr"));
        QVERIFY2(en.out.contains("Proven:    yes"), en.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
