// GameController: signals for every change, bots from the worker thread, stale answers
// dropped, undo against a bot, hint, pause, move clock. Runs under ThreadSanitizer too.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include "analysis_row.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/controller/status_text.h"
#include "oxo/game.h"
#include "qtest_columns.h"
#include "test_main.h"
#include "testbots.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

GameSettings settingsFor(int size, PlayerKind x, PlayerKind o, int pauseMs = 0) {
    GameSettings s = GameSettings::defaults();
    s.rules = Rules::square(size);
    s.players[0] = {QStringLiteral("Ann"), x};
    s.players[1] = {QStringLiteral("Bob"), o};
    s.botPauseMs = pauseMs;
    s.botBudgetMs = 200;
    return s;
}

// The controller's position equals a fresh replay of its own move list.
bool consistent(const GameController& c) {
    const auto replay = Game::fromHistory(c.settings().rules, c.game().history());
    return replay && replay->position() == c.position();
}

}  // namespace

class TestController : public QObject {
    Q_OBJECT

private slots:
    // R-U3, R-F5: stale answers are told from current ones in one place: only the open ticket
    // of the answer's kind, at the position it was asked about, is taken; all else is dropped.
    void answerGateTakesOnlyTheOpenTicketAtItsPosition() {
        using Kind = AnswerGate::Kind;
        AnswerGate gate;
        gate.open(Kind::BotMove, 7, 100);
        QVERIFY(!gate.take({Kind::BotMove}, 6, 100));  // a retired request
        QVERIFY(gate.isOpen(Kind::BotMove));
        QVERIFY(!gate.take({Kind::Hint}, 7, 100));  // the tag of another kind
        QCOMPARE(gate.take({Kind::Hint, Kind::BotMove}, 7, 100), Kind::BotMove);
        QVERIFY(!gate.isOpen(Kind::BotMove));
        QVERIFY(!gate.take({Kind::BotMove}, 7, 100));     // answered once already
        gate.open(Kind::EngineMove, 7, 100);              // engine tags count on their own
        QVERIFY(!gate.take({Kind::EngineMove}, 7, 101));  // the position moved on
        QVERIFY(!gate.isOpen(Kind::EngineMove));
        gate.open(Kind::Hint, 8, 100);
        gate.close(Kind::Hint);
        QVERIFY(!gate.take({Kind::Hint}, 8, 100));
        QVERIFY(!gate.take({Kind::BotMove}, 0, 0));  // no request ever has tag 0
        QCOMPARE(gate.dropped(), std::uint64_t{6});
    }

    void init() { script_ = std::make_shared<test::BotScript>(); }

    // R-U2: each engine callback becomes exactly one signal.
    void signalsForMoveUndoRedoReset() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QSignalSpy played(&c, &GameController::played);
        QSignalSpy undone(&c, &GameController::undone);
        QSignalSpy redone(&c, &GameController::redone);
        QSignalSpy reset(&c, &GameController::wasReset);
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QCOMPARE(played.count(), 1);
        QCOMPARE(played.at(0).at(0).value<Move>(), (Move{0, {1, 1}}));
        c.undo();
        QCOMPARE(undone.count(), 1);
        QCOMPARE(undone.at(0).at(0).value<Move>(), (Move{0, {1, 1}}));
        c.redo();
        QCOMPARE(redone.count(), 1);
        c.newGame();
        QCOMPARE(reset.count(), 1);
        QCOMPARE(played.count(), 1);  // nothing doubled
        QVERIFY(c.game().history().empty());
    }

    // R-U7: the move-list model follows the history row by row (one insert per move, one
    // removal per undo) and resets when the game is replaced, so every view stays in step.
    void moveListModelFollowsHistory() {
        GameController c(settingsFor(4, PlayerKind::Human, PlayerKind::Human));
        MoveListModel model(&c);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        const auto text = [&model](int row) { return model.data(model.index(row)).toString(); };
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(text(0), QStringLiteral("Start"));
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QCOMPARE(c.playCell({0, 3}), MoveError::None);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 2);  // the new row is the last one
        QCOMPARE(text(2), QStringLiteral("2. O d1"));
        c.undo();
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        c.redo();
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(text(2), QStringLiteral("2. O d1"));
        c.showPly(1);
        QCOMPARE(model.shownRow(), 1);
        c.showPly(-1);
        QCOMPARE(model.shownRow(), 2);
        const std::vector<Move> moves{{0, {0, 0}}, {1, {3, 3}}, {0, {2, 2}}};
        QVERIFY(!c.loadGame(c.settings(), moves));
        QVERIFY(resets.count() >= 1);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(text(3), QStringLiteral("3. X c3"));
        c.newGame();
        QCOMPARE(model.rowCount(), 1);
    }

    // R-U2, R-U6: the result is signalled once, with the right text.
    void resultSignalledOnce() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QSignalSpy ended(&c, &GameController::ended);
        QSignalSpy reopened(&c, &GameController::reopened);
        for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
            QCOMPARE(c.playCell(cell), MoveError::None);
        }
        QCOMPARE(ended.count(), 1);
        QVERIFY(c.isOver());
        QCOMPARE(StatusText::status(c), QStringLiteral("Ann (X) wins"));
        QCOMPARE(c.playCell({2, 2}), MoveError::GameOver);
        c.undo();
        QCOMPARE(reopened.count(), 1);
        QVERIFY(!c.isOver());
    }

    // R-E4 via the controller: a refused click changes nothing and signals nothing.
    void refusedMoveChangesNothing() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QSignalSpy changed(&c, &GameController::stateChanged);
        QSignalSpy played(&c, &GameController::played);
        const Position before = c.position();
        QCOMPARE(c.playCell({0, 0}), MoveError::Occupied);
        QCOMPARE(c.playCell({5, 0}), MoveError::OutOfBounds);
        QVERIFY(c.position() == before);
        QCOMPARE(played.count(), 0);
        QCOMPARE(changed.count(), 0);
    }

    // R-U3: the bot's move is computed on another thread and applied on the GUI thread.
    void botMoveArrivesFromWorker() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Easy), nullptr,
                         test::scriptedFactory(script_));
        QSignalSpy thinking(&c, &GameController::botThinkingChanged);
        QThread* appliedOn = nullptr;
        connect(&c, &GameController::played, this, [&](Move m) {
            if (m.player == 1) {
                appliedOn = QThread::currentThread();
            }
        });
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QVERIFY(c.botThinking());
        QCOMPARE(c.playCell({0, 0}), MoveError::WrongTurn);  // not the person's turn
        QTRY_COMPARE(c.game().history().size(), std::size_t{2});
        QCOMPARE(appliedOn, QThread::currentThread());
        QCOMPARE(thinking.count(), 2);  // on, then off
        QVERIFY(!c.botThinking());
        QVERIFY(c.isHumanTurn());
        QVERIFY(consistent(c));
    }

    // R-U3: Undo and New Game while a bot thinks retire its request; the late answer
    // (the bot below ignores the stop token on purpose) is dropped, never applied.
    void staleAnswerDropped_data() {
        QTest::addColumn<bool>("viaUndo");
        QTest::newRow("undo") << true;
        QTest::newRow("new game") << false;
    }
    void staleAnswerDropped() {
        QFETCH(bool, viaUndo);
        script_->delay = std::chrono::milliseconds(150);
        script_->ignoreStop = true;
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Easy), nullptr,
                         test::scriptedFactory(script_));
        QSignalSpy played(&c, &GameController::played);
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QTRY_COMPARE(script_->started.load(), 1);
        viaUndo ? c.undo() : c.newGame();
        QVERIFY(!c.botThinking());
        QVERIFY(c.game().history().empty());
        QTRY_COMPARE(script_->finished.load(), 1);
        QTRY_COMPARE(c.droppedAnswers(), std::uint64_t{1});
        QTest::qWait(20);
        QCOMPARE(played.count(), 1);  // only the person's move, never the stale reply
        QVERIFY(c.game().history().empty());
        QVERIFY(c.isHumanTurn());
    }

    // R-U5: undo against a bot takes back the person's move and the replies after it.
    void undoAgainstBotReturnsTurnToPerson() {
        GameController c(settingsFor(4, PlayerKind::Human, PlayerKind::Easy), nullptr,
                         test::scriptedFactory(script_));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QTRY_COMPARE(c.game().history().size(), std::size_t{2});
        QCOMPARE(c.playCell({3, 3}), MoveError::None);
        QTRY_COMPARE(c.game().history().size(), std::size_t{4});
        QSignalSpy undone(&c, &GameController::undone);
        c.undo();
        QCOMPARE(undone.count(), 2);
        QCOMPARE(c.game().history().size(), std::size_t{2});
        QVERIFY(c.isHumanTurn());
        QVERIFY(!c.botThinking());  // the person moves next, nobody thinks
        QSignalSpy redone(&c, &GameController::redone);
        c.redo();
        QCOMPARE(redone.count(), 2);  // the person's move and the bot's reply
        QCOMPARE(c.game().history().size(), std::size_t{4});
        QVERIFY(c.isHumanTurn());
        QVERIFY(consistent(c));
    }

    // With the bot to move first there is no person's move to take back yet.
    void undoNeedsAPersonsMove() {
        GameSettings s = settingsFor(3, PlayerKind::Easy, PlayerKind::Human);
        GameController c(s, nullptr, test::scriptedFactory(script_));
        QTRY_COMPARE(c.game().history().size(), std::size_t{1});
        QVERIFY(!c.canUndo());
        c.undo();
        QCOMPARE(c.game().history().size(), std::size_t{1});
    }

    // Bot against bot runs to the end by itself; every move is signalled exactly once.
    void botVersusBotRunsToTheEnd() {
        GameController c(settingsFor(5, PlayerKind::Easy, PlayerKind::Medium));
        QSignalSpy played(&c, &GameController::played);
        QSignalSpy ended(&c, &GameController::ended);
        QTRY_VERIFY_WITH_TIMEOUT(c.isOver(), 20000);
        QCOMPARE(static_cast<std::size_t>(played.count()), c.game().history().size());
        QCOMPARE(ended.count(), 1);
        QVERIFY(consistent(c));
    }

    // Pausing stops bot-vs-bot play; resuming goes on.
    void pauseHoldsBots() {
        GameController c(settingsFor(5, PlayerKind::Easy, PlayerKind::Easy, 30), nullptr,
                         test::scriptedFactory(script_));
        QTRY_VERIFY(c.game().history().size() >= 2);
        c.setBotsPaused(true);
        QVERIFY(!c.botThinking());
        const auto held = c.game().history().size();
        QTest::qWait(150);
        QCOMPARE(c.game().history().size(), held);
        QVERIFY(StatusText::status(c).startsWith(QStringLiteral("Paused")));
        c.setBotsPaused(false);
        QTRY_VERIFY(c.game().history().size() > held);
    }

    // R-U4: the bot pause is a minimum time between a turn and the bot's move.
    void botPauseIsRespected() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Easy, 200), nullptr,
                         test::scriptedFactory(script_));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QVERIFY(StatusText::status(c).endsWith(QStringLiteral("is thinking…")));
        QTRY_COMPARE(c.game().history().size(), std::size_t{2});
        QVERIFY2(timer.elapsed() >= 190, qPrintable(QString::number(timer.elapsed())));
    }

    // Hint: the Hard bot's analysis for the person to move (R-B4).
    void hintSuggestsALegalMove() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QSignalSpy hint(&c, &GameController::hintChanged);
        QVERIFY(c.canHint());
        c.requestHint();
        QTRY_VERIFY(c.hint().has_value());
        QCOMPARE(c.position().check(c.hint()->cell), MoveError::None);
        QVERIFY(StatusText::status(c).contains(QStringLiteral("hint")));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QVERIFY(!c.hint().has_value());  // a move makes the hint obsolete
    }

    // R-B4 as people read it: plies to the end become the mover's own moves.
    void verdictTexts_data() {
        test::addColumns<int, bool, int, QString>("verdict", "proven", "distance", "text");
        QTest::newRow("win now") << int(Verdict::Win) << true << 1 << "wins in 1";
        QTest::newRow("win in 3") << int(Verdict::Win) << true << 5 << "wins in 3";
        QTest::newRow("loss") << int(Verdict::Loss) << true << 4 << "loses in 2";
        QTest::newRow("draw") << int(Verdict::Draw) << true << 9 << "draw with best play";
        QTest::newRow("guess") << int(Verdict::Win) << false << -1 << "best guess";
    }
    void verdictTexts() {
        QFETCH(QString, text);
        QCOMPARE(StatusText::verdict(test::fetchAnalysis()), text);
    }

    // R-U7: a past position is shown read-only; going back to live resumes.
    void historyViewIsReadOnly() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        c.showPly(1);
        QVERIFY(c.isViewingHistory());
        QCOMPARE(c.displayedPosition().moveCount(), 1);
        QCOMPARE(c.playCell({2, 2}), MoveError::WrongTurn);
        QCOMPARE(c.game().history().size(), std::size_t{2});
        c.showPly(-1);
        QVERIFY(!c.isViewingHistory());
        QCOMPARE(c.playCell({2, 2}), MoveError::None);
    }

    void replayStepsThroughTheGame() {
        GameSettings s = settingsFor(3, PlayerKind::Human, PlayerKind::Human);
        GameController c(s);
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QSignalSpy view(&c, &GameController::viewChanged);
        c.startReplay();
        QVERIFY(c.isReplaying());
        QCOMPARE(c.displayedPosition().moveCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!c.isViewingHistory(), 3000);
        QCOMPARE(view.count(), 3);  // start, move 1, back to live
    }

    // R-U10: when a person's time runs out a random legal move is played, or they lose.
    void moveClockPlaysRandomMove() {
        GameSettings s = settingsFor(3, PlayerKind::Human, PlayerKind::Human);
        s.clock.enabled = true;
        s.clock.seconds = 1;
        GameController c(s);
        QTRY_VERIFY(c.clockRemainingMs() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{1}, 3000);
        QCOMPARE(c.game().history().front().player, Player{0});
        QVERIFY(consistent(c));
    }
    void moveClockLoses() {
        GameSettings s = settingsFor(3, PlayerKind::Human, PlayerKind::Human);
        s.clock.enabled = true;
        s.clock.seconds = 1;
        s.clock.onTimeout = ClockSetting::OnTimeout::Lose;
        GameController c(s);
        QSignalSpy ended(&c, &GameController::ended);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 3000);
        QCOMPARE(c.timedOut(), Player{0});
        QVERIFY(c.isOver());
        QCOMPARE(StatusText::status(c), QStringLiteral("Ann (X) ran out of time and loses"));
        QVERIFY(c.game().history().empty());
    }
    void clockOffByDefault() {
        QVERIFY(!GameSettings::defaults().clock.enabled);
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QTest::qWait(10);
        QCOMPARE(c.clockRemainingMs(), -1);
    }

    // R-U3: destroying the controller while a bot thinks stops the search at once.
    void destroyWhileThinkingIsPrompt() {
        script_->delay = std::chrono::milliseconds(5000);  // honours the stop token
        auto c =
            std::make_unique<GameController>(settingsFor(3, PlayerKind::Human, PlayerKind::Easy),
                                             nullptr, test::scriptedFactory(script_));
        QCOMPARE(c->playCell({1, 1}), MoveError::None);
        QTRY_COMPARE(script_->started.load(), 1);
        QElapsedTimer timer;
        timer.start();
        c.reset();
        QVERIFY2(timer.elapsed() < 200, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(script_->finished.load(), 1);
    }

    // R-U4: changing the settings starts a new game with them and cancels the bot.
    void applySettingsStartsNewGame() {
        script_->delay = std::chrono::milliseconds(100);
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Easy), nullptr,
                         test::scriptedFactory(script_));
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QVERIFY(c.botThinking());
        QSignalSpy settingsChanged(&c, &GameController::settingsChanged);
        c.applySettings(settingsFor(7, PlayerKind::Human, PlayerKind::Human));
        QCOMPARE(settingsChanged.count(), 1);
        QVERIFY(!c.botThinking());
        QCOMPARE(c.position().size(), 7);
        QVERIFY(c.game().history().empty());
        QTest::qWait(150);
        QVERIFY(c.game().history().empty());  // the old bot's answer never lands
    }

    // Loading a game (Open, autosave restore) replays it through the engine; a bad
    // history is refused with the engine's reason and the current game stays (R-F1, R-F4).
    void loadGameReplaysOrRefuses() {
        GameController c(settingsFor(3, PlayerKind::Human, PlayerKind::Human));
        QCOMPARE(c.playCell({2, 2}), MoveError::None);
        const std::vector<Move> bad{{0, {0, 0}}, {1, {0, 0}}};
        QSignalSpy reset(&c, &GameController::wasReset);
        const auto refused = c.loadGame(settingsFor(3, PlayerKind::Human, PlayerKind::Human), bad);
        QVERIFY(refused.has_value());
        QCOMPARE(refused->moveIndex, std::size_t{1});
        QCOMPARE(refused->error, MoveError::Occupied);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(c.game().history().size(), std::size_t{1});
        const std::vector<Move> good{{0, {0, 0}}, {1, {1, 1}}, {0, {0, 1}}};
        QVERIFY(!c.loadGame(settingsFor(4, PlayerKind::Human, PlayerKind::Human), good));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(c.position().size(), 4);
        QCOMPARE(c.game().history(), good);
        QVERIFY(consistent(c));
        QCOMPARE(c.playCell({3, 3}), MoveError::None);  // play goes on from there
    }

private:
    std::shared_ptr<test::BotScript> script_;
};

OXO_TEST_GUILESS_MAIN(TestController)
#include "test_controller.moc"
