// R-B3: Hard never loses 4x4 with K = 4, as X or as O: against every opponent first and
// second move, then 10,000+ seeded random opponent lines beyond them.
#include <QTest>

#include "bot_tree.h"
#include "classic_walk.h"
#include "oxo/bot.h"
#include "test_main.h"

using namespace oxo;

class TestHard4x4 : public QObject {
    Q_OBJECT

    // Plays on from `position`: the bot for `botPlayer`, random moves for the opponent.
    static Status playOut(Position position, Bot& bot, Player botPlayer, std::mt19937_64& rng,
                          Player* winner) {
        std::vector<Cell> moves;
        while (!position.isOver()) {
            Cell move;
            if (position.toMove() == botPlayer) {
                move = bot.think(position, test::generous()).move;
            } else {
                position.legalMoves(moves);
                move = moves[rng() % moves.size()];
            }
            if (position.check(move) != MoveError::None) {
                *winner = static_cast<Player>(1 - botPlayer);  // an illegal move loses
                return Status::Won;
            }
            position.make(move);
        }
        *winner = position.winner();
        return position.status();
    }

private slots:
    void neverLoses_data() { test::addSeatRows(); }
    void neverLoses() {
        QFETCH(int, botPlayer);
        const auto me = static_cast<Player>(botPlayer);
        auto bot = makeBot(BotLevel::Hard, 1);
        std::mt19937_64 rng(20261130 + static_cast<std::uint64_t>(botPlayer));
        constexpr int kLinesPerPrefix = 30;  // 2 x (>= 169 prefixes) x 30 > 10,000 lines
        int lines = 0;
        int losses = 0;
        // Every opponent first and second move (the bot's replies in between).
        std::vector<Cell> first;
        std::vector<Cell> second;
        Position root(Rules::square(4, 4));
        if (root.toMove() == me) {
            root.make(bot->think(root, test::generous()).move);
        }
        root.legalMoves(first);
        for (const Cell a : first) {
            Position p1 = root;
            p1.make(a);
            p1.make(bot->think(p1, test::generous()).move);
            p1.legalMoves(second);
            for (const Cell b : second) {
                Position p2 = p1;
                p2.make(b);
                if (p2.isOver()) {
                    ++lines;
                    losses += p2.status() == Status::Won && p2.winner() != me ? 1 : 0;
                    continue;
                }
                for (int i = 0; i < kLinesPerPrefix; ++i) {
                    Player winner = kNoPlayer;
                    const Status status = playOut(p2, *bot, me, rng, &winner);
                    ++lines;
                    losses += status == Status::Won && winner != me ? 1 : 0;
                }
            }
        }
        QVERIFY2(lines >= 5000, qPrintable(QString::number(lines)));
        QCOMPARE(losses, 0);
    }
};

OXO_TEST_GUILESS_MAIN(TestHard4x4)
#include "test_hard_4x4.moc"
