// oxo-cli match --opening-rule (R-E16, R-F3): the bots place the opening and choose colours,
// the report says who ended up with which colour and what was chosen, the same seed gives the
// same match, every saved game keeps the rule and its choices, and rules the opening cannot
// have are refused (R-F4).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "test_main.h"

namespace oxo::test {

class TestCliOpening : public QObject {
    Q_OBJECT

private slots:
    void swap2Match() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList args{"match",  "--size", "9",      "--win",          "5",
                               "--bot1", "medium", "--bot2", "easy",           "--games",
                               "4",      "--seed", "5",      "--opening-rule", "swap2"};
        const CliRun r = run(QStringList(args) << "--json"
                                               << "--save-games" << dir.path());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["openingRule"].toString(), QStringLiteral("swap2"));
        const QJsonArray list = o["gameResults"].toArray();
        QCOMPARE(list.size(), 4);
        for (const QJsonValue value : list) {
            const QJsonObject game = value.toObject();
            // Who ended up with which colour: both seats, once each.
            const QJsonArray seats = game["seatOfMark"].toArray();
            QCOMPARE(seats.size(), 2);
            QVERIFY(seats[0].toInt() != seats[1].toInt());
            const QStringList choices = game["openingChoices"].toString().split(' ');
            QVERIFY(choices == QStringList{"x"} || choices == QStringList{"o"} ||
                    choices == (QStringList{"place-two", "x"}) ||
                    choices == (QStringList{"place-two", "o"}));
            QVERIFY(game["moves"].toInt() >= (choices.size() == 2 ? 5 : 3));
            // The saved game keeps the rule and the choices.
            QFile file(game["file"].toString());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
            const QJsonObject opening = saved["opening"].toObject();
            QCOMPARE(opening["rule"].toString(), QStringLiteral("swap2"));
            QStringList savedChoices;
            for (const QJsonValue c : opening["choices"].toArray()) {
                savedChoices << c.toString();
            }
            QCOMPARE(savedChoices, choices);
        }
        // The table names the rule and the choices; the same seed plays the same match.
        const CliRun table = run(args);
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains(", swap2: "), table.out.constData());
        // (The games, not the think times.)
        const auto gamesOf = [](const QByteArray& out) {
            QList<QByteArray> lines;
            for (const QByteArray& line : out.split('\n')) {
                if (line.startsWith("Game ")) {
                    lines << line;
                }
            }
            return lines;
        };
        QCOMPARE(gamesOf(table.out).size(), 4);
        QCOMPARE(gamesOf(run(args).out), gamesOf(table.out));
    }

    void refused_data() {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{"--opening-rule", "swop"}
                                 << "--opening-rule must be none, swap or swap2";
        QTest::newRow("three players") << QStringList{"--players", "3", "--opening-rule", "swap"}
                                       << "the swap opening needs two players";
        QTest::newRow("K = 3") << QStringList{"--win", "3", "--opening-rule", "swap2"}
                               << "needs a win length of at least 4";
    }
    void refused() {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const CliRun r = run(QStringList{"match", "--size", "9", "--games", "1"} + extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

}  // namespace oxo::test

using oxo::test::TestCliOpening;
OXO_TEST_MAIN(TestCliOpening)
#include "test_cli_opening.moc"
