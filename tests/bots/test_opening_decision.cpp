// Bots in an opening rule (R-E16): they take the colour their evaluation favours, offer to place
// two more stones when the position is balanced, and place balanced, legal stones near the
// centre, the same ones for the same seed. Limited by depth and nodes, never by time.
#include <QTest>

#include "oxo/notation.h"
#include "oxo/opening_decision.h"
#include "qtest_columns.h"
#include "test_main.h"

using oxo::OpeningChoice;

Q_DECLARE_METATYPE(oxo::OpeningChoice)

namespace {

oxo::Position positionOf(const oxo::Rules& rules, const QString& moves) {
    oxo::Position position(rules);
    for (const QString& name : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto parsed = oxo::parseCell(name.toStdString(), rules.size);
        Q_ASSERT(parsed.cell && position.check(*parsed.cell) == oxo::MoveError::None);
        position.make(*parsed.cell);
    }
    return position;
}

}  // namespace

class TestOpeningDecision : public QObject {
    Q_OBJECT

private slots:
    // The choosing side takes the colour the evaluation favours (O moves at both choice points).
    void choosesFavouredColour_data() {
        oxo::test::addColumns<QString, bool, OpeningChoice>("moves", "placeTwoOffered", "expected");
        // X's two stones in far corners, O's in the centre: O is better.
        QTest::newRow("O better, swap") << "a1 h8 o15" << false << OpeningChoice::TakeO;
        QTest::newRow("O better, swap2") << "a1 h8 o15" << true << OpeningChoice::TakeO;
        // X's stones together in the centre, O's in a corner: X is better.
        QTest::newRow("X better, swap") << "h8 a1 i8" << false << OpeningChoice::TakeX;
        QTest::newRow("X better, swap2") << "h8 a1 i8" << true << OpeningChoice::TakeX;
        // Swap2's second choice: X's three stones in a row against two far-off O stones.
        QTest::newRow("X three") << "h8 a1 i8 a15 j8" << false << OpeningChoice::TakeX;
        QTest::newRow("O pair") << "a1 h8 o15 h9 a15" << false << OpeningChoice::TakeO;
    }
    void choosesFavouredColour() {
        QFETCH(QString, moves);
        QFETCH(bool, placeTwoOffered);
        QFETCH(OpeningChoice, expected);
        const oxo::Position position = positionOf(oxo::Rules::square(15, 5), moves);
        std::vector<OpeningChoice> options{OpeningChoice::TakeO, OpeningChoice::TakeX};
        if (placeTwoOffered) {
            options.push_back(OpeningChoice::PlaceTwo);
        }
        auto bot = oxo::makeBot(oxo::BotLevel::Hard, 1);
        const int value = oxo::openingEvaluation(*bot, position, {});
        QVERIFY2(std::abs(value) > oxo::kBalancedMargin, qPrintable(QString::number(value)));
        QCOMPARE(oxo::openingChoice(*bot, position, options), expected);
    }

    // A position the search proves drawn is balanced: with swap2 the chooser places two more.
    void balancedPlacesTwo() {
        const oxo::Position position = positionOf(oxo::Rules::square(4, 4), "b2 a1 c3");
        auto bot = oxo::makeBot(oxo::BotLevel::Hard, 1);
        oxo::OpeningLimits limits;
        limits.depth = 0;  // the 4x4 solver proves it
        limits.nodes = 0;
        QCOMPARE(oxo::openingEvaluation(*bot, position, limits), 0);
        const std::vector<OpeningChoice> swap2{OpeningChoice::TakeO, OpeningChoice::TakeX,
                                               OpeningChoice::PlaceTwo};
        QCOMPARE(oxo::openingChoice(*bot, position, swap2, limits), OpeningChoice::PlaceTwo);
    }

    // Stones are legal, near the centre, complete the opening without ending the game, and are
    // the same for the same seed, for every level and under renju and gravity.
    void placesStones_data() {
        oxo::test::addColumns<QString, int, int, bool>("rule", "size", "winLength", "gravity");
        QTest::newRow("gomoku") << "freestyle" << 15 << 5 << false;
        QTest::newRow("renju") << "renju" << 15 << 5 << false;
        QTest::newRow("gravity") << "freestyle" << 7 << 4 << true;
        QTest::newRow("small") << "exact" << 5 << 4 << false;
    }
    void placesStones() {
        QFETCH(QString, rule);
        QFETCH(int, size);
        QFETCH(int, winLength);
        QFETCH(bool, gravity);
        oxo::Rules rules = oxo::Rules::square(size, winLength);
        rules.family = *oxo::parseFamily(rule.toStdString());
        rules.gravity = gravity;
        oxo::OpeningLimits limits;
        limits.candidates = 6;
        for (const auto level : {oxo::BotLevel::Easy, oxo::BotLevel::Medium, oxo::BotLevel::Hard}) {
            oxo::Position position(rules);
            auto bot = oxo::makeBot(oxo::BotLevel::Hard, 7);
            for (int placeUntil : {3, 5}) {
                while (position.moveCount() < placeUntil) {
                    const oxo::Cell cell = oxo::openingStone(*bot, level, position, placeUntil,
                                                             42 + position.moveCount(), limits);
                    auto again = oxo::makeBot(oxo::BotLevel::Hard, 7);
                    QCOMPARE(oxo::openingStone(*again, level, position, placeUntil,
                                               42 + position.moveCount(), limits),
                             cell);
                    QCOMPARE(position.check(cell), oxo::MoveError::None);
                    QVERIFY(std::abs(cell.col - size / 2) <= 2);
                    position.make(cell);
                    QVERIFY(!position.isOver());
                }
            }
        }
    }
};

OXO_TEST_APPLESS_MAIN(TestOpeningDecision)
#include "test_opening_decision.moc"
