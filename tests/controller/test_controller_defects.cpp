// The controller side (R-U5, R-U6, R-U7, R-U10, R-F5): the move clock behind a
// dialog, moves played on timeout, undo while viewing the past, statistics that neither
// overflow nor keep empty rows nor split by language, engine seats the rules cannot have.
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <climits>

#include "oxo/controller/gamecontroller.h"
#include "oxo/controller/statistics.h"
#include "oxo/controller/statustext.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

using test::twoPeople;

void win(GameController& c) {  // Ann wins along the top row
    for (const Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
        QCOMPARE(c.playCell(cell), MoveError::None);
    }
}

// Statistics kept in a settings file of their own, and a game Ann has just won (not yet
// recorded).
struct StatisticsOfAWin {
    StatisticsOfAWin() { win(game); }
    QTemporaryDir dir;
    QSettings store{dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat};
    Statistics statistics{&store};
    GameController game{twoPeople()};
};

}  // namespace

class TestControllerDefects : public QObject {
    Q_OBJECT

private slots:
    // R-U10: while a dialog holds the person's attention the clock stands still; it goes on
    // with the time that was left when the dialog closes.
    void moveClockPausesWhileADialogIsOpen() {
        GameSettings s = twoPeople();
        s.clock.enabled = true;
        s.clock.seconds = 1;
        GameController c(s);
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
        GameSettings s = twoPeople();
        s.clock.enabled = true;
        s.clock.seconds = 5;
        GameController c(s);
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
        GameSettings s = twoPeople();
        s.clock.enabled = true;
        s.clock.seconds = 1;
        GameController c(s);
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

    // R-U7: a count at INT_MAX stays there instead of overflowing (undefined behaviour).
    void statisticsAtIntMaxDoNotOverflow() {
        StatisticsOfAWin won;
        const QString key = Statistics::winnerKey(won.game);
        won.store.setValue(QStringLiteral("results/") + key, INT_MAX);
        won.statistics.recordEnd(won.game);
        QCOMPARE(won.statistics.allTime().value(key), INT_MAX);
    }

    // R-U7: a finished game counts once, whatever happens after: the end heard again (undo and
    // redo, or undo and another result) adds nothing; the next game counts again.
    void finishedGameCountsOnce() {
        StatisticsOfAWin won;
        const QString key = Statistics::winnerKey(won.game);
        won.statistics.recordEnd(won.game);
        won.statistics.recordEnd(won.game);
        QCOMPARE(won.statistics.allTime().value(key), 1);
        QCOMPARE(won.statistics.session().value(key), 1);
        won.statistics.startGame();  // a new game began
        won.statistics.recordEnd(won.game);
        QCOMPARE(won.statistics.allTime().value(key), 2);
    }

    // R-U7, R-U9: results are filed under words that do not depend on the language and
    // translated only when shown; counts under the old translated keys are carried over.
    void statisticsKeysDoNotDependOnTheLanguage() {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
        store.setValue(QStringLiteral("statistics/Ann (Human)"), 3);
        store.setValue(QStringLiteral("statistics/draws"), 2);
        store.setValue(QStringLiteral("statistics/Zoë (Schwer)"), 4);  // another language
        Statistics statistics(&store);
        GameController c(twoPeople());
        win(c);
        const QString key = Statistics::winnerKey(c);
        QCOMPARE(key, QStringLiteral("human:Ann"));
        QCOMPARE(Statistics::label(key), QStringLiteral("Ann (Human)"));
        QCOMPARE(Statistics::label(QStringLiteral("draw")), QStringLiteral("Draws"));
        statistics.recordEnd(c);
        const QMap<QString, int> all = statistics.allTime();
        QCOMPARE(all.value(QStringLiteral("human:Ann")), 4);  // 3 carried over + 1
        QCOMPARE(all.value(QStringLiteral("draw")), 2);
        // A key from a language not loaded now is kept as it was, shown verbatim.
        QCOMPARE(all.size(), 3);
        for (auto it = all.begin(); it != all.end(); ++it) {
            if (it.key() != QStringLiteral("human:Ann") && it.key() != QStringLiteral("draw")) {
                QCOMPARE(Statistics::label(it.key()), QStringLiteral("Zoë (Schwer)"));
                QCOMPARE(it.value(), 4);
            }
        }
        QVERIFY(!store.childGroups().contains(QStringLiteral("statistics")));  // migrated once
    }

    // R-F5: an engine seat under rules no engine can play (a saved engine seat plus
    // `oxo --size 7 --win 4 --gravity`) is settled before the game starts, with a reason.
    void engineSeatUnderRulesEnginesCannotPlayIsResolved() {
        GameSettings s = GameSettings::defaults();
        s.rules = Rules::square(15, 5);
        s.players[1] = {QStringLiteral("Brain"), PlayerKind::Engine, QStringLiteral("/opt/x")};
        QVERIFY(resolveEngineSeats(s).isEmpty());  // playable: nothing changes
        QCOMPARE(s.players[1].kind, PlayerKind::Engine);
        s.rules = Rules::square(7, 4);
        s.rules.gravity = true;
        const QStringList changes = resolveEngineSeats(s);
        QCOMPARE(changes.size(), 1);
        QVERIFY2(changes[0].contains(QStringLiteral("/opt/x")), qPrintable(changes[0]));
        QCOMPARE(s.players[1].kind, PlayerKind::Hard);
        // The controller never keeps one either, whoever hands it such settings.
        s.players[1].kind = PlayerKind::Engine;
        GameController c(s);
        QCOMPARE(c.settings().players[1].kind, PlayerKind::Hard);
        c.applySettings(s);
        QCOMPARE(c.settings().players[1].kind, PlayerKind::Hard);
    }
};

QTEST_GUILESS_MAIN(TestControllerDefects)
#include "test_controller_defects.moc"
