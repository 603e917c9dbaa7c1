// Hard under renju (R-E15, R-B3): it knows the first player's (black's) forbidden cells
// everywhere in its search, not only at the root, and uses them. White wins by a four whose
// one block is forbidden to black; black never plays, nor counts on, a forbidden double three,
// double four or overline, and defends around a forbidden block. Positions are drawn as
// pictures (X black, O white, ? the cell the case is about, A a cell of interest); searches
// are limited by nodes, never by time. The search itself (hard::Searcher) is asked as well as
// HardBot, because HardBot's last-resort filter would hide a forbidden move the search chose.
#include <QTest>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "bot_tree.h"
#include "hard/pattern_board.h"
#include "hard/searcher.h"
#include "hard/window.h"
#include "oxo/bot.h"
#include "oxo/position.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;

Q_DECLARE_METATYPE(std::vector<std::string>)

namespace {

constexpr int kSize = 15;
constexpr int kOffset = 2;  // the picture's top-left cell on the board

// A picture's stones and marked cells.
struct Picture {
    std::array<std::vector<Cell>, 2> stones;
    Cell question{-1, -1};     // '?'
    std::vector<Cell> marked;  // 'A'
};

Picture read(const std::vector<std::string>& rows) {
    Picture picture;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        for (int c = 0; c < static_cast<int>(row.size()); ++c) {
            const Cell cell{r + kOffset, c + kOffset};
            switch (row[static_cast<std::size_t>(c)]) {
                case 'X':
                    picture.stones[0].push_back(cell);
                    break;
                case 'O':
                    picture.stones[1].push_back(cell);
                    break;
                case '?':
                    picture.question = cell;
                    break;
                case 'A':
                    picture.marked.push_back(cell);
                    break;
                default:
                    break;
            }
        }
    }
    return picture;
}

// The picture's stones with `mover` to move: stones far from the picture (every third cell of
// the bottom row, alternating colours, so they make no line) even the count.
Position build(const std::vector<std::string>& rows, Player mover, Picture* out = nullptr) {
    Picture picture = read(rows);
    auto stones = picture.stones;
    int filler = 0;
    const auto pad = [&](std::size_t side) {
        const int k = filler++;
        stones[side].push_back({kSize - 1 - 3 * (k / 5), 3 * (k % 5)});
    };
    while (stones[0].size() < stones[1].size() + (mover == 1 ? 1 : 0)) {
        pad(0);
    }
    while (stones[1].size() + (mover == 1 ? 1 : 0) < stones[0].size()) {
        pad(1);
    }
    Position position(ref::gomoku(kSize, Family::Renju));
    for (std::size_t i = 0; i < stones[0].size(); ++i) {
        position.make(stones[0][i]);
        if (i < stones[1].size()) {
            position.make(stones[1][i]);
        }
    }
    if (out != nullptr) {
        *out = picture;
    }
    return position;
}

Analysis searchOnly(const Position& position, std::uint64_t nodes) {
    hard::Searcher searcher;
    return searcher.analyse(position, hard::chooseWindow(position).window,
                            test::nodeLimited(nodes));
}

Analysis hardBot(const Position& position, std::uint64_t nodes) {
    return makeBot(BotLevel::Hard, 1)->think(position, test::nodeLimited(nodes));
}

// Every move the analysis names (its move and its ranked root moves) is legal here.
bool allLegal(const Position& position, const Analysis& a) {
    return position.check(a.move) == MoveError::None &&
           std::all_of(a.rootMoves.begin(), a.rootMoves.end(), [&](const RootMove& m) {
               return position.check(m.move) == MoveError::None;
           });
}

// Whether white would make five or more with stones on `cell` and `extra` (plus its own).
bool whiteFive(const Position& position, Cell cell, Cell extra) {
    const auto white = [&](int r, int c) {
        const Cell x{r, c};
        return position.inBounds(x) && (x == cell || x == extra || position.at(x) == Player{1});
    };
    constexpr int kLines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& d : kLines) {
        int run = 1;
        for (int s = 1; white(cell.row + s * d[0], cell.col + s * d[1]); ++s) {
            ++run;
        }
        for (int s = 1; white(cell.row - s * d[0], cell.col - s * d[1]); ++s) {
            ++run;
        }
        if (run >= 5) {
            return true;
        }
    }
    return false;
}

// Whether white, to move, has a move after which it has two cells that make five (an open four
// or two fours): what black's answer to an open three must prevent. Brute force over the
// board, sharing nothing with the pattern board.
bool whiteMakesOpenFour(const Position& position) {
    for (int w = 0; w < position.cellCount(); ++w) {
        if (!position.isEmpty(w)) {
            continue;
        }
        const Cell move = position.cellAt(w);
        int wins = 0;
        for (int e = 0; e < position.cellCount() && wins < 2; ++e) {
            if (e != w && position.isEmpty(e) && whiteFive(position, position.cellAt(e), move)) {
                ++wins;
            }
        }
        if (wins >= 2) {
            return true;
        }
    }
    return false;
}

// A dense random position around the centre (legal moves only), `moves` long or shorter.
Position randomPosition(std::mt19937& rng, int moves) {
    Position position(ref::gomoku(kSize, Family::Renju));
    std::uniform_int_distribution<int> near(4, 10);
    for (int i = 0; i < moves && !position.isOver(); ++i) {
        for (int tries = 0; tries < 50; ++tries) {
            const Cell c{near(rng), near(rng)};
            if (position.check(c) == MoveError::None) {
                position.make(c);
                break;
            }
        }
    }
    return position;
}

}  // namespace

class TestHardRenju : public QObject {
    Q_OBJECT

private slots:
    void theBoardsForbiddenCellsAreThePositions();
    void theCasesAreWhatTheySay();
    void whiteWinsByAFourWhoseBlockIsForbidden();
    void blackNeverPlaysATemptingForbiddenCell_data();
    void blackNeverPlaysATemptingForbiddenCell();
    void blackDoesNotCountOnAnOverlineFour();
    void blackBlocksAroundAForbiddenCell();
    void blackWithOnlyAForbiddenBlockIsLostButPlaysLegally();
    void hardsMoveIsAlwaysLegal();
};

// White to move: its three on the diagonal becomes a four at A whose one completion is ?,
// black's double-three point (the other way, on ?, makes a four black may block).
const std::vector<std::string> kForbiddenBlock{
    "...........",  //
    "...........",  //
    "...........",  //
    ".....X.....",  //
    "....XX.....",  //
    "...XX?.....",  //
    "......O....",  //
    ".......O...",  //
    "........O..",  //
    ".........A.",  //
    "..........X",  //
};

// The pattern board's forbidden cells (its shapes rule most cells out before forbidden.cpp is
// asked) are exactly Position's, on every empty cell of many random positions, black to move.
void TestHardRenju::theBoardsForbiddenCellsAreThePositions() {
    hard::ShapeTable table;
    table.build(5, true);
    hard::ShapeTable freeTable;
    freeTable.build(5, false, hard::shapeRadius(5, true));
    std::mt19937 rng(4242);
    int forbidden = 0;
    for (int round = 0; round < 300; ++round) {
        const Position position = randomPosition(rng, 2 * (10 + round % 25));
        if (position.isOver() || position.toMove() != 0) {
            continue;
        }
        hard::PatternBoard board;
        board.setup(position.rules(), hard::Window{0, 0, kSize, kSize}, &table,
                    hard::EvalWeights::tuned(), &freeTable);
        board.load(position);
        for (int idx = 0; idx < position.cellCount(); ++idx) {
            if (!position.isEmpty(idx)) {
                continue;
            }
            const bool expected = position.isForbidden(idx);
            forbidden += expected ? 1 : 0;
            QCOMPARE(board.forbidden(board.fromCell(position.cellAt(idx)), 0), expected);
            QVERIFY(!board.forbidden(board.fromCell(position.cellAt(idx)), 1));
        }
    }
    QVERIFY2(forbidden >= 50, "the positions hold forbidden cells");
}

// The Searcher's pictures, checked against Position first: a test of Hard is only as good as
// its position.
void TestHardRenju::theCasesAreWhatTheySay() {
    Picture p;
    const Position position = build(kForbiddenBlock, 1, &p);
    QCOMPARE(position.toMove(), Player{1});
    Position black = position;
    black.make(p.marked.front());  // white's four
    QCOMPARE(black.check(p.question), MoveError::Forbidden);
}

// R-E15 with R-B3: the four is a win because black may not block it; Hard as white finds it.
void TestHardRenju::whiteWinsByAFourWhoseBlockIsForbidden() {
    Picture p;
    const Position position = build(kForbiddenBlock, 1, &p);
    for (const bool searchAlone : {true, false}) {
        const Analysis a = searchAlone ? searchOnly(position, 20000) : hardBot(position, 20000);
        QVERIFY2(std::find(p.marked.begin(), p.marked.end(), a.move) != p.marked.end(),
                 "white plays the four whose block is forbidden");
        QVERIFY(a.proven);
        QCOMPARE(a.verdict, Verdict::Win);
        QVERIFY(allLegal(position, a));
    }
}

void TestHardRenju::blackNeverPlaysATemptingForbiddenCell_data() {
    QTest::addColumn<std::vector<std::string>>("picture");
    // ? makes two fours: in freestyle a win in three, here no move at all.
    QTest::newRow("double four") << std::vector<std::string>{
        "...........",  //
        ".....O.....",  //
        ".....X.....",  //
        ".....X.....",  //
        ".....X.....",  //
        ".OXXX?.....",  //
        "...........",  //
        "...O...O...",  //
    };
    // ? makes two open threes.
    QTest::newRow("double three") << std::vector<std::string>{
        "...........",  //
        "...........",  //
        ".....X.....",  //
        ".....X.....",  //
        "...XX?.....",  //
        "...........",  //
        "..O.....O..",  //
    };
    // ? makes six in a row: no five for black, and forbidden.
    QTest::newRow("overline") << std::vector<std::string>{
        "...........",  //
        "...........",  //
        "..XXX?XX...",  //
        "...........",  //
        "..O..O..O..",  //
        "...........",  //
        "...O.......",  //
    };
    // Two fours on one line (X.X?X.X): a double four too.
    QTest::newRow("double four on one line") << std::vector<std::string>{
        "...........",  //
        "...........",  //
        ".OX.X?X.XO.",  //
        "...........",  //
        "..O.....O..",  //
    };
}

// R-E15: black's forbidden cells are never Hard's move nor among its root moves, even where
// a player reading the lines alone would win with them.
void TestHardRenju::blackNeverPlaysATemptingForbiddenCell() {
    QFETCH(std::vector<std::string>, picture);
    Picture p;
    const Position position = build(picture, 0, &p);
    QCOMPARE(position.check(p.question), MoveError::Forbidden);
    for (const bool searchAlone : {true, false}) {
        const Analysis a = searchAlone ? searchOnly(position, 20000) : hardBot(position, 20000);
        QVERIFY(!(a.move == p.question));
        QVERIFY(allLegal(position, a));
        QVERIFY(!(a.proven && a.verdict == Verdict::Win && a.distance <= 3));
    }
}

// Black's XXXX.X has no five (the gap makes six); white's four must be blocked at A.
void TestHardRenju::blackDoesNotCountOnAnOverlineFour() {
    Picture p;
    const Position position = build(
        {
            "...........",  //
            ".OXXXX?X...",  //
            "...........",  //
            "..XOOOOA...",  //
            "...X.......",  //
        },
        0, &p);
    QCOMPARE(position.check(p.question), MoveError::Forbidden);
    for (const bool searchAlone : {true, false}) {
        const Analysis a = searchAlone ? searchOnly(position, 20000) : hardBot(position, 20000);
        QCOMPARE(a.move, p.marked.front());
        QVERIFY(!(a.proven && a.verdict == Verdict::Win));
    }
}

// White's open three: one end (?) is black's double-three point, so black must stop it
// another way; every move Hard may choose leaves white no open four.
void TestHardRenju::blackBlocksAroundAForbiddenCell() {
    Picture p;
    const Position position = build(
        {
            "...........",  //
            "....X.X....",  //
            ".....XX....",  //
            "......?OOO.",  //
            "...........",  //
            "...........",  //
            "..........X",  //
        },
        0, &p);
    QCOMPARE(position.check(p.question), MoveError::Forbidden);
    for (const bool searchAlone : {true, false}) {
        const Analysis a = searchAlone ? searchOnly(position, 30000) : hardBot(position, 30000);
        QVERIFY(!(a.move == p.question));
        QVERIFY(allLegal(position, a));
        Position after = position;
        after.make(a.move);
        QVERIFY2(!whiteMakesOpenFour(after), "black's answer stops the open three");
        QVERIFY(!(a.proven && a.verdict == Verdict::Loss));
    }
}

// White's four whose one block (?) is forbidden: black has lost, and still moves legally.
void TestHardRenju::blackWithOnlyAForbiddenBlockIsLostButPlaysLegally() {
    Picture p;
    const Position position = build(
        {
            "...........",  //
            "...........",  //
            ".....X.....",  //
            ".....X.....",  //
            "...XX?.....",  //
            "......O....",  //
            ".......O...",  //
            "........O..",  //
            ".........O.",  //
            "..........X",  //
        },
        0, &p);
    QCOMPARE(position.check(p.question), MoveError::Forbidden);
    for (const bool searchAlone : {true, false}) {
        const Analysis a = searchAlone ? searchOnly(position, 5000) : hardBot(position, 5000);
        QVERIFY(allLegal(position, a));
        QVERIFY(a.proven);
        QCOMPARE(a.verdict, Verdict::Loss);
    }
}

// A seeded property (R-B3, R-E15): over many random renju positions, dense enough around the
// centre that black has forbidden cells, the search's own move and every root move it ranks
// are legal, and so is HardBot's.
void TestHardRenju::hardsMoveIsAlwaysLegal() {
    std::mt19937 rng(20261202);
    int withForbidden = 0;
    int positions = 0;
    for (int round = 0; round < 60; ++round) {
        std::uniform_int_distribution<int> length(8, 40);
        const Position position = randomPosition(rng, length(rng));
        if (position.isOver()) {
            continue;
        }
        ++positions;
        if (position.toMove() == 0) {
            for (int idx = 0; idx < position.cellCount(); ++idx) {
                if (position.isEmpty(idx) && position.isForbidden(idx)) {
                    ++withForbidden;
                    break;
                }
            }
        }
        const Analysis searched = searchOnly(position, 3000);
        QVERIFY2(allLegal(position, searched), qPrintable(QString("round %1").arg(round)));
        const Analysis played = hardBot(position, 3000);
        QVERIFY(allLegal(position, played));
    }
    QVERIFY(positions >= 40);
    QVERIFY2(withForbidden >= 5, "the positions put forbidden cells in black's way");
}

OXO_TEST_GUILESS_MAIN(TestHardRenju)
#include "test_hard_renju.moc"
