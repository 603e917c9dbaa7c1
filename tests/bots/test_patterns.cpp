// Hard's incremental pattern evaluation against a brute-force scan of the board:
// every empty cell's shape per direction and player, its class, the threat-cell sets, the
// near-cell set, the evaluation sums and the Zobrist hash, on random positions for every K from
// 3 to 8 plus long K (computed without a table), with and without exact K, two to four players,
// whole boards and windows of a larger board, after random make/unmake sequences. R-B2.
#include <QTest>
#include <random>
#include <set>

#include "bot_tree.h"
#include "hard/pattern_board.h"
#include "lines.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::hard;

namespace {

constexpr int kDirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

// The shape definition of shape.h, read straight off the Position: windows as sets of cells.
Shape referenceShape(const Position& position, const Window& window, Cell c, int p, int dir) {
    const int k = position.rules().winLength;
    const bool exact = position.rules().family == Family::Exact;
    const auto inside = [&](Cell x) {
        return x.row >= window.row0 && x.row < window.row0 + window.rows && x.col >= window.col0 &&
               x.col < window.col0 + window.cols;
    };
    const auto along = [&](int i) {
        return Cell{c.row + i * kDirs[dir][0], c.col + i * kDirs[dir][1]};
    };
    const auto own = [&](int i) {
        const Cell x = along(i);
        return i == 0 || (inside(x) && position.at(x) == p);
    };
    std::vector<std::set<int>> windows;  // the empty offsets of each valid window
    for (int s = -(k - 1); s <= 0; ++s) {
        bool valid = true;
        std::set<int> empties;
        for (int i = s; i < s + k && valid; ++i) {
            const Cell x = along(i);
            if (i == 0) {
                continue;
            }
            if (!inside(x) || (position.at(x) != kNoPlayer && position.at(x) != p)) {
                valid = false;
            } else if (position.at(x) == kNoPlayer) {
                empties.insert(i);
            }
        }
        if (valid && exact && (own(s - 1) || own(s + k))) {
            valid = false;
        }
        if (valid) {
            windows.push_back(empties);
        }
    }
    if (windows.empty()) {
        return kDead;
    }
    std::size_t m = 1000;
    for (const auto& w : windows) {
        m = std::min(m, w.size());
    }
    if (m == 0) {
        return kFive;
    }
    bool flex = false;
    for (std::size_t a = 0; a < windows.size(); ++a) {
        for (std::size_t b = a + 1; b < windows.size(); ++b) {
            if (windows[a].size() != m || windows[b].size() != m) {
                continue;
            }
            std::size_t shared = 0;
            for (const int i : windows[a]) {
                shared += windows[b].count(i);
            }
            flex = flex || shared == m - 1;
        }
    }
    return makeShape(static_cast<int>(m), flex);
}

struct Case {
    int n, k, players;
    bool exact;
    Window window;  // rows == 0: the whole board
};

// Compares every cell of `board` with the brute-force reference; returns the first mismatch.
QString compare(const PatternBoard& board, const Position& position, const Window& window) {
    const int n = position.size();
    std::array<std::int64_t, kMaxPlayers> mover{};
    std::array<std::int64_t, kMaxPlayers> other{};
    std::set<int> near;
    for (int r = window.row0; r < window.row0 + window.rows; ++r) {
        for (int c = window.col0; c < window.col0 + window.cols; ++c) {
            const Cell cell{r, c};
            const int i = board.fromCell(cell);
            if (board.at(i) != static_cast<std::uint8_t>(position.at(cell) + 1)) {
                return QString("mark differs at %1").arg(cellName(cell).c_str());
            }
            if (position.at(cell) != kNoPlayer) {
                for (int dr = -3; dr <= 3; ++dr) {
                    for (int dc = -3; dc <= 3; ++dc) {
                        const bool square = std::max(std::abs(dr), std::abs(dc)) <= 2;
                        const bool line = dr == 0 || dc == 0 || std::abs(dr) == std::abs(dc);
                        const Cell x{r + dr, c + dc};
                        if ((square || line) && x.row >= window.row0 &&
                            x.row < window.row0 + window.rows && x.col >= window.col0 &&
                            x.col < window.col0 + window.cols && position.at(x) == kNoPlayer) {
                            near.insert(board.fromCell(x));
                        }
                    }
                }
                continue;
            }
            for (int p = 0; p < position.rules().players; ++p) {
                std::array<Shape, 4> s{};
                for (int dir = 0; dir < 4; ++dir) {
                    s[dir] = referenceShape(position, window, cell, p, dir);
                    if (board.shape(i, p, dir) != s[dir]) {
                        return QString("%1 player %2 dir %3: board %4, reference %5")
                            .arg(cellName(cell).c_str())
                            .arg(p)
                            .arg(dir)
                            .arg(board.shape(i, p, dir))
                            .arg(s[dir]);
                    }
                }
                const CellClass cls = classify(s[0], s[1], s[2], s[3]);
                if (board.cellClass(i, p) != cls) {
                    return QString("class differs at %1").arg(cellName(cell).c_str());
                }
                const bool four =
                    cls == kClassFlexFour || cls == kClassFourThree || cls == kClassFour;
                const bool three =
                    cls != kClassWin && std::find(s.begin(), s.end(), kFlexThree) != s.end();
                if (board.winCells(p).contains(i) != (cls == kClassWin) ||
                    board.flexFourCells(p).contains(i) != (cls == kClassFlexFour) ||
                    board.fourCells(p).contains(i) != four ||
                    board.threeCells(p).contains(i) != three) {
                    return QString("threat sets differ at %1").arg(cellName(cell).c_str());
                }
                mover[p] += board.cellValue(i, p, true);
                other[p] += board.cellValue(i, p, false);
            }
        }
    }
    (void)n;
    std::set<int> boardNear(board.nearCells().begin(), board.nearCells().end());
    if (boardNear != near) {
        return QString("near cells differ: board %1, reference %2")
            .arg(boardNear.size())
            .arg(near.size());
    }
    for (int side = 0; side < position.rules().players; ++side) {
        std::int64_t total = 0;
        for (int p = 0; p < position.rules().players; ++p) {
            const std::int64_t v = p == position.toMove() ? mover[p] : other[p];
            total += p == side ? v : -v;
        }
        total = std::clamp<std::int64_t>(total, -20000, 20000);
        if (board.evaluate(side) != total) {
            return QString("evaluation for %1: board %2, reference %3")
                .arg(side)
                .arg(board.evaluate(side))
                .arg(total);
        }
    }
    if (board.hash() != position.hash()) {
        return "hash differs";
    }
    return {};
}

}  // namespace

class TestPatterns : public QObject {
    Q_OBJECT

private slots:
    // The O(K) line classifier agrees with the table built from it, and the table with the
    // definition on hand-made lines: open four, four, open three, broken three, overline.
    void knownShapes() {
        const auto line = [](const char* text) {
            std::vector<std::uint8_t> codes;
            for (const char* t = text; *t != 0; ++t) {
                codes.push_back(*t == 'x' || *t == '@' ? kOwnCode
                                : *t == '.'            ? kEmptyCode
                                                       : kBlockedCode);
            }
            return codes;
        };
        // K = 5 freestyle, radius 4; '@' is the cell itself.
        QCOMPARE(classifyLine(line(".xx@x.o..").data(), 5, false), kFlexFour);
        QCOMPARE(classifyLine(line("oxx@x.o..").data(), 5, false), kFour);
        QCOMPARE(classifyLine(line("o.x@x..o.").data(), 5, false), kFlexThree);
        QCOMPARE(classifyLine(line("...x@.x..").data(), 5, false), kFlexThree);
        QCOMPARE(classifyLine(line("...o@xx..").data(), 5, false), kThree);
        QCOMPARE(classifyLine(line("..xx@xx..").data(), 5, false), kFive);
        QCOMPARE(classifyLine(line("oooo@oooo").data(), 5, false), kDead);
        QCOMPARE(classifyLine(line("x.x@x.x..").data(), 5, false), kFlexFour);  // two fours
        // Exact K = 5, radius 5: six in a row is no win, and a window next to an own stone
        // can never win.
        QCOMPARE(classifyLine(line("..xxx@xx...").data(), 5, true), kDead);
        QCOMPARE(classifyLine(line("...xx@x....").data(), 5, true), kFlexFour);
        QCOMPARE(classifyLine(line("..x.x@xx...").data(), 5, true), kFour);
        ShapeTable table;
        for (const bool exact : {false, true}) {
            for (int k = 3; k <= 6; ++k) {
                table.build(k, exact);
                QVERIFY(table.usable() == (shapeRadius(k, exact) <= kMaxTableRadius));
            }
        }
        table.build(8, false);
        QVERIFY(!table.usable());  // long K is computed, not tabled
    }

    // A cell's class from the shapes a stone there makes in the four directions: the threat
    // classes, and (session 30) the crossings of open twos the evaluation weighs. R-B2.
    void cellClassOfShapes_data() {
        test::addColumns<int, int, int, int, int>("a", "b", "c", "d", "cls");
        const auto row = [](const char* name, Shape a, Shape b, Shape c, Shape d, CellClass cls) {
            QTest::newRow(name) << int{a} << int{b} << int{c} << int{d} << int{cls};
        };
        row("five", kFive, kFlexThree, kDead, kDead, kClassWin);
        row("open four", kFlexFour, kDead, kDead, kDead, kClassFlexFour);
        row("two fours", kFour, kFour, kDead, kDead, kClassFlexFour);
        row("four and open three", kFour, kFlexThree, kFlexTwo, kDead, kClassFourThree);
        row("four and open two", kFour, kFlexTwo, kFlexTwo, kDead, kClassFour);
        row("two open threes", kFlexThree, kFlexThree, kFlexTwo, kDead, kClassDoubleThree);
        row("open three and open two", kFlexTwo, kDead, kFlexThree, kThree, kClassThreeTwo);
        row("open three and closed three", kFlexThree, kThree, kDead, kDead, kClassThree);
        row("open three alone", kFlexThree, kDead, kDead, kDead, kClassThree);
        row("two open twos", kFlexTwo, kDead, kFlexTwo, kDead, kClassDoubleTwo);
        row("four open twos", kFlexTwo, kFlexTwo, kFlexTwo, kFlexTwo, kClassDoubleTwo);
        row("open two and closed threes", kFlexTwo, kThree, kThree, kDead, kClassNone);
        row("one open two", kFlexTwo, Shape{7}, Shape{8}, kDead, kClassNone);
        row("nothing", kDead, kDead, kDead, kDead, kClassNone);
    }
    void cellClassOfShapes() {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(int, c);
        QFETCH(int, d);
        QFETCH(int, cls);
        QCOMPARE(int{classify(static_cast<Shape>(a), static_cast<Shape>(b), static_cast<Shape>(c),
                              static_cast<Shape>(d))},
                 cls);
    }

    // The board after random positions and random make/unmake sequences equals the scan.
    void matchesBruteForce_data() {
        test::addColumns<int, bool>("k", "exact");
        for (const int k : {3, 4, 5, 6, 7, 8, 12, 20}) {
            for (const bool exact : {false, true}) {
                QTest::addRow("K%d%s", k, exact ? " exact" : "") << k << exact;
            }
        }
    }
    void matchesBruteForce() {
        QFETCH(int, k);
        QFETCH(bool, exact);
        std::mt19937_64 rng(static_cast<std::uint64_t>(k * 2 + (exact ? 1 : 0)));
        ShapeTable table;
        table.build(k, exact);
        int checks = 0;
        for (int round = 0; round < 6; ++round) {
            const int players = 2 + static_cast<int>(rng() % 3) * (round % 2);
            const int n = k + static_cast<int>(rng() % 9);
            Rules rules = Rules::square(n, k);
            rules.players = players;
            rules.family = exact ? Family::Exact : Family::Freestyle;
            rules.earlyDraw = false;
            Position position(rules);
            Window window{0, 0, n, n};
            if (round >= 4 && n > 6) {  // a window of the board: outside counts as the edge
                window = {1, 2, n - 3, n - 2};
            }
            test::randomMidGame(position, n * n / 4 + static_cast<int>(rng() % (n * n / 4 + 1)),
                                rng);
            if (position.isOver()) {
                continue;
            }
            PatternBoard board;
            board.setup(rules, window, &table, EvalWeights::tuned());
            board.load(position);
            QString problem = compare(board, position, window);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            ++checks;
            // Random moves inside the window, then back again, compared at every step.
            std::vector<int> played;
            for (int step = 0; step < 12 && !position.isOver(); ++step) {
                std::vector<int> options;
                for (int i = 0; i < board.cellCount(); ++i) {
                    if (board.at(i) == 0) {
                        options.push_back(i);
                    }
                }
                if (options.empty()) {
                    break;
                }
                const int cell = options[rng() % options.size()];
                board.make(cell);
                position.make(board.toCell(cell));
                played.push_back(cell);
                problem = compare(board, position, window);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
                ++checks;
                if (rng() % 3 == 0) {
                    board.unmake(cell);
                    position.unmake(board.toCell(cell));
                    played.pop_back();
                    problem = compare(board, position, window);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
            }
            while (!played.empty()) {
                board.unmake(played.back());
                position.unmake(board.toCell(played.back()));
                played.pop_back();
            }
            problem = compare(board, position, window);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        QVERIFY(checks >= 20);
    }

    void nearbyMovesMatchesScan() {
        // The candidate cells bots start from are read around the position's list of marks,
        // never by scanning the board (a 4096×4096 board has 16 M cells): they must be exactly
        // the empty (under gravity: landing) cells within `radius` of a mark, in board order.
        // Boards up to 45 a side, with gravity too, so both paths are taken.
        std::mt19937_64 rng(41);
        std::vector<Cell> got;
        for (int round = 0; round < 200; ++round) {
            Rules rules = Rules::square(5 + static_cast<int>(rng() % 40), 5);
            rules.gravity = rng() % 3 == 0;
            Position position(rules);
            test::randomMidGame(position, static_cast<int>(rng() % 30), rng);
            const int radius = 1 + static_cast<int>(rng() % 3);
            lines::nearbyMoves(position, radius, got);
            std::vector<Cell> expected;
            const int n = position.size();
            bool anyMark = false;
            for (int idx = 0; idx < position.cellCount(); ++idx) {
                anyMark = anyMark || !position.isEmpty(idx);
            }
            for (int idx = 0; idx < position.cellCount() && !position.isOver(); ++idx) {
                const Cell c = position.cellAt(idx);
                bool near = false;
                for (int r = c.row - radius; r <= c.row + radius && !near; ++r) {
                    for (int col = c.col - radius; col <= c.col + radius && !near; ++col) {
                        near = r >= 0 && r < n && col >= 0 && col < n &&
                               !position.isEmpty(position.index({r, col}));
                    }
                }
                if (near && position.isEmpty(idx) && position.landing(c) == c) {
                    expected.push_back(c);
                }
            }
            if (!position.isOver() && rules.gravity && n <= 32) {
                position.legalMoves(expected);  // small gravity boards: every landing cell
            } else if (!position.isOver() && !anyMark) {
                expected = {position.landing({(n - 1) / 2, n / 2})};
            } else if (!position.isOver() && expected.empty()) {
                position.legalMoves(expected);
            }
            QCOMPARE(got, expected);
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestPatterns)
#include "test_patterns.moc"
