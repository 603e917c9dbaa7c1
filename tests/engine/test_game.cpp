// Undo/redo/reset (R-E8), history and rebuilding (R-E9), observers (R-E10), snapshots and
// the incremental hash (R-E11), turn order (R-E3).
#include <QTest>

#include <string>
#include <vector>

#include "oxo/game.h"
#include "oxo/replay.h"
#include "reference.h"
#include "test_main.h"

namespace {

// Records every notification as text, in order.
struct Recorder : oxo::GameObserver {
    std::vector<std::string> log;
    void movePlayed(const oxo::Game& g, const oxo::Move& m) override {
        log.push_back("move " + oxo::cellName(m.cell) + " by " + std::to_string(m.player) + " (" +
                      std::to_string(g.history().size()) + ")");
    }
    void moveUndone(const oxo::Game&, const oxo::Move& m) override {
        log.push_back("undo " + oxo::cellName(m.cell));
    }
    void moveRedone(const oxo::Game&, const oxo::Move& m) override {
        log.push_back("redo " + oxo::cellName(m.cell));
    }
    void gameReset(const oxo::Game&) override { log.push_back("reset"); }
    void gameEnded(const oxo::Game& g) override {
        log.push_back("end " + std::to_string(static_cast<int>(g.status())));
    }
};

QString joined(const std::vector<std::string>& log) {
    QStringList out;
    for (const auto& line : log) {
        out << QString::fromStdString(line);
    }
    return out.join(QStringLiteral("; "));
}

}  // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void turnOrder() {
        // R-E3: turns rotate in order from the first player, for 2 to 4 players.
        for (int players = 2; players <= 4; ++players) {
            for (int first = 0; first < players; ++first) {
                oxo::Rules rules = oxo::Rules::square(9, 5);
                rules.players = players;
                rules.firstPlayer = static_cast<oxo::Player>(first);
                oxo::Game game(rules);
                for (int i = 0; i < 12; ++i) {
                    QCOMPARE(int(game.toMove()), (first + i) % players);
                    QVERIFY(game.play({i / 9, i % 9}).ok());
                    QCOMPARE(int(game.history().back().player), (first + i) % players);
                }
            }
        }
    }

    void undoRedoToEmptyAndBack() {
        // R-E8: any number of steps back to the empty board restores each earlier state
        // exactly; redo walks forward through the same states.
        oxo::Game game(oxo::Rules::square(4));
        std::vector<oxo::Position> states{game.position()};
        for (const oxo::Cell c : ref::cells(QStringLiteral("a1 b2 c3 d4 a2 b3 c4"), 4)) {
            QVERIFY(game.play(c).ok());
            states.push_back(game.position());
        }
        for (int i = static_cast<int>(states.size()) - 2; i >= 0; --i) {
            QVERIFY(game.undo());
            QVERIFY(game.position() == states[static_cast<std::size_t>(i)]);
        }
        QVERIFY(!game.undo());
        QVERIFY(!game.canUndo());
        QCOMPARE(game.position().hash(), std::uint64_t{0});
        for (std::size_t i = 1; i < states.size(); ++i) {
            QVERIFY(game.redo());
            QVERIFY(game.position() == states[i]);
        }
        QVERIFY(!game.redo());
    }

    void undoReopensFinishedGame() {
        // R-E8: undo after a win or an early draw re-opens the game with the same tallies.
        oxo::Game game(oxo::Rules::square(3));
        for (const oxo::Cell c : ref::cells(QStringLiteral("a2 a3 b2 a1 c1 c2 b3"), 3)) {
            game.play(c);
        }
        const oxo::Position beforeDraw = game.position();
        QVERIFY(game.play(ref::cells(QStringLiteral("b1"), 3)[0]).ok());
        QCOMPARE(game.position().drawKind(), oxo::DrawKind::NoLineWinnable);
        QVERIFY(game.undo());
        QCOMPARE(game.status(), oxo::Status::InProgress);
        QVERIFY(game.position() == beforeDraw);
        QVERIFY(game.canRedo());
        QVERIFY(game.play({2, 2}).ok());  // O c3 instead of b1
        QVERIFY(!game.canRedo());         // a new move drops the redo tail
    }

    void newMoveDropsRedoTail() {
        // R-E8
        oxo::Game game(oxo::Rules::square(3));
        game.play({0, 0});
        game.play({1, 1});
        game.play({2, 2});
        game.undo();
        game.undo();
        QCOMPARE(game.redoTail().size(), std::size_t{2});
        QVERIFY(game.play({0, 2}).ok());
        QVERIFY(!game.canRedo());
        QVERIFY(!game.redo());
        QCOMPARE(ref::names({game.history()[0].cell, game.history()[1].cell}),
                 QStringLiteral("a1 c1"));
    }

    void resetKeepsRules() {
        // R-E8: reset starts a fresh game with the same rules.
        oxo::Rules rules = oxo::Rules::square(7, 4);
        rules.players = 3;
        rules.firstPlayer = 2;
        rules.gravity = true;
        oxo::Game game(rules);
        game.play({0, 3});
        game.play({0, 3});
        game.undo();
        game.reset();
        QVERIFY(game.rules() == rules);
        QVERIFY(game.history().empty());
        QVERIFY(!game.canRedo());
        QVERIFY(game.position() == oxo::Position(rules));
        QCOMPARE(int(game.toMove()), 2);
    }

    void rebuildFromHistory() {
        // R-E9: the history is a list of values; replaying it rebuilds the same position.
        oxo::Rules rules = oxo::Rules::square(5, 4);
        rules.players = 3;
        oxo::Game game(rules);
        for (const oxo::Cell c : ref::cells(QStringLiteral("c3 a1 e5 b2 d4 a5 c2"), 5)) {
            QVERIFY(game.play(c).ok());
        }
        const std::vector<oxo::Move> moves = game.history();
        oxo::ReplayError error;
        auto rebuilt = oxo::Game::fromHistory(rules, moves, &error);
        QVERIFY(rebuilt.has_value());
        QVERIFY(rebuilt->position() == game.position());
        QVERIFY(rebuilt->history() == moves);
    }

    void rebuildRefusesBadHistory() {
        // R-E9, R-E4: a bad history names the first bad move and its reason.
        const oxo::Rules rules = oxo::Rules::square(3);
        const std::vector<oxo::Move> twice{{0, {0, 0}}, {1, {0, 0}}};
        oxo::ReplayError error;
        QVERIFY(!oxo::Game::fromHistory(rules, twice, &error));
        QCOMPARE(error.moveIndex, std::size_t{1});
        QCOMPARE(error.error, oxo::MoveError::Occupied);
        QCOMPARE(QString::fromStdString(error.message()),
                 QStringLiteral("move 2: that cell is already taken"));

        const std::vector<oxo::Move> wrongTurn{{0, {0, 0}}, {0, {1, 1}}};
        QVERIFY(!oxo::Game::fromHistory(rules, wrongTurn, &error));
        QCOMPARE(error.error, oxo::MoveError::WrongTurn);

        const std::vector<oxo::Move> afterEnd{{0, {0, 0}}, {1, {1, 0}}, {0, {0, 1}},
                                              {1, {1, 1}}, {0, {0, 2}}, {1, {2, 2}}};
        QVERIFY(!oxo::Game::fromHistory(rules, afterEnd, &error));
        QCOMPARE(error.moveIndex, std::size_t{5});
        QCOMPARE(error.error, oxo::MoveError::GameOver);

        oxo::Rules gravity = rules;
        gravity.gravity = true;
        const std::vector<oxo::Move> floating{{0, {0, 1}}};  // b1 cannot hold a mark yet
        QVERIFY(!oxo::Game::fromHistory(gravity, floating, &error));
        QCOMPARE(error.error, oxo::MoveError::Floating);
        const std::vector<oxo::Move> stacked{{0, {2, 1}}, {1, {2, 1}}};  // b3 is taken
        QVERIFY(!oxo::Game::fromHistory(gravity, stacked, &error));
        QCOMPARE(error.error, oxo::MoveError::Occupied);

        // A recorded move must name a real player; -1 would skip the turn check.
        const std::vector<oxo::Move> anonymous{{0, {0, 0}}, {oxo::kNoPlayer, {1, 1}}};
        QVERIFY(!oxo::Game::fromHistory(rules, anonymous, &error));
        QCOMPARE(error.moveIndex, std::size_t{1});
        QCOMPARE(error.error, oxo::MoveError::WrongTurn);
        const std::vector<oxo::Move> stranger{{2, {0, 0}}};
        QVERIFY(!oxo::Game::fromHistory(rules, stranger, &error));
        QCOMPARE(error.error, oxo::MoveError::WrongTurn);
    }

    // R-E9, R-E13: every recorded list follows one rule (oxo/replay.h): the moves before a bad
    // one stay played, and under gravity a cell must be where the mark lands.
    void replayFollowsOneRule_data() {
        QTest::addColumn<bool>("gravity");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("badIndex");  // -1: the whole list plays
        QTest::addColumn<int>("error");
        const auto row = [](const char* name, bool gravity, const char* moves, int bad,
                            oxo::MoveError error) {
            QTest::newRow(name) << gravity << QString::fromLatin1(moves) << bad
                                << static_cast<int>(error);
        };
        row("plain", false, "b2 a1 c3", -1, oxo::MoveError::None);
        row("occupied", false, "b2 a1 b2", 2, oxo::MoveError::Occupied);
        row("after the end", false, "a1 a2 b1 b2 c1 c2", 5, oxo::MoveError::GameOver);
        row("gravity: landing cells", true, "a4 b4 a3 b3", -1, oxo::MoveError::None);
        row("gravity: a cell above the landing", true, "a4 a1", 1, oxo::MoveError::Floating);
        row("gravity: a taken cell", true, "a4 a4", 1, oxo::MoveError::Occupied);
        row("gravity: a full column", true, "a4 a3 a2 a1 a1", 4, oxo::MoveError::ColumnFull);
    }
    void replayFollowsOneRule() {
        QFETCH(bool, gravity);
        QFETCH(QString, moves);
        QFETCH(int, badIndex);
        QFETCH(int, error);
        oxo::Rules rules = oxo::Rules::square(4, 3);
        rules.gravity = gravity;
        const std::vector<oxo::Cell> cells = ref::cells(moves, rules.size);
        oxo::Position position(rules);
        const std::optional<oxo::ReplayError> refused = oxo::replay(position, cells);
        QCOMPARE(refused.has_value(), badIndex >= 0);
        const std::size_t played = badIndex < 0 ? cells.size() : std::size_t(badIndex);
        QCOMPARE(position.occupied().size(), played);
        if (refused) {
            QCOMPARE(refused->moveIndex, std::size_t(badIndex));
            QCOMPARE(static_cast<int>(refused->error), error);
        }
        // The game's own replay agrees, move for move.
        std::vector<oxo::Move> history;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            history.push_back({static_cast<oxo::Player>(i % 2), cells[i]});
        }
        oxo::ReplayError gameError;
        QCOMPARE(oxo::Game::fromHistory(rules, history, &gameError).has_value(), !refused);
        if (refused) {
            QCOMPARE(gameError.moveIndex, refused->moveIndex);
            QCOMPARE(gameError.error, refused->error);
        }
    }

    void observersSeeEverything() {
        // R-E10: moves, undo, redo, reset and game end reach every subscriber, in order;
        // an unsubscribed observer hears nothing more.
        oxo::Game game(oxo::Rules::square(3));
        Recorder first;
        Recorder second;
        game.addObserver(&first);
        game.addObserver(&second);
        game.addObserver(&first);  // twice is once
        for (const oxo::Cell c : ref::cells(QStringLiteral("a1 b1 a2 b2 a3"), 3)) {
            game.play(c);
        }
        game.play({2, 2});  // refused: the game is over
        game.undo();
        game.redo();
        game.removeObserver(&second);
        game.reset();
        QCOMPARE(joined(first.log),
                 QStringLiteral("move a1 by 0 (1); move b1 by 1 (2); move a2 by 0 (3); "
                                "move b2 by 1 (4); move a3 by 0 (5); end 1; undo a3; redo a3; "
                                "end 1; reset"));
        QCOMPARE(joined(second.log), joined(first.log).chopped(QStringLiteral("; reset").size()));
    }

    void snapshotIsIndependent() {
        // R-E11: a copy of the position (what bots get) can be played on freely without the
        // live game noticing, and make/unmake restores it exactly.
        oxo::Game game(oxo::Rules::square(15, 5));
        game.play({7, 7});
        oxo::Position snapshot = game.position();
        const oxo::Position original = snapshot;
        snapshot.make({7, 8});
        snapshot.make({8, 8});
        QCOMPARE(game.position().moveCount(), 1);
        QVERIFY(game.position().isEmpty(game.position().index({7, 8})));
        snapshot.unmake({8, 8});
        snapshot.unmake({7, 8});
        QVERIFY(snapshot == original);
    }

    void hashIsIncremental() {
        // R-E11: the Zobrist hash kept move by move equals the hash of the cells, the same
        // cells reached in another order hash the same, and the keys are per (cell, player).
        oxo::Game a(oxo::Rules::square(4));
        oxo::Game b(oxo::Rules::square(4));
        for (const oxo::Cell c : ref::cells(QStringLiteral("a1 b2 c3 d4"), 4)) {
            a.play(c);
            QCOMPARE(a.position().hash(), ref::fullHash(a.position()));
        }
        for (const oxo::Cell c : ref::cells(QStringLiteral("c3 d4 a1 b2"), 4)) {
            b.play(c);
        }
        QCOMPARE(a.position().hash(), b.position().hash());
        QVERIFY(oxo::zobristKey(0, 0) != oxo::zobristKey(0, 1));
        QVERIFY(oxo::zobristKey(0, 0) != oxo::zobristKey(1, 0));
        // Derived, not random at start-up: pinned values, so saved hashes mean the same in every
        // run and build.
        QCOMPARE(oxo::zobristKey(0, 0), std::uint64_t{0xe220a8397b1dcdafULL});
        QCOMPARE(oxo::zobristKey(4096 * 4096 - 1, 3), std::uint64_t{0xeaf84a751cad5a23ULL});
    }

    void hugeBoard() {
        // R-E1, R-E6: a 4096x4096 board with K = N: X fills row 1 while O plays row 2; the
        // 8,191st move completes a 4,096-cell line and wins; undo takes it all back.
        oxo::Game game(oxo::Rules::square(4096));
        QCOMPARE(game.position().liveLines(), 2 * 4096 + 2);
        for (int col = 0; col < 4096; ++col) {
            QVERIFY(game.play({0, col}).ok());
            if (col < 4095) {
                QCOMPARE(game.status(), oxo::Status::InProgress);
                QVERIFY(game.play({1, col}).ok());
            }
        }
        QCOMPARE(game.status(), oxo::Status::Won);
        QCOMPARE(game.position().winner(), oxo::Player{0});
        const auto line = game.position().winningLine();
        QCOMPARE(line.size(), std::size_t{4096});
        QCOMPARE(oxo::cellName(line.front()), std::string("a1"));
        QCOMPARE(oxo::cellName(line.back()), std::string("fan1"));
        // Every column now holds X and O except the last; rows 1 and 2 each hold one player.
        QCOMPARE(game.position().liveLines(), 2 * 4096 + 2 - 4095 - 2);
        while (game.undo()) {
        }
        QVERIFY(game.position() == oxo::Position(oxo::Rules::square(4096)));
    }

    void observerMayLeaveDuringCallback() {
        // R-E10: an observer that removes another (or itself) mid-round is not called again.
        oxo::Game game(oxo::Rules::square(3));
        Recorder later;
        struct Remover : oxo::GameObserver {
            oxo::Game* game = nullptr;
            oxo::GameObserver* victim = nullptr;
            void movePlayed(const oxo::Game&, const oxo::Move&) override {
                game->removeObserver(victim);
                game->removeObserver(this);
            }
        } remover;
        remover.game = &game;
        remover.victim = &later;
        game.addObserver(&remover);
        game.addObserver(&later);
        game.play({0, 0});
        game.play({1, 1});
        QVERIFY(later.log.empty());
    }
};

OXO_TEST_APPLESS_MAIN(TestGame)
#include "test_game.moc"
