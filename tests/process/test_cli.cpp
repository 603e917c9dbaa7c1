// oxo-cli solve and bench (R-F3, R-B2), its options and languages (R-U9), and its answers to
// bad input (R-F4): the built binary, run as a user would run it. Matches: test_cli_match.cpp.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "qtest_columns.h"
#include "test_main.h"

namespace oxo::test {

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void help() {
        const CliRun r = run({"--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("match|solve"));
        QVERIFY(r.out.contains("--gravity"));
        QVERIFY(r.out.contains("--no-early-draw"));
    }

    // R-B4 through the CLI: proven values with distance and best move.
    void solveValues_data() {
        addColumns<QStringList, QString, int>("arguments", "value", "distance");
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
        const CliRun r = run(arguments << "--json");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["value"].toString(), value);
        QVERIFY(o["proven"].toBool());
        QCOMPARE(o["distance"].toInt(), distance);
        QVERIFY(!o["bestMove"].toString().isEmpty());
        QVERIFY(o.contains("nodes") && o.contains("timeMs"));
    }

    void solveText() {
        const CliRun r = run({"solve", "--size", "4", "--win", "3"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Value:"));
        QVERIFY(r.out.contains("Proven:    yes"));
        QVERIFY(r.out.contains("Best move: "));
        QVERIFY(r.err.isEmpty());
    }

    // The proof model and memory in the JSON; three players are paranoid proofs.
    void solveModelAndMemory() {
        CliRun r = run({"solve", "--size", "5", "--win", "5", "--json"});
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
        CliRun r = run({"solve", "--size", "4", "--win", "3", "--strategy", path, "--json"});
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
        const CliRun r = run({"solve", "--moves", "a1 a2 b1 b2 c1", "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(json(r)["over"].toBool());
        QCOMPARE(json(r)["winner"].toString(), QString("X"));
    }

    // R-B2: bench searches fixed positions to fixed depths; the node signature is the sum of
    // the nodes and does not change from one run to the next.
    void benchSignatureIsStable() {
        const CliRun first = run({"bench", "--json"});
        QCOMPARE(first.exitCode, 0);
        const QJsonObject a = json(first);
        QVERIFY(a["positions"].toArray().size() >= 10);
        qint64 sum = 0;
        for (const auto& line : a["positions"].toArray()) {
            sum += line.toObject()["nodes"].toInteger();
        }
        QCOMPARE(a["signature"].toString(), QString::number(sum));
        QCOMPARE(json(run({"bench", "--json"}))["signature"], a["signature"]);
        const CliRun wrong = run({"bench", "--expect", "1"});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains("expected 1"), wrong.err.constData());
        QCOMPARE(run({"bench", "--size", "5"}).exitCode, 2);  // the positions are fixed
    }

    // R-F4: bad options and bad move lists: a clear message, exit status 2, no output.
    void badInput_data() {
        addColumns<QStringList, QString>("arguments", "message");
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
        // R-E13: a list of moves names where marks landed (oxo/replay.h), here as in files.
        QTest::newRow("gravity: not where it lands")
            << QStringList{"solve", "--size", "4", "--gravity", "--moves", "a1"}
            << "would land on a4";
        QTest::newRow("bad bot") << QStringList{"match", "--bot1", "genius"} << "genius";
        QTest::newRow("bot3 with 2") << QStringList{"match", "--bot3", "easy"} << "--bot3";
        QTest::newRow("games") << QStringList{"match", "--games", "0"} << "--games";
        QTest::newRow("moves in match") << QStringList{"match", "--moves", "a1"} << "--moves";
        QTest::newRow("seed in solve") << QStringList{"solve", "--seed", "1"} << "--seed";
        QTest::newRow("threads 0") << QStringList{"match", "--threads", "0"} << "--threads";
        QTest::newRow("threads 65")
            << QStringList{"analyse", "--moves", "a1", "--threads", "65"} << "--threads";
        QTest::newRow("threads in bench") << QStringList{"bench", "--threads", "2"} << "one thread";
    }
    void badInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void rulesOptions() {
        // Gravity: a move names where the mark lands (oxo/replay.h), b4 on an empty 4x4 board.
        const CliRun r = run({"solve", "--size", "4", "--win", "3", "--gravity", "--exact",
                              "--no-early-draw", "--first", "O", "--moves", "b4", "--json"});
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
        const CliRun r = run(option + QStringList{"solve", "--size", "3"});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains("Wert:       Remis"), r.out.constData());
        QVERIFY2(text.contains("Bewiesen:   ja"), r.out.constData());
        QVERIFY2(text.contains("Bester Zug: b2"), r.out.constData());  // cell names stay
        QVERIFY(!text.contains("Value:"));
    }

    // R-U9, R-F4: an unknown language is bad usage: a message naming it, exit 2, no output.
    void unknownLanguage() {
        const CliRun r = run({"--lang", "xx", "solve"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Unknown language 'xx'"), r.err.constData());
        QVERIFY2(r.err.contains("en, de, fr, es"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // R-U9: without --lang the system language counts; --lang still wins over it.
    void systemLanguage() {
        const CliRun fr = run({"solve", "--moves", "a1 a1"}, QStringLiteral("fr"));
        QCOMPARE(fr.exitCode, 2);
        QVERIFY2(QString::fromUtf8(fr.err).contains(QString::fromUtf8("pour voir les options")),
                 fr.err.constData());
        const CliRun table =
            run({"match", "--games", "1", "--think-ms", "5"}, QStringLiteral("fr"));
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("Nuls"), table.out.constData());
        const CliRun es = run({"--lang", "es", "solve"}, QStringLiteral("fr"));
        QCOMPARE(es.exitCode, 0);
        QVERIFY2(QString::fromUtf8(es.out).contains(QString::fromUtf8("Demostrado: sí")),
                 es.out.constData());
        const CliRun en = run({"--lang", "en", "solve"}, QStringLiteral("fr"));
        QVERIFY2(en.out.contains("Proven:    yes"), en.out.constData());
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
        const CliRun r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.size() < 600, r.err.left(300).constData());
        QVERIFY(r.err.contains("qqqq"));  // what was given is still quoted
    }
};

}  // namespace oxo::test

using oxo::test::TestCli;
OXO_TEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
