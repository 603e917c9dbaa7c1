// Renju (R-E15): the first player's forbidden moves (overline, double four, double three, with
// five winning over all of them and a three that can only grow through a forbidden cell not
// counting), the second player's freedom, and Game refusing a forbidden move without changing
// anything. Positions are drawn as pictures: X the first player, O the second, ? the cell asked.
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

#include "oxo/game.h"
#include "oxo/position.h"
#include "oxo/rules.h"

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

Rules renju() {
    Rules rules = Rules::square(kSize, 5);
    rules.family = Family::Renju;
    return rules;
}

// The picture's stones in play order, with stones far away (row 18, alternating, never five)
// evening the count so that `mover` is to move; `asked` gets the ? cell.
Position build(const std::vector<std::string>& picture, Player mover, Cell* asked) {
    std::vector<Cell> stones[2];
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
    // Black (0) moves first: black to move needs equal counts, white one black more.
    int filler = 0;
    const auto pad = [&](int side) { stones[side].push_back({kSize - 1, 2 * filler++}); };
    while (stones[0].size() < stones[1].size() + (mover == 1 ? 1 : 0)) {
        pad(0);
    }
    while (stones[1].size() + (mover == 1 ? 1 : 0) < stones[0].size()) {
        pad(1);
    }
    Position position(renju());
    for (std::size_t i = 0; i < stones[0].size(); ++i) {
        position.make(stones[0][i]);
        if (i < stones[1].size()) {
            position.make(stones[1][i]);
        }
    }
    Q_ASSERT(position.toMove() == mover && !position.isOver());
    return position;
}

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
        oxo::Game game(renju());
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

QTEST_APPLESS_MAIN(TestRenju)
#include "test_renju.moc"
