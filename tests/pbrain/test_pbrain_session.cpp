// The brain side of the pbrain protocol in-process (R-F5): line ends, coordinates, the move
// budget from INFO, and the worker thread (still reading while thinking, stopped by the
// watchdog at the budget and by END). Runs under ThreadSanitizer too.
#include <QElapsedTimer>
#include <QTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <string>
#include <vector>

#include "brain_output.h"
#include "oxo/pbrain/brain_session.h"
#include "oxo/protocol/pbrain_protocol.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace std::chrono_literals;
using oxo::Cell;
using oxo::pbrain::BrainSession;

namespace {

// A bot that thinks until it is told to stop, so only the session's watchdog or END end it.
class StubbornBot final : public oxo::Bot {
public:
    std::string_view name() const override { return "stubborn"; }
    oxo::Analysis think(const oxo::Position& position, const oxo::SearchLimits& limits) override {
        std::mutex mutex;
        std::condition_variable_any never;
        std::unique_lock lock(mutex);
        never.wait(lock, limits.stop, [] { return false; });
        std::vector<Cell> moves;
        position.legalMoves(moves);
        oxo::Analysis analysis;
        analysis.move = moves.front();
        return analysis;
    }
};

using Output = oxo::test::BrainOutput;

oxo::pbrain::BrainOptions stubborn() {
    oxo::pbrain::BrainOptions options;
    options.makeBot = [] { return std::make_unique<StubbornBot>(); };
    return options;
}

// Sends INFO timeout_turn `turnMs` and START `size` to a new session; true when it took both
// and answered OK.
bool started(BrainSession& session, Output& out, int turnMs, int size) {
    return session.handleLine("INFO timeout_turn " + std::to_string(turnMs)) &&
           session.handleLine("START " + std::to_string(size)) && out.next() == "OK";
}

}  // namespace

class TestPbrainSession : public QObject {
    Q_OBJECT

private slots:
    void lineEnds_data();
    void lineEnds();
    void coords_data();
    void coords();
    void budget_data();
    void budget();
    void readsWhileThinking();
    void endStopsTheSearch();
    void malformedTurnKeepsTheSearch();
};

void TestPbrainSession::lineEnds_data() {
    oxo::test::addColumns<QByteArray, QStringList, QString>("bytes", "lines", "rest");
    const QStringList ab{"START 20", "BEGIN"};
    QTest::newRow("CR LF") << QByteArray("START 20\r\nBEGIN\r\n") << ab << "";
    QTest::newRow("LF") << QByteArray("START 20\nBEGIN\n") << ab << "";
    QTest::newRow("CR") << QByteArray("START 20\rBEGIN\r") << ab << "";
    QTest::newRow("mixed, blank lines dropped")
        << QByteArray("\r\n\nSTART 20\r\r\n\nBEGIN\nTUR") << ab << "TUR";
}

void TestPbrainSession::lineEnds() {
    // R-F5: a brain accepts CR LF, LF or CR; empty lines are ignored.
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, lines);
    QFETCH(QString, rest);
    oxo::pbrain::LineSplitter splitter;
    std::vector<std::string> out;
    // Byte by byte, as a pipe may deliver them.
    for (const char c : bytes) {
        splitter.feed(std::string_view(&c, 1), out);
    }
    QStringList got;
    for (const auto& line : out) {
        got << QString::fromStdString(line);
    }
    QCOMPARE(got, lines);
    QCOMPARE(QString::fromStdString(splitter.takeRest()), rest);
}

void TestPbrainSession::coords_data() {
    oxo::test::addColumns<QString, bool, int, int>("text", "valid", "row", "col");
    QTest::newRow("plain") << "3,4" << true << 4 << 3;  // X is the column, Y the row
    QTest::newRow("blanks") << " 10 , 0 " << true << 0 << 10;
    QTest::newRow("one number") << "3" << false << 0 << 0;
    QTest::newRow("negative") << "-1,2" << false << 0 << 0;
    QTest::newRow("letters") << "a,b" << false << 0 << 0;
    QTest::newRow("three numbers") << "3,4,5" << false << 0 << 0;
    QTest::newRow("huge") << "99999999999,1" << false << 0 << 0;
    QTest::newRow("empty") << "" << false << 0 << 0;
}

void TestPbrainSession::coords() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto cell = oxo::pbrain::parseCoords(text.toStdString());
    QCOMPARE(cell.has_value(), valid);
    if (valid) {
        QFETCH(int, row);
        QFETCH(int, col);
        QCOMPARE(cell->row, row);
        QCOMPARE(cell->col, col);
    }
}

void TestPbrainSession::budget_data() {
    oxo::test::addColumns<qlonglong, qlonglong, qlonglong, qlonglong>("turn", "match",
                                                                      "left",  // -1 = never sent
                                                                      "budget");
    QTest::newRow("turn 200") << 200LL << 0LL << -1LL << 180LL;
    QTest::newRow("turn 5000") << 5000LL << 0LL << -1LL << 4750LL;
    QTest::newRow("turn 0: as fast as possible") << 0LL << 0LL << -1LL << 5LL;
    QTest::newRow("time_left limits") << 5000LL << 0LL << 3000LL << 180LL;
    QTest::newRow("time_left unlimited") << 1000LL << 0LL << 2147483647LL << 900LL;
    QTest::newRow("timeout_match without time_left") << 5000LL << 1500LL << -1LL << 80LL;
    QTest::newRow("time_left spent") << 5000LL << 0LL << -50LL << 1LL;
}

void TestPbrainSession::budget() {
    // R-F5: INFO timeout_turn, timeout_match and time_left bound each move's search.
    QFETCH(qlonglong, turn);
    QFETCH(qlonglong, match);
    QFETCH(qlonglong, left);
    QFETCH(qlonglong, budget);
    oxo::pbrain::TimeControl time;
    time.timeoutTurn = turn;
    time.timeoutMatch = match;
    if (left != -1) {
        time.timeLeft = left;
    }
    QCOMPARE(static_cast<qlonglong>(oxo::pbrain::moveBudget(time).count()), budget);
}

void TestPbrainSession::readsWhileThinking() {
    // R-F5: the search runs on a worker; ABOUT is answered meanwhile, and the move comes once
    // the budget is spent even though the bot never stops by itself (the watchdog stops it).
    Output out;
    BrainSession session(out.writer(), stubborn());
    QVERIFY(started(session, out, 300, 10));
    QElapsedTimer clock;
    clock.start();
    QVERIFY(session.handleLine("BEGIN"));
    QVERIFY(clock.elapsed() < 100);  // BEGIN only starts the worker
    QVERIFY(session.handleLine("ABOUT"));
    QVERIFY(QString::fromStdString(out.next()).startsWith("name=\"OXO\""));
    const std::string move = out.next();
    const qint64 elapsed = clock.elapsed();
    const auto cell = oxo::pbrain::parseCoords(move);
    QVERIFY2(cell, move.c_str());
    QVERIFY(cell->row < 10 && cell->col < 10);
    // Budget 270 ms of the 300 ms turn; the slack absorbs a loaded (or sanitized) machine.
    QVERIFY2(elapsed >= 250 && elapsed < 400, qPrintable(QString::number(elapsed)));
}

void TestPbrainSession::endStopsTheSearch() {
    // R-F5: END ends a running search at once, and nothing is written after it.
    Output out;
    BrainSession session(out.writer(), stubborn());
    QVERIFY(started(session, out, 60000, 15));
    QVERIFY(session.handleLine("BEGIN"));
    QTest::qWait(20);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!session.handleLine("END"));
    QVERIFY(session.stopAndWait(100ms));
    QVERIFY(clock.elapsed() < 100);
    QCOMPARE(out.count(), std::size_t{1});
}

void TestPbrainSession::malformedTurnKeepsTheSearch() {
    // Bad input gets a clear message and changes nothing: a broken TURN does not cancel.
    Output out;
    BrainSession session(out.writer(), stubborn());
    QVERIFY(started(session, out, 200, 15));
    QVERIFY(session.handleLine("BEGIN"));
    QVERIFY(session.handleLine("TURN nonsense"));
    QCOMPARE(out.next(), std::string("ERROR TURN needs X,Y, got 'nonsense'"));
    QVERIFY(oxo::pbrain::parseCoords(out.next(1000ms)).has_value());  // the search went on
}

OXO_TEST_GUILESS_MAIN(TestPbrainSession)
#include "test_pbrain_session.moc"
