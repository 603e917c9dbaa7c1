// An outside engine's session (R-F5): stray lines while an engine thinks, engines without
// ABOUT, the INFO values OXO sends, a refused board told apart from other failures, what an
// engine says made printable, and every process an engine starts ended with it (its own
// process group).
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <variant>

#include "engine_ask.h"
#include "fake_brain_fixture.h"
#include "fake_engine.h"
#include "oxo/engines/engine_bot.h"
#include "oxo/engines/engine_session.h"
#include "process_alive.h"
#include "test_main.h"

using namespace std::chrono_literals;
using oxo::Cell;
using oxo::Position;
using oxo::pbrain::EngineFailure;
using oxo::pbrain::EngineSession;

namespace {

// ask, describe, gomoku; FakeBrainFixture; fakeBrain, pbrainOxo.
using namespace oxo::test;

}  // namespace

class TestEngineSession : public FakeBrainFixture {
    Q_OBJECT

private slots:
    void strayLinesWhileThinkingAreIgnored();
    void aboutIsOptional();
    void infoSendsMaxMemoryAndMatchTime();
    void infoSendsThreadNum();
    void refusedBoardIsToldApart();
    void engineBotReportsRefusal();
    void engineTextCarriesNoEscapesOrBidiControls();
    void wholeProcessGroupEnds_data();
    void wholeProcessGroupEnds();
};

// A strong public engine sometimes prints "ERROR Unknown command: ..." after a fast command
// and then plays a legal move. Such lines are logged and the move is awaited, as Gomocup
// managers do.
void TestEngineSession::strayLinesWhileThinkingAreIgnored() {
    Position position(gomoku(9));
    EngineSession session(fakeBrain(), {QStringLiteral("stray")});
    QSignalSpy messages(&session, &EngineSession::engineMessage);
    for (int move = 0; move < 3; ++move) {
        const auto answer = ask(session, position, 300ms);
        QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
        position.make(std::get<Cell>(answer));
        position.make({8, 8 - move});
    }
    QVERIFY(messages.count() >= 9);  // ERROR, UNKNOWN, DEBUG (and MESSAGE) per move, logged
    bool sawError = false;
    for (const QList<QVariant>& message : messages) {
        sawError = sawError || message.first().toString().contains(QLatin1String("ERROR"));
    }
    QVERIFY(sawError);
}

// An engine that never answers ABOUT plays under its file name, after a short wait.
void TestEngineSession::aboutIsOptional() {
    EngineSession session(fakeBrain(), {QStringLiteral("noabout")});
    QSignalSpy started(&session, &EngineSession::engineStarted);
    Position position(gomoku(9));
    for (int move = 0; move < 2; ++move) {
        const auto answer = ask(session, position);
        QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
        position.make(std::get<Cell>(answer));
        position.make({8, 8 - move});
    }
    QCOMPARE(started.count(), 1);
    QCOMPARE(session.displayName(), QStringLiteral("fake_pbrain"));
}

// The engine learns real limits: a memory limit a desktop can afford (or the one set), and
// the match time when a clock is on.
void TestEngineSession::infoSendsMaxMemoryAndMatchTime() {
    {
        EngineSession session(fakeBrain(), {QStringLiteral("legal")});
        QVERIFY(std::holds_alternative<Cell>(ask(session, Position(gomoku(9)))));
    }
    const QString expected =
        QStringLiteral("INFO max_memory %1").arg(oxo::pbrain::kDefaultEngineMemory);
    QVERIFY2(log().contains(expected), qPrintable(log().join(" | ")));
    QVERIFY(oxo::pbrain::kDefaultEngineMemory >= qint64{64} << 20);
    QVERIFY(!log().contains(QStringLiteral("INFO max_memory 0")));
    QFile::remove(logPath());
    {
        EngineSession session(fakeBrain(), {QStringLiteral("legal")});
        session.setMaxMemory(qint64{100} << 20);
        session.setMatchTime(90000ms);
        QVERIFY(std::holds_alternative<Cell>(ask(session, Position(gomoku(9)))));
    }
    QVERIFY2(log().contains(QStringLiteral("INFO max_memory 104857600")),
             qPrintable(log().join(" | ")));
    QVERIFY2(log().contains(QStringLiteral("INFO timeout_match 90000")),
             qPrintable(log().join(" | ")));
}

// R-F5, R-B6: the threads the engine may use: none said while it is one (the Gomocup default,
// and older engines need not know the key), INFO thread_num before the move once it is more,
// and again when it changes.
void TestEngineSession::infoSendsThreadNum() {
    EngineSession session(fakeBrain(), {QStringLiteral("legal")});
    Position position(gomoku(9));
    // The engine's move, then ours on the first free cell, and the engine is asked again.
    const auto nextTurn = [&] {
        const auto answer = ask(session, position);
        QVERIFY2(std::holds_alternative<Cell>(answer), qPrintable(describe(answer)));
        position.make(std::get<Cell>(answer));
        for (int i = 0; i < position.cellCount(); ++i) {
            if (position.isEmpty(i)) {
                position.make(position.cellAt(i));
                break;
            }
        }
    };
    nextTurn();
    QVERIFY2(!log().join(" ").contains(QLatin1String("thread_num")), qPrintable(log().join(" | ")));
    session.setThreads(3);
    nextTurn();
    QVERIFY2(log().contains(QStringLiteral("INFO thread_num 3")), qPrintable(log().join(" | ")));
    session.setThreads(1);
    nextTurn();
    QVERIFY2(log().contains(QStringLiteral("INFO thread_num 1")), qPrintable(log().join(" | ")));
}

// START answered with ERROR: the engine refuses the board, which is not the same as losing
// a game (oxo-cli match stops on it instead of forfeiting every game).
void TestEngineSession::refusedBoardIsToldApart() {
    EngineSession session(fakeBrain(), {QStringLiteral("refuse")});
    const auto answer = ask(session, Position(gomoku(9)));
    QVERIFY(std::holds_alternative<QString>(answer));
    QVERIFY2(std::get<QString>(answer).contains(QLatin1String("refused")),
             qPrintable(describe(answer)));
    QCOMPARE(session.failureKind(), EngineFailure::Refused);

    EngineSession crashing(fakeBrain(), {QStringLiteral("crash")});
    QVERIFY(std::holds_alternative<QString>(ask(crashing, Position(gomoku(9)))));
    QCOMPARE(crashing.failureKind(), EngineFailure::Crashed);
}

void TestEngineSession::engineBotReportsRefusal() {
    oxo::pbrain::EngineBot bot(fakeBrain(), {QStringLiteral("refuse")});
    const oxo::Analysis analysis = bot.think(Position(gomoku(9)), {.budget = 300ms, .stop = {}});
    QCOMPARE(analysis.move, (Cell{-1, -1}));
    QCOMPARE(bot.failureKind(), EngineFailure::Refused);
}

// What an engine says reaches the terminal and the status bar: its name, its messages and a
// non-move answer quoted in the failure carry no escape code and no bidi control.
void TestEngineSession::engineTextCarriesNoEscapesOrBidiControls() {
    EngineSession session(fakeBrain(), {QStringLiteral("escapes")});
    QSignalSpy messages(&session, &EngineSession::engineMessage);
    QSignalSpy failed(&session, &EngineSession::failed);
    Position position(gomoku(9));
    const auto answer = ask(session, position);
    QVERIFY(!std::holds_alternative<Cell>(answer));
    QCOMPARE(failed.size(), 1);
    QStringList texts{session.displayName(), failed.first().first().toString()};
    for (const QList<QVariant>& message : messages) {
        texts << message.first().toString();
    }
    QVERIFY(messages.size() >= 1);
    QVERIFY2(texts[0].contains(QStringLiteral("Evil")), qPrintable(texts[0]));
    QVERIFY2(texts[1].contains(QStringLiteral("reversed")), qPrintable(texts[1]));
    for (const QString& text : texts) {
        for (const QChar c : text) {
            QVERIFY2(c.category() != QChar::Other_Control && c.category() != QChar::Other_Format,
                     qPrintable(QStringLiteral("U+%1 in: %2")
                                    .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                    .arg(text)));
        }
    }
}

void TestEngineSession::wholeProcessGroupEnds_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("cancel") << "cancel";
    QTest::newRow("shutdown") << "shutdown";
    QTest::newRow("destroyed") << "destroyed";
    QTest::newRow("crash") << "crash";
}

// An engine started through a wrapper that forks (or one that forks itself) is ended with all
// it started: each engine runs in its own process group and the whole group is ended.
void TestEngineSession::wholeProcessGroupEnds() {
    QFETCH(QString, how);
    const QString pidFile = dir().filePath(how + QStringLiteral(".pid"));
    const QString wrapper = dir().filePath(how + QStringLiteral("-wrapper"));
    QFile script(wrapper);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral("#!/bin/sh\nsleep 300 &\necho $! > '%1'\n'%2' \"$@\"\n")
                     .arg(pidFile, fakeBrain())
                     .toLocal8Bit());
    script.close();
    QVERIFY(script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                  QFileDevice::ExeOwner));

    auto session = std::make_unique<EngineSession>(
        wrapper, QStringList{how == QLatin1String("crash") ? QStringLiteral("crash")
                                                           : QStringLiteral("legal")});
    Position position(gomoku(9));
    const auto answer = ask(*session, position);
    QVERIFY(std::holds_alternative<Cell>(answer) == (how != QLatin1String("crash")));
    QFile pids(pidFile);
    QVERIFY(pids.open(QIODevice::ReadOnly));
    const qint64 child = pids.readAll().trimmed().toLongLong();
    QVERIFY(child > 0);
    if (how == QLatin1String("cancel")) {
        position.make(std::get<Cell>(answer));
        session->requestMove(position, 5000ms);
        session->cancel();
    } else if (how == QLatin1String("shutdown")) {
        session->shutdown();
    } else if (how == QLatin1String("destroyed")) {
        session.reset();
    }
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child), 5000);
}

OXO_TEST_GUILESS_MAIN(TestEngineSession)
#include "test_engine_session.moc"
