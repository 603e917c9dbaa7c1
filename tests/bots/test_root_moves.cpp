// Hard's ranked root moves (Analysis::rootMoves; R-B2, R-B4): every root move searched, the
// move played first, the rest best first; proven wins and losses marked proven; several
// principal variations on request (MultiPV). And the time manager that decides how the gomoku
// search spends its budget (R-B2: time, node and depth limits, cooperative cancellation),
// driven by a fake clock. Bots are limited by nodes or depth here, never by time.
#include <QTest>

#include <algorithm>

#include "bot_tree.h"
#include "hard/time_manager.h"
#include "oxo/bots/hard_bot.h"
#include "oxo/notation.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;
using namespace std::chrono_literals;

namespace {

const Rules kGomoku = Rules::square(15, 5);
// The bench's middle game: the side to move has nothing forced.
constexpr const char* kMiddleGame = "h8 i9 g9 g10 i7 j6 h7 h6 f9 e10 i8";
// Puzzles k5-n15-A1 and k5-n15-D10 (tests/bots/puzzles/k5.txt): the side to move wins by
// continuous fours; the opponent would, and only four moves stop it.
constexpr const char* kWinsByFours =
    "k5 g5 e9 g6 g9 h6 f9 h9 i7 h8 h7 g7 g8 g4 g3 i6 d9 c9 e10 d11 j6";
constexpr const char* kMustDefend = "h11 e7 i9 e8 h10 e6 e5 d7 h8 h9 g7 f6 i10 g10";

SearchLimits depthLimited(int depth) {
    SearchLimits limits;
    limits.budget = std::chrono::hours(1);
    limits.depth = depth;
    return limits;
}

// The list's invariant and order: the move played first; after it the proven wins, then the
// rest by depth and score, then the proven losses. Every line starts with its move.
QString orderProblem(const Analysis& a) {
    if (a.rootMoves.empty()) {
        return QStringLiteral("no root moves");
    }
    if (!(a.rootMoves.front().move == a.move)) {
        return QStringLiteral("front is not the move played");
    }
    const auto rank = [](const RootMove& m) {
        return !m.proven ? 1 : m.verdict == Verdict::Win ? 0 : 2;
    };
    for (std::size_t i = 0; i < a.rootMoves.size(); ++i) {
        const RootMove& m = a.rootMoves[i];
        if (m.line.empty() || !(m.line.front() == m.move)) {
            return QStringLiteral("line %1 does not start with its move").arg(i);
        }
        if (i < 2) {
            continue;
        }
        const RootMove& p = a.rootMoves[i - 1];
        const bool ordered =
            rank(p) < rank(m) ||
            (rank(p) == rank(m) &&
             (p.proven ? (p.verdict == Verdict::Win ? p.distance <= m.distance
                                                    : p.distance >= m.distance)
                       : p.depth > m.depth || (p.depth == m.depth && p.score >= m.score)));
        if (!ordered) {
            return QStringLiteral("moves %1 and %2 out of order").arg(i - 1).arg(i);
        }
    }
    return {};
}

hard::SteadyTime fakeNow;

// Whether `line`, played from `position`, is legal move by move and ends the game in a win.
bool lineEndsInAWin(Position after, const std::vector<Cell>& line) {
    for (const Cell c : line) {
        if (after.check(c) != MoveError::None) {
            return false;
        }
        after.make(c);
    }
    return after.status() == Status::Won;
}

}  // namespace

class TestRootMoves : public QObject {
    Q_OBJECT

private slots:
    // R-B2: a middle game searched to a fixed depth ranks every root move searched, best
    // first, the move played in front with the score of the search and its line.
    void rankedBestFirst() {
        const Position position = ref::played(kGomoku, kMiddleGame);
        HardBot bot;
        const Analysis a = bot.think(position, depthLimited(4));
        const QString problem = orderProblem(a);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(a.rootMoves.size() > 5);
        // One line: the move played has its value, the others only a bound (not better).
        QCOMPARE(a.rootMoves.front().bound, ScoreBound::Exact);
        QVERIFY(std::all_of(a.rootMoves.begin() + 1, a.rootMoves.end(), [](const RootMove& m) {
            return m.proven || m.bound == ScoreBound::Upper;
        }));
        const RootMove& best = a.rootMoves.front();
        QCOMPARE(best.depth, a.depth);
        QCOMPARE(best.score, a.score);
        QVERIFY(best.line.size() > 1);  // the principal variation, from the table
        for (const RootMove& m : a.rootMoves) {
            QCOMPARE(position.check(m.move), MoveError::None);
            if (!m.proven && m.depth == best.depth) {
                QVERIFY(m.score <= best.score);
            }
        }
    }

    // R-B4: a forced win by continuous fours is proven, and the root move says so, with the
    // whole line, which wins when played out.
    void provenWinByFours() {
        const Position position = ref::played(kGomoku, kWinsByFours);
        HardBot bot;
        const Analysis a = bot.think(position, test::nodeLimited(20000));
        QVERIFY(a.proven);
        QCOMPARE(a.verdict, Verdict::Win);
        QVERIFY(a.distance >= 5 && a.distance % 2 == 1);
        const QString problem = orderProblem(a);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const RootMove& win = a.rootMoves.front();
        QVERIFY(win.proven);
        QCOMPARE(win.verdict, Verdict::Win);
        QCOMPARE(win.distance, a.distance);
        QCOMPARE(static_cast<int>(win.line.size()), a.distance);
        QVERIFY(lineEndsInAWin(position, win.line));
    }

    // R-B4: every move that leaves the opponent its win by fours (or by threes) is a proven
    // loss, listed after the moves that stop it; its line is the opponent's win when known.
    void provenLossesLast() {
        const Position position = ref::played(kGomoku, kMustDefend);
        const Analysis a = HardBot().think(position, depthLimited(3));
        QVERIFY2(orderProblem(a).isEmpty(), qPrintable(orderProblem(a)));
        QVERIFY(!a.rootMoves.front().proven);
        const auto losses = std::count_if(a.rootMoves.begin(), a.rootMoves.end(), [](auto& m) {
            return m.proven && m.verdict == Verdict::Loss;
        });
        QVERIFY(losses > 10);
        const RootMove& last = a.rootMoves.back();
        QVERIFY(last.proven);
        QCOMPARE(last.verdict, Verdict::Loss);
        QVERIFY(last.distance >= 2);
        // A loss by fours with its line: the line is the opponent's win.
        const auto lined = std::find_if(a.rootMoves.begin(), a.rootMoves.end(),
                                        [](auto& m) { return m.proven && m.line.size() > 2; });
        QVERIFY(lined != a.rootMoves.end());
        QVERIFY(lineEndsInAWin(position, lined->line));
    }

    // MultiPV: N lines, each searched with full bounds, so each has an exact score, the
    // same depth and its own line; the default, 1, is Hard's play.
    void severalLines() {
        const Position position = ref::played(kGomoku, kMiddleGame);
        HardBot one;
        QCOMPARE(one.multiPv(), 1);
        HardBot bot;
        bot.setMultiPv(3);
        QCOMPARE(bot.multiPv(), 3);
        const Analysis a = bot.think(position, depthLimited(3));
        const QString problem = orderProblem(a);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(a.rootMoves.size() >= 3);
        for (std::size_t i = 0; i < 3; ++i) {
            const RootMove& m = a.rootMoves[i];
            QCOMPARE(m.depth, 3);
            QVERIFY(m.line.size() > 1);
            QCOMPARE(m.line.front(), m.move);
            if (i > 0) {
                QVERIFY(m.score <= a.rootMoves[i - 1].score);
                QVERIFY(!(m.move == a.rootMoves[i - 1].move));
            }
        }
        QCOMPARE(a.rootMoves.front().score, a.score);
        // Exact scores: each line's own, so no line outranks the best, and a fourth move
        // (an upper bound) none of the lines.
        if (a.rootMoves.size() > 3 && !a.rootMoves[3].proven) {
            QVERIFY(a.rootMoves[3].score <= a.rootMoves[2].score);
        }
    }

    // R-U12: the panel's first line (of two, three or five) is exactly what a single-line
    // search at the same depth finds: the same move, score and expected play. The extra
    // lines' searches leave the tables and the move ordering as they found them, so the best
    // line stays the one-line search's own at every iteration. (Before, the lines were all
    // searched with full bounds and "h8 i9 j8" at depth 5 scored -208 against -252.)
    void firstLineMatchesOneLineSearch_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("depth");
        QTest::newRow("middle game d3") << QString(kMiddleGame) << 3;
        QTest::newRow("middle game d6") << QString(kMiddleGame) << 6;
        QTest::newRow("one stone d4") << QStringLiteral("h8") << 4;
        QTest::newRow("one stone d7") << QStringLiteral("h8") << 7;
        QTest::newRow("three stones d5") << QStringLiteral("h8 i9 j8") << 5;
        QTest::newRow("three stones d6") << QStringLiteral("h8 i9 j8") << 6;
    }
    void firstLineMatchesOneLineSearch() {
        QFETCH(QString, moves);
        QFETCH(int, depth);
        const Position position = ref::played(kGomoku, moves);
        HardBot single;
        const Analysis one = single.think(position, depthLimited(depth));
        QVERIFY(!one.rootMoves.empty());
        for (const int lines : {2, 3, 5}) {
            HardBot many;
            many.setMultiPv(lines);
            const Analysis several = many.think(position, depthLimited(depth));
            QVERIFY(several.rootMoves.size() >= static_cast<std::size_t>(lines));
            QCOMPARE(several.depth, one.depth);
            QCOMPARE(several.move, one.move);
            QCOMPARE(several.score, one.score);
            QCOMPARE(several.rootMoves.front().score, one.score);
            QCOMPARE(several.rootMoves.front().line, one.rootMoves.front().line);
            // The other lines have exact scores and lines of their own, best first.
            for (int i = 1; i < lines; ++i) {
                const RootMove& m = several.rootMoves[static_cast<std::size_t>(i)];
                if (m.proven) {
                    continue;
                }
                QCOMPARE(m.bound, ScoreBound::Exact);
                QCOMPARE(m.line.front(), m.move);
            }
        }
    }

    // R-U12: SearchLimits::onIteration reports every completed iteration of one search, in
    // order, each as a search stopped at that depth would score it: the analysis board follows
    // one search instead of starting one per depth.
    void onIterationReportsEachDepth() {
        const Position position = ref::played(kGomoku, "h8 i9 j8");
        std::vector<Analysis> reports;
        SearchLimits limits = depthLimited(6);
        limits.onIteration = [&](const Analysis& a) { reports.push_back(a); };
        HardBot bot;
        bot.setMultiPv(2);
        const Analysis last = bot.think(position, limits);
        QCOMPARE(reports.size(), std::size_t{6});
        for (std::size_t i = 0; i < reports.size(); ++i) {
            const Analysis& a = reports[i];
            QCOMPARE(a.depth, static_cast<int>(i) + 1);
            QVERIFY(position.check(a.move) == MoveError::None);
            QVERIFY(a.rootMoves.size() >= 2);
            QCOMPARE(a.rootMoves.front().move, a.move);
            QCOMPARE(a.rootMoves.front().score, a.score);
            QVERIFY(a.nodes > 0);
            if (i > 0) {
                QVERIFY(a.nodes >= reports[i - 1].nodes);
            }
        }
        QCOMPARE(reports.back().score, last.score);
        // A search stopped at depth 3 scores what the third report said.
        HardBot shallow;
        shallow.setMultiPv(2);
        QCOMPARE(shallow.think(position, depthLimited(3)).score, reports[2].score);
    }

    // Three players: the paranoid search ranks its root moves too.
    void threePlayers() {
        Rules rules = Rules::square(9, 4);
        rules.players = 3;
        const Position position = ref::played(rules, "e5 d4 f6 e4 d5 f4");
        HardBot bot;
        const Analysis a = bot.think(position, depthLimited(3));
        const QString problem = orderProblem(a);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        for (const RootMove& m : a.rootMoves) {
            QVERIFY(!m.proven);
        }
    }

    // --- the time manager (R-B2: time, node and depth limits, the stop token) ---

    // The main search ends at the node limit less the final check's eighth, polled every 128
    // nodes; the final check gets what is left, shared between its moves.
    void nodeLimitAndFinalCheck() {
        hard::TimeManager time({}, [] { return fakeNow; });
        SearchLimits limits = test::nodeLimited(8000);
        time.start(limits, fakeNow, true);
        for (int i = 0; i < 6999; ++i) {
            QVERIFY(!time.countNode());
        }
        while (!time.countNode()) {
        }
        QCOMPARE(time.nodes(), std::uint64_t{7040});  // 7000, polled at the next 128
        const auto check = time.finalCheck(4);
        QVERIFY(check);
        QCOMPARE(check->nodes, std::uint64_t{(8000 - 7040) / 4});
        QVERIFY(!check->mainLimits);
        // Without the final check's share, all of it is the main search's.
        time.start(limits, fakeNow, false);
        QVERIFY(!time.finalCheck(4));
        for (int i = 0; i < 7999; ++i) {
            QVERIFY(!time.countNode());
        }
    }

    // The deadline: the budget less a twentieth, less the final check's sixteenth, less a margin.
    void deadline() {
        hard::TimeManager time({}, [] { return fakeNow; });
        const hard::SteadyTime started = fakeNow;
        SearchLimits limits;
        limits.budget = 1000ms;
        time.start(limits, started, true);
        const auto nodes = [&](int n) {
            bool stopped = false;
            for (int i = 0; i < n; ++i) {
                stopped = time.countNode();
            }
            return stopped;
        };
        fakeNow = started + 884ms;  // 950 * 15 / 16 = 890, less 5
        QVERIFY(!nodes(128));
        fakeNow = started + 886ms;
        QVERIFY(nodes(128));
        // The final check may run to the budget less its twentieth.
        QCOMPARE(time.finalCheck(2)->deadline, started + 950ms);
        QVERIFY(time.allowsDepth(99));
        limits.depth = 3;
        time.start(limits, started, false);
        QVERIFY(time.allowsDepth(3));
        QVERIFY(!time.allowsDepth(4));
    }

    // Whether another iteration starts: by default, two players, while less than 95 % of the
    // usable budget is spent, quiet or sharp (a move's budget not spent is lost); with other
    // shares, quiet and sharp positions have their own, raised while the best move keeps
    // changing; three or four players after half; a forced result from depth 6 on (at once with
    // the paranoid search).
    void iterations() {
        const hard::SteadyTime started = fakeNow;
        SearchLimits limits;
        limits.budget = 1000ms;  // 950 usable
        hard::TimeManager time({}, [] { return fakeNow; });
        const auto next = [&](hard::TimeManager& manager, std::chrono::milliseconds at, int depth,
                              int best, bool decided) {
            fakeNow = started + at;
            return manager.nextIteration(depth, best, decided);
        };
        time.start(limits, started, false);
        QVERIFY(next(time, 900ms, 1, 7, false));
        QVERIFY(!next(time, 905ms, 2, 7, false));  // 0.95 of 950 = 902.5
        time.start(limits, started, false);
        time.setPace(hard::TimeManager::Pace::Sharp);
        QVERIFY(next(time, 900ms, 1, 7, false));
        QVERIFY(!next(time, 905ms, 2, 7, false));
        QVERIFY(!next(time, 100ms, 6, 10, true));
        time.start(limits, started, false);
        QVERIFY(next(time, 100ms, 5, 10, true));
        time.start(limits, started, true);
        QVERIFY(next(time, 840ms, 1, 7, false));
        // The final check keeps a 16th: 0.95 * (950 * 15/16 = 890.6) = 846.1.
        QVERIFY(!next(time, 850ms, 2, 7, false));
        time.start(limits, started, false);
        time.setPace(hard::TimeManager::Pace::Paranoid);
        QVERIFY(next(time, 470ms, 1, 7, false));
        QVERIFY(!next(time, 480ms, 2, 7, false));
        QVERIFY(!next(time, 10ms, 3, 7, true));

        hard::TimeShares shares;
        shares.quiet = 0.8;
        shares.sharp = 0.9;
        hard::TimeManager tuned(shares, [] { return fakeNow; });
        tuned.start(limits, started, false);
        QVERIFY(next(tuned, 750ms, 1, 7, false));
        QVERIFY(!next(tuned, 770ms, 2, 7, false));  // 760
        tuned.start(limits, started, false);
        tuned.setPace(hard::TimeManager::Pace::Sharp);
        QVERIFY(next(tuned, 850ms, 1, 7, false));
        QVERIFY(!next(tuned, 860ms, 2, 7, false));  // 855
        tuned.start(limits, started, false);
        QVERIFY(next(tuned, 100ms, 1, 7, false));
        QVERIFY(next(tuned, 200ms, 2, 8, false));
        QVERIFY(next(tuned, 300ms, 3, 9, false));
        QVERIFY(next(tuned, 900ms, 4, 10, false));  // three changes: at most 0.95 of 950 = 902.5
        QVERIFY(!next(tuned, 905ms, 5, 11, false));
    }

    // The threat searches' budgets: shares of the node limit, their own deadlines; a threat
    // search stops at its nodes, its deadline, or with the main search.
    void threatBudgets() {
        hard::TimeManager time({}, [] { return fakeNow; });
        const hard::SteadyTime started = fakeNow;
        SearchLimits limits = test::nodeLimited(160000);
        limits.budget = 1000ms;
        time.start(limits, started, true);
        QCOMPARE(time.rootVcf().nodes, std::uint64_t{10000});
        QCOMPARE(time.rootVcf().deadline,
                 started + std::chrono::steady_clock::duration(950ms) / 20);
        QCOMPARE(time.rootSafety(10, false).nodes, std::uint64_t{1000});
        QCOMPARE(time.rootSafety(10, true).nodes, std::uint64_t{333});
        // An allowance counts the nodes spent since it was handed out.
        const hard::Allowance vct = time.rootVct();
        QVERIFY(vct.open());
        hard::ThreatBudget step = vct.rest();
        QCOMPARE(step.nodes, std::uint64_t{10000});
        std::uint64_t used = 0;
        while (time.threatNode(step, ++used)) {
        }
        QCOMPARE(used, std::uint64_t{10001});  // its own nodes
        QVERIFY(!vct.open());
        // Past its deadline a budget closes at the next check (every 128 of its nodes).
        hard::ThreatBudget late = time.rootVcf();
        fakeNow = late.deadline;
        used = 0;
        while (time.threatNode(late, ++used)) {
        }
        QCOMPARE(used, std::uint64_t{128});
        // The stop token ends the main search, and every threat search that follows it.
        std::stop_source stop;
        limits.stop = stop.get_token();
        fakeNow = started;
        time.start(limits, started, true);
        hard::ThreatBudget probe = time.rootVcf();
        stop.request_stop();
        used = 0;
        while (time.threatNode(probe, ++used)) {
        }
        QCOMPARE(used, std::uint64_t{128});  // its first check
        while (!time.countNode()) {
        }
        QVERIFY(time.nodes() <= 256);
        // What is left of the move for a solver that takes the rest of it.
        QCOMPARE(hard::TimeManager::rest(limits, started, started + 300ms).budget, 700ms);
    }
};

OXO_TEST_GUILESS_MAIN(TestRootMoves)
#include "test_root_moves.moc"
