// Renju (R-E15): the first player's forbidden moves (overline, double four, double three, with
// five winning over all of them and a three that can only grow through a forbidden cell not
// counting), the second player's freedom, and Game refusing a forbidden move without changing
// anything. Positions are drawn as pictures: X the first player, O the second, ? the cell asked.
#include <QTest>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "oxo/game.h"
#include "oxo/position.h"
#include "oxo/rules.h"
#include "reference.h"
#include "test_main.h"

using oxo::Cell;
using oxo::Family;
using oxo::MoveError;
using oxo::Player;
using oxo::Position;
using oxo::Rules;

Q_DECLARE_METATYPE(std::vector<std::string>)

namespace {

constexpr int kSize = 19;
constexpr int kOffset = 2;  // the picture's top-left cell on the board

// `stones` (black's, white's) in play order, with stones far away (the bottom rows) evening
// the count so that `mover` is to move. Stops early if a five ends the
// game (callers skip such positions).
Position playStones(std::array<std::vector<Cell>, 2> stones, Player mover) {
    int filler = 0;
    // Every other cell of the last rows, from the bottom up: never five, never touching.
    const auto pad = [&](std::size_t side) {
        const int k = filler++;
        stones[side].push_back({kSize - 1 - 2 * (k / 10), 2 * (k % 10)});
    };
    while (stones[0].size() < stones[1].size() + (mover == 1 ? 1 : 0)) {
        pad(0);
    }
    while (stones[1].size() + (mover == 1 ? 1 : 0) < stones[0].size()) {
        pad(1);
    }
    Position position(ref::gomoku(kSize, Family::Renju));
    for (std::size_t i = 0; i < stones[0].size() && !position.isOver(); ++i) {
        position.make(stones[0][i]);
        if (i < stones[1].size() && !position.isOver()) {
            position.make(stones[1][i]);
        }
    }
    return position;
}

// The picture's stones, `mover` to move; `asked` gets the ? cell.
Position build(const std::vector<std::string>& picture, Player mover, Cell* asked) {
    std::array<std::vector<Cell>, 2> stones;
    for (int r = 0; r < static_cast<int>(picture.size()); ++r) {
        for (int c = 0; c < static_cast<int>(picture[static_cast<std::size_t>(r)].size()); ++c) {
            const char mark = picture[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            const Cell cell{r + kOffset, c + kOffset};
            if (mark == 'X' || mark == 'O') {
                stones[mark == 'X' ? 0 : 1].push_back(cell);
            } else if (mark == '?') {
                *asked = cell;
            }
        }
    }
    Position position = playStones(stones, mover);
    Q_ASSERT(position.toMove() == mover && !position.isOver());
    return position;
}

// The brute-force reference: R-E15's definition applied directly to a plain board, sharing
// nothing with engine/src/forbidden.cpp. A four is a set of four black stones in five
// consecutive cells whose empty fifth cell makes exactly five; windows with the same four
// stones are one four (a straight four). A three is open when one more stone, itself allowed,
// makes a straight four: four in a row with both ends empty and each end making exactly five.
class Reference {
public:
    Reference(int size, std::vector<int> cells) : n_(size), cells_(std::move(cells)) {}

    bool forbidden(int r, int c) {
        put(r, c, 1);
        bool five = false;
        bool overline = false;
        int fours = 0;
        int threes = 0;
        for (const auto& d : kLines) {
            const int length = runLength(r, c, d[0], d[1]);
            five = five || length == 5;
            overline = overline || length > 5;
        }
        for (const auto& d : kLines) {
            const int lineFours = foursThrough(r, c, d[0], d[1]);
            fours += lineFours;
            if (lineFours == 0 && openThree(r, c, d[0], d[1])) {
                ++threes;
            }
        }
        put(r, c, 0);
        return !five && (overline || fours >= 2 || threes >= 2);
    }

private:
    static constexpr int kLines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    int at(int r, int c) const {
        return r < 0 || c < 0 || r >= n_ || c >= n_ ? 3
                                                    : cells_[static_cast<std::size_t>(r * n_ + c)];
    }
    void put(int r, int c, int v) { cells_[static_cast<std::size_t>(r * n_ + c)] = v; }
    int runLength(int r, int c, int dr, int dc) const {
        int length = 1;
        for (int s = 1; at(r + s * dr, c + s * dc) == 1; ++s) {
            ++length;
        }
        for (int s = 1; at(r - s * dr, c - s * dc) == 1; ++s) {
            ++length;
        }
        return length;
    }
    // Whether filling (r, c) (empty) would make a run of exactly five.
    bool makesFive(int r, int c, int dr, int dc) {
        put(r, c, 1);
        const bool five = runLength(r, c, dr, dc) == 5;
        put(r, c, 0);
        return five;
    }
    int foursThrough(int r, int c, int dr, int dc) {
        std::set<std::vector<int>> fours;
        for (int start = -4; start <= 0; ++start) {
            std::vector<int> stones;
            int emptyAt = 0;
            int empties = 0;
            bool clean = true;
            for (int k = start; k < start + 5; ++k) {
                const int v = at(r + k * dr, c + k * dc);
                if (v == 1) {
                    stones.push_back(k);
                } else if (v == 0) {
                    ++empties;
                    emptyAt = k;
                } else {
                    clean = false;
                }
            }
            if (clean && empties == 1 && makesFive(r + emptyAt * dr, c + emptyAt * dc, dr, dc)) {
                fours.insert(stones);
            }
        }
        return static_cast<int>(fours.size());
    }
    bool straightFour(int r, int c, int dr, int dc) {
        for (int start = -3; start <= 0; ++start) {
            bool four = true;
            for (int k = start; k < start + 4; ++k) {
                four = four && at(r + k * dr, c + k * dc) == 1;
            }
            const int br = r + (start - 1) * dr;
            const int bc = c + (start - 1) * dc;
            const int ar = r + (start + 4) * dr;
            const int ac = c + (start + 4) * dc;
            if (four && at(br, bc) == 0 && at(ar, ac) == 0 && makesFive(br, bc, dr, dc) &&
                makesFive(ar, ac, dr, dc)) {
                return true;
            }
        }
        return false;
    }
    bool openThree(int r, int c, int dr, int dc) {
        for (int k = -5; k <= 5; ++k) {
            const int er = r + k * dr;
            const int ec = c + k * dc;
            if (k == 0 || at(er, ec) != 0) {
                continue;
            }
            put(er, ec, 1);
            const bool four = straightFour(r, c, dr, dc);
            put(er, ec, 0);
            if (four && !forbidden(er, ec)) {
                return true;
            }
        }
        return false;
    }

    int n_;
    std::vector<int> cells_;
};

}  // namespace

class TestRenju : public QObject {
    Q_OBJECT

private slots:
    // R-E15: which cells renju forbids the first player, and which it does not.
    void firstPlayerForbiddenMoves_data() {
        QTest::addColumn<std::vector<std::string>>("picture");
        QTest::addColumn<bool>("forbidden");
        using P = std::vector<std::string>;
        QTest::newRow("double three") << P{".......",  //
                                           "...X...",  //
                                           "...X...",  //
                                           ".XX?...",  //
                                           "......."}
                                      << true;
        QTest::newRow("split threes") << P{"...X...",  //
                                           ".......",  //
                                           "...X...",  //
                                           ".X.?X..",  //
                                           ".......",  //
                                           "......."}
                                      << true;
        QTest::newRow("four and three") << P{"...X...",  //
                                             "...X...",  //
                                             "...X...",  //
                                             ".XX?...",  //
                                             "......."}
                                        << false;
        QTest::newRow("double four") << P{"....O..",  //
                                          "....X..",  //
                                          "....X..",  //
                                          "....X..",  //
                                          "OXXX?..",  //
                                          "......."}
                                     << true;
        QTest::newRow("double four in one line") << P{"X.X?X.X"} << true;
        QTest::newRow("overline") << P{"XXX?XX"} << true;
        QTest::newRow("exactly five") << P{"XXXX?."} << false;
        QTest::newRow("five beats an overline") << P{"...X...",  //
                                                     "...X...",  //
                                                     "...X...",  //
                                                     "...X...",  //
                                                     "XXX?XX.",  //
                                                     "......."}
                                                << false;
        QTest::newRow("closed three is no three") << P{"...X...",  //
                                                       "...X...",  //
                                                       "OXX?...",  //
                                                       "......."}
                                                  << false;
        // The row's three can only become a straight four on the cell left of it, which
        // would make an overline in its column: it is no open three, one three remains.
        QTest::newRow("three through a forbidden cell") << P{"...X......",  //
                                                             "...X..X...",  //
                                                             "...X..X...",  //
                                                             "....XX?.O.",  //
                                                             "...X......",  //
                                                             "...X......",  //
                                                             ".........."}
                                                        << false;
        QTest::newRow("the same three, cell free") << P{"..........",  //
                                                        "......X...",  //
                                                        "......X...",  //
                                                        "....XX?.O.",  //
                                                        "..........",  //
                                                        "..........",  //
                                                        ".........."}
                                                   << true;
        QTest::newRow("lone stone") << P{"...", ".?.", "..X"} << false;
    }
    void firstPlayerForbiddenMoves() {
        QFETCH(std::vector<std::string>, picture);
        QFETCH(bool, forbidden);
        Cell asked;
        const Position position = build(picture, 0, &asked);
        QCOMPARE(position.isForbidden(position.index(asked)), forbidden);
        QCOMPARE(position.check(asked), forbidden ? MoveError::Forbidden : MoveError::None);
        std::vector<Cell> legal;
        position.legalMoves(legal);
        QCOMPARE(std::find(legal.begin(), legal.end(), asked) == legal.end(), forbidden);
        // The same shapes in the second player's stones are never forbidden.
        std::vector<std::string> swapped = picture;
        for (std::string& row : swapped) {
            for (char& mark : row) {
                mark = mark == 'X' ? 'O' : mark == 'O' ? 'X' : mark;
            }
        }
        const Position second = build(swapped, 1, &asked);
        QCOMPARE(second.check(asked), MoveError::None);
    }

    // R-E15: on random crowded positions, every empty cell near the stones is forbidden exactly
    // when the brute-force reference says so (seeded; about 200 positions).
    void forbiddenCellsMatchTheReference() {
        std::mt19937_64 rng(20261202);
        int forbiddenSeen = 0;
        int checked = 0;
        for (int round = 0; round < 200; ++round) {
            // Black and white stones thrown into the middle 9x9, black twice as often as
            // white, so that black shapes are common; a position a five ended is skipped.
            std::array<std::vector<Cell>, 2> stones;
            std::vector<char> taken(kSize * kSize, 0);
            std::uniform_int_distribution<int> pick(5, 13);
            const int count = 14 + static_cast<int>(rng() % 16);
            for (int i = 0; i < count; ++i) {
                const Cell cell{pick(rng), pick(rng)};
                if (!std::exchange(taken[static_cast<std::size_t>(cell.row * kSize + cell.col)],
                                   char{1})) {
                    stones[i % 3 == 2 ? 1 : 0].push_back(cell);
                }
            }
            const Position position = playStones(stones, 0);
            if (position.isOver()) {
                continue;
            }
            std::vector<int> cells(kSize * kSize, 0);
            for (int idx = 0; idx < kSize * kSize; ++idx) {
                cells[static_cast<std::size_t>(idx)] =
                    position.isEmpty(idx) ? 0 : position.at(idx) + 1;
            }
            Reference reference(kSize, cells);
            for (int idx = 0; idx < kSize * kSize; ++idx) {
                if (cells[static_cast<std::size_t>(idx)] != 0) {
                    continue;
                }
                const bool expected = reference.forbidden(idx / kSize, idx % kSize);
                QVERIFY2(position.isForbidden(idx) == expected,
                         qPrintable(QStringLiteral("round %1 cell %2").arg(round).arg(idx)));
                forbiddenSeen += expected ? 1 : 0;
                ++checked;
            }
        }
        // The positions must exercise the rule, not only its quiet cells.
        QVERIFY2(forbiddenSeen > 100, qPrintable(QString::number(forbiddenSeen)));
        QVERIFY(checked > 20000);
    }

    // R-E15: the second player wins with an overline; the first player's exactly five wins.
    void whoWinsWithWhat() {
        Cell asked;
        Position white = build({"OOO?OO"}, 1, &asked);
        white.make(asked);
        QCOMPARE(white.status(), oxo::Status::Won);
        QCOMPARE(white.winner(), Player{1});
        Position black = build({"XXXX?."}, 0, &asked);
        black.make(asked);
        QCOMPARE(black.winner(), Player{0});
    }

    // R-E4, R-E15: Game refuses a forbidden move and changes nothing.
    void gameRefusesAForbiddenMove() {
        oxo::Game game(ref::gomoku(kSize, Family::Renju));
        // Black a double three at j10 after: j8 (X) a1 (O) h10 (X) b1 (O) j9 (X) c1 (O) i10 (X)
        // d1 (O): the column j8-j9 and the row h10-i10 meet at j10.
        for (const Cell cell : {Cell{7, 9}, Cell{0, 0}, Cell{9, 7}, Cell{0, 1}, Cell{8, 9},
                                Cell{0, 2}, Cell{9, 8}, Cell{0, 3}}) {
            QVERIFY(game.play(cell).ok());
        }
        const Position before = game.position();
        const auto result = game.play(Cell{9, 9});
        QCOMPARE(result.error, MoveError::Forbidden);
        QVERIFY(game.position() == before);
        QCOMPARE(game.history().size(), std::size_t{8});
    }

    // R-E15: renju is two players, five in a row, no gravity; anything else is refused whole.
    // R-E15: a first player left with only forbidden cells cannot move, and the game is a
    // draw then (never a game stuck in progress without a legal move). Random games on small
    // boards reach it; each time every empty cell must be forbidden, checked one by one.
    void noAllowedCellIsADraw() {
        std::mt19937 random(15);
        int reached = 0;
        for (int game = 0; game < 400; ++game) {
            oxo::Rules rules = oxo::Rules::square(6 + game % 2, 5);
            rules.family = oxo::Family::Renju;
            oxo::Position pos(rules);
            std::vector<oxo::Cell> legal;
            while (!pos.isOver()) {
                pos.legalMoves(legal);
                QVERIFY(!legal.empty());  // in progress: someone can move
                pos.make(legal[random() % legal.size()]);
            }
            if (pos.drawKind() != oxo::DrawKind::NoLegalMove) {
                continue;
            }
            ++reached;
            QCOMPARE(pos.status(), oxo::Status::Draw);
            QCOMPARE(pos.toMove(), rules.firstPlayer);
            QVERIFY(pos.moveCount() < pos.cellCount());
            for (int idx = 0; idx < pos.cellCount(); ++idx) {
                if (pos.isEmpty(idx)) {
                    QVERIFY(pos.isForbidden(idx));
                }
            }
        }
        QVERIFY2(reached > 0, "no random game reached the rule");
    }

    void renjuNeedsItsBoard_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("winLength");
        QTest::addColumn<bool>("gravity");
        QTest::addColumn<bool>("valid");
        QTest::newRow("15x15 five") << 2 << 5 << false << true;
        QTest::newRow("three players") << 3 << 5 << false << false;
        QTest::newRow("four in a row") << 2 << 4 << false << false;
        QTest::newRow("gravity") << 2 << 5 << true << false;
    }
    void renjuNeedsItsBoard() {
        QFETCH(int, players);
        QFETCH(int, winLength);
        QFETCH(bool, gravity);
        QFETCH(bool, valid);
        Rules rules = Rules::square(15, winLength);
        rules.players = players;
        rules.gravity = gravity;
        rules.family = Family::Renju;
        const auto problem = oxo::validate(rules);
        QCOMPARE(!problem.has_value(), valid);
        if (problem) {
            QVERIFY(QString::fromStdString(problem->message()).contains(QLatin1String("renju")));
        }
    }

    // The one name of each family, both ways.
    void familyNames() {
        for (const Family family : {Family::Freestyle, Family::Exact, Family::Renju}) {
            QCOMPARE(oxo::parseFamily(oxo::familyName(family)), family);
        }
        QVERIFY(!oxo::parseFamily("caro"));
    }
};

OXO_TEST_APPLESS_MAIN(TestRenju)
#include "test_renju.moc"
