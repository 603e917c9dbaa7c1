// An outside engine as the analyser (R-F5, R-U12): a scripted engine with the Yixin-Board
// extensions feeds the panel (its MESSAGE lines while it thinks, YXNBEST's several best moves,
// YXSTOP); one without them still gives its move; a crashing, hanging or garbage-talking engine
// is dropped with a message; and pbrain-oxo analyses for real. Every wait is a QSignalSpy wait:
// nothing here times the engines.
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <set>

#include "engine_ask.h"
#include "fake_brain_fixture.h"
#include "fake_engine.h"
#include "oxo/engines/engine_analyser.h"
#include "process_alive.h"
#include "test_main.h"

using namespace std::chrono_literals;
using oxo::Cell;
using oxo::Position;
using oxo::pbrain::EngineAnalyser;
using oxo::pbrain::EngineInfo;
using oxo::pbrain::EngineResult;

namespace {

// gomoku, FakeBrainFixture, fakeBrain, pbrainOxo.
using namespace oxo::test;

// Generous: a signal that is due comes long before, one that is not fails the test.
constexpr int kWaitMs = 15000;

// A 15×15 position, X to move, with stones where the scripted engine would look first.
Position opened() {
    Position position(gomoku(15));
    for (const Cell cell : {Cell{0, 0}, Cell{7, 7}, Cell{0, 1}, Cell{7, 8}}) {
        position.make(cell);
    }
    return position;
}

EngineResult resultOf(const QSignalSpy& finished) {
    return finished.first().first().value<EngineResult>();
}

void verifyLegalDistinct(const Position& position, const EngineResult& result) {
    QCOMPARE(position.check(result.best), oxo::MoveError::None);
    QVERIFY(!result.lines.empty());
    QCOMPARE(result.lines.front().move, result.best);
    std::set<int> seen;
    for (const auto& line : result.lines) {
        QCOMPARE(position.check(line.move), oxo::MoveError::None);
        QVERIFY2(seen.insert(position.index(line.move)).second, "a move twice");
        QVERIFY(!line.line.empty());
        QCOMPARE(line.line.front(), line.move);
    }
}

}  // namespace

class TestEngineAnalyser : public FakeBrainFixture {
    Q_OBJECT

private slots:
    void initTestCase();
    void extensionsFeedThePanel();
    void boardGoesInPlayOrderWithTheMoverAsOwn();
    void threadNumToldBeforeTheSearch();
    void engineWithoutExtensionsStillMoves();
    void engineSilentToExtensionsStillMoves();
    void stopAnswersWithTheBestSoFar();
    void stopEndsAnEngineThatDoesNotListen();
    void unlimitedSearchRunsUntilStopped();
    void newAnalysisReplacesTheOld();
    void misbehavingEnginesAreDropped_data();
    void misbehavingEnginesAreDropped();
    void unsupportedRulesFail();
    void pbrainOxoAnalyses();
    void wholeProcessGroupEnds_data();
    void wholeProcessGroupEnds();
};

void TestEngineAnalyser::initTestCase() {
    qRegisterMetaType<EngineResult>();
    qRegisterMetaType<EngineInfo>();
}

// The scripted engine prints Rapfi's messages while it thinks and answers YXNBEST 3 with three
// moves: the panel gets depth, value, nodes and best line as they come, then three best lines.
void TestEngineAnalyser::extensionsFeedThePanel() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    QSignalSpy infos(&analyser, &EngineAnalyser::infoChanged);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    int infosBeforeFinish = -1;
    connect(&analyser, &EngineAnalyser::finished, this,
            [&] { infosBeforeFinish = static_cast<int>(infos.size()); });
    const Position position = opened();
    analyser.analyse(position, 3, 200ms);
    QVERIFY(analyser.busy());
    QVERIFY2(finished.wait(kWaitMs),
             qPrintable(failed.isEmpty() ? QStringLiteral("no signal")
                                         : failed.first().first().toString()));
    QVERIFY(failed.isEmpty());
    QVERIFY(!analyser.busy());
    QVERIFY(infosBeforeFinish > 3);  // the messages came while it thought, not after

    const EngineResult result = resultOf(finished);
    QVERIFY(!result.stopped);
    QCOMPARE(result.lines.size(), std::size_t{3});
    verifyLegalDistinct(position, result);
    QCOMPARE(analyser.multiPvSupported(), std::optional<bool>(true));
    // The lines carry what their "(k) ..." messages said.
    for (const auto& line : result.lines) {
        QVERIFY(line.eval.has_value());
        QVERIFY(line.depth.has_value());
        QCOMPARE(line.line.size(), std::size_t{2});
    }
    QVERIFY(result.lines[0].eval->score > result.lines[2].eval->score);

    // The summary: everything the search said, the last of each.
    const EngineInfo& summary = result.summary;
    QVERIFY(summary.depth.value_or(0) >= 1);
    QCOMPARE(summary.selectiveDepth.value_or(0), *summary.depth + 4);
    QVERIFY(summary.eval.has_value());
    QCOMPARE(summary.nodes.value_or(0), std::uint64_t{795000});
    QCOMPARE(summary.speed.value_or(0), std::uint64_t{820000});
    QVERIFY(summary.time.has_value());
    QCOMPARE(summary.bestLine.front(), result.best);

    bool sawRanked = false;
    for (const QList<QVariant>& signal : infos) {
        const auto info = signal.first().value<EngineInfo>();
        sawRanked = sawRanked || info.rank == 3;
    }
    QVERIFY(sawRanked);
    const QStringList lines = log();
    QVERIFY2(lines.contains(QStringLiteral("YXNBEST 3")), qPrintable(lines.join(" | ")));
    QVERIFY(lines.contains(QStringLiteral("YXBOARD")));
    QVERIFY(!lines.contains(QStringLiteral("BOARD")));  // no plain search was needed

    // The engine stays: the next analysis restarts its board, it does not start it again.
    finished.clear();
    Position next = position;
    next.make(result.best);
    analyser.analyse(next, 2, 100ms);
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(resultOf(finished).lines.size(), std::size_t{2});
    verifyLegalDistinct(next, resultOf(finished));
    QCOMPARE(log().count(QStringLiteral("START 15")), 1);
    QVERIFY(log().contains(QStringLiteral("RESTART")));
}

// BOARD (and YXBOARD) list the stones in play order, 1 for the side to move's.
void TestEngineAnalyser::boardGoesInPlayOrderWithTheMoverAsOwn() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    Position position = opened();
    position.make({3, 3});  // O to move now: X's stones are the opponent's
    analyser.analyse(position, 1, 50ms);
    QVERIFY(finished.wait(kWaitMs));
    const QStringList lines = log();
    const auto board = lines.indexOf(QStringLiteral("BOARD"));
    QVERIFY2(board >= 0, qPrintable(lines.join(" | ")));
    const QStringList expected{"0,0,2", "7,7,1", "1,0,2", "8,7,1", "3,3,2", "DONE"};
    QCOMPARE(lines.mid(board + 1, expected.size()), expected);
}

// R-B6: the analysis panel's engine is told the bots' threads with INFO thread_num before the
// search it applies to, only when they differ from what it was last told (one after START).
void TestEngineAnalyser::threadNumToldBeforeTheSearch() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    const Position position = opened();
    const auto analyse = [&] {
        finished.clear();
        analyser.analyse(position, 1, 50ms);
        QVERIFY(finished.wait(kWaitMs));
    };
    analyse();
    QCOMPARE(log().filter(QStringLiteral("thread_num")).size(), 0);
    analyser.setThreads(3);
    analyse();
    analyse();
    QStringList lines = log();
    QCOMPARE(lines.count(QStringLiteral("INFO thread_num 3")), 1);
    QVERIFY2(lines.indexOf(QStringLiteral("INFO thread_num 3")) < lines.lastIndexOf("BOARD"),
             qPrintable(lines.join(" | ")));
    analyser.setThreads(1);
    analyse();
    lines = log();
    QCOMPARE(lines.count(QStringLiteral("INFO thread_num 1")), 1);
    QVERIFY(lines.lastIndexOf(QStringLiteral("INFO thread_num 1")) < lines.lastIndexOf("BOARD"));
}

// An engine without the extensions answers UNKNOWN to them: it is asked again with plain
// BOARD, and from then on only so. Its move is the one line.
void TestEngineAnalyser::engineWithoutExtensionsStillMoves() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("legal")});
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    const Position position = opened();
    for (int round = 0; round < 2; ++round) {
        finished.clear();
        analyser.analyse(position, 3, 200ms);
        QVERIFY2(finished.wait(kWaitMs),
                 qPrintable(failed.isEmpty() ? QStringLiteral("no signal")
                                             : failed.first().first().toString()));
        const EngineResult result = resultOf(finished);
        QCOMPARE(result.lines.size(), std::size_t{1});
        verifyLegalDistinct(position, result);
        QCOMPARE(analyser.multiPvSupported(), std::optional<bool>(false));
    }
    QVERIFY(failed.isEmpty());
    QCOMPARE(log().count(QStringLiteral("YXNBEST 3")), 1);  // asked once, not again
    QCOMPARE(log().count(QStringLiteral("BOARD")), 2);
}

// An engine silent to commands it does not know: after its budget and the grace it is started
// again and asked with plain BOARD.
void TestEngineAnalyser::engineSilentToExtensionsStillMoves() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("mute")});
    analyser.setGrace(100ms);
    QSignalSpy started(&analyser, &EngineAnalyser::engineStarted);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    const Position position = opened();
    analyser.analyse(position, 3, 100ms);
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(failed.isEmpty());
    QCOMPARE(resultOf(finished).lines.size(), std::size_t{1});
    verifyLegalDistinct(position, resultOf(finished));
    QCOMPARE(analyser.multiPvSupported(), std::optional<bool>(false));
    QCOMPARE(started.size(), 2);
}

// YXSTOP: an engine that listens while it thinks answers at once with its best move so far.
// (Its budget is a minute: only the stop can end this search within the wait.)
void TestEngineAnalyser::stopAnswersWithTheBestSoFar() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    QSignalSpy infos(&analyser, &EngineAnalyser::infoChanged);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    const Position position = opened();
    analyser.analyse(position, 2, 60000ms);
    QVERIFY(infos.wait(kWaitMs));
    QTRY_VERIFY_WITH_TIMEOUT(!analyser.lines().empty(), kWaitMs);  // the panel's lines so far
    analyser.stop();
    QVERIFY(finished.wait(kWaitMs));
    const EngineResult result = resultOf(finished);
    QVERIFY(result.stopped);
    verifyLegalDistinct(position, result);
    QVERIFY(log().contains(QStringLiteral("YXSTOP")));
}

// An engine that neither answers YXSTOP nor reads its input is ended after the grace; the
// result is what it had said (here nothing), and the next analysis starts a fresh engine.
void TestEngineAnalyser::stopEndsAnEngineThatDoesNotListen() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("deaf")});
    analyser.setGrace(200ms);
    QSignalSpy started(&analyser, &EngineAnalyser::engineStarted);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    analyser.analyse(opened(), 1, 60000ms);
    QVERIFY(started.wait(kWaitMs));
    analyser.stop();
    QVERIFY(finished.wait(kWaitMs));
    const EngineResult result = resultOf(finished);
    QVERIFY(result.stopped);
    QCOMPARE(result.best, (Cell{-1, -1}));
    QVERIFY(result.lines.empty());
    QVERIFY(failed.isEmpty());
    QVERIFY(!analyser.busy());
}

// A zero budget: Rapfi's analysis mode, searching until stopped (never counted as hung).
void TestEngineAnalyser::unlimitedSearchRunsUntilStopped() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    analyser.setGrace(100ms);
    QSignalSpy infos(&analyser, &EngineAnalyser::infoChanged);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    const Position position = opened();
    analyser.analyse(position, 2, 0ms);
    // Deeper and deeper, long past budget + grace, and still searching.
    QTRY_VERIFY_WITH_TIMEOUT(analyser.summary().depth.value_or(0) >= 20, kWaitMs);
    QVERIFY(failed.isEmpty());
    QVERIFY(finished.isEmpty());
    QVERIFY(log().contains(QStringLiteral("INFO timeout_turn 0")));
    analyser.stop();
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(resultOf(finished).stopped);
    verifyLegalDistinct(position, resultOf(finished));
    QCOMPARE(resultOf(finished).lines.size(), std::size_t{2});
}

// A new position while the engine thinks: the old search is stopped and dropped, and only the
// new one is answered.
void TestEngineAnalyser::newAnalysisReplacesTheOld() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    QSignalSpy infos(&analyser, &EngineAnalyser::infoChanged);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    const Position first = opened();
    analyser.analyse(first, 2, 60000ms);
    QVERIFY(infos.wait(kWaitMs));
    Position second = first;
    second.make({0, 2});  // the cell the first search liked best
    analyser.analyse(second, 2, 100ms);
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(finished.size(), 1);
    verifyLegalDistinct(second, resultOf(finished));
    QVERIFY(!analyser.busy());
    // The engine dropped the RESTART that came right after its YXSTOP answer, as Rapfi may:
    // it was sent again, and the same engine went on.
    QVERIFY(log().contains(QStringLiteral("RESTART  (dropped)")));
    QCOMPARE(log().count(QStringLiteral("START 15")), 1);

    // cancel() while it thinks: no answer for it; the next analysis is answered alone.
    finished.clear();
    infos.clear();
    analyser.analyse(first, 1, 60000ms);
    QVERIFY(infos.wait(kWaitMs));
    analyser.cancel();
    analyser.analyse(second, 1, 50ms);
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(finished.size(), 1);
    verifyLegalDistinct(second, resultOf(finished));
}

void TestEngineAnalyser::misbehavingEnginesAreDropped_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<int>("lines");
    QTest::addColumn<QString>("says");  // in the message
    QTest::newRow("crash") << "crash" << 1 << "exited";
    QTest::newRow("crash, several lines") << "crash" << 3 << "exited";
    QTest::newRow("segv") << "segv" << 1 << "crashed";
    QTest::newRow("hang") << "hang" << 1 << "did not answer";
    QTest::newRow("hang, several lines") << "hang" << 3 << "did not answer";
    QTest::newRow("deaf") << "deaf" << 1 << "did not answer";
    QTest::newRow("garbage") << "garbage" << 3 << "not a move";
    QTest::newRow("illegal") << "illegal" << 1 << "illegal";
    QTest::newRow("refuse") << "refuse" << 1 << "refused";
    QTest::newRow("missing program") << "" << 1 << "Could not start";
}

// Each is dropped with a message naming what went wrong; the analyser is free again, and the
// wait for it is a signal, never the GUI thread blocked.
void TestEngineAnalyser::misbehavingEnginesAreDropped() {
    QFETCH(QString, mode);
    QFETCH(int, lines);
    QFETCH(QString, says);
    const QString program =
        mode.isEmpty() ? dir().filePath(QStringLiteral("no-such-engine")) : fakeBrain();
    EngineAnalyser analyser(program, {mode});
    analyser.setGrace(300ms);
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    analyser.analyse(opened(), lines, 200ms);
    QVERIFY(failed.wait(kWaitMs));
    QCOMPARE(failed.size(), 1);
    QVERIFY(finished.isEmpty());
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY(!analyser.busy());
}

void TestEngineAnalyser::unsupportedRulesFail() {
    EngineAnalyser analyser(fakeBrain(), {QStringLiteral("analyst")});
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    analyser.analyse(Position(oxo::Rules::square(9, 4)), 1, 100ms);
    QVERIFY(failed.wait(kWaitMs));
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("five")),
             qPrintable(failed.first().first().toString()));
}

// OXO's own engine has none of the extensions: it analyses with plain BOARD.
void TestEngineAnalyser::pbrainOxoAnalyses() {
    EngineAnalyser analyser(pbrainOxo());
    QSignalSpy finished(&analyser, &EngineAnalyser::finished);
    QSignalSpy failed(&analyser, &EngineAnalyser::failed);
    Position position(gomoku(15));
    for (const Cell cell : {Cell{7, 7}, Cell{7, 8}, Cell{8, 8}, Cell{6, 6}, Cell{9, 9}}) {
        position.make(cell);
    }
    analyser.analyse(position, 3, 300ms);
    QVERIFY2(finished.wait(kWaitMs),
             qPrintable(failed.isEmpty() ? QStringLiteral("no signal")
                                         : failed.first().first().toString()));
    const EngineResult result = resultOf(finished);
    verifyLegalDistinct(position, result);
    QCOMPARE(result.lines.size(), std::size_t{1});
    QCOMPARE(analyser.multiPvSupported(), std::optional<bool>(false));
    QVERIFY(analyser.displayName().contains(QStringLiteral("OXO"), Qt::CaseInsensitive));
}

void TestEngineAnalyser::wholeProcessGroupEnds_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("destroyed") << "destroyed";
    QTest::newRow("shutdown") << "shutdown";
    QTest::newRow("hung") << "hung";
    QTest::newRow("not stopping") << "not stopping";
}

// An engine started through a wrapper that forks is ended with all it started, however the
// analysis ends: each engine runs in a process group of its own, and the group is ended.
void TestEngineAnalyser::wholeProcessGroupEnds() {
    QFETCH(QString, how);
    const QString tag = QString(how).replace(' ', '-');
    const QString pidFile = dir().filePath(tag + QStringLiteral(".pid"));
    const QString wrapper = dir().filePath(tag + QStringLiteral("-wrapper"));
    QFile script(wrapper);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral("#!/bin/sh\nsleep 300 &\necho $! > '%1'\n'%2' \"$@\"\n")
                     .arg(pidFile, fakeBrain())
                     .toLocal8Bit());
    script.close();
    QVERIFY(script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                  QFileDevice::ExeOwner));
    auto analyser = std::make_unique<EngineAnalyser>(
        wrapper, QStringList{how == QLatin1String("destroyed") || how == QLatin1String("shutdown")
                                 ? QStringLiteral("analyst")
                                 : QStringLiteral("deaf")});
    analyser->setGrace(200ms);
    QSignalSpy started(analyser.get(), &EngineAnalyser::engineStarted);
    QSignalSpy ended(analyser.get(), &EngineAnalyser::failed);
    QSignalSpy finished(analyser.get(), &EngineAnalyser::finished);
    analyser->analyse(opened(), 1, how == QLatin1String("hung") ? 100ms : 60000ms);
    QVERIFY(started.wait(kWaitMs));
    QFile pids(pidFile);
    QTRY_VERIFY_WITH_TIMEOUT(pids.size() > 0, kWaitMs);
    QVERIFY(pids.open(QIODevice::ReadOnly));
    const qint64 child = pids.readAll().trimmed().toLongLong();
    QVERIFY(child > 0);
    QVERIFY(processAlive(child));
    if (how == QLatin1String("destroyed")) {
        analyser.reset();
    } else if (how == QLatin1String("shutdown")) {
        analyser->shutdown();
    } else if (how == QLatin1String("hung")) {
        QVERIFY(ended.wait(kWaitMs));
    } else {
        analyser->stop();
        QVERIFY(finished.wait(kWaitMs));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child), kWaitMs);
}

OXO_TEST_GUILESS_MAIN(TestEngineAnalyser)
#include "test_engine_analyser.moc"
