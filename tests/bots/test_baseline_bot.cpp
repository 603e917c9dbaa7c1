// The frozen baseline seat "alphabeta-r1": it must keep playing exactly as Hard did
// before the gomoku engine, or matches against it stop meaning anything. Its moves at fixed node
// limits on boards beyond the small solver (two to four players, gravity, exact K) and one whole
// self-play game are folded into a hash recorded from Hard at commit 7569514.
#include <QTest>

#include "bot_tree.h"
#include "oxo/bots/baseline_bot.h"

using namespace oxo;

class TestBaselineBot : public QObject {
    Q_OBJECT

    static std::uint64_t fold(std::uint64_t hash, int value) {
        return (hash ^ static_cast<std::uint64_t>(value)) * 1099511628211ULL;
    }

private slots:
    void namedAndFound() {
        QCOMPARE(baselineNames().size(), std::size_t{1});
        auto bot = makeBaselineBot("AlphaBeta-R1");
        QVERIFY(bot != nullptr);
        QCOMPARE(bot->name(), std::string_view("alphabeta-r1"));
        QVERIFY(makeBaselineBot("hard") == nullptr);
    }

    // R-B2: same moves for the same node limits as the Hard it was frozen from.
    void movesUnchanged() {
        struct Board {
            int n, k, players;
            bool gravity, exact;
        };
        const Board boards[] = {{15, 5, 2, false, false}, {20, 5, 2, false, false},
                                {10, 4, 2, true, false},  {12, 5, 2, false, true},
                                {9, 4, 3, false, false},  {11, 4, 4, false, false},
                                {30, 6, 2, false, false}};
        std::uint64_t hash = 1469598103934665603ULL;
        std::mt19937_64 rng(11);
        int thinks = 0;
        for (const Board& b : boards) {
            for (int i = 0; i < 6; ++i) {
                Rules rules = Rules::square(b.n, b.k);
                rules.players = b.players;
                rules.gravity = b.gravity;
                rules.family = b.exact ? Family::Exact : Family::Freestyle;
                Position position(rules);
                test::randomMidGame(position, 4 + static_cast<int>(rng() % 20), rng);
                if (position.isOver()) {
                    continue;
                }
                auto bot = makeBaselineBot("alphabeta-r1");
                const Analysis a = bot->think(position, test::nodeLimited(3000 + 1000 * i));
                hash = fold(hash, position.index(a.move));
                ++thinks;
            }
        }
        Position game(Rules::square(15, 5));
        auto x = makeBaselineBot("alphabeta-r1");
        auto o = makeBaselineBot("alphabeta-r1");
        while (!game.isOver()) {
            const Cell move =
                (game.toMove() == 0 ? x : o)->think(game, test::nodeLimited(4000)).move;
            hash = fold(hash, game.index(move));
            game.make(move);
        }
        QCOMPARE(thinks, 42);
        QCOMPARE(game.moveCount(), 52);
        QCOMPARE(hash, std::uint64_t{15837960539797183118ULL});
    }
};

QTEST_GUILESS_MAIN(TestBaselineBot)
#include "test_baseline_bot.moc"
