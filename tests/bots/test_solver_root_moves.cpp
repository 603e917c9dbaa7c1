// The exact solvers' ranked root moves (R-B4: a proven value, with its distance, for each move
// the analysis shows; R-B2: the alpha-beta and paranoid searches that score them), judged by a
// plain memoised minimax that shares no code with the solvers: every root move marked proven
// carries the verdict and distance the minimax gives for that move, the list is best first with
// the chosen move in front, a move not proven claims no verdict, and each line is legal play
// that starts with its move. With exact root values on, a full-depth search proves every move.
#include <QTest>

#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "bot_tree.h"
#include "minimax_reference.h"
#include "oxo/bot.h"
#include "oxo/bots/paranoid_solver.h"
#include "oxo/bots/small_solver.h"
#include "oxo/notation.h"
#include "qtest_columns.h"
#include "rules_rows.h"
#include "solver_positions.h"
#include "test_main.h"

using namespace oxo;

namespace {

// How many root moves were checked against the minimax, and how many of them proven.
struct Counts {
    int positions = 0;
    int moves = 0;
    int proven = 0;        // besides the best move
    int unprovenSeen = 0;  // moves listed as bounds only
};

// The checks every analysis' root moves must pass; `where` names the position.
void checkRootMoves(const Position& position, const Analysis& a, test::MinimaxReference& reference,
                    const std::string& where, Counts& counts) {
    const Player root = position.toMove();
    QVERIFY2(a.depth > 0, where.c_str());
    QVERIFY2(!a.rootMoves.empty(), where.c_str());
    const RootMove& front = a.rootMoves.front();
    QVERIFY2(front.move == a.move, where.c_str());
    QVERIFY2(front.proven == a.proven && front.verdict == a.verdict, where.c_str());
    ++counts.positions;
    std::set<int> listed;
    for (std::size_t i = 0; i < a.rootMoves.size(); ++i) {
        const RootMove& m = a.rootMoves[i];
        const std::string at = where + "/ " + cellName(m.move);
        QVERIFY2(position.check(m.move) == MoveError::None, at.c_str());
        QVERIFY2(listed.insert(position.index(m.move)).second, at.c_str());   // listed once
        QVERIFY2(i == 0 || m.score <= a.rootMoves[i - 1].score, at.c_str());  // best first
        QVERIFY2(m.depth == a.depth, at.c_str());
        // The line: its own move first, then legal play while the game goes on.
        QVERIFY2(!m.line.empty() && m.line.front() == m.move, at.c_str());
        Position replay = position;
        for (const Cell c : m.line) {
            QVERIFY2(!replay.isOver() && replay.check(c) == MoveError::None, at.c_str());
            replay.make(c);
        }
        if (!m.proven) {
            QVERIFY2(m.verdict == Verdict::Unknown, at.c_str());
            ++counts.unprovenSeen;
            continue;
        }
        const int value = reference.valueAfter(position, m.move, root);
        if (m.verdict != test::verdictOf(value)) {
            QFAIL(qPrintable(QStringLiteral("after %1: %2 has verdict %3, minimax says %4")
                                 .arg(QString::fromStdString(where))
                                 .arg(QString::fromStdString(cellName(m.move)))
                                 .arg(int(m.verdict))
                                 .arg(value)));
        }
        if (value != 0) {
            QVERIFY2(m.distance == 100 - std::abs(value), at.c_str());
        }
        ++counts.moves;
        counts.proven += i > 0 ? 1 : 0;
    }
}

}  // namespace

class TestSolverRootMoves : public QObject {
    Q_OBJECT

private slots:
    void provenRootMovesAgreeWithMinimax_data();
    void provenRootMovesAgreeWithMinimax();
    void exactRootValuesProveEveryMove_data();
    void exactRootValuesProveEveryMove();
    void exactRootValuesKeepTheAnswer();
};

void TestSolverRootMoves::provenRootMovesAgreeWithMinimax_data() {
    test::addPositionColumns();
    QTest::addRow("3x3 two players") << test::rulesOf(3, 3) << 9 << 0 << 0;
    QTest::addRow("3x3 gravity") << test::rulesOf(3, 3, 2, true) << 9 << 0 << 0;
    QTest::addRow("4x4 K3") << test::rulesOf(4, 3) << -1 << 4 << 150;
    QTest::addRow("4x4 K4") << test::rulesOf(4, 4) << -1 << 5 << 150;
    QTest::addRow("4x4 K3 exact") << test::rulesOf(4, 3, 2, false, true) << -1 << 4 << 150;
    QTest::addRow("3x3 three players") << test::rulesOf(3, 3, 3) << 9 << 0 << 0;
    QTest::addRow("4x4 K3 three players") << test::rulesOf(4, 3, 3) << -1 << 6 << 150;
    QTest::addRow("3x3 four players") << test::rulesOf(3, 3, 4) << 9 << 0 << 0;
}

// One solver of each setting answers every position in turn (a reused table is part of what
// is tested), by iterative deepening as Hard runs it, with no limit.
void TestSolverRootMoves::provenRootMovesAgreeWithMinimax() {
    const test::PositionRow row = test::fetchPositionRow();
    const Rules& rules = row.rules;
    test::MinimaxReference reference(rules);
    SmallSolver small;
    SmallSolver smallExact;
    smallExact.setExactRootValues(true);
    ParanoidSolver paranoid;
    ParanoidSolver paranoidExact;
    paranoidExact.setExactRootValues(true);
    const bool two = rules.players == 2;
    Counts counts;
    Counts exactCounts;
    test::forEachPosition(row, [&](Position& position, const std::vector<Cell>& line) {
        const std::string where = test::movesOf(line);
        const SearchLimits limits = test::nodeLimited(0);
        const Analysis a =
            two ? small.analyse(position, limits) : paranoid.analyse(position, limits);
        checkRootMoves(position, a, reference, where, counts);
        if (QTest::currentTestFailed()) {
            return;
        }
        const Analysis e =
            two ? smallExact.analyse(position, limits) : paranoidExact.analyse(position, limits);
        checkRootMoves(position, e, reference, where + "(exact) ", exactCounts);
    });
    if (QTest::currentTestFailed()) {
        return;
    }
    qInfo(
        "%d positions: %d proven root moves checked (%d besides the best), %d bounds only; "
        "with exact root values %d proven (%d besides the best), %d bounds only",
        counts.positions, counts.moves, counts.proven, counts.unprovenSeen, exactCounts.moves,
        exactCounts.proven, exactCounts.unprovenSeen);
    // The option proves more moves' own values than the plain search's window shows.
    QVERIFY(exactCounts.proven > counts.proven);
}

void TestSolverRootMoves::exactRootValuesProveEveryMove_data() {
    test::addPositionColumns();
    QTest::addRow("3x3") << test::rulesOf(3, 3) << 9 << 0 << 0;
    QTest::addRow("4x4 K3") << test::rulesOf(4, 3) << -1 << 5 << 100;
    QTest::addRow("4x4 K4") << test::rulesOf(4, 4) << -1 << 6 << 100;
}

// A full-depth search (`solve`: no horizon anywhere) with every root move given the full
// window: each legal move is scored and proven, unless the position forces one move.
void TestSolverRootMoves::exactRootValuesProveEveryMove() {
    const test::PositionRow row = test::fetchPositionRow();
    const Rules& rules = row.rules;
    test::MinimaxReference reference(rules);
    SmallSolver solver;
    solver.setExactRootValues(true);
    Counts counts;
    std::vector<Cell> legal;
    test::forEachPosition(row, [&](Position& position, const std::vector<Cell>& line) {
        const std::string where = test::movesOf(line);
        const Analysis a = solver.solve(position, test::nodeLimited(0));
        checkRootMoves(position, a, reference, where, counts);
        position.legalMoves(legal);
        QVERIFY2(a.rootMoves.size() == legal.size() || a.rootMoves.size() == 1, where.c_str());
        for (const RootMove& m : a.rootMoves) {
            QVERIFY2(m.proven, (where + cellName(m.move)).c_str());
        }
    });
}

// The option changes which moves get values, never the answer: the same verdict and distance
// on every 3x3 position.
void TestSolverRootMoves::exactRootValuesKeepTheAnswer() {
    SmallSolver plain;
    SmallSolver exact;
    exact.setExactRootValues(true);
    int compared = 0;
    test::forEachPosition(
        {Rules::square(3, 3), 9}, [&](Position& position, const std::vector<Cell>& line) {
            const Analysis a = plain.analyse(position, test::nodeLimited(0));
            const Analysis b = exact.analyse(position, test::nodeLimited(0));
            const std::string where = test::movesOf(line);
            QVERIFY2(a.proven && b.proven, where.c_str());
            QVERIFY2(a.verdict == b.verdict && a.distance == b.distance, where.c_str());
            ++compared;
        });
    QCOMPARE(compared, 4480);  // every 3x3 position that is not over
}

OXO_TEST_GUILESS_MAIN(TestSolverRootMoves)
#include "test_solver_root_moves.moc"
