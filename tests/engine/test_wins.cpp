// Wins, draws and gravity as data-driven tables (R-E2, R-E5, R-E6, R-E7, R-E13).
#include <QTest>

#include <algorithm>
#include <array>
#include <vector>

#include "oxo/game.h"
#include "oxo/notation.h"
#include "qtest_columns.h"
#include "reference.h"
#include "test_main.h"

Q_DECLARE_METATYPE(oxo::Status)
Q_DECLARE_METATYPE(oxo::DrawKind)

namespace {

// Every K-window of an N×N board in the four directions (whole lines when K = N).
std::vector<std::vector<oxo::Cell>> allWindows(int n, int k) {
    std::vector<std::vector<oxo::Cell>> windows;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            for (const auto& d : ref::kDirs) {
                if (!ref::onBoard(n, r + (k - 1) * d[0], c + (k - 1) * d[1])) {
                    continue;
                }
                std::vector<oxo::Cell> window;
                for (int i = 0; i < k; ++i) {
                    window.push_back({r + i * d[0], c + i * d[1]});
                }
                windows.push_back(window);
            }
        }
    }
    return windows;
}

// A cell for O that is off X's line and does not win for O, so X's win is the only outcome.
oxo::Cell harmlessCell(const oxo::Position& pos, const std::vector<oxo::Cell>& line) {
    for (int i = pos.cellCount() - 1; i >= 0; --i) {
        const oxo::Cell cell = pos.cellAt(i);
        if (!pos.isEmpty(i) || std::find(line.begin(), line.end(), cell) != line.end()) {
            continue;
        }
        oxo::Position probe = pos;
        probe.make(cell);
        if (!probe.isOver()) {
            return cell;
        }
    }
    qFatal("no harmless cell left");
}

}  // namespace

class TestWins : public QObject {
    Q_OBJECT

private slots:
    void lineWins_data() {
        oxo::test::addColumns<int, int, QString, int, int>(
            "size", "winLength",
            "line",  // the winner's cells, in the order played
            "players",
            "winner");  // who plays the line; they also move first
        const int cases[][2] = {{3, 3}, {4, 4}, {5, 5}, {4, 3}, {5, 3},
                                {5, 4}, {6, 4}, {7, 5}, {9, 5}, {8, 3}};
        for (const auto& [n, k] : cases) {
            int variant = 0;
            for (auto window : allWindows(n, k)) {
                // Rotate which cell is played last: an end one or a middle one, so the win is
                // found counting outward both ways (R-E6).
                std::rotate(window.begin(), window.begin() + (variant++ % k) + 1, window.end());
                const QString name = QStringLiteral("N%1 K%2 %3..%4 last %5")
                                         .arg(n)
                                         .arg(k)
                                         .arg(QString::fromStdString(oxo::cellName(window.front())))
                                         .arg(QString::fromStdString(oxo::cellName(window[k - 2])))
                                         .arg(QString::fromStdString(oxo::cellName(window.back())));
                // Spread the rows over 2-4 players and every seat, so each wins somewhere.
                const int players = 2 + variant % 3;
                const int winner = (variant / 3) % players;
                QTest::newRow(qPrintable(name + QStringLiteral(" p%1/%2").arg(winner).arg(players)))
                    << n << k << ref::names(window) << players << winner;
            }
        }
    }

    void lineWins() {
        // R-E2: every row, column and diagonal (every diagonal, short ones near the corners
        // too, when K < N) wins, and the winning cells are reported for the UI.
        QFETCH(int, size);
        QFETCH(int, winLength);
        QFETCH(QString, line);
        QFETCH(int, players);
        QFETCH(int, winner);
        const auto xCells = ref::cells(line, size);
        oxo::Rules rules = oxo::Rules::square(size, winLength);
        rules.players = players;
        rules.firstPlayer = static_cast<oxo::Player>(winner);
        oxo::Game game(rules);
        for (std::size_t i = 0; i < xCells.size(); ++i) {
            QCOMPARE(game.status(), oxo::Status::InProgress);
            QVERIFY(game.play(xCells[i], static_cast<oxo::Player>(winner)).ok());
            for (int other = 1; other < players && i + 1 < xCells.size(); ++other) {
                QVERIFY(game.play(harmlessCell(game.position(), xCells)).ok());
            }
        }
        QCOMPARE(game.status(), oxo::Status::Won);
        QCOMPARE(int(game.position().winner()), winner);
        auto reported = game.position().winningLine();
        auto expected = xCells;
        const auto byIndex = [&](oxo::Cell a, oxo::Cell b) {
            return game.position().index(a) < game.position().index(b);
        };
        std::sort(expected.begin(), expected.end(), byIndex);
        QCOMPARE(ref::names(reported), ref::names(expected));  // also in order along the line
    }

    void lastCellWinIsAWin() {
        // R-E5: the ninth move fills the board and completes column c: a win, not a draw.
        oxo::Game game(oxo::Rules::square(3));
        const auto moves = ref::cells(QStringLiteral("c2 a3 b3 b2 a2 a1 c3 b1 c1"), 3);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            QCOMPARE(game.status(), oxo::Status::InProgress);
            QVERIFY(game.play(moves[i]).ok());
        }
        QCOMPARE(game.status(), oxo::Status::Won);
        QCOMPARE(game.position().winner(), oxo::Player{0});
        QCOMPARE(game.position().drawKind(), oxo::DrawKind::None);
        QCOMPARE(ref::names(game.position().winningLine()), QStringLiteral("c1 c2 c3"));
    }

    void exactLength_data() {
        oxo::test::addColumns<bool, QString, oxo::Status, QString>(
            "exact",
            "xMoves",  // X's moves; O answers on row 7, far away
            "status",
            "line");  // the winning cells, if any

        // 7x7, K = 4.
        const auto addRow = [](const char* name, bool exact, const char* xMoves, oxo::Status status,
                               const char* line) {
            QTest::newRow(name) << exact << QString(xMoves) << status << QString(line);
        };
        addRow("exactly four wins", true, "a1 b1 c1 d1", oxo::Status::Won, "a1 b1 c1 d1");
        addRow("five in a row: overline, no win", true, "a1 b1 c1 e1 d1", oxo::Status::InProgress,
               "");
        addRow("overline without the rule wins", false, "a1 b1 c1 e1 d1", oxo::Status::Won,
               "a1 b1 c1 d1 e1");
        addRow("joining two runs into six: no win", true, "a1 b1 c1 e1 f1 d1",
               oxo::Status::InProgress, "");
        addRow("overline one way, exactly four the other", true, "a1 b1 c1 e1 d2 d3 d4 d1",
               oxo::Status::Won, "d1 d2 d3 d4");
        addRow("diagonal overline", true, "a1 b2 c3 e5 d4", oxo::Status::InProgress, "");
        addRow("exactly four on a short diagonal", true, "d1 c2 b3 a4", oxo::Status::Won,
               "d1 c2 b3 a4");
    }

    void exactLength() {
        // R-E14: with the exact-length rule a run longer than K does not win; without it, it
        // does.
        QFETCH(bool, exact);
        QFETCH(QString, xMoves);
        QFETCH(oxo::Status, status);
        QFETCH(QString, line);
        oxo::Rules rules = oxo::Rules::square(7, 4);
        rules.family = exact ? oxo::Family::Exact : oxo::Family::Freestyle;
        oxo::Game game(rules);
        const auto xs = ref::cells(xMoves, 7);
        for (std::size_t i = 0; i < xs.size(); ++i) {
            QCOMPARE(game.status(), oxo::Status::InProgress);
            QVERIFY(game.play(xs[i]).ok());
            if (i + 1 < xs.size()) {
                QVERIFY(game.play({6, static_cast<int>(i) * 2 % 7}).ok());  // O on row 7
            }
        }
        QCOMPARE(game.status(), status);
        auto reported = game.position().winningLine();
        auto expected = ref::cells(line, 7);
        const auto byIndex = [&](oxo::Cell a, oxo::Cell b) {
            return game.position().index(a) < game.position().index(b);
        };
        std::sort(reported.begin(), reported.end(), byIndex);
        std::sort(expected.begin(), expected.end(), byIndex);
        QCOMPARE(ref::names(reported), ref::names(expected));
        QCOMPARE(ref::judge(game.position()).status, status);  // R-E12 with the overline rule
    }

    void draws_data() {
        oxo::test::addColumns<int, int, int, bool, QString, oxo::Status, oxo::DrawKind>(
            "size", "winLength", "players", "earlyDraw", "moves",
            "status",  // after the last move; in progress before
            "kind");

        const QString early3 = QStringLiteral("a2 a3 b2 a1 c1 c2 b3 b1");
        QTest::newRow("3x3 early draw, one cell left")
            << 3 << 3 << 2 << true << early3 << oxo::Status::Draw << oxo::DrawKind::NoLineWinnable;
        QTest::newRow("3x3 same moves, early draw off")
            << 3 << 3 << 2 << false << early3 << oxo::Status::InProgress << oxo::DrawKind::None;
        QTest::newRow("3x3 early draw off plays on to a full board")
            << 3 << 3 << 2 << false << early3 + QStringLiteral(" c3") << oxo::Status::Draw
            << oxo::DrawKind::BoardFull;
        QTest::newRow("4x4 three players")
            << 4 << 4 << 3 << true << QStringLiteral("c1 c3 a1 c4 c2 b2 d1 a3 d2 d3 d4 b1 a4 b4")
            << oxo::Status::Draw << oxo::DrawKind::NoLineWinnable;
        QTest::newRow("4x4 four players")
            << 4 << 4 << 4 << true << QStringLiteral("c1 c3 a1 c4 c2 b2 d1 a3 d2 d3 d4 b1")
            << oxo::Status::Draw << oxo::DrawKind::NoLineWinnable;
        QTest::newRow("5x5 K=4 every window dead")
            << 5 << 4 << 2 << true
            << QStringLiteral(
                   "b3 b2 a4 a5 a1 b4 e4 d3 d2 e3 c4 a2 b5 b1 e2 c2 e5 d5 d4 d1 a3 c5 e1")
            << oxo::Status::Draw << oxo::DrawKind::NoLineWinnable;
    }

    void draws() {
        // R-E7: the game ends as a draw the moment no line or K-window can be won, and only
        // then; with the option off it plays on until the board is full (R-E5).
        QFETCH(int, size);
        QFETCH(int, winLength);
        QFETCH(int, players);
        QFETCH(bool, earlyDraw);
        QFETCH(QString, moves);
        QFETCH(oxo::Status, status);
        QFETCH(oxo::DrawKind, kind);
        oxo::Rules rules = oxo::Rules::square(size, winLength);
        rules.players = players;
        rules.earlyDraw = earlyDraw;
        oxo::Game game(rules);
        const auto cells = ref::cells(moves, size);
        for (const oxo::Cell cell : cells) {
            QCOMPARE(game.status(), oxo::Status::InProgress);
            QVERIFY(game.play(cell).ok());
        }
        QCOMPARE(game.status(), status);
        QCOMPARE(game.position().drawKind(), kind);
        QCOMPARE(game.position().winner(), oxo::kNoPlayer);
        if (kind == oxo::DrawKind::NoLineWinnable) {
            QCOMPARE(game.position().liveLines(), 0);
        }
        const ref::Verdict verdict = ref::judge(game.position());  // R-E12
        QCOMPARE(verdict.status, status);
        QCOMPARE(verdict.draw, kind);
    }

    void exactLengthEarlyDraw() {
        // R-E7 with R-E14: under the exact-length rule a window whose completion can
        // only make an overline (the cell just beyond it holds the same player) is dead. After
        // these 13 moves on 4x4 K=3 every window is dead or only overline-completable: a draw
        // at once, though windows holding marks of one player only are still on the board.
        oxo::Rules rules = oxo::Rules::square(4, 3);
        rules.family = oxo::Family::Exact;
        oxo::Game game(rules);
        for (const oxo::Cell cell :
             ref::cells(QStringLiteral("c4 b4 d4 b1 c1 a1 c3 b3 d1 b2 a2 a3 c2"), 4)) {
            QCOMPARE(game.status(), oxo::Status::InProgress);
            QVERIFY(game.play(cell).ok());
        }
        const oxo::Position& pos = game.position();
        QCOMPARE(game.status(), oxo::Status::Draw);
        QCOMPARE(pos.drawKind(), oxo::DrawKind::NoLineWinnable);
        QCOMPARE(pos.liveLines(), 0);
        QCOMPARE(ref::judge(pos).status, oxo::Status::Draw);
        int oneOwner = 0;  // windows a plain count would still call live
        for (int r = 0; r < 4; ++r) {
            for (int c = 0; c < 4; ++c) {
                for (const auto& d : ref::kDirs) {
                    if (!ref::onBoard(4, r + 2 * d[0], c + 2 * d[1])) {
                        continue;
                    }
                    std::array<bool, 2> has{};
                    for (int i = 0; i < 3; ++i) {
                        const int p = ref::cellOf(pos, r + i * d[0], c + i * d[1]);
                        if (p >= 0) {
                            has[static_cast<std::size_t>(p)] = true;
                        }
                    }
                    oneOwner += has[0] && has[1] ? 0 : 1;
                }
            }
        }
        QVERIFY(oneOwner > 0);
    }

    void liveLineCount() {
        // R-E7: the live-line tally starts at the number of lines / windows and falls as
        // lines die: 2N + 2 lines for K = N, 2N(N-K+1) + 2(N-K+1)^2 windows for K < N.
        QCOMPARE(oxo::Position(oxo::Rules::square(3)).liveLines(), 8);
        QCOMPARE(oxo::Position(oxo::Rules::square(4096)).liveLines(), 8194);
        QCOMPARE(oxo::Position(oxo::Rules::square(15, 5)).liveLines(), 2 * 15 * 11 + 2 * 121);
        oxo::Game game(oxo::Rules::square(3));
        game.play({1, 1});  // X b2: no line has two players yet
        QCOMPARE(game.position().liveLines(), 8);
        game.play({0, 0});  // O a1 shares only the main diagonal with X
        QCOMPARE(game.position().liveLines(), 7);
        game.play({0, 1});  // X b1 kills row 1 (O a1); column b holds only X
        QCOMPARE(game.position().liveLines(), 6);
        game.undo();
        game.undo();
        QCOMPARE(game.position().liveLines(), 8);
    }

    void gravity_data() {
        oxo::test::addColumns<int, int, QString, QString, oxo::Status>(
            "size", "winLength",
            "targets",   // cells aimed at; only the column matters
            "landings",  // where the marks must land
            "status");

        QTest::newRow("stacks from the bottom") << 4 << 4 << "a1 a1 a1 b1"
                                                << "a4 a3 a2 b4" << oxo::Status::InProgress;
        QTest::newRow("row aimed at is ignored") << 4 << 4 << "c2 c4 c1"
                                                 << "c4 c3 c2" << oxo::Status::InProgress;
        QTest::newRow("vertical win") << 4 << 4 << "a1 b1 a1 b1 a1 b1 a1"
                                      << "a4 b4 a3 b3 a2 b2 a1" << oxo::Status::Won;
        QTest::newRow("bottom row win") << 4 << 4 << "a1 a1 b1 b1 c1 c1 d1"
                                        << "a4 a3 b4 b3 c4 c3 d4" << oxo::Status::Won;
        QTest::newRow("diagonal win K=3") << 5 << 3 << "a1 b1 b1 c1 d1 c1 c1"
                                          << "a5 b5 b4 c5 d5 c4 c3" << oxo::Status::Won;
    }

    void gravity() {
        // R-E13: a move names a column and the mark drops to the lowest free cell in it.
        QFETCH(int, size);
        QFETCH(int, winLength);
        QFETCH(QString, targets);
        QFETCH(QString, landings);
        QFETCH(oxo::Status, status);
        oxo::Rules rules = oxo::Rules::square(size, winLength);
        rules.gravity = true;
        oxo::Game game(rules);
        const auto aims = ref::cells(targets, size);
        const auto expected = ref::cells(landings, size);
        QCOMPARE(aims.size(), expected.size());
        for (std::size_t i = 0; i < aims.size(); ++i) {
            const auto result = game.play(aims[i]);
            QVERIFY(result.ok());
            QCOMPARE(oxo::cellName(result.placed), oxo::cellName(expected[i]));
            QCOMPARE(oxo::cellName(game.history().back().cell), oxo::cellName(expected[i]));
        }
        QCOMPARE(game.status(), status);
    }

    void gravityColumnFull() {
        // R-E13, R-E4: a full column is refused with its own reason and changes nothing.
        oxo::Rules rules = oxo::Rules::square(3);
        rules.gravity = true;
        oxo::Game game(rules);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(game.play({0, 0}).ok());
        }
        const oxo::Position before = game.position();
        QCOMPARE(game.play({2, 0}).error, oxo::MoveError::ColumnFull);
        QVERIFY(game.position() == before);
        QCOMPARE(game.history().size(), std::size_t{3});
        std::vector<oxo::Cell> legal;
        game.position().legalMoves(legal);
        QCOMPARE(ref::names(legal), QStringLiteral("b3 c3"));
    }
};

OXO_TEST_APPLESS_MAIN(TestWins)
#include "test_wins.moc"
