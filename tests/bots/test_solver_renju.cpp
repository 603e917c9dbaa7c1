// The exact solver under renju (R-E15, R-B4): on small renju boards (6x6, 7x7: two players,
// K = 5, at most 64 cells) every proven value, the position's and each root move's, agrees
// with a plain memoised minimax that takes its moves from Position (legalMoves, which leaves
// out black's forbidden cells, and check) and shares no code with the solver. A position where
// black may not move although nobody has won counts as a draw in both: the game cannot go on
// and the rules name no winner. Random positions come from a fixed seed; searches are limited
// by nodes, never by time.
#include <QTest>

#include <cstdlib>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "bot_tree.h"
#include "oxo/bot.h"
#include "oxo/bots/small_solver.h"
#include "oxo/position.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;

namespace {

// Negamax over Position: +(100 - d) when the side to move wins d plies from here, -(100 - d)
// when it loses, 0 for a draw (a full board, no line left, or black with only forbidden cells).
class RenjuMinimax {
public:
    int value(Position& position) {
        if (const auto found = memo_.find(position.hash()); found != memo_.end()) {
            return found->second;
        }
        std::vector<Cell> moves;
        position.legalMoves(moves);
        stuck_ += moves.empty() ? 1 : 0;
        int best = moves.empty() ? 0 : -1000;
        for (const Cell m : moves) {
            best = std::max(best, after(position, m));
        }
        memo_.emplace(position.hash(), best);
        return best;
    }

    // The value of `move` (legal) for the side to move before it.
    int after(Position& position, Cell move) {
        position.make(move);
        int v = 0;
        if (position.status() == Status::Won) {
            v = 99;
        } else if (!position.isOver()) {
            const int child = -value(position);
            v = child > 0 ? child - 1 : child < 0 ? child + 1 : 0;
        }
        position.unmake(move);
        return v;
    }

    int stuckPositions() const { return stuck_; }

private:
    std::unordered_map<std::uint64_t, int> memo_;
    int stuck_ = 0;
};

// A random position of `size` with `empties` cells left, not over (none after a few tries).
bool randomPosition(int size, int empties, std::mt19937& rng, Position* out) {
    for (int attempt = 0; attempt < 50; ++attempt) {
        Position position(ref::gomoku(size, Family::Renju));
        std::vector<Cell> moves;
        while (!position.isOver() && position.cellCount() - position.moveCount() > empties) {
            position.legalMoves(moves);
            if (moves.empty()) {
                break;
            }
            std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
            position.make(moves[pick(rng)]);
        }
        position.legalMoves(moves);
        if (!position.isOver() && !moves.empty() &&
            position.cellCount() - position.moveCount() == empties) {
            *out = position;
            return true;
        }
    }
    return false;
}

int forbiddenCells(const Position& position) {
    int count = 0;
    for (int idx = 0; idx < position.cellCount(); ++idx) {
        count += position.isEmpty(idx) && position.isForbidden(idx) ? 1 : 0;
    }
    return count;
}

}  // namespace

class TestSolverRenju : public QObject {
    Q_OBJECT

private slots:
    void supportsSmallRenjuBoards();
    void provenValuesMatchMinimax();
    void hardPlaysLegallyOnSmallRenjuBoards();
};

void TestSolverRenju::supportsSmallRenjuBoards() {
    QVERIFY(SmallSolver::supports(ref::gomoku(6, Family::Renju)));
    QVERIFY(SmallSolver::supports(ref::gomoku(8, Family::Renju)));
    QVERIFY(!SmallSolver::supports(ref::gomoku(9, Family::Renju)));
    // The proof search does not know forbidden cells: it gives no value rather than a wrong one.
    SmallSolver solver;
    Position position(ref::gomoku(6, Family::Renju));
    QCOMPARE(solver.canForceWin(position, 0, 1000), std::optional<bool>());
}

// R-B4 under R-E15: the solver's proven values, with every root move's, against the minimax.
void TestSolverRenju::provenValuesMatchMinimax() {
    std::mt19937 rng(151202);
    int positions = 0;
    int withForbidden = 0;
    int rootMovesChecked = 0;
    int stuck = 0;
    for (int round = 0; round < 40; ++round) {
        const int size = round % 2 == 0 ? 6 : 7;
        const int empties = 8 + round % 4;
        Position position(ref::gomoku(size, Family::Renju));
        if (!randomPosition(size, empties, rng, &position)) {
            continue;
        }
        ++positions;
        withForbidden += position.toMove() == 0 && forbiddenCells(position) > 0 ? 1 : 0;
        RenjuMinimax reference;
        Position work = position;
        const int value = reference.value(work);
        stuck += reference.stuckPositions() > 0 ? 1 : 0;

        SmallSolver solver;
        solver.setExactRootValues(true);
        const Analysis a = solver.analyse(position, test::nodeLimited(20'000'000));
        const std::string where = "round " + std::to_string(round);
        QVERIFY2(a.proven, where.c_str());
        QVERIFY2(position.check(a.move) == MoveError::None, where.c_str());
        if (a.verdict != test::verdictOf(value)) {
            QFAIL(qPrintable(QStringLiteral("%1: verdict %2, minimax %3")
                                 .arg(QString::fromStdString(where))
                                 .arg(int(a.verdict))
                                 .arg(value)));
        }
        if (value != 0) {
            QVERIFY2(a.distance == 100 - std::abs(value), where.c_str());
        }
        QCOMPARE(reference.after(work, a.move), value);  // the move played keeps the value
        for (const RootMove& m : a.rootMoves) {
            QVERIFY2(position.check(m.move) == MoveError::None, where.c_str());
            if (!m.proven) {
                continue;
            }
            const int v = reference.after(work, m.move);
            QVERIFY2(m.verdict == test::verdictOf(v), where.c_str());
            if (v != 0) {
                QVERIFY2(m.distance == 100 - std::abs(v), where.c_str());
            }
            ++rootMovesChecked;
        }
    }
    qInfo(
        "%d positions, %d with black to move and forbidden cells, %d reaching a position where "
        "black may not move, %d root moves checked",
        positions, withForbidden, stuck, rootMovesChecked);
    QVERIFY(positions >= 30);
    QVERIFY(withForbidden >= 3);
    QVERIFY(rootMovesChecked >= 100);
}

// Hard routes small renju boards to the solver: its move is legal at every node limit.
void TestSolverRenju::hardPlaysLegallyOnSmallRenjuBoards() {
    std::mt19937 rng(7);
    for (int round = 0; round < 30; ++round) {
        const int size = 5 + round % 4;
        Position position(ref::gomoku(size, Family::Renju));
        std::uniform_int_distribution<int> plies(0, size * size - 4);
        if (!randomPosition(size, size * size - plies(rng), rng, &position)) {
            continue;
        }
        for (const std::uint64_t nodes : {std::uint64_t{50}, std::uint64_t{5000}}) {
            const Analysis a =
                makeBot(BotLevel::Hard, 1)->think(position, test::nodeLimited(nodes));
            QVERIFY(position.check(a.move) == MoveError::None);
            for (const RootMove& m : a.rootMoves) {
                QVERIFY(position.check(m.move) == MoveError::None);
            }
        }
    }
}

OXO_TEST_GUILESS_MAIN(TestSolverRenju)
#include "test_solver_renju.moc"
