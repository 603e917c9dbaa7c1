// The command-line options (R-F3, R-F4): one rules parser for oxo and oxo-cli — its ranges,
// its messages (which never echo a huge token back in full), and the app's own options.
#include <QCommandLineParser>
#include <QTest>

#include "oxo/options/app_options.h"
#include "oxo/options/rules_options.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;

namespace {

options::RulesFromOptions parseRules(QStringList arguments, int maxSize) {
    QCommandLineParser parser;
    options::addRulesOptions(parser, maxSize);
    arguments.prepend(QStringLiteral("prog"));
    if (!parser.parse(arguments)) {
        return {std::nullopt, parser.errorText()};
    }
    return options::readRules(parser, maxSize);
}

}  // namespace

class TestOptions : public QObject {
    Q_OBJECT

private slots:
    // The same table holds for both programs; only the largest board differs (50 vs 4096).
    void rules_data() {
        test::addColumns<QStringList, int, bool, int, int, int, int>(
            "arguments", "maxSize", "ok", "size", "win", "players", "first");
        QTest::newRow("defaults") << QStringList{} << 50 << true << 3 << 3 << 2 << 0;
        QTest::newRow("size only: K = N")
            << QStringList{"--size", "15"} << 50 << true << 15 << 15 << 2 << 0;
        QTest::newRow("gomoku") << QStringList{"--size", "15", "--win", "5"} << 50 << true << 15
                                << 5 << 2 << 0;
        QTest::newRow("app's largest")
            << QStringList{"--size", "50", "--win", "3", "--players", "4"} << 50 << true << 50 << 3
            << 4 << 0;
        QTest::newRow("app: 51 too big")
            << QStringList{"--size", "51"} << 50 << false << 0 << 0 << 0 << 0;
        QTest::newRow("cli: 4096")
            << QStringList{"--size", "4096", "--win", "5"} << 4096 << true << 4096 << 5 << 2 << 0;
        QTest::newRow("cli: 4097")
            << QStringList{"--size", "4097"} << 4096 << false << 0 << 0 << 0 << 0;
        QTest::newRow("size 2") << QStringList{"--size", "2"} << 50 << false << 0 << 0 << 0 << 0;
        QTest::newRow("win 2") << QStringList{"--size", "5", "--win", "2"} << 50 << false << 0 << 0
                               << 0 << 0;
        QTest::newRow("win > N") << QStringList{"--size", "5", "--win", "6"} << 50 << false << 0
                                 << 0 << 0 << 0;
        QTest::newRow("players 1")
            << QStringList{"--players", "1"} << 50 << false << 0 << 0 << 0 << 0;
        QTest::newRow("first 0") << QStringList{"--first", "0"} << 50 << false << 0 << 0 << 0 << 0;
        QTest::newRow("first by mark")
            << QStringList{"--players", "3", "--first", "o"} << 50 << true << 3 << 3 << 3 << 1;
        QTest::newRow("first 3 of 2")
            << QStringList{"--first", "3"} << 50 << false << 0 << 0 << 0 << 0;
        QTest::newRow("fraction") << QStringList{"--size", "4.5"} << 50 << false << 0 << 0 << 0
                                  << 0;
        QTest::newRow("blanks trimmed")
            << QStringList{"--size", " 7 "} << 50 << true << 7 << 7 << 2 << 0;
        QTest::newRow("flags alone") << QStringList{"--gravity"} << 50 << true << 3 << 3 << 2 << 0;
    }
    void rules() {
        QFETCH(QStringList, arguments);
        QFETCH(int, maxSize);
        QFETCH(bool, ok);
        const auto parsed = parseRules(arguments, maxSize);
        QCOMPARE(parsed.rules.has_value(), ok);
        QCOMPARE(parsed.error.isEmpty(), ok);
        if (ok) {
            QFETCH(int, size);
            QFETCH(int, win);
            QFETCH(int, players);
            QFETCH(int, first);
            QCOMPARE(parsed.rules->size, size);
            QCOMPARE(parsed.rules->winLength, win);
            QCOMPARE(parsed.rules->players, players);
            QCOMPARE(int(parsed.rules->firstPlayer), first);
        }
    }

    // R-F4: the message names the option and its range.
    void messageNamesRange() {
        const auto parsed = parseRules({"--size", "51"}, 50);
        QVERIFY2(parsed.error.contains("--size") && parsed.error.contains("3 to 50") &&
                     parsed.error.contains("'51'"),
                 qPrintable(parsed.error));
    }

    // R-F4: a 100 KB bad token is not echoed back in full.
    void hugeTokenShortened() {
        const QString huge(100 * 1024, QLatin1Char('9'));
        const auto parsed = parseRules({"--size", huge}, 4096);
        QVERIFY(!parsed.rules);
        QVERIFY2(parsed.error.size() < 200, qPrintable(parsed.error.left(300)));
        QVERIFY(parsed.error.contains(QStringLiteral("…")));
    }

    // One help text: the range shown is the program's own.
    void helpShowsLimit() {
        QCommandLineParser parser;
        options::addRulesOptions(parser, 4096);
        QVERIFY(parser.helpText().contains(QStringLiteral("3 to 4096")));
    }

    // The app's options: rules only when given; flags, file and language.
    void appOptions() {
        const ui::AppOptions none = ui::parseAppOptions({"oxo"}, 50);
        QVERIFY(none.error.isEmpty());
        QVERIFY(!none.rules.has_value());
        const ui::AppOptions options = ui::parseAppOptions(
            {"oxo", "--lang", "de", "--size", "7", "--win", "4", "--players", "3", "--first", "3",
             "--gravity", "--exact", "--no-early-draw", "game.oxo"},
            50);
        QVERIFY2(options.error.isEmpty(), qPrintable(options.error));
        QCOMPARE(options.language, QStringLiteral("de"));
        QCOMPARE(options.file, QStringLiteral("game.oxo"));
        QCOMPARE(options.rules->firstPlayer, Player{2});
        QVERIFY(options.rules->gravity);
        QVERIFY(options.rules->family == Family::Exact);
        QVERIFY(!options.rules->earlyDraw);
        QVERIFY(ui::parseAppOptions({"oxo", "--help"}, 50).showHelp);
        QVERIFY(ui::parseAppOptions({"oxo", "--version"}, 50).showVersion);
        QVERIFY(!ui::parseAppOptions({"oxo", "--size", "60"}, 50).error.isEmpty());
        QVERIFY(!ui::parseAppOptions({"oxo", "a.oxo", "b.oxo"}, 50).error.isEmpty());
        // R-E15: --rule names the family; an unknown or contradicting one is refused.
        const ui::AppOptions renju =
            ui::parseAppOptions({"oxo", "--size", "15", "--win", "5", "--rule", "renju"}, 50);
        QVERIFY2(renju.error.isEmpty(), qPrintable(renju.error));
        QCOMPARE(renju.rules->family, Family::Renju);
        QVERIFY(ui::parseAppOptions({"oxo", "--rule", "caro"}, 50).error.contains("caro"));
        QVERIFY(ui::parseAppOptions(
                    {"oxo", "--size", "15", "--win", "5", "--exact", "--rule", "renju"}, 50)
                    .error.contains("contradict"));
        QVERIFY(ui::parseAppOptions({"oxo", "--size", "15", "--win", "4", "--rule", "renju"}, 50)
                    .error.contains("renju"));
    }
};

OXO_TEST_GUILESS_MAIN(TestOptions)
#include "test_options.moc"
