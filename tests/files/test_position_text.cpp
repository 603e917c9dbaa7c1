// R-F7: position strings for Copy and Paste Position. Writing in both row origins; reading
// every recognised convention and keeping only legal readings (the engine decides), both when
// both row origins are legal, none with the reason when nothing is.
#include <QTest>
#include <random>

#include "oxo/files/position_text.h"
#include "oxo/notation.h"
#include "qtest_columns.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;

namespace {

QStringList movesOf(const PositionReading& reading) {
    QStringList names;
    for (const Cell& cell : reading.game.record.moves) {
        names << QString::fromStdString(cellName(cell));
    }
    return names;
}

}  // namespace

Q_DECLARE_METATYPE(oxo::Rules)

class TestPositionText : public QObject {
    Q_OBJECT

private slots:
    void writesBothOrigins() {
        const std::vector<Cell> moves = {{7, 7}, {6, 8}, {5, 9}};
        QCOMPARE(positionString(moves, 15, RowOrigin::Top), QStringLiteral("h8 i7 j6"));
        QCOMPARE(positionString(moves, 15, RowOrigin::Bottom), QStringLiteral("h8i9j10"));
        QCOMPARE(positionString({}, 15, RowOrigin::Bottom), QString());
        QCOMPARE(positionString({{0, 27}}, 30, RowOrigin::Bottom), QStringLiteral("ab30"));
    }

    // Rows: the pasted text, the rules, the readings expected (OXO cell names, rows from the
    // top, readings separated by "|"), or the error's fragment when none is legal.
    void readsEveryLegalInterpretation_data() {
        test::addColumns<QString, Rules, QString, QString>("text", "rules", "readings", "error");
        QTest::newRow("analysis board, ambiguous")
            << "h8i9j10" << ref::gomoku() << "h8 i7 j6|h8 i9 j10"
            << "";
        QTest::newRow("both origins agree: one reading") << "h8" << ref::gomoku() << "h8"
                                                         << "";
        QTest::newRow("taken in both origins") << "h8h9h8" << ref::gomoku(16) << ""
                                               << "already taken";
        QTest::newRow("both legal, bottom first") << "a1a2" << ref::gomoku() << "a15 a14|a1 a2"
                                                  << "";
        QTest::newRow("OXO notation: spaces mean rows from the top")
            << "h8 i9  j10" << ref::gomoku() << "h8 i9 j10"
            << "";
        QTest::newRow("commas and upper case") << "H8, I9" << ref::gomoku() << "h8 i9"
                                               << "";
        QTest::newRow("gomocup pairs") << "7,7\n8, 8\n9,9,1" << ref::gomoku() << "h8 i9 j10"
                                       << "";
        QTest::newRow("illegal: taken") << "h8 i9 h8" << ref::gomoku() << ""
                                        << "move 3 ('h8'): that cell is already taken";
        QTest::newRow("illegal: off the board")
            << "p1" << ref::gomoku() << ""
            << "move 1 ('p1'): that is not a cell of this 15×15";
        // Black's h8 after g8 i8 (row) and h9 h10 (column): two open threes, forbidden.
        QTest::newRow("renju forbidden")
            << "g8 a1 i8 a3 h9 a5 h10 a7 h8" << ref::gomoku(15, Family::Renju) << ""
            << "move 9 ('h8'): renju forbids";
        QTest::newRow("same text freestyle")
            << "g8 a1 i8 a3 h9 a5 h10 a7 h8" << ref::gomoku() << "g8 a1 i8 a3 h9 a5 h10 a7 h8"
            << "";
        Rules gravity = Rules::square(7, 4);
        gravity.gravity = true;
        QTest::newRow("gravity: a floating cell") << "a7 a5" << gravity << ""
                                                  << "with gravity on, the mark would land on a6";
        QTest::newRow("gravity: both origins") << "a1" << gravity << "a7"
                                               << "";
        QTest::newRow("gravity: only the bottom origin lands") << "a1a2" << gravity << "a7 a6"
                                                               << "";
        QTest::newRow("not moves") << "hello there" << ref::gomoku() << ""
                                   << "not a list of moves";
        QTest::newRow("empty") << "   " << ref::gomoku() << ""
                               << "empty";
        QTest::newRow("a pasted SGF file")
            << "(;GM[4]SZ[9];B[ee];W[ff])" << ref::gomoku() << "e5 f6"
            << "";
        QTest::newRow("a pasted damaged PSQ")
            << "Piskvorky 9x9, 0:0, 0\n1,1\n1,1" << ref::gomoku() << ""
            << "already taken";
    }
    void readsEveryLegalInterpretation() {
        QFETCH(QString, text);
        QFETCH(Rules, rules);
        QFETCH(QString, readings);
        QFETCH(QString, error);
        const PositionParse parse = parsePositionText(text, rules);
        QStringList got;
        for (const PositionReading& reading : parse.readings) {
            got << movesOf(reading).join(QLatin1Char(' '));
            QVERIFY(!reading.description.isEmpty());
            QCOMPARE(reading.game.game.history().size(), reading.game.record.moves.size());
        }
        QCOMPARE(got.join(QLatin1Char('|')), readings);
        QCOMPARE(parse.ok(), error.isEmpty());
        QVERIFY2(error.isEmpty() ? parse.error.isEmpty() : parse.error.contains(error),
                 qPrintable(parse.error));
    }

    // R-F7: whatever OXO writes reads back as the same moves, in either origin (seeded).
    void writtenPositionsReadBack() {
        std::mt19937 rng(7);
        for (int i = 0; i < 200; ++i) {
            const int size = std::uniform_int_distribution<int>(5, 30)(rng);
            const Rules rules = Rules::square(size, 5);
            Game game(rules);
            std::vector<Cell> legal;
            std::vector<Cell> moves;
            const int length = std::uniform_int_distribution<int>(1, 30)(rng);
            while (int(moves.size()) < length && game.status() == Status::InProgress) {
                game.position().legalMoves(legal);
                const Cell cell =
                    legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
                game.play(cell);
                moves.push_back(cell);
            }
            for (const RowOrigin origin : {RowOrigin::Top, RowOrigin::Bottom}) {
                const PositionParse parse =
                    parsePositionText(positionString(moves, size, origin), rules);
                QVERIFY2(parse.ok(), qPrintable(parse.error));
                const bool found = std::any_of(parse.readings.begin(), parse.readings.end(),
                                               [&](const PositionReading& reading) {
                                                   return reading.game.record.moves == moves;
                                               });
                QVERIFY(found);
                // Top is OXO notation, never ambiguous; Bottom may be (then Bottom is first).
                if (moves.size() > 1) {
                    QVERIFY(origin == RowOrigin::Bottom || parse.readings.size() == 1);
                    QCOMPARE(parse.readings.front().game.record.moves, moves);
                }
            }
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestPositionText)
#include "test_position_text.moc"
