// Analysis mode's runner (R-U12): it follows the board (a new position starts over and drops
// the old results, also while looking back), stops while a bot thinks, when switched off or
// suspended, and runs nothing when off or when the game is over. Its values are checked
// against minimax in test_analysis_values.
#include <QSignalSpy>
#include <QTest>

#include "oxo/controller/analysis_runner.h"
#include "oxo/controller/game_controller.h"
#include "people.h"
#include "test_main.h"
#include "testbots.h"

using namespace oxo;
using namespace oxo::ui;

class TestAnalysisRunner : public QObject {
    Q_OBJECT

private slots:
    // A new position starts over: the old results go at once, the new ones are of the
    // position shown, also while looking back at an earlier move.
    void followsThePositionShown() {
        GameController c(oxo::test::people(15, 5));
        AnalysisRunner runner(&c);
        QSignalSpy updates(&runner, &AnalysisRunner::updated);
        QVERIFY(!runner.isRunning());
        runner.setEnabled(true);
        QVERIFY(runner.isRunning());
        QTRY_VERIFY(runner.latest().has_value());
        const std::uint64_t first = runner.generation();
        QVERIFY(c.playCell({7, 7}) == MoveError::None);
        QVERIFY(runner.generation() > first);
        QVERIFY(!runner.latest() || runner.latest()->ply == 1);
        QTRY_VERIFY(runner.latest().has_value());
        QCOMPARE(runner.latest()->ply, 1);
        QVERIFY(c.playCell({7, 8}) == MoveError::None);
        c.showPly(1);
        QTRY_VERIFY(runner.latest().has_value() && runner.latest()->ply == 1);
        QCOMPARE(runner.latest()->position.at(Cell{7, 8}), kNoPlayer);
        QVERIFY(updates.count() > 0);
    }

    // Off, nothing runs and nothing is shown; on again, it starts over.
    void switchingOffStops() {
        GameController c(oxo::test::people(15, 5));
        AnalysisRunner runner(&c);
        runner.setEnabled(true);
        QTRY_VERIFY(runner.latest().has_value());
        runner.setEnabled(false);
        QVERIFY(!runner.isRunning());
        QVERIFY(!runner.latest().has_value());
        QSignalSpy updates(&runner, &AnalysisRunner::updated);
        QVERIFY(c.playCell({7, 7}) == MoveError::None);
        QTest::qWait(100);
        QVERIFY(!runner.latest().has_value());
        runner.setSuspended(true);
        runner.setEnabled(true);
        QVERIFY(!runner.isRunning());  // a minimised window
        runner.setSuspended(false);
        QVERIFY(runner.isRunning());
    }

    // While a bot thinks, the analysis waits; when it has moved, analysis goes on with the
    // new position.
    void botThinkingStopsIt() {
        auto script = std::make_shared<oxo::test::BotScript>();
        script->delay = std::chrono::milliseconds(300);
        ui::GameSettings settings = oxo::test::people(15, 5);
        settings.players[1] = {QStringLiteral("Bot"), PlayerKind::Hard};
        GameController c(settings, nullptr, oxo::test::scriptedFactory(script));
        AnalysisRunner runner(&c);
        runner.setEnabled(true);
        QVERIFY(c.playCell({7, 7}) == MoveError::None);
        QTRY_VERIFY(c.botThinking());
        QVERIFY(!runner.isRunning());
        QTRY_VERIFY(!c.botThinking());
        QCOMPARE(c.game().history().size(), std::size_t{2});
        QVERIFY(runner.isRunning());
        QTRY_VERIFY(runner.latest().has_value() && runner.latest()->ply == 2);
    }

    // A finished game has nothing to analyse.
    void finishedGameRunsNothing() {
        GameController c(oxo::test::people(3));
        AnalysisRunner runner(&c);
        runner.setEnabled(true);
        for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
            QVERIFY(c.playCell(cell) == MoveError::None);
        }
        QVERIFY(!runner.isRunning());
        QVERIFY(!runner.latest().has_value());
    }
};

OXO_TEST_GUILESS_MAIN(TestAnalysisRunner)
#include "test_analysis_runner.moc"
