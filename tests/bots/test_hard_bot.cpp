// Hard = Search (R-B2, R-B3, R-B4): perfect on 3x3 and 4x4 K=3, proven values, never misses
// a win or a block, stops on request.
#include <QElapsedTimer>
#include <QTest>
#include <thread>

#include "bot_tree.h"
#include "classic_walk.h"
#include "oxo/bot.h"
#include "oxo/bots/small_solver.h"
#include "rules_rows.h"
#include "test_main.h"

using namespace oxo;

class TestHardBot : public QObject {
    Q_OBJECT

    // Plain negamax to the end: +(100 - plies) for a win of the side to move, minus for a loss.
    static int bruteForce(Position& position, int ply) {
        std::vector<Cell> moves;
        position.legalMoves(moves);
        int best = -1000;
        for (const Cell m : moves) {
            position.make(m);
            int v = 0;
            if (position.status() == Status::Won) {
                v = 100 - (ply + 1);
            } else if (position.status() == Status::Draw) {
                v = 0;
            } else {
                v = -bruteForce(position, ply + 1);
            }
            position.unmake(m);
            best = std::max(best, v);
        }
        return best;
    }

private slots:
    // R-B3: never loses 3x3 against any opponent line, as X or as O.
    void neverLosesClassic_data() { test::addSeatRows(); }
    void neverLosesClassic() { test::checkNeverLosesClassic(*makeBot(BotLevel::Hard, 1)); }

    // R-B3: 4x4 with K = 3 is a first-player win, and Hard wins it against every line.
    void winsFourByFourKThree() {
        auto bot = makeBot(BotLevel::Hard, 1);
        Position position(Rules::square(4, 3));
        test::TreeStats stats;
        test::walkEveryLine(position, *bot, 0, stats);
        QCOMPARE(stats.illegal, 0u);
        QCOMPARE(stats.wins, stats.lines);
        QVERIFY(stats.lines > 100);
    }

    // R-B4: the proven values from the empty board, cold table, with best move and distance.
    void provenValues_data() {
        test::addRulesColumn();
        QTest::addColumn<int>("verdict");
        QTest::newRow("3x3 draw") << test::rulesOf(3, 3) << int(Verdict::Draw);
        QTest::newRow("4x4 K4 draw") << test::rulesOf(4, 4) << int(Verdict::Draw);
        QTest::newRow("4x4 K3 first-player win") << test::rulesOf(4, 3) << int(Verdict::Win);
        QTest::newRow("5x5 K3 first-player win") << test::rulesOf(5, 3) << int(Verdict::Win);
        QTest::newRow("4x4 K3 gravity win") << test::rulesOf(4, 3, 2, true) << int(Verdict::Win);
    }
    void provenValues() {
        QFETCH(Rules, rules);
        QFETCH(int, verdict);
        const Position empty(rules);
        SmallSolver solver;
        const Analysis cold = solver.solve(empty, test::generous());
        QVERIFY(cold.proven);
        QCOMPARE(int(cold.verdict), verdict);
        QCOMPARE(empty.check(cold.move), MoveError::None);
        // The bot the UI uses (iterative deepening) agrees.
        const Analysis hint = makeBot(BotLevel::Hard, 1)->think(empty, test::generous());
        QVERIFY(hint.proven);
        QCOMPARE(int(hint.verdict), verdict);
        if (verdict == int(Verdict::Win)) {
            QCOMPARE(hint.distance, cold.distance);
            QVERIFY(cold.distance % 2 == 1);  // the mover's own move ends it
        }
    }

    // R-B4: the solver's value and distance agree with a plain full minimax (no table, no
    // pruning tricks) on random positions, with the gravity and exact-K rule variants.
    void solverMatchesBruteForce() {
        struct Variant {
            int n, k;
            bool gravity, exact, earlyDraw;
        };
        const Variant variants[] = {{4, 3, false, false, true},  {4, 4, false, false, true},
                                    {4, 3, true, false, true},   {5, 3, false, true, true},
                                    {5, 4, false, false, false}, {4, 3, false, true, false},
                                    {5, 4, false, false, true},  {6, 4, false, false, true},
                                    {6, 5, false, false, true},  {5, 3, true, false, true}};
        std::mt19937_64 rng(17);
        SmallSolver solver;
        int checked = 0;
        for (const Variant& v : variants) {
            Rules rules = Rules::square(v.n, v.k);
            rules.gravity = v.gravity;
            rules.family = v.exact ? Family::Exact : Family::Freestyle;
            rules.earlyDraw = v.earlyDraw;
            for (int i = 0; i < 8; ++i) {
                Position position(rules);
                test::randomMidGame(position, v.n * v.n - 9, rng);
                if (position.isOver()) {
                    continue;
                }
                const int expected = bruteForce(position, 0);
                const Analysis a = solver.analyse(position, test::generous());
                QVERIFY(a.proven);
                const Verdict want = expected > 0   ? Verdict::Win
                                     : expected < 0 ? Verdict::Loss
                                                    : Verdict::Draw;
                QCOMPARE(a.verdict, want);
                if (want != Verdict::Draw) {
                    QCOMPARE(a.distance, 100 - std::abs(expected));
                }
                // The move it names keeps that value.
                Position after = position;
                after.make(a.move);
                const int kept = after.isOver() ? (after.status() == Status::Won ? 99 : 0)
                                                : -bruteForce(after, 1);
                QCOMPARE(kept > 0   ? 1
                         : kept < 0 ? -1
                                    : 0,
                         expected > 0   ? 1
                         : expected < 0 ? -1
                                        : 0);
                ++checked;
            }
        }
        QVERIFY(checked > 40);
    }

    // Distance: win fastest, lose slowest, and the verdicts from both sides.
    void distances() {
        Position position(Rules::square(3));
        for (const Cell c : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}}) {
            position.make(c);  // X a1 b1, O a2 b2: X wins at c1 now
        }
        auto bot = makeBot(BotLevel::Hard, 1);
        Analysis a = bot->think(position, test::generous());
        QCOMPARE(a.verdict, Verdict::Win);
        QVERIFY(a.proven);
        QCOMPARE(a.distance, 1);
        QCOMPARE(a.move, (Cell{0, 2}));
        position.make({2, 2});  // X wastes the move; O to move wins at c2
        a = bot->think(position, test::generous());
        QCOMPARE(a.verdict, Verdict::Win);
        QCOMPARE(a.move, (Cell{1, 2}));
        // O ignores it: X to move wins at once again.
        position.make({2, 0});
        a = bot->think(position, test::generous());
        QCOMPARE(a.verdict, Verdict::Win);
        QCOMPARE(a.distance, 1);
    }

    // R-B3: never misses a win or a needed block, boards up to 19x19 with K = 5.
    void neverMissesWinOrBlock() {
        auto bot = makeBot(BotLevel::Hard, 1);
        const std::string problems =
            test::checkTactics(*bot, 25, 7, test::nodeLimited(20000)).problems(25);
        QVERIFY2(problems.empty(), problems.c_str());
    }

    // Even with no time at all it answers legally and still wins or blocks.
    void zeroBudgetStillSafe() {
        auto bot = makeBot(BotLevel::Hard, 1);
        SearchLimits none;
        none.budget = std::chrono::milliseconds(0);
        const auto report = test::checkTactics(*bot, 10, 3, none);
        QVERIFY(report.failures.empty());
    }

    // R-B2: cooperative cancellation. A minute's budget, stopped after 50 ms, returns a legal
    // move long before the budget (the bound here is loose; the figure is in the benchmark).
    void stopsOnRequest() {
        Position position(Rules::square(15, 5));
        std::mt19937_64 rng(5);
        test::randomMidGame(position, 20, rng);
        auto bot = makeBot(BotLevel::Hard, 1);
        std::stop_source source;
        SearchLimits limits;
        limits.budget = std::chrono::minutes(1);
        limits.stop = source.get_token();
        std::jthread stopper([&source] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            source.request_stop();
        });
        QElapsedTimer timer;
        timer.start();
        const Cell move = bot->think(position, limits).move;
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(position.check(move), MoveError::None);
    }

    // R-B2: three and four players (paranoid search): legal moves, blocks the next player.
    void multiPlayer() {
        Rules rules = Rules::square(7, 4);
        rules.players = 3;
        Position position(rules);
        for (const Cell c : {Cell{0, 0}, Cell{2, 0}, Cell{6, 6}, Cell{0, 1}, Cell{2, 1}, Cell{6, 5},
                             Cell{4, 4}, Cell{2, 2}, Cell{5, 5}}) {
            position.make(c);
        }
        auto bot = makeBot(BotLevel::Hard, 1);
        SearchLimits limits = test::nodeLimited(50000);
        QCOMPARE(bot->think(position, limits).move, (Cell{2, 3}));
        // A whole 4-player game on 6x6 K=4: every answer legal.
        Rules four = Rules::square(6, 4);
        four.players = 4;
        Position game(four);
        limits.nodes = 5000;
        while (!game.isOver()) {
            const Cell move = bot->think(game, limits).move;
            QCOMPARE(game.check(move), MoveError::None);
            QCOMPARE(game.landing(move), move);
            game.make(move);
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestHardBot)
#include "test_hard_bot.moc"
