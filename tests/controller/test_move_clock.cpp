// The move clock on its own (R-U10): a turn's countdown that a dialog can hold, holds that
// nest, a turn started while held that waits for the last release, and a stop that leaves
// nothing waiting. Short turns; QTRY_* with generous limits, no timing asserted.
#include <QSignalSpy>
#include <QTest>

#include "oxo/controller/moveclock.h"

using oxo::ui::MoveClock;

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
};

QTEST_GUILESS_MAIN(TestMoveClock)
#include "test_move_clock.moc"
