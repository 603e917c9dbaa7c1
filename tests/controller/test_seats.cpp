// A seat's kind changes in the middle of a game, from a bot level to another, from a
// person to a bot and back, without a new game. A search for that seat is cancelled and
// started again at the new level; the game file's record follows. Runs under TSan too.
#include <QSignalSpy>
#include <QTest>
#include <mutex>
#include <vector>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/record_convert.h"
#include "test_main.h"
#include "testbots.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

GameSettings seats(PlayerKind x, PlayerKind o) {
    GameSettings s = GameSettings::defaults();
    s.rules = Rules::square(5, 4);
    s.players[0] = {QStringLiteral("Ann"), x};
    s.players[1] = {QStringLiteral("Bob"), o};
    s.botPauseMs = 0;
    s.botBudgetMs = 200;
    return s;
}

// Scripted bots that also note the level each search was started at.
struct LevelLog {
    std::mutex mutex;
    std::vector<BotLevel> levels;
    std::vector<BotLevel> snapshot() {
        const std::scoped_lock lock(mutex);
        return levels;
    }
};

// `easy`, when given, scripts the Easy level (the scripts' delays are set before any search
// starts: a bot thread reads them).
BotWorker::Factory loggingFactory(std::shared_ptr<test::BotScript> script,
                                  std::shared_ptr<LevelLog> log,
                                  std::shared_ptr<test::BotScript> easy = {}) {
    return [script, log, easy](BotLevel level, std::uint64_t) -> std::unique_ptr<Bot> {
        {
            const std::scoped_lock lock(log->mutex);
            log->levels.push_back(level);
        }
        return std::make_unique<test::ScriptedBot>(level == BotLevel::Easy && easy ? easy : script);
    };
}

// In the unnamed namespace with LevelLog, which one of its members holds (the folder's tests
// are compiled together: tests/CMakeLists.txt).
class TestSeats : public QObject {
    Q_OBJECT

private slots:
    void init() {
        script_ = std::make_shared<test::BotScript>();
        log_ = std::make_shared<LevelLog>();
    }

    // A thinking bot changes level: its search stops, a new one starts at the new level,
    // and the game goes on from the same position.
    void botLevelChangesWhileThinking() {
        script_->delay = std::chrono::milliseconds(60000);  // only a stop ends it
        auto quick = std::make_shared<test::BotScript>();
        GameController c(seats(PlayerKind::Human, PlayerKind::Medium), nullptr,
                         loggingFactory(script_, log_, quick));
        QSignalSpy seatChanged(&c, &GameController::seatChanged);
        QSignalSpy reset(&c, &GameController::wasReset);
        QCOMPARE(c.playCell({2, 2}), MoveError::None);
        QTRY_COMPARE(script_->started.load(), 1);
        QVERIFY(c.botThinking());
        QVERIFY(c.setSeatKind(1, PlayerKind::Hard));
        QCOMPARE(c.settings().player(1).kind, PlayerKind::Hard);
        QCOMPARE(seatChanged.count(), 1);
        QCOMPARE(seatChanged.at(0).at(0).value<Player>(), Player{1});
        QCOMPARE(reset.count(), 0);  // no new game
        QCOMPARE(c.game().history().size(), std::size_t{1});
        QTRY_COMPARE(script_->started.load(), 2);
        QVERIFY(c.botThinking());
        // The worker may reuse an idle bot of a level; the factory sees each new level once.
        const auto levels = log_->snapshot();
        QVERIFY(!levels.empty());
        QCOMPARE(levels.front(), BotLevel::Medium);
        QCOMPARE(levels.back(), BotLevel::Hard);
        // Easy answers at once; the slow searches' answers, if any, are dropped.
        QVERIFY(c.setSeatKind(1, PlayerKind::Easy));
        QTRY_COMPARE(c.game().history().size(), std::size_t{2});
        QCOMPARE(quick->started.load(), 1);
        QTRY_VERIFY(!c.botThinking());
        QVERIFY(c.isHumanTurn());
        QCOMPARE(c.game().history().back().player, Player{1});
    }

    // A bot seat handed to a person mid-search: the search stops and the person plays it.
    void botToHumanMidSearch() {
        script_->delay = std::chrono::milliseconds(60000);
        GameController c(seats(PlayerKind::Human, PlayerKind::Hard), nullptr,
                         loggingFactory(script_, log_));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QTRY_COMPARE(script_->started.load(), 1);
        QVERIFY(c.setSeatKind(1, PlayerKind::Human));
        QVERIFY(!c.botThinking());
        QVERIFY(c.isHumanTurn());
        QCOMPARE(c.playCell({1, 1}), MoveError::None);
        QCOMPARE(c.game().history().size(), std::size_t{2});
        QCOMPARE(script_->started.load(), 1);
    }

    // The person to move hands the seat to a bot: it plays for them at once.
    void humanToBotOnOwnTurn() {
        GameController c(seats(PlayerKind::Human, PlayerKind::Human), nullptr,
                         loggingFactory(script_, log_));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QVERIFY(c.setSeatKind(1, PlayerKind::Easy));
        QTRY_COMPARE(c.game().history().size(), std::size_t{2});
        QCOMPARE(c.game().history().back().player, Player{1});
        QCOMPARE(log_->snapshot(), std::vector<BotLevel>{BotLevel::Easy});
        QVERIFY(c.isHumanTurn());  // back to Ann
    }

    // Changing a seat that is not to move leaves the mover's search alone.
    void otherSeatLeavesSearchAlone() {
        script_->delay = std::chrono::milliseconds(60000);
        GameController c(seats(PlayerKind::Medium, PlayerKind::Human), nullptr,
                         loggingFactory(script_, log_));
        QTRY_COMPARE(script_->started.load(), 1);
        QVERIFY(c.setSeatKind(1, PlayerKind::Hard));
        QTest::qWait(50);
        QCOMPARE(script_->started.load(), 1);
        QVERIFY(c.botThinking());
        QVERIFY(c.setSeatKind(0, PlayerKind::Human));  // and now it stops
        QVERIFY(!c.botThinking());
    }

    // Seats the game does not have, and engines without a program, are refused unchanged.
    void refusals() {
        GameController c(seats(PlayerKind::Human, PlayerKind::Medium), nullptr,
                         loggingFactory(script_, log_));
        QSignalSpy changed(&c, &GameController::settingsChanged);
        QVERIFY(!c.setSeatKind(2, PlayerKind::Hard));
        QVERIFY(!c.setSeatKind(-1, PlayerKind::Hard));
        QVERIFY(!c.setSeatKind(1, PlayerKind::Engine));
        QCOMPARE(c.settings().player(1).kind, PlayerKind::Medium);
        QVERIFY(c.setSeatKind(1, PlayerKind::Medium));  // no change, nothing emitted
        QCOMPARE(changed.count(), 0);
    }

    // R-F2: the autosave and Save write the game with its seats as they are now.
    void recordFollows() {
        GameController c(seats(PlayerKind::Human, PlayerKind::Human), nullptr,
                         loggingFactory(script_, log_));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QVERIFY(c.setSeatKind(0, PlayerKind::Hard));
        const GameRecord record = recordOf(c);
        QCOMPARE(record.players.at(0).kind, PlayerKind::Hard);
        QCOMPARE(record.players.at(1).kind, PlayerKind::Human);
        QCOMPARE(c.game().history().size(), std::size_t{1});
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

private:
    std::shared_ptr<test::BotScript> script_;
    std::shared_ptr<LevelLog> log_;
};

}  // namespace

OXO_TEST_GUILESS_MAIN(TestSeats)
#include "test_seats.moc"
