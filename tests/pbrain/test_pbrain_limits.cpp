// pbrain-oxo (R-F5): every INFO time value is clamped (a huge timeout_turn made the
// deadline overflow, so the brain answered at once), INFO max_memory is honoured, rules it
// cannot play are refused with ERROR, and ABOUT names a country. In-process; runs under the
// sanitizers (the overflow was undefined behaviour).
#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <regex>
#include <string>
#include <vector>

#include "brain_output.h"
#include "oxo/pbrain/brain_session.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace std::chrono_literals;
using oxo::Cell;
using oxo::pbrain::BrainSession;

namespace {

// What the search was given, and whether it was stopped within a short while.
struct Seen {
    std::mutex mutex;
    std::condition_variable done;
    bool finished = false;
    std::chrono::milliseconds budget{0};
    bool stoppedEarly = false;
};

// Waits up to 300 ms for the stop token: a sane deadline that far away does not fire.
class WatchingBot final : public oxo::Bot {
public:
    explicit WatchingBot(Seen* seen) : seen_(seen) {}
    std::string_view name() const override { return "watching"; }
    oxo::Analysis think(const oxo::Position& position, const oxo::SearchLimits& limits) override {
        std::mutex mutex;
        std::condition_variable_any wake;
        std::unique_lock lock(mutex);
        const bool stopped = wake.wait_for(lock, limits.stop, 300ms, [] { return false; }) ||
                             limits.stop.stop_requested();
        std::vector<Cell> moves;
        position.legalMoves(moves);
        oxo::Analysis analysis;
        analysis.move = moves.front();
        const std::lock_guard seenLock(seen_->mutex);
        seen_->budget = limits.budget;
        seen_->stoppedEarly = stopped;
        seen_->finished = true;
        seen_->done.notify_all();
        return analysis;
    }

private:
    Seen* seen_;
};

using Output = oxo::test::BrainOutput;

bool startsWith(const std::string& text, std::string_view prefix) {
    return text.rfind(prefix, 0) == 0;
}

}  // namespace

class TestPbrainLimits : public QObject {
    Q_OBJECT

private slots:
    void hugeTimeValuesAreClamped_data();
    void hugeTimeValuesAreClamped();
    void unplayableRulesAreRefused_data();
    void unplayableRulesAreRefused();
    void aboutNamesACountry();
    void maxMemoryIsHonoured();
    void threadNumSetsTheSearchThreads();
};

void TestPbrainLimits::hugeTimeValuesAreClamped_data() {
    oxo::test::addColumns<QStringList>("info");
    QTest::newRow("timeout_turn 10^13") << QStringList{"INFO timeout_turn 10000000000000"};
    QTest::newRow("timeout_turn max") << QStringList{"INFO timeout_turn 9223372036854775807"};
    QTest::newRow("time_left 10^13") << QStringList{
        "INFO timeout_turn 0", "INFO timeout_turn 60000", "INFO time_left 10000000000000"};
    QTest::newRow("timeout_match 10^13")
        << QStringList{"INFO timeout_turn 60000", "INFO timeout_match 10000000000000"};
}

// The brain thinks with a long budget instead of answering at once.
void TestPbrainLimits::hugeTimeValuesAreClamped() {
    QFETCH(QStringList, info);
    Seen seen;
    oxo::pbrain::BrainOptions options;
    options.makeBot = [&seen] { return std::make_unique<WatchingBot>(&seen); };
    Output output;
    BrainSession session(output.writer(), options);
    for (const QString& line : info) {
        session.handleLine(line.toStdString());
    }
    session.handleLine("START 15");
    session.handleLine("BEGIN");
    {
        std::unique_lock lock(seen.mutex);
        QVERIFY(seen.done.wait_for(lock, 5s, [&] { return seen.finished; }));
    }
    QVERIFY2(!seen.stoppedEarly, "the deadline fired at once");
    QVERIFY(seen.budget >= 10s);
    QVERIFY(seen.budget <= 25 * 24h);  // clamped to the protocol's "unlimited", 2^31 - 1 ms
    QVERIFY(session.stopAndWait(2000ms));
}

void TestPbrainLimits::unplayableRulesAreRefused_data() {
    oxo::test::addColumns<QString, bool>("rule", "playable");
    QTest::newRow("freestyle") << "0" << true;
    QTest::newRow("exactly five") << "1" << true;
    QTest::newRow("continuous") << "2" << true;
    QTest::newRow("renju") << "4" << true;
    QTest::newRow("caro") << "8" << false;
    QTest::newRow("renju and exact") << "5" << true;
    QTest::newRow("caro and renju") << "12" << false;
}

// Caro is refused with ERROR, at INFO and again at START, instead of quietly playing another
// rule; renju is played (R-E15).
void TestPbrainLimits::unplayableRulesAreRefused() {
    QFETCH(QString, rule);
    QFETCH(bool, playable);
    Output output;
    BrainSession session(output.writer());
    session.handleLine("INFO rule " + rule.toStdString());
    session.handleLine("START 15");
    const std::vector<std::string> lines = output.lines();
    if (playable) {
        QCOMPARE(lines.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(lines[0]), QStringLiteral("OK"));
        return;
    }
    QCOMPARE(lines.size(), std::size_t{2});
    QVERIFY2(startsWith(lines[0], "ERROR"), lines[0].c_str());
    QVERIFY2(startsWith(lines[1], "ERROR"), lines[1].c_str());
    QVERIFY(lines[1].find("rule") != std::string::npos);
    // A playable rule afterwards is accepted again.
    session.handleLine("INFO rule 0");
    session.handleLine("START 15");
    QCOMPARE(QString::fromStdString(output.lines().back()), QStringLiteral("OK"));
}

void TestPbrainLimits::aboutNamesACountry() {
    Output output;
    BrainSession session(output.writer());
    session.handleLine("ABOUT");
    const std::string about = output.lines().at(0);
    QVERIFY2(about.find("country=\"") != std::string::npos, about.c_str());
    QVERIFY2(about.find("country=\"\"") == std::string::npos, about.c_str());
}

// INFO max_memory: when the Hard bot's search (its transposition table and move lists) does
// not fit, the brain plays the lighter Medium bot, and says so in a MESSAGE. (The footprints
// are measured peaks of the whole process, docs/bench/bots.md.)
void TestPbrainLimits::maxMemoryIsHonoured() {
    const std::size_t hard = oxo::pbrain::searchMemory(oxo::BotLevel::Hard);
    const std::size_t medium = oxo::pbrain::searchMemory(oxo::BotLevel::Medium);
    QVERIFY(medium > 0 && medium < hard);
    Output output;
    BrainSession session(output.writer());
    QCOMPARE(session.level(), oxo::BotLevel::Hard);
    session.handleLine("INFO max_memory " + std::to_string((hard + medium) / 2));
    QCOMPARE(session.level(), oxo::BotLevel::Medium);
    bool told = false;
    for (const std::string& line : output.lines()) {
        told =
            told || (startsWith(line, "MESSAGE") && line.find("max_memory") != std::string::npos);
    }
    QVERIFY(told);
    session.handleLine("INFO max_memory 0");  // no limit: back to the level asked for
    QCOMPARE(session.level(), oxo::BotLevel::Hard);
    session.handleLine("INFO max_memory " + std::to_string(hard));
    QCOMPARE(session.level(), oxo::BotLevel::Hard);
    session.handleLine("START 15");
    session.handleLine("BEGIN");
    QVERIFY(session.stopAndWait(5000ms));
}

// R-F5, R-B6: INFO thread_num (sent by managers that allow several threads): the Hard bot's search
// takes that many (SearchLimits::threads), as many as INFO max_memory leaves room for, at least
// one; a bad value changes nothing.
void TestPbrainLimits::threadNumSetsTheSearchThreads() {
    Output output;
    BrainSession session(output.writer());
    QCOMPARE(session.threads(), 1);  // the Gomocup default
    session.handleLine("INFO thread_num 4");
    QCOMPARE(session.threads(), 4);
    session.handleLine("INFO thread_num many");
    QCOMPARE(session.threads(), 4);
    QVERIFY(startsWith(output.lines().back(), "MESSAGE"));
    session.handleLine("INFO thread_num 0");
    QCOMPARE(session.threads(), 1);
    session.handleLine("INFO thread_num 100000");
    QCOMPARE(session.threads(), oxo::kMaxSearchThreads);
    // Room for the search and two helpers, not for three.
    session.handleLine("INFO thread_num 4");
    const std::size_t room =
        oxo::pbrain::searchMemory(oxo::BotLevel::Hard) + 2 * oxo::pbrain::helperMemory();
    session.handleLine("INFO max_memory " + std::to_string(room));
    QCOMPARE(session.threads(), 3);
    QCOMPARE(oxo::pbrain::threadsWithin(4, static_cast<long long>(room) - 1), 2);
    QCOMPARE(oxo::pbrain::threadsWithin(4, 1), 1);
    session.handleLine("INFO max_memory 0");
    QCOMPARE(session.threads(), 4);
    // A search with them plays a legal move.
    session.handleLine("START 15");
    session.handleLine("INFO timeout_turn 300");
    session.handleLine("BEGIN");
    bool moved = false;
    while (!moved) {
        const std::string line = output.next(30000ms);
        if (line.empty()) {
            break;
        }
        moved = std::regex_match(line, std::regex("[0-9]+,[0-9]+"));
    }
    QVERIFY2(moved, "no move after BEGIN");
    QVERIFY(session.stopAndWait(5000ms));
    // Options::threads is where the count starts.
    oxo::pbrain::BrainOptions options;
    options.threads = 2;
    BrainSession two(output.writer(), options);
    QCOMPARE(two.threads(), 2);
}

OXO_TEST_GUILESS_MAIN(TestPbrainLimits)
#include "test_pbrain_limits.moc"
