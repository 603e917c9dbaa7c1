// Stress: thousands of seeded random user actions (moves, undo, redo, new game, settings,
// hint, pause, history view, replay) while real bots think on their threads. After every
// action the controller's position must equal a replay of its own move list (R-U2, R-U3,
// R-U5, R-E9), and the bot may only be thinking when it is a bot's live, unpaused turn.
#include <QTest>
#include <random>

#include "oxo/controller/game_controller.h"
#include "oxo/game.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

GameSettings randomSettings(std::mt19937_64& rng) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    GameSettings s = GameSettings::defaults();
    s.rules.size = pick(3, 6);
    s.rules.winLength = pick(3, s.rules.size);
    s.rules.players = pick(0, 3) == 0 ? 3 : 2;
    s.rules.firstPlayer = static_cast<Player>(pick(0, s.rules.players - 1));
    s.rules.earlyDraw = pick(0, 1) == 1;
    s.rules.gravity = pick(0, 4) == 0;
    s.rules.family =
        (s.rules.winLength < s.rules.size && pick(0, 3) == 0) ? Family::Exact : Family::Freestyle;
    for (auto& p : s.players) {
        p.kind = static_cast<PlayerKind>(pick(0, 3));
    }
    s.players[0].kind = PlayerKind::Human;  // someone clicks
    s.botPauseMs = pick(0, 2) * 3;
    s.botBudgetMs = 20;
    return s;
}

}  // namespace

class TestStress : public QObject {
    Q_OBJECT

private slots:
    void randomActions_data() {
        test::addColumns<quint64, int>("seed", "actions");
        for (quint64 seed : {1u, 2u, 3u}) {
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << 2000;
        }
    }

    void randomActions() {
        QFETCH(quint64, seed);
        QFETCH(int, actions);
        std::mt19937_64 rng(seed);
        auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        GameSettings first = randomSettings(rng);
        first.players[1].kind = PlayerKind::Hard;
        GameController c(first);
        int moves = 0;
        int botMoves = 0;
        connect(&c, &GameController::played, this, [&](Move m) {
            ++moves;
            botMoves += c.settings().isHuman(m.player) ? 0 : 1;
        });
        for (int i = 0; i < actions; ++i) {
            const int action = pick(0, 99);
            const int n = c.settings().rules.size;
            if (action < 40) {
                c.playCell({pick(0, n - 1), pick(0, n - 1)});
            } else if (action < 52) {
                c.undo();
            } else if (action < 60) {
                c.redo();
            } else if (action < 63) {
                c.newGame();
            } else if (action < 66) {
                c.applySettings(randomSettings(rng));
            } else if (action < 70) {
                c.requestHint();
            } else if (action < 73) {
                c.setBotsPaused(!c.botsPaused());
            } else if (action < 78) {
                c.showPly(pick(-1, static_cast<int>(c.game().history().size())));
            } else if (action < 80) {
                c.startReplay();
            } else if (action < 88) {
                QCoreApplication::processEvents();
            } else {
                QTest::qWait(pick(1, 15));  // let bots finish and timers fire
            }
            const auto replay = Game::fromHistory(c.settings().rules, c.game().history());
            QVERIFY2(replay && replay->position() == c.position(), qPrintable(QString::number(i)));
            if (c.botThinking()) {
                QVERIFY(c.isBotTurn() && !c.botsPaused() && !c.isViewingHistory());
            }
            if (c.isViewingHistory()) {
                QCOMPARE(c.displayedPosition().moveCount(), c.viewPly());
            }
            QVERIFY(c.worker().runningThreads() < 64);  // stale searches wind down
        }
        QVERIFY(moves > 0);
        qInfo("seed %llu: %d moves signalled (%d by bots), %llu stale answers dropped",
              static_cast<unsigned long long>(seed), moves, botMoves,
              static_cast<unsigned long long>(c.droppedAnswers()));
    }
};

OXO_TEST_GUILESS_MAIN(TestStress)
#include "test_stress.moc"
