// Rules validation (R-E1, R-E2, R-E3) and the spreadsheet cell notation (R-E1).
#include <QTest>

#include <stdexcept>

#include "oxo/notation.h"
#include "oxo/position.h"
#include "oxo/rules.h"
#include "qtest_columns.h"
#include "test_main.h"

using oxo::ParseError;
using oxo::RulesError;

Q_DECLARE_METATYPE(oxo::ParseError)

class TestRulesNotation : public QObject {
    Q_OBJECT

private slots:
    void defaults() {
        // R-E1, R-E2, R-E7, R-E13: 3x3, K = N, two players, X first, early draw on, no gravity.
        const oxo::Rules rules;
        QCOMPARE(rules.size, 3);
        QCOMPARE(rules.winLength, 3);
        QCOMPARE(rules.players, 2);
        QCOMPARE(rules.firstPlayer, oxo::Player{0});
        QVERIFY(rules.earlyDraw);
        QVERIFY(!rules.gravity);
        QVERIFY(rules.family != oxo::Family::Exact);
        QVERIFY(!oxo::validate(rules));
        QCOMPARE(oxo::Rules::square(7).winLength, 7);
        QCOMPARE(oxo::Rules::square(15, 5).winLength, 5);
    }

    void validation_data() {
        oxo::test::addColumns<int, int, int, int, QString>(
            "size", "winLength", "players", "first",
            "error");  // empty = valid; else a fragment of the message

        QTest::newRow("3x3") << 3 << 3 << 2 << 0 << "";
        QTest::newRow("4096 K=N") << 4096 << 4096 << 2 << 0 << "";
        QTest::newRow("4096 K=5, 4 players, last first") << 4096 << 5 << 4 << 3 << "";
        QTest::newRow("size 2") << 2 << 2 << 2 << 0
                                << "board size 2 is out of range: it must be 3 to 4096";
        QTest::newRow("size 4097") << 4097 << 5 << 2 << 0 << "board size 4097";
        QTest::newRow("size negative") << -5 << 3 << 2 << 0 << "board size -5";
        QTest::newRow("K > N") << 5 << 6 << 2 << 0
                               << "win length 6 is out of range: it must be 3 to 5 on a 5x5 board";
        QTest::newRow("K < 3") << 5 << 2 << 2 << 0 << "win length 2";
        QTest::newRow("1 player") << 3 << 3 << 1 << 0
                                  << "number of players 1 is out of range: it must be 2 to 4";
        QTest::newRow("5 players") << 9 << 5 << 5 << 0 << "number of players 5";
        QTest::newRow("first = players")
            << 3 << 3 << 2 << 2 << "first player 2 is out of range: it must be 0 to 1";
        QTest::newRow("first negative") << 3 << 3 << 3 << -1 << "first player -1";
    }

    void validation() {
        // R-E1, R-E2, R-E3: an impossible combination is refused, naming the field and range.
        QFETCH(int, size);
        QFETCH(int, winLength);
        QFETCH(int, players);
        QFETCH(int, first);
        QFETCH(QString, error);
        oxo::Rules rules;
        rules.size = size;
        rules.winLength = winLength;
        rules.players = players;
        rules.firstPlayer = static_cast<oxo::Player>(first);
        const auto result = oxo::validate(rules);
        if (error.isEmpty()) {
            QVERIFY(!result);
            QCOMPARE(oxo::Position(rules).toMove(), oxo::Player(first));
            return;
        }
        QVERIFY(result.has_value());
        const QString message = QString::fromStdString(result->message());
        QVERIFY2(message.contains(error), qPrintable(message));
        bool threw = false;
        try {
            oxo::Position position(rules);
        } catch (const std::invalid_argument& e) {
            threw = true;
            QCOMPARE(QString::fromUtf8(e.what()), message);
        }
        QVERIFY(threw);
    }

    void columnNames_data() {
        oxo::test::addColumns<int, QString>("col", "name");
        QTest::newRow("first") << 0 << "a";
        QTest::newRow("z") << 25 << "z";
        QTest::newRow("aa after z") << 26 << "aa";
        QTest::newRow("ab") << 27 << "ab";
        QTest::newRow("az") << 51 << "az";
        QTest::newRow("ba") << 52 << "ba";
        QTest::newRow("zz") << 701 << "zz";
        QTest::newRow("aaa") << 702 << "aaa";
        QTest::newRow("last of 4096") << 4095 << "fan";
    }

    void columnNames() {
        // R-E1: columns are letters like a spreadsheet's.
        QFETCH(int, col);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(oxo::columnName(col)), name);
    }

    void roundTripEveryCell() {
        // R-E1: name -> cell -> name is the identity on every cell of many boards.
        for (const int n : {3, 4, 9, 26, 27, 53, 703}) {
            for (int row = 0; row < n; ++row) {
                for (int col = 0; col < n; ++col) {
                    const oxo::Cell cell{row, col};
                    const std::string name = oxo::cellName(cell);
                    const auto parsed = oxo::parseCell(name, n);
                    QVERIFY2(parsed.cell && *parsed.cell == cell, name.c_str());
                }
            }
        }
        QCOMPARE(QString::fromStdString(oxo::cellName({0, 0})), QStringLiteral("a1"));
        QCOMPARE(QString::fromStdString(oxo::cellName({4095, 4095})), QStringLiteral("fan4096"));
    }

    void parse_data() {
        oxo::test::addColumns<QString, int, int, int, oxo::ParseError>(
            "text", "size",
            "row",  // -1 when the text is refused
            "col", "error");

        QTest::newRow("a1 top-left") << "a1" << 3 << 0 << 0 << ParseError::None;
        QTest::newRow("c3 bottom-right") << "c3" << 3 << 2 << 2 << ParseError::None;
        QTest::newRow("upper case") << "B3" << 3 << 2 << 1 << ParseError::None;
        QTest::newRow("blanks around") << "  c10 " << 10 << 9 << 2 << ParseError::None;
        QTest::newRow("aa1") << "aa1" << 27 << 0 << 26 << ParseError::None;
        QTest::newRow("empty") << "" << 3 << -1 << -1 << ParseError::Empty;
        QTest::newRow("blank") << "   " << 3 << -1 << -1 << ParseError::Empty;
        QTest::newRow("digits first") << "1a" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("no row") << "a" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("no column") << "12" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("trailing junk") << "a1b" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("sign") << "a-1" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("inner blank") << "a 1" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("non-ascii") << QString::fromUtf8(
                                          "\xc3\xa9"
                                          "1")
                                   << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("leading zero") << "a01" << 3 << -1 << -1 << ParseError::Malformed;
        QTest::newRow("row 0") << "a0" << 3 << -1 << -1 << ParseError::OutOfBoard;
        QTest::newRow("row past end") << "a4" << 3 << -1 << -1 << ParseError::OutOfBoard;
        QTest::newRow("column past end") << "d1" << 3 << -1 << -1 << ParseError::OutOfBoard;
        QTest::newRow("aa on 26") << "aa1" << 26 << -1 << -1 << ParseError::OutOfBoard;
        QTest::newRow("huge, no overflow") << "zzzzzzzzzzzzzzzzzzzz99999999999999999999" << 4096
                                           << -1 << -1 << ParseError::OutOfBoard;
    }

    void parse() {
        // R-E1: text that is not a cell of this board is refused with its own reason.
        QFETCH(QString, text);
        QFETCH(int, size);
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(oxo::ParseError, error);
        const auto parsed = oxo::parseCell(text.toStdString(), size);
        QCOMPARE(parsed.error, error);
        QCOMPARE(parsed.cell.has_value(), row >= 0);
        if (parsed.cell) {
            QCOMPARE(parsed.cell->row, row);
            QCOMPARE(parsed.cell->col, col);
        }
    }

    void parseErrorMessages() {
        // R-E1: the message names the text and the board's range.
        const auto out =
            QString::fromStdString(oxo::describeParseError(ParseError::OutOfBoard, " k7 ", 9));
        QCOMPARE(out,
                 QStringLiteral("'k7' is not a cell of this 9x9 board (columns a-i, rows 1-9)"));
        const auto bad =
            QString::fromStdString(oxo::describeParseError(ParseError::Malformed, "7k", 9));
        QVERIFY(bad.contains(QStringLiteral("'7k' is not a cell name")));
        QVERIFY(
            !QString::fromStdString(oxo::describeParseError(ParseError::Empty, "", 3)).isEmpty());
    }
};

OXO_TEST_APPLESS_MAIN(TestRulesNotation)
#include "test_rules_notation.moc"
