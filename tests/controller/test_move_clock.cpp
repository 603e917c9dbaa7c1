// The move clock (R-U10, R-U6): on its own, a turn's countdown that a dialog can hold, holds
// that nest, a turn started while held that waits for the last release, and a stop that leaves
// nothing waiting; in the game, the clock behind a dialog, never more than the limit shown, and
// a move played on timeout said so. Short turns; QTRY_* with generous limits, no timing
// asserted.
#include <QSignalSpy>
#include <QTest>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_clock.h"
#include "oxo/controller/status_text.h"
#include "test_main.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;
using test::twoPeople;

namespace {

// Two people with a move clock of `seconds`.
GameSettings clockedPeople(int seconds) {
    GameSettings s = twoPeople();
    s.clock.enabled = true;
    s.clock.seconds = seconds;
    return s;
}

}  // namespace

class TestMoveClock : public QObject {
    Q_OBJECT

private slots:
    void turnExpiresOnce() {
        MoveClock clock;
        QSignalSpy expired(&clock, &MoveClock::expired);
        QCOMPARE(clock.remainingMs(), -1);
        clock.startTurn(50);
        QVERIFY(clock.hasTurn());
        QVERIFY(clock.remainingMs() > 0 && clock.remainingMs() <= 50);
        QTRY_COMPARE_WITH_TIMEOUT(expired.size(), 1, 5000);
        QTest::qWait(100);
        QCOMPARE(expired.size(), 1);
        QVERIFY(!clock.hasTurn());
    }

    void holdsNestAndKeepWhatWasLeft() {
        MoveClock clock;
        QSignalSpy expired(&clock, &MoveClock::expired);
        QSignalSpy running(&clock, &MoveClock::runningChanged);
        clock.startTurn(300);
        clock.hold();
        clock.hold();  // a message box over the settings dialog
        QCOMPARE(running.size(), 1);
        const int left = clock.remainingMs();
        QVERIFY(left > 0 && left <= 300);
        QTest::qWait(400);  // longer than the whole turn
        QCOMPARE(expired.size(), 0);
        QCOMPARE(clock.remainingMs(), left);
        clock.release();
        QVERIFY(clock.held());
        QTest::qWait(400);
        QCOMPARE(expired.size(), 0);  // one dialog is still open
        clock.release();
        QVERIFY(!clock.held());
        QCOMPARE(running.size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(expired.size(), 1, 5000);
    }

    void turnStartedWhileHeldWaitsForTheRelease() {
        MoveClock clock;
        QSignalSpy expired(&clock, &MoveClock::expired);
        clock.hold();
        clock.startTurn(50);
        QVERIFY(clock.hasTurn());
        QCOMPARE(clock.remainingMs(), 50);
        QTest::qWait(150);
        QCOMPARE(expired.size(), 0);
        clock.release();
        QTRY_COMPARE_WITH_TIMEOUT(expired.size(), 1, 5000);
    }

    void stopLeavesNothingWaiting() {
        MoveClock clock;
        QSignalSpy expired(&clock, &MoveClock::expired);
        clock.startTurn(50);
        clock.hold();
        clock.stop();
        QVERIFY(!clock.hasTurn());
        QCOMPARE(clock.remainingMs(), -1);
        clock.release();
        QTest::qWait(150);
        QCOMPARE(expired.size(), 0);
    }

    // R-U10: while a dialog holds the person's attention the clock stands still; it goes on
    // with the time that was left when the dialog closes.
    void moveClockPausesWhileADialogIsOpen() {
        GameController c(clockedPeople(1));
        QTRY_VERIFY(c.clockRemainingMs() > 0);
        c.pauseClock();
        c.pauseClock();  // dialogs nest (a message box over the settings dialog)
        const int frozen = c.clockRemainingMs();
        QVERIFY(frozen > 0);
        QTest::qWait(1500);  // longer than the whole limit
        QVERIFY(c.game().history().empty());
        QCOMPARE(c.clockRemainingMs(), frozen);
        c.resumeClock();
        QTest::qWait(1200);
        QVERIFY(c.game().history().empty());  // one dialog is still open
        c.resumeClock();
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{1}, 3000);
    }

    // R-U10: a 5 s clock shows at most 5 s left, never 0:06 (a coarse timer may be set to
    // fire a little late, and its remaining time then exceeded the limit).
    void clockNeverShowsMoreThanTheLimit() {
        GameController c(clockedPeople(5));
        QTRY_VERIFY(c.clockRemainingMs() > 0);
        for (int i = 0; i < 40; ++i) {
            c.newGame();  // a fresh turn, the clock started again
            QVERIFY2(c.clockRemainingMs() <= 5000,
                     qPrintable(QString::number(c.clockRemainingMs())));
            QTest::qWait(3);  // start the next one at another moment
        }
    }

    // R-U10, R-U6: a move played because time ran out is said so, in the status and for the
    // move list, and undo/redo keep the mark with its move.
    void timeoutMoveIsSaidInStatusAndMoveList() {
        GameController c(clockedPeople(1));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{1}, 3000);
        QVERIFY(c.playedOnTimeout(0));
        const QString status = StatusText::status(c);
        QVERIFY2(status.contains(QStringLiteral("time ran out")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("Ann (X)")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("Bob (O) to move")), qPrintable(status));
        const Cell free = c.position().at(Cell{2, 2}) == kNoPlayer ? Cell{2, 2} : Cell{0, 0};
        QCOMPARE(c.playCell(free), MoveError::None);  // Bob moves in time
        QVERIFY(!c.playedOnTimeout(1));
        QVERIFY(!StatusText::status(c).contains(QStringLiteral("time ran out")));
        c.undo();
        QVERIFY(c.playedOnTimeout(0));
        c.undo();
        QVERIFY(c.game().history().empty());
        QVERIFY(!c.playedOnTimeout(0));  // the move is gone, and its mark with it
    }
};

OXO_TEST_GUILESS_MAIN(TestMoveClock)
#include "test_move_clock.moc"
