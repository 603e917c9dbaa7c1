// R-B3 strength on a board no bot can solve (15x15, K = 5), short version: the full
// 100-game runs are in docs/bench/bots.md, played with oxo-cli match. Hard is limited by
// nodes, not time, so the result does not depend on how loaded the machine is.
#include <QTest>

#include "oxo/bot.h"
#include "test_main.h"

using namespace oxo;

class TestBotStrength : public QObject {
    Q_OBJECT

    // Games won by `a` over `b`, alternating who starts.
    static int wins(BotLevel a, BotLevel b, int games, std::uint64_t nodes) {
        int won = 0;
        for (int g = 0; g < games; ++g) {
            auto botA = makeBot(a, 100 + static_cast<std::uint64_t>(g));
            auto botB = makeBot(b, 200 + static_cast<std::uint64_t>(g));
            const Player playerA = static_cast<Player>(g % 2);
            Position position(Rules::square(15, 5));
            SearchLimits limits;
            limits.budget = std::chrono::hours(1);
            limits.nodes = nodes;
            while (!position.isOver()) {
                Bot& mover = position.toMove() == playerA ? *botA : *botB;
                const Cell move = mover.think(position, limits).move;
                if (position.check(move) != MoveError::None) {
                    return -1;
                }
                position.make(move);
            }
            won += position.status() == Status::Won && position.winner() == playerA ? 1 : 0;
        }
        return won;
    }

private slots:
    void mediumBeatsEasy() { QVERIFY(wins(BotLevel::Medium, BotLevel::Easy, 20, 1) >= 19); }
    void hardBeatsMedium() { QVERIFY(wins(BotLevel::Hard, BotLevel::Medium, 8, 20000) >= 7); }
};

OXO_TEST_GUILESS_MAIN(TestBotStrength)
#include "test_bot_strength.moc"
