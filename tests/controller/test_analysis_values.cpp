// Analysis mode's values (R-B4, R-U12): on boards the solvers take, every empty cell of the
// position shown gets its proven value, checked against a brute-force minimax on every 3×3
// position and on sampled 4×4 positions (K 3 and 4, gravity, exact K). Thousands of searches:
// not run under the sanitizers, which test_analysis_runner covers with the same runner.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <random>
#include <set>

#include "minimax_reference.h"
#include "oxo/controller/analysis_runner.h"
#include "oxo/controller/game_controller.h"
#include "people.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

// Waits (by events, never by a fixed sleep) until the runner has nothing more to find.
bool waitFinished(AnalysisRunner& runner) {
    QElapsedTimer guard;
    guard.start();
    while (!(runner.latest() && runner.latest()->finished)) {
        if (guard.elapsed() > 120000) {  // a hang, not a slow machine
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    return true;
}

std::vector<Move> movesOf(const Rules& rules, const std::vector<Cell>& cells) {
    Position p(rules);
    std::vector<Move> moves;
    for (Cell c : cells) {
        moves.push_back({p.toMove(), c});
        p.make(c);
    }
    return moves;
}

// Every ranked cell's proven value agrees with minimax, and every legal cell is ranked.
void checkEveryCell(GameController& c, AnalysisRunner& runner, const char* where) {
    QVERIFY2(waitFinished(runner), where);
    const Position& pos = c.displayedPosition();
    const Analysis& a = runner.latest()->analysis;
    std::vector<Cell> legal;
    pos.legalMoves(legal);
    QCOMPARE(a.rootMoves.size(), legal.size());
    oxo::test::MinimaxReference reference(pos.rules());
    for (const RootMove& m : a.rootMoves) {
        QVERIFY2(m.proven, where);
        const int v = reference.valueAfter(pos, m.move, pos.toMove());
        const Verdict expected = v > 0 ? Verdict::Win : v < 0 ? Verdict::Loss : Verdict::Draw;
        QVERIFY2(m.verdict == expected, where);
        if (v != 0) {
            QCOMPARE(m.distance, 100 - std::abs(v));
        }
    }
}

}  // namespace

class TestAnalysisValues : public QObject {
    Q_OBJECT

private slots:
    // Every position of 3×3 that is not over (reached from the empty board). R-B4.
    void everyCellOfEvery3x3Position() {
        // Without the early draw (R-E7), so the count below is the well-known one.
        ui::GameSettings settings = oxo::test::people(3);
        settings.rules.earlyDraw = false;
        GameController c(settings);
        AnalysisRunner runner(&c);
        runner.setEnabled(true);
        const Rules rules = c.settings().rules;
        std::set<std::vector<int>> seen;
        std::vector<std::vector<Cell>> frontier{{}};
        int checked = 0;
        while (!frontier.empty()) {
            const std::vector<Cell> cells = frontier.back();
            frontier.pop_back();
            Position pos(rules);
            for (Cell cell : cells) {
                pos.make(cell);
            }
            std::vector<int> key;
            for (int i = 0; i < pos.cellCount(); ++i) {
                key.push_back(pos.at(i));
            }
            if (pos.isOver() || !seen.insert(key).second) {
                continue;
            }
            QVERIFY(!c.loadGame(c.settings(), movesOf(rules, cells)).has_value());
            checkEveryCell(c, runner, qPrintable(QString::number(cells.size())));
            ++checked;
            std::vector<Cell> legal;
            pos.legalMoves(legal);
            for (Cell next : legal) {
                std::vector<Cell> longer = cells;
                longer.push_back(next);
                frontier.push_back(longer);
            }
        }
        // 5,478 positions of tic-tac-toe, 958 of them over: every other one was checked.
        QCOMPARE(checked, 4520);
    }

    void sampled4x4_data() {
        QTest::addColumn<int>("win");
        QTest::addColumn<bool>("gravity");
        QTest::addColumn<bool>("exact");
        QTest::newRow("K3") << 3 << false << false;
        QTest::newRow("K4") << 4 << false << false;
        QTest::newRow("K3 gravity") << 3 << true << false;
        QTest::newRow("K3 exact") << 3 << false << true;
    }
    void sampled4x4() {
        QFETCH(int, win);
        QFETCH(bool, gravity);
        QFETCH(bool, exact);
        ui::GameSettings settings = oxo::test::people(4, win);
        settings.rules.gravity = gravity;
        settings.rules.family = exact ? Family::Exact : Family::Freestyle;
        GameController c(settings);
        AnalysisRunner runner(&c);
        runner.setEnabled(true);
        std::mt19937 random(20261202U + static_cast<unsigned>(win));
        for (int sample = 0; sample < 12; ++sample) {
            Position pos(settings.rules);
            std::vector<Cell> cells;
            const int length = static_cast<int>(random() % 9);
            for (int i = 0; i < length && !pos.isOver(); ++i) {
                std::vector<Cell> legal;
                pos.legalMoves(legal);
                const Cell next = legal[random() % legal.size()];
                Position after = pos;
                after.make(next);
                if (after.isOver()) {
                    break;
                }
                pos = after;
                cells.push_back(next);
            }
            QVERIFY(!c.loadGame(settings, movesOf(settings.rules, cells)).has_value());
            checkEveryCell(c, runner, qPrintable(QStringLiteral("sample %1").arg(sample)));
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestAnalysisValues)
#include "test_analysis_values.moc"
