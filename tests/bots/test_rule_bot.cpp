// Medium = Rule-based (R-B2, R-B3): never loses classic 3x3; never misses a win or a block.
#include <QTest>

#include "bot_tree.h"
#include "classic_walk.h"
#include "oxo/bot.h"
#include "test_main.h"

using namespace oxo;

class TestRuleBot : public QObject {
    Q_OBJECT

private slots:
    // The whole opponent tree, as X and as O: no line ends in a loss (R-B2 Newell-Simon).
    void neverLosesClassic_data() { test::addSeatRows(); }
    void neverLosesClassic() { test::checkNeverLosesClassic(*makeBot(BotLevel::Medium, 7)); }

    // R-B3: wins when it can, blocks a single threat, on boards up to 19x19 with K = 5.
    void neverMissesWinOrBlock() {
        auto bot = makeBot(BotLevel::Medium, 11);
        const std::string problems = test::checkTactics(*bot, 40, 99, SearchLimits{}).problems(40);
        QVERIFY2(problems.empty(), problems.c_str());
    }

    // Three and four players: always a legal move, and the next player's win is blocked.
    void blocksNextPlayerWithThreePlayers() {
        Rules rules = Rules::square(7, 4);
        rules.players = 3;
        Position position(rules);
        // X: a1 b1; O: a3 b3 c3 (threatens d3); Δ: g7 f7. X to move must block d3.
        for (const Cell c :
             {Cell{0, 0}, Cell{2, 0}, Cell{6, 6}, Cell{0, 1}, Cell{2, 1}, Cell{6, 5}}) {
            position.make(c);
        }
        position.make({4, 4});  // X elsewhere
        position.make({2, 2});  // O: three in row 3
        position.make({5, 5});  // Δ
        QCOMPARE(position.toMove(), Player{0});
        auto bot = makeBot(BotLevel::Medium, 1);
        QCOMPARE(bot->think(position, {}).move, (Cell{2, 3}));
    }

    // R-E15: renju's forbidden cells are no moves for Medium, even where its line values like
    // them best (a double three meeting at h8), and whole games stay legal.
    void neverPlaysAForbiddenCell() {
        Rules rules = Rules::square(15, 5);
        rules.family = Family::Renju;
        Position position(rules);
        for (const Cell c : {Cell{7, 5}, Cell{0, 0}, Cell{7, 6}, Cell{0, 14}, Cell{5, 7},
                             Cell{14, 0}, Cell{6, 7}, Cell{14, 14}}) {
            position.make(c);
        }
        QVERIFY(position.isForbidden(position.index(Cell{7, 7})));
        for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
            QCOMPARE(makeBot(BotLevel::Medium, seed)->think(position, {}).move == (Cell{7, 7}),
                     false);
        }
        for (const std::uint64_t seed : {1u, 2u, 3u}) {
            Position game(rules);
            auto bot = makeBot(BotLevel::Medium, seed);
            while (!game.isOver()) {
                const Cell move = bot->think(game, {}).move;
                QCOMPARE(game.check(move), MoveError::None);
                game.make(move);
            }
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestRuleBot)
#include "test_rule_bot.moc"
