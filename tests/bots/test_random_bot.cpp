// Easy = Random: legal, reproducible for a seed, uniform (R-B2, R-B3).
#include <QTest>
#include <array>
#include <random>

#include "oxo/bot.h"
#include "oxo/bots/random_bot.h"
#include "oxo/bots/scripted_bot.h"
#include "rules_rows.h"
#include "test_main.h"

using namespace oxo;

class TestRandomBot : public QObject {
    Q_OBJECT

private:
    static std::vector<Cell> playOut(std::uint64_t seed, const Rules& rules) {
        auto bot = makeBot(BotLevel::Easy, seed);
        Position position(rules);
        std::vector<Cell> moves;
        while (!position.isOver()) {
            const Cell move = bot->think(position, {}).move;
            if (position.check(move) != MoveError::None) {
                return {};
            }
            moves.push_back(move);
            position.make(position.landing(move));
        }
        return moves;
    }

private slots:
    // R-B2: the same seed replays the same game; another seed plays another.
    void reproducibleForASeed() {
        const Rules rules = Rules::square(7, 4);
        const auto first = playOut(42, rules);
        QVERIFY(!first.empty());
        QCOMPARE(playOut(42, rules), first);
        QVERIFY(playOut(43, rules) != first);
    }

    // Every move it returns is legal, under gravity too.
    void alwaysLegal_data() {
        test::addRulesColumn();
        QTest::newRow("3x3") << test::rulesOf(3, 3);
        QTest::newRow("6x6 K4 3p") << test::rulesOf(6, 4, 3);
        QTest::newRow("7x7 K4 gravity") << test::rulesOf(7, 4, 2, true);
        QTest::newRow("9x9 K5 4p gravity") << test::rulesOf(9, 5, 4, true);
    }
    void alwaysLegal() {
        QFETCH(Rules, rules);
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            QVERIFY(!playOut(seed, rules).empty());
        }
    }

    // Uniform: 9 cells, 18,000 draws; chi-square with 8 degrees of freedom stays below
    // 26.12 (p = 0.001). A bot that favoured any cell by ~10% would fail.
    void uniformChiSquare() {
        RandomBot bot(2024);
        const Position empty(Rules::square(3));
        std::array<int, 9> counts{};
        constexpr int kDraws = 18000;
        for (int i = 0; i < kDraws; ++i) {
            ++counts[static_cast<std::size_t>(empty.index(bot.think(empty, {}).move))];
        }
        const double expected = kDraws / 9.0;
        double chi = 0;
        for (const int c : counts) {
            chi += (c - expected) * (c - expected) / expected;
        }
        QVERIFY2(chi < 26.12, qPrintable(QString("chi-square %1").arg(chi)));
        // Uniform on a position with holes too: only the free cells, each about as often.
        Position position(Rules::square(3));
        position.make({1, 1});
        position.make({0, 0});
        std::array<int, 9> partial{};
        for (int i = 0; i < 7000; ++i) {
            ++partial[static_cast<std::size_t>(position.index(bot.think(position, {}).move))];
        }
        QCOMPARE(partial[0], 0);
        QCOMPARE(partial[4], 0);
        double chi2 = 0;
        for (std::size_t i = 0; i < 9; ++i) {
            if (i != 0 && i != 4) {
                chi2 += (partial[i] - 1000.0) * (partial[i] - 1000.0) / 1000.0;
            }
        }
        QVERIFY2(chi2 < 22.46, qPrintable(QString("chi-square %1").arg(chi2)));  // 6 dof
    }

    // R-B1: a scripted player replays its list, then falls back to a legal move.
    void scriptedPlayerReplays() {
        ScriptedBot script({{1, 1}, {0, 2}});
        Position position(Rules::square(3));
        QCOMPARE(script.think(position, {}).move, (Cell{1, 1}));
        position.make({1, 1});
        position.make({0, 0});
        QCOMPARE(script.think(position, {}).move, (Cell{0, 2}));
        position.make({0, 2});
        position.make({2, 2});
        const Cell next = script.think(position, {}).move;
        QVERIFY(script.exhausted());
        QCOMPARE(position.check(next), MoveError::None);
    }

    void levelNames() {
        QCOMPARE(levelName(BotLevel::Easy), std::string_view("easy"));
        QCOMPARE(parseLevel("HARD"), std::optional<BotLevel>(BotLevel::Hard));
        QVERIFY(!parseLevel("random").has_value());  // one name per level
        QVERIFY(!parseLevel("grandmaster").has_value());
        QCOMPARE(makeBot(BotLevel::Medium, 1)->name(), std::string_view("medium"));
        QCOMPARE(makeBot(BotLevel::Hard, 1)->name(), std::string_view("hard"));
    }
};

OXO_TEST_GUILESS_MAIN(TestRandomBot)
#include "test_random_bot.moc"
