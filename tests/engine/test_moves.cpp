// Move validation: each reason, the order they are checked in, and that a refused move
// changes nothing at all (R-E4).
#include <QTest>

#include <algorithm>
#include <random>

#include "oxo/game.h"
#include "qtest_columns.h"
#include "reference.h"
#include "test_main.h"

Q_DECLARE_METATYPE(oxo::MoveError)

namespace {

// Counts every notification, so a refused move can be shown to notify no one.
struct CountingObserver : oxo::GameObserver {
    int events = 0;
    void movePlayed(const oxo::Game&, const oxo::Move&) override { ++events; }
    void moveUndone(const oxo::Game&, const oxo::Move&) override { ++events; }
    void moveRedone(const oxo::Game&, const oxo::Move&) override { ++events; }
    void gameReset(const oxo::Game&) override { ++events; }
    void gameEnded(const oxo::Game&) override { ++events; }
};

}  // namespace

class TestMoves : public QObject {
    Q_OBJECT

private slots:
    void reasons_data() {
        oxo::test::addColumns<int, bool, QString, int, int, int, oxo::MoveError>(
            "size", "gravity",
            "setup",  // moves played first
            "mover",  // -1: no mover named
            "row", "col", "error");

        const auto addRow = [](const char* name, int size, bool gravity, const QString& setup,
                               int mover, int row, int col, oxo::MoveError error) {
            QTest::newRow(name) << size << gravity << setup << mover << row << col << error;
        };
        const QString won = QStringLiteral("a1 b1 a2 b2 a3");  // X wins column a
        // Game over is checked first, before turn, bounds and occupancy.
        addRow("over: free cell", 3, false, won, -1, 2, 2, oxo::MoveError::GameOver);
        addRow("over beats wrong turn", 3, false, won, 0, 2, 2, oxo::MoveError::GameOver);
        addRow("over beats bounds", 3, false, won, 1, 9, 9, oxo::MoveError::GameOver);
        addRow("over beats occupied", 3, false, won, 1, 0, 0, oxo::MoveError::GameOver);
        // Then whose turn, when a mover is named.
        addRow("wrong turn", 3, false, "", 1, 0, 0, oxo::MoveError::WrongTurn);
        addRow("wrong turn beats bounds", 3, false, "", 1, -1, 0, oxo::MoveError::WrongTurn);
        addRow("wrong turn beats occupied", 3, false, "b2", 0, 1, 1, oxo::MoveError::WrongTurn);
        addRow("no such player", 3, false, "", 3, 0, 0, oxo::MoveError::WrongTurn);
        addRow("right mover", 3, false, "b2", 1, 0, 0, oxo::MoveError::None);
        addRow("no mover named", 3, false, "b2", -1, 0, 0, oxo::MoveError::None);
        // Then bounds.
        addRow("row -1", 3, false, "", -1, -1, 0, oxo::MoveError::OutOfBounds);
        addRow("col -1", 3, false, "", -1, 0, -1, oxo::MoveError::OutOfBounds);
        addRow("row N", 3, false, "", -1, 3, 0, oxo::MoveError::OutOfBounds);
        addRow("col N", 5, false, "", 0, 0, 5, oxo::MoveError::OutOfBounds);
        addRow("huge", 5, false, "", -1, 2147483647, -2147483647, oxo::MoveError::OutOfBounds);
        addRow("bounds beat occupied", 3, false, "a1", 1, 0, 3, oxo::MoveError::OutOfBounds);
        // Then occupancy.
        addRow("occupied", 3, false, "b2", -1, 1, 1, oxo::MoveError::Occupied);
        addRow("occupied, right mover", 3, false, "b2 a1", 0, 0, 0, oxo::MoveError::Occupied);
        // Gravity: only a full column is refused; the row is not looked at.
        addRow("gravity: column full", 3, true, "a1 a1 a1", -1, 0, 0, oxo::MoveError::ColumnFull);
        addRow("gravity: occupied cell, free column", 3, true, "a1", -1, 2, 0,
               oxo::MoveError::None);
        addRow("gravity: wrong turn beats full", 3, true, "a1 a1 a1", 0, 0, 0,
               oxo::MoveError::WrongTurn);
        addRow("gravity: over beats full", 3, true, "a1 b1 a1 b1 a1", -1, 0, 0,
               oxo::MoveError::GameOver);
        addRow("gravity: bounds beat full", 3, true, "a1 a1 a1", -1, 3, 0,
               oxo::MoveError::OutOfBounds);
    }

    void reasons() {
        // R-E4: each reason on its own and the order they are checked in; refused or not,
        // check() and play() agree.
        QFETCH(int, size);
        QFETCH(bool, gravity);
        QFETCH(QString, setup);
        QFETCH(int, mover);
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(oxo::MoveError, error);
        oxo::Rules rules = oxo::Rules::square(size);
        rules.gravity = gravity;
        oxo::Game game(rules);
        for (const oxo::Cell cell : ref::cells(setup, size)) {
            QVERIFY(game.play(cell).ok());
        }
        const auto who = static_cast<oxo::Player>(mover);
        QCOMPARE(game.position().check({row, col}, who), error);
        QCOMPARE(game.play({row, col}, who).error, error);
    }

    void refusedMovesChangeNothing() {
        // R-E4: thousands of random bad moves on random positions leave board, turn, history,
        // redo tail, counters, hash and listeners exactly as they were.
        std::mt19937 rng(20261129);
        CountingObserver observer;
        int refused = 0;
        for (int round = 0; round < 400; ++round) {
            const oxo::Rules rules = ref::randomRules(rng, 8);
            oxo::Game game(rules);
            game.addObserver(&observer);
            const int n = rules.size;
            std::vector<oxo::Cell> legal;
            while (true) {
                for (int attempt = 0; attempt < 10; ++attempt) {
                    oxo::Cell target{static_cast<int>(rng() % (n + 4)) - 2,
                                     static_cast<int>(rng() % (n + 4)) - 2};
                    auto mover = static_cast<oxo::Player>(static_cast<int>(rng() % 6) - 1);
                    if (game.position().check(target, mover) == oxo::MoveError::None) {
                        continue;  // only bad moves here
                    }
                    const oxo::Position before = game.position();
                    const auto history = game.history();
                    const auto redo = game.redoTail();
                    const int events = observer.events;
                    const auto result = game.play(target, mover);
                    QVERIFY(!result.ok());
                    QVERIFY(game.position() == before);
                    QCOMPARE(game.position().hash(), before.hash());
                    QVERIFY(game.history() == history);
                    QVERIFY(game.redoTail() == redo);
                    QCOMPARE(observer.events, events);
                    ++refused;
                }
                if (game.position().isOver()) {
                    break;
                }
                game.position().legalMoves(legal);
                QVERIFY(game.play(legal[rng() % legal.size()]).ok());
                if (rng() % 5 == 0 && game.undo()) {
                    // Keep a redo tail around sometimes, so it is part of what must not change.
                }
            }
        }
        QVERIFY2(refused > 5000, qPrintable(QString::number(refused)));
    }

    void occupiedFollowsMakeAndUnmake() {
        // R-E6, R-E11: the position's list of marks (what bots read on huge boards instead of
        // scanning the board) is always the played cells in order, through make and unmake.
        std::mt19937 rng(20261201);
        for (int round = 0; round < 300; ++round) {
            const oxo::Rules rules = ref::randomRules(rng, 11);
            oxo::Position position(rules);
            std::vector<int> played;
            std::vector<oxo::Cell> legal;
            for (int step = 0; step < 3 * rules.size * rules.size; ++step) {
                if (!played.empty() && (position.isOver() || rng() % 4 == 0)) {
                    position.unmake(position.cellAt(played.back()));
                    played.pop_back();
                } else if (!position.isOver()) {
                    position.legalMoves(legal);
                    const oxo::Cell cell = legal[rng() % legal.size()];
                    position.make(cell);
                    played.push_back(position.index(cell));
                }
                QCOMPARE(position.occupied(), played);
                std::vector<int> scanned;
                for (int idx = 0; idx < position.cellCount(); ++idx) {
                    if (!position.isEmpty(idx)) {
                        scanned.push_back(idx);
                    }
                }
                std::vector<int> sorted = played;
                std::sort(sorted.begin(), sorted.end());
                QCOMPARE(sorted, scanned);
            }
        }
    }

    void playOrderIsNotState() {
        // The same marks reached in another order are the same position (and hash).
        oxo::Position a(oxo::Rules::square(5, 4));
        oxo::Position b(oxo::Rules::square(5, 4));
        for (const oxo::Cell c : {oxo::Cell{0, 0}, oxo::Cell{1, 1}, oxo::Cell{2, 2}}) {
            a.make(c);
        }
        for (const oxo::Cell c : {oxo::Cell{2, 2}, oxo::Cell{1, 1}, oxo::Cell{0, 0}}) {
            b.make(c);
        }
        QVERIFY(a.occupied() != b.occupied());
        QVERIFY(a == b);
        QCOMPARE(a.hash(), b.hash());
    }
};

OXO_TEST_APPLESS_MAIN(TestMoves)
#include "test_moves.moc"
