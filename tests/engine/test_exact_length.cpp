// Exact K (R-E14, gomoku's overline rule, needed by INFO rule 1 in R-F5): wins, non-wins on
// overlines and early draws (R-E7) checked against a plain brute-force reference over many
// seeded random games, plus hand-made cases.
#include <QTest>

#include <cstdint>
#include <random>
#include <vector>

#include "oxo/position.h"
#include "qtest_columns.h"
#include "test_main.h"

using oxo::Cell;
using oxo::Player;
using oxo::Position;
using oxo::Rules;

namespace {

constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

// The reference reads the board cell by cell and knows nothing of the engine's counters.
struct Board {
    int n = 0;
    std::vector<Player> cells;
    bool inside(int r, int c) const { return r >= 0 && c >= 0 && r < n && c < n; }
    Player at(int r, int c) const { return cells[static_cast<std::size_t>(r * n + c)]; }
};

Board boardOf(const Position& position) {
    Board board{position.size(), {}};
    for (int i = 0; i < position.cellCount(); ++i) {
        board.cells.push_back(position.at(i));
    }
    return board;
}

// Does `player` own a maximal run of exactly K (exact) or of at least K (plain)?
bool referenceWins(const Board& b, int k, Player player, bool exact) {
    for (int r = 0; r < b.n; ++r) {
        for (int c = 0; c < b.n; ++c) {
            for (const auto& d : kDirections) {
                if (b.at(r, c) != player ||
                    (b.inside(r - d[0], c - d[1]) && b.at(r - d[0], c - d[1]) == player)) {
                    continue;  // not the start of a maximal run
                }
                int length = 0;
                while (b.inside(r + length * d[0], c + length * d[1]) &&
                       b.at(r + length * d[0], c + length * d[1]) == player) {
                    ++length;
                }
                if (exact ? length == k : length >= k) {
                    return true;
                }
            }
        }
    }
    return false;
}

// Is there a K-window some player can still complete? Plain: the window holds at most one
// player. Exact: also the cells just outside it are not that player's (else it would overline).
bool referenceWinnable(const Board& b, int k, int players, bool exact) {
    for (int r = 0; r < b.n; ++r) {
        for (int c = 0; c < b.n; ++c) {
            for (const auto& d : kDirections) {
                if (!b.inside(r + (k - 1) * d[0], c + (k - 1) * d[1])) {
                    continue;
                }
                for (Player p = 0; p < players; ++p) {
                    bool open = true;
                    for (int i = 0; i < k && open; ++i) {
                        const Player owner = b.at(r + i * d[0], c + i * d[1]);
                        open = owner == oxo::kNoPlayer || owner == p;
                    }
                    const auto flank = [&](int i) {
                        const int fr = r + i * d[0];
                        const int fc = c + i * d[1];
                        return b.inside(fr, fc) && b.at(fr, fc) == p;
                    };
                    if (open && exact && (flank(-1) || flank(k))) {
                        open = false;
                    }
                    if (open) {
                        return true;
                    }
                }
            }
        }
    }
    return false;
}

}  // namespace

class TestExactLength : public QObject {
    Q_OBJECT

private slots:
    void overlineHandMade_data();
    void overlineHandMade();
    void randomGames_data();
    void randomGames();
    void randomGamesReachedOverlines();

private:
    int overlinesSeen_ = 0;
};

void TestExactLength::overlineHandMade_data() {
    oxo::test::addColumns<bool, int, bool>("exact", "runLength", "wins");
    // K = 5 on 8×8: X builds a run on row 0, completing it in the middle (col 2 last).
    QTest::newRow("plain five wins") << false << 5 << true;
    QTest::newRow("plain six wins") << false << 6 << true;
    QTest::newRow("exact five wins") << true << 5 << true;
    QTest::newRow("exact six does not win") << true << 6 << false;
    QTest::newRow("exact seven does not win") << true << 7 << false;
}

void TestExactLength::overlineHandMade() {
    QFETCH(bool, exact);
    QFETCH(int, runLength);
    QFETCH(bool, wins);
    Rules rules = Rules::square(8, 5);
    rules.family = exact ? oxo::Family::Exact : oxo::Family::Freestyle;
    rules.earlyDraw = false;
    Position position(rules);
    int oCol = 0;
    for (int col = 0; col < runLength; ++col) {
        if (col == 2) {
            continue;  // played last, joining both halves
        }
        position.make({0, col});  // X
        // O, every other cell of the two bottom rows: never five, never a taken cell.
        position.make({7 - oCol / 4, oCol % 4 * 2});
        ++oCol;
        QVERIFY(!position.isOver());
    }
    position.make({0, 2});
    QCOMPARE(position.status() == oxo::Status::Won, wins);
    if (!wins) {
        QCOMPARE(position.status(), oxo::Status::InProgress);  // the game goes on
    }
}

void TestExactLength::randomGames_data() {
    oxo::test::addColumns<int, int, bool>("size", "winLength", "exact");
    for (int n = 5; n <= 9; ++n) {
        for (int k = 3; k <= 5 && k <= n; ++k) {
            for (const bool exact : {false, true}) {
                QTest::addRow("N%d K%d %s", n, k, exact ? "exact" : "plain") << n << k << exact;
            }
        }
    }
}

void TestExactLength::randomGames() {
    QFETCH(int, size);
    QFETCH(int, winLength);
    QFETCH(bool, exact);
    std::vector<Cell> moves;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        std::mt19937_64 rng(seed * 7919 + static_cast<std::uint64_t>(size * 100 + winLength));
        Rules rules = Rules::square(size, winLength);
        rules.family = exact ? oxo::Family::Exact : oxo::Family::Freestyle;
        rules.players = 2 + static_cast<int>(seed % 3 == 0);  // some three-player games
        Position position(rules);
        while (!position.isOver()) {
            position.legalMoves(moves);
            const Player mover = position.toMove();
            position.make(moves[rng() % moves.size()]);
            const Board board = boardOf(position);
            const bool won = referenceWins(board, winLength, mover, exact);
            if (exact && !won && referenceWins(board, winLength, mover, false)) {
                ++overlinesSeen_;
            }
            QCOMPARE(position.status() == oxo::Status::Won, won);
            if (won) {
                QCOMPARE(position.winner(), mover);
                break;
            }
            // Exact: a window whose completion can only overline is dead (R-E7, R-E14).
            const bool liveWindow = referenceWinnable(board, winLength, rules.players, exact);
            const bool full = position.moveCount() == position.cellCount();
            if (position.status() == oxo::Status::Draw &&
                position.drawKind() == oxo::DrawKind::NoLineWinnable) {
                // Never a draw while some player can still win.
                QVERIFY(!liveWindow);
            } else if (position.status() == oxo::Status::InProgress) {
                QVERIFY2(liveWindow, "early draw missed");
                QVERIFY(!full);
            } else {
                QCOMPARE(position.drawKind(), oxo::DrawKind::BoardFull);
                QVERIFY(full);
            }
        }
    }
}

void TestExactLength::randomGamesReachedOverlines() {
    // The random games must have met overlines, or they proved nothing about them.
    QVERIFY2(overlinesSeen_ > 20, qPrintable(QString::number(overlinesSeen_)));
}

OXO_TEST_APPLESS_MAIN(TestExactLength)
#include "test_exact_length.moc"
