// An earlier position (R-U7, R-U5): on its own, the ply shown and its position, rebuilt from
// the game's history (under gravity too), back to the live game, and the replay's steady
// steps; in the game, undo while a past position is shown.
#include <QSignalSpy>
#include <QTest>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/history_view.h"
#include "oxo/game.h"
#include "test_main.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;
using test::twoPeople;

class TestHistoryView : public QObject {
    Q_OBJECT

private slots:
    void showsThePositionBeforeThePly() {
        oxo::Rules rules = oxo::Rules::square(5, 4);
        rules.gravity = true;
        oxo::Game game(rules);
        for (const Cell cell : {Cell{4, 0}, Cell{4, 1}, Cell{3, 0}, Cell{4, 2}}) {
            QVERIFY(game.play(cell).ok());
        }
        HistoryView view;
        QVERIFY(!view.active());
        QCOMPARE(view.ply(), -1);
        view.show(game, 3);
        QVERIFY(view.active());
        QCOMPARE(view.ply(), 3);
        QCOMPARE(view.position().occupied().size(), std::size_t{3});
        QCOMPARE(view.position().at(Cell{3, 0}), oxo::Player{0});
        QVERIFY(view.position().isEmpty(view.position().index(Cell{4, 2})));
        QCOMPARE(view.position().toMove(), oxo::Player{1});
        view.show(game, 0);
        QVERIFY(view.position().occupied().empty());
        view.leave();
        QVERIFY(!view.active());
        QCOMPARE(view.ply(), -1);
    }

    void replayStepsUntilStopped() {
        HistoryView view;
        QSignalSpy steps(&view, &HistoryView::step);
        view.startReplay(20);
        QVERIFY(view.replaying());
        QTRY_VERIFY_WITH_TIMEOUT(steps.size() >= 2, 5000);
        view.stopReplay();
        QVERIFY(!view.replaying());
        const auto seen = steps.size();
        QTest::qWait(100);
        QCOMPARE(steps.size(), seen);
    }

    // R-U7, R-U5: undo while a past position is shown returns to the live game and takes back
    // its last move there, so the board shows what undo did (it used to change nothing in view).
    void undoWhileViewingHistoryShowsTheResult() {
        GameController c(twoPeople(4));
        for (const Cell cell : {Cell{0, 0}, Cell{1, 1}, Cell{2, 2}, Cell{3, 3}}) {
            QCOMPARE(c.playCell(cell), MoveError::None);
        }
        c.showPly(1);
        QVERIFY(c.canUndo());
        QSignalSpy views(&c, &GameController::viewChanged);
        c.undo();
        QCOMPARE(c.game().history().size(), std::size_t{3});
        QVERIFY(!c.isViewingHistory());
        QCOMPARE(c.displayedPosition().moveCount(), 3);
        QVERIFY(views.count() >= 1);
        QCOMPARE(c.displayedPosition().at(Cell{3, 3}), kNoPlayer);  // the undone move is gone
        QCOMPARE(c.displayedPosition().at(Cell{2, 2}), Player{0});
    }
};

OXO_TEST_GUILESS_MAIN(TestHistoryView)
#include "test_history_view.moc"
