// The manager side (R-F5): EngineSession and EngineBot against a fake brain that plays legally,
// crashes, hangs, answers an illegal move or garbage, or knows no RESTART; and pbrain-oxo
// against itself through two adapters.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <stop_token>
#include <thread>
#include <variant>

#include "engine_ask.h"
#include "fake_brain_fixture.h"
#include "fake_engine.h"
#include "oxo/engines/engine_bot.h"
#include "oxo/engines/engine_session.h"
#include "oxo/notation.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace std::chrono_literals;
using oxo::Cell;
using oxo::Position;
using oxo::pbrain::EngineSession;

namespace {

// ask, describe, gomoku; FakeBrainFixture; fakeBrain, pbrainOxo.
using namespace oxo::test;

// The last empty cell in row-major order: never what the fake brain picks.
Cell lastEmpty(const Position& position) {
    for (int i = position.cellCount() - 1; i >= 0; --i) {
        if (position.isEmpty(i)) {
            return position.cellAt(i);
        }
    }
    return {};
}

}  // namespace

class TestEngineAdapter : public FakeBrainFixture {
    Q_OBJECT

private slots:
    void legalGameUsesTurn();
    void undoSendsRestartAndBoard();
    void boardSendsStonesInPlayOrder_data();
    void boardSendsStonesInPlayOrder();
    void engineWithoutRestartIsStartedAgain();
    void failures_data();
    void failures();
    void unsupportedRules();
    void cancelStopsTheEngine();
    void engineBotBlocking();
    void engineBotStopToken();
    void pbrainOxoAgainstItself();
};

void TestEngineAdapter::legalGameUsesTurn() {
    // R-F5: a normal game is START, ABOUT, then TURN per move; the engine's moves are legal.
    EngineSession session(fakeBrain(), {QStringLiteral("legal")});
    QSignalSpy started(&session, &EngineSession::engineStarted);
    Position position(gomoku(7));
    while (!position.isOver()) {
        position.make(lastEmpty(position));  // OXO's side moves first
        if (position.isOver()) {
            break;
        }
        const auto answer = ask(session, position);
        QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
        const Cell cell = std::get<Cell>(answer);
        QCOMPARE(position.check(cell), oxo::MoveError::None);
        position.make(cell);
    }
    QCOMPARE(session.displayName(), QStringLiteral("fake"));
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().first().toString(), QStringLiteral("fake"));
    const QStringList lines = log();
    QCOMPARE(lines.count(QStringLiteral("START 7")), 1);
    QVERIFY(lines.contains(QStringLiteral("INFO rule 0")));
    QVERIFY(lines.contains(QStringLiteral("INFO timeout_turn 200")));
    QVERIFY(lines.contains(QStringLiteral("TURN 6,6")));  // X,Y of the last cell
    QVERIFY(!lines.contains(QStringLiteral("BOARD")));
    QVERIFY(!lines.contains(QStringLiteral("RESTART")));
}

void TestEngineAdapter::undoSendsRestartAndBoard() {
    // R-F5: after Undo the engine gets the position afresh (RESTART + BOARD), then TURN again.
    oxo::Rules rules = gomoku(9);
    rules.family = oxo::Family::Exact;
    EngineSession session(fakeBrain(), {QStringLiteral("legal")});
    Position position(rules);
    std::vector<Cell> history;
    for (int i = 0; i < 3; ++i) {
        const Cell ours = lastEmpty(position);
        position.make(ours);
        const auto answer = ask(session, position);
        QVERIFY(std::holds_alternative<Cell>(answer));
        position.make(std::get<Cell>(answer));
        history.push_back(ours);
        history.push_back(std::get<Cell>(answer));
    }
    // Undo the engine's move and ours, play another move.
    for (int i = 0; i < 2; ++i) {
        position.unmake(history.back());
        history.pop_back();
    }
    position.make({4, 4});
    auto answer = ask(session, position);
    QVERIFY(std::holds_alternative<Cell>(answer));
    QCOMPARE(position.check(std::get<Cell>(answer)), oxo::MoveError::None);
    position.make(std::get<Cell>(answer));
    position.make(lastEmpty(position));
    answer = ask(session, position);
    QVERIFY(std::holds_alternative<Cell>(answer));

    const QStringList lines = log();
    QVERIFY(lines.contains(QStringLiteral("INFO rule 1")));  // exactly five (R-E14)
    const qsizetype restart = lines.indexOf(QStringLiteral("RESTART"));
    QVERIFY(restart > 0);
    QCOMPARE(lines.value(restart + 1), QStringLiteral("INFO timeout_turn 200"));
    QCOMPARE(lines.value(restart + 2), QStringLiteral("BOARD"));
    QCOMPARE(lines.mid(restart + 3, 6).count(), 6);  // five stones and DONE
    QCOMPARE(lines.value(restart + 8), QStringLiteral("DONE"));
    QVERIFY(lines.value(restart + 10).startsWith(QLatin1String("TURN ")));
    QCOMPARE(lines.count(QStringLiteral("START 9")), 1);
}

void TestEngineAdapter::boardSendsStonesInPlayOrder_data() {
    QTest::addColumn<QStringList>("played");
    // Against row-major order on purpose: a later row first, then an earlier one.
    QTest::newRow("three stones, the engine plays O") << QStringList{"h8", "h7", "i9"};
    QTest::newRow("four stones, the engine plays X") << QStringList{"h8", "g9", "h3", "a1"};
    QTest::newRow("two stones") << QStringList{"o15", "a1"};
}

void TestEngineAdapter::boardSendsStonesInPlayOrder() {
    // R-F5: BOARD lists the stones in the order they were played, as the protocol's managers
    // do; strong engines read the colours and the side to move from that order.
    QFETCH(QStringList, played);
    EngineSession session(fakeBrain(), {QStringLiteral("legal")});
    Position position(gomoku(15));
    QStringList expected;
    for (const QString& name : played) {
        const Cell cell = *oxo::parseCell(name.toStdString(), position.size()).cell;
        // The engine is told to move: its own stones are field 1, the others 2.
        const int field = (played.size() - expected.size()) % 2 == 0 ? 1 : 2;
        expected << QStringLiteral("%1,%2,%3").arg(cell.col).arg(cell.row).arg(field);
        position.make(cell);
    }
    const auto answer = ask(session, position);
    QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
    const QStringList lines = log();
    const qsizetype board = lines.indexOf(QStringLiteral("BOARD"));
    QVERIFY(board > 0);
    QCOMPARE(lines.mid(board + 1, played.size()), expected);
    QCOMPARE(lines.value(board + 1 + played.size()), QStringLiteral("DONE"));
}

void TestEngineAdapter::engineWithoutRestartIsStartedAgain() {
    // The protocol's rule: an engine answering UNKNOWN to RESTART is started again.
    EngineSession session(fakeBrain(), {QStringLiteral("norestart")});
    Position position(gomoku(9));
    position.make({0, 0});
    auto answer = ask(session, position);
    QVERIFY(std::holds_alternative<Cell>(answer));
    position.unmake({0, 0});
    position.make({8, 8});
    answer = ask(session, position);
    QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
    QCOMPARE(position.check(std::get<Cell>(answer)), oxo::MoveError::None);
    const QStringList lines = log();
    QCOMPARE(lines.count(QStringLiteral("START 9")), 2);
    QCOMPARE(lines.count(QStringLiteral("RESTART")), 1);
}

void TestEngineAdapter::failures_data() {
    oxo::test::addColumns<QString, QString, QString>("program", "mode", "message");
    QTest::newRow("crash") << fakeBrain() << "crash"
                           << "exited (exit code 3)";
    QTest::newRow("hang") << fakeBrain() << "hang"
                          << "did not move within 300 ms";
    QTest::newRow("illegal move") << fakeBrain() << "illegal"
                                  << "illegal move 0,0: that cell is taken";
    QTest::newRow("garbage") << fakeBrain() << "garbage"
                             << "which is not a move";
    QTest::newRow("no such program") << dir().filePath("pbrain-missing") << ""
                                     << "Could not start";
}

void TestEngineAdapter::failures() {
    // R-F5: a broken engine loses with a clear message; the caller's position is untouched.
    QFETCH(QString, program);
    QFETCH(QString, mode);
    QFETCH(QString, message);
    EngineSession session(program, {mode});
    session.setGrace(100ms);
    Position position(gomoku(9));
    position.make({0, 0});
    const Position before = position;
    const auto answer = ask(session, position);
    QVERIFY(std::holds_alternative<QString>(answer));
    QVERIFY2(std::get<QString>(answer).contains(message), qPrintable(describe(answer)));
    QVERIFY(!session.busy());
    QVERIFY(position == before);
}

void TestEngineAdapter::unsupportedRules() {
    EngineSession session(fakeBrain(), {QStringLiteral("legal")});
    const auto answer = ask(session, Position(oxo::Rules::square(9, 4)));
    QVERIFY(std::holds_alternative<QString>(answer));
    QVERIFY(std::get<QString>(answer).contains(QLatin1String("five in a row")));
    QVERIFY(log().isEmpty());  // nothing was started
}

void TestEngineAdapter::cancelStopsTheEngine() {
    // Cancelling a search gives no signal; the next request starts the engine again.
    EngineSession session(fakeBrain(), {QStringLiteral("hang")});
    QSignalSpy moved(&session, &EngineSession::moveReady);
    QSignalSpy failed(&session, &EngineSession::failed);
    Position position(gomoku(9));
    session.requestMove(position, 5000ms);
    QTRY_VERIFY(log().contains(QStringLiteral("BEGIN")));
    session.cancel();
    QVERIFY(!session.busy());
    QTest::qWait(200);
    QVERIFY(moved.isEmpty());
    QVERIFY(failed.isEmpty());
}

void TestEngineAdapter::engineBotBlocking() {
    // oxo-cli's way in: the blocking Bot interface.
    oxo::pbrain::EngineBot bot(fakeBrain(), {QStringLiteral("legal")});
    QCOMPARE(bot.name(), std::string_view("engine:fake_pbrain"));
    Position position(gomoku(9));
    oxo::Analysis analysis = bot.think(position, {.budget = 200ms, .stop = {}});
    QCOMPARE(position.check(analysis.move), oxo::MoveError::None);
    QVERIFY(bot.failure().isEmpty());
    QCOMPARE(bot.name(), std::string_view("fake"));

    oxo::pbrain::EngineBot crashing(fakeBrain(), {QStringLiteral("crash")});
    analysis = crashing.think(position, {.budget = 200ms, .stop = {}});
    QCOMPARE(analysis.move, (Cell{-1, -1}));
    QVERIFY(crashing.failure().contains(QLatin1String("exited")));
}

void TestEngineAdapter::engineBotStopToken() {
    oxo::pbrain::EngineBot bot(fakeBrain(), {QStringLiteral("hang")});
    std::stop_source stop;
    std::jthread stopper([&stop] {
        std::this_thread::sleep_for(150ms);
        stop.request_stop();
    });
    QElapsedTimer clock;
    clock.start();
    const oxo::Analysis analysis =
        bot.think(Position(gomoku(9)), {.budget = 10000ms, .stop = stop.get_token()});
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(analysis.move, (Cell{-1, -1}));
    QVERIFY(!bot.failure().isEmpty());
}

void TestEngineAdapter::pbrainOxoAgainstItself() {
    // Both halves of R-F5 together: two adapters, each running pbrain-oxo, play a whole game.
    EngineSession first(pbrainOxo(), {QStringLiteral("--level"), QStringLiteral("easy"),
                                      QStringLiteral("--seed"), QStringLiteral("1")});
    EngineSession second(pbrainOxo(), {QStringLiteral("--level"), QStringLiteral("easy"),
                                       QStringLiteral("--seed"), QStringLiteral("2")});
    Position position(gomoku(9));
    while (!position.isOver()) {
        EngineSession& mover = position.toMove() == 0 ? first : second;
        const auto answer = ask(mover, position, 100ms);
        QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
        QCOMPARE(position.check(std::get<Cell>(answer)), oxo::MoveError::None);
        position.make(std::get<Cell>(answer));
    }
    QCOMPARE(first.displayName(), QStringLiteral("OXO"));
    QVERIFY(position.moveCount() >= 9);
}

OXO_TEST_GUILESS_MAIN(TestEngineAdapter)
#include "test_engine_adapter.moc"
