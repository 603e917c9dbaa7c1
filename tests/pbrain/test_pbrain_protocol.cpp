// pbrain-oxo driven like a gomoku manager drives it (R-F5): every command, the three line
// ends, malformed lines, a full game with TAKEBACK, RESTART and BOARD, time limits, END.
#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "brain_client.h"
#include "oxo/position.h"
#include "qtest_columns.h"
#include "test_main.h"

namespace {

const QString kBrain = QStringLiteral(OXO_PBRAIN_OXO);

QByteArray coords(oxo::Cell cell) {
    return QByteArray::fromStdString(oxo::pbrain::formatCoords(cell));
}

}  // namespace

class TestPbrainProtocol : public QObject {
    Q_OBJECT

private slots:
    void about();
    void start_data();
    void start();
    void lineEnds_data();
    void lineEnds();
    void unknownCommands_data();
    void unknownCommands();
    void malformed_data();
    void malformed();
    void fullGame();
    void timeLimits_data();
    void timeLimits();
    void endExitsFast();
    void closedInputExits();
};

void TestPbrainProtocol::about() {
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.send("ABOUT");
    const QString line = brain.readLine();
    QVERIFY2(line.startsWith(QLatin1String("name=\"OXO\"")), qPrintable(line));
    QVERIFY(line.contains(QLatin1String("version=\"")));
}

void TestPbrainProtocol::start_data() {
    oxo::test::addColumns<QByteArray, QString>("command", "answer");
    QTest::newRow("START 20") << QByteArray("START 20") << "OK";
    QTest::newRow("START 15") << QByteArray("START 15") << "OK";
    QTest::newRow("START 5: smallest") << QByteArray("START 5") << "OK";
    QTest::newRow("start lower case") << QByteArray("start 10") << "OK";
    QTest::newRow("START 4: no room for five") << QByteArray("START 4") << "ERROR";
    QTest::newRow("START 1000") << QByteArray("START 1000") << "ERROR";
    QTest::newRow("START without size") << QByteArray("START") << "ERROR";
    QTest::newRow("START junk") << QByteArray("START 1x") << "ERROR";
    QTest::newRow("RECTSTART square") << QByteArray("RECTSTART 15,15") << "OK";
    QTest::newRow("RECTSTART non-square") << QByteArray("RECTSTART 30,20") << "ERROR";
    QTest::newRow("RECTSTART junk") << QByteArray("RECTSTART 30") << "ERROR";
}

void TestPbrainProtocol::start() {
    QFETCH(QByteArray, command);
    QFETCH(QString, answer);
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.send(command);
    const QString line = brain.readLine();
    QVERIFY2(line == answer || line.startsWith(answer + ' '), qPrintable(line));
    if (answer == QLatin1String("ERROR")) {
        QVERIFY2(line.size() > 10, "an ERROR says why");
    }
}

void TestPbrainProtocol::lineEnds_data() {
    QTest::addColumn<QByteArray>("end");
    using Row = std::pair<const char*, const char*>;
    for (const auto& [name, end] : {Row{"CR LF", "\r\n"}, Row{"LF", "\n"}, Row{"CR", "\r"}}) {
        QTest::newRow(name) << QByteArray(end);
    }
}

void TestPbrainProtocol::lineEnds() {
    QFETCH(QByteArray, end);
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.send("INFO timeout_turn 100", end);
    brain.send("START 10", end);
    QCOMPARE(brain.readLine(), QStringLiteral("OK"));
    brain.send("TURN 4,5", end);
    const QString move = brain.readLine();
    const auto cell = oxo::pbrain::parseCoords(move.toStdString());
    QVERIFY2(cell && cell->row < 10 && cell->col < 10 && !(cell->row == 5 && cell->col == 4),
             qPrintable(move));
}

void TestPbrainProtocol::unknownCommands_data() {
    QTest::addColumn<QByteArray>("command");
    // Made up, PLAY (the manager's answer to a brain's SUGGEST, which OXO never sends), a
    // Swap2 command OXO does not take, and prose.
    for (const char* command : {"FOO 1,2", "PLAY 1,1", "SWAP2BOARD", "hello brain"}) {
        QTest::newRow(command) << QByteArray(command);
    }
}

void TestPbrainProtocol::unknownCommands() {
    QFETCH(QByteArray, command);
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.send("START 10");
    QCOMPARE(brain.readLine(), QStringLiteral("OK"));
    brain.send(command);
    QVERIFY(brain.readLine().startsWith(QLatin1String("UNKNOWN")));
    QVERIFY(brain.sync());  // and it is still there
}

void TestPbrainProtocol::malformed_data() {
    oxo::test::addColumns<QByteArrayList, QByteArray, QString>("setup", "command", "answer");
    const QByteArrayList started{"START 10"};
    QTest::newRow("BEGIN before START") << QByteArrayList{} << QByteArray("BEGIN") << "ERROR";
    QTest::newRow("TURN before START") << QByteArrayList{} << QByteArray("TURN 1,1") << "ERROR";
    QTest::newRow("BOARD before START") << QByteArrayList{} << QByteArray("BOARD") << "ERROR";
    QTest::newRow("RESTART before START") << QByteArrayList{} << QByteArray("RESTART") << "ERROR";
    QTest::newRow("TURN junk") << started << QByteArray("TURN 1;2") << "ERROR";
    QTest::newRow("TURN one number") << started << QByteArray("TURN 7") << "ERROR";
    QTest::newRow("TURN negative") << started << QByteArray("TURN -1,2") << "ERROR";
    QTest::newRow("TURN off the board") << started << QByteArray("TURN 10,0") << "ERROR";
    QTest::newRow("TAKEBACK empty cell") << started << QByteArray("TAKEBACK 1,1") << "ERROR";
    QTest::newRow("TAKEBACK junk") << started << QByteArray("TAKEBACK x") << "ERROR";
    QTest::newRow("DONE without BOARD") << started << QByteArray("DONE") << "ERROR";
    QTest::newRow("BOARD line without field")
        << QByteArrayList{"START 10", "BOARD", "1,1"} << QByteArray("DONE") << "ERROR";
    QTest::newRow("BOARD field 7")
        << QByteArrayList{"START 10", "BOARD", "1,1,7"} << QByteArray("DONE") << "ERROR";
    QTest::newRow("BOARD off the board")
        << QByteArrayList{"START 10", "BOARD", "1,12,1"} << QByteArray("DONE") << "ERROR";
    QTest::newRow("BOARD cell twice")
        << QByteArrayList{"START 10", "BOARD", "1,1,1", "1,1,2"} << QByteArray("DONE") << "ERROR";
    QTest::newRow("BOARD not our turn")
        << QByteArrayList{"START 10", "BOARD", "1,1,1", "2,2,1"} << QByteArray("DONE") << "ERROR";
    // INFO gets no answer (the manager does not read one), so a bad value is a MESSAGE.
    QTest::newRow("INFO bad number")
        << started << QByteArray("INFO timeout_turn soon") << "MESSAGE";
}

void TestPbrainProtocol::malformed() {
    // R-F5: ERROR with a reason, and the brain keeps its state and keeps running.
    QFETCH(QByteArrayList, setup);
    QFETCH(QByteArray, command);
    QFETCH(QString, answer);
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    for (const QByteArray& line : setup) {
        brain.send(line);
        if (line == "START 10") {
            QCOMPARE(brain.readLine(), QStringLiteral("OK"));
        }
    }
    brain.send(command);
    const QString line = brain.readLine();
    QVERIFY2(line.startsWith(answer + ' ') && line.size() > answer.size() + 8, qPrintable(line));
    QVERIFY(brain.sync());
    if (setup.value(0) == "START 10") {
        // The board is unchanged: a correct TURN on it still gets a move.
        brain.send("INFO timeout_turn 50");
        brain.send("RESTART");
        QCOMPARE(brain.readLine(), QStringLiteral("OK"));
        brain.send("TURN 3,3");
        QVERIFY(oxo::pbrain::parseCoords(brain.readLine().toStdString()));
    }
}

void TestPbrainProtocol::fullGame() {
    // A whole game against a random manager-side player under INFO rule 1 (exactly five,
    // R-E14): every answer is a legal move in time; TAKEBACK, RESTART and BOARD keep the brain's
    // board in step with ours.
    constexpr int kTurnMs = 150;
    BrainClient brain;
    QVERIFY(brain.start(kBrain, {QStringLiteral("--seed"), QStringLiteral("7")}));
    brain.send("INFO timeout_turn " + QByteArray::number(kTurnMs));
    brain.send("INFO timeout_match 0");
    brain.send("INFO max_memory 83886080");
    brain.send("INFO game_type 1");
    brain.send("INFO rule 1");
    brain.send("START 10");
    QCOMPARE(brain.readLine(), QStringLiteral("OK"));

    oxo::Rules rules = oxo::Rules::square(10, 5);
    rules.family = oxo::Family::Exact;
    rules.earlyDraw = false;
    oxo::Position position(rules);  // we are player 0 and move first; the brain is player 1
    std::mt19937 rng(11);
    std::vector<oxo::Cell> moves;
    std::vector<oxo::Cell> history;
    const auto brainAnswers = [&](qint64 sentAt, QElapsedTimer& clock) {
        const QString line = brain.readLine();
        const auto cell = oxo::pbrain::parseCoords(line.toStdString());
        QVERIFY2(cell, qPrintable(line));
        QVERIFY2(position.check(*cell) == oxo::MoveError::None, qPrintable(line));
        // The turn limit, plus slack for a loaded machine.
        QVERIFY2(clock.elapsed() - sentAt < kTurnMs + 100, qPrintable(line));
        position.make(*cell);
        history.push_back(*cell);
    };
    // OXO's side: a random legal move.
    const auto playRandomMove = [&] {
        position.legalMoves(moves);
        const oxo::Cell cell = moves[rng() % moves.size()];
        position.make(cell);
        history.push_back(cell);
        return cell;
    };
    QElapsedTimer clock;
    clock.start();
    for (int turn = 0; turn < 30 && !position.isOver(); ++turn) {
        const oxo::Cell ours = playRandomMove();
        if (position.isOver()) {
            break;
        }
        brain.send("TURN " + coords(ours));
        brainAnswers(clock.elapsed(), clock);
        if (QTest::currentTestFailed()) {
            return;
        }
        if (turn == 3 && !position.isOver()) {
            // Undo the last two moves, the brain's first.
            for (int i = 0; i < 2; ++i) {
                const oxo::Cell last = history.back();
                brain.send("TAKEBACK " + coords(last));
                QCOMPARE(brain.readLine(), QStringLiteral("OK"));
                position.unmake(last);
                history.pop_back();
            }
            // A stone nobody played cannot be taken back.
            position.legalMoves(moves);
            brain.send("TAKEBACK " + coords(moves.front()));
            QVERIFY(brain.readLine().startsWith(QLatin1String("ERROR")));
        }
        if (turn == 6 && !position.isOver()) {
            // Resume the same game from a fresh board, stones in a scrambled order.
            brain.send("RESTART");
            QCOMPARE(brain.readLine(), QStringLiteral("OK"));
            playRandomMove();
            if (position.isOver()) {
                break;
            }
            std::vector<oxo::Cell> scrambled = history;
            std::shuffle(scrambled.begin(), scrambled.end(), rng);
            brain.send("BOARD");
            for (const oxo::Cell cell : scrambled) {
                const bool brainsStone = position.at(cell) == 1;
                brain.send(coords(cell) + (brainsStone ? ",1" : ",2"));
            }
            brain.send("DONE");
            brainAnswers(clock.elapsed(), clock);
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    }
    QVERIFY(history.size() >= 10);
    // Taking a cell twice is refused.
    if (!position.isOver()) {
        brain.send("TURN " + coords(history.front()));
        QVERIFY(brain.readLine().startsWith(QLatin1String("ERROR")));
    }
}

void TestPbrainProtocol::timeLimits_data() {
    oxo::test::addColumns<QByteArrayList, int>("info", "limitMs");
    QTest::newRow("timeout_turn 300") << QByteArrayList{"INFO timeout_turn 300"} << 300;
    QTest::newRow("timeout_turn 0: at once") << QByteArrayList{"INFO timeout_turn 0"} << 100;
    QTest::newRow("time_left short")
        << QByteArrayList{"INFO timeout_turn 30000", "INFO timeout_match 60000",
                          "INFO time_left 1500"}
        << 150;
}

void TestPbrainProtocol::timeLimits() {
    // R-F5: INFO timeout_turn / time_left are kept (slack for a loaded machine added).
    QFETCH(QByteArrayList, info);
    QFETCH(int, limitMs);
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.send("START 15");
    QCOMPARE(brain.readLine(), QStringLiteral("OK"));
    for (const QByteArray& line : info) {
        brain.send(line);
    }
    QElapsedTimer clock;
    clock.start();
    brain.send("BOARD");
    brain.send("7,7,2");
    brain.send("8,8,1");
    brain.send("6,8,2");
    brain.send("DONE");
    const QString line = brain.readLine();
    const qint64 elapsed = clock.elapsed();
    QVERIFY2(oxo::pbrain::parseCoords(line.toStdString()), qPrintable(line));
    QVERIFY2(elapsed < limitMs + 100, qPrintable(QString::number(elapsed)));
}

void TestPbrainProtocol::endExitsFast() {
    // R-F5: END ends the brain within 100 ms, even in the middle of a long search.
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.send("INFO timeout_turn 30000");
    brain.send("START 15");
    QCOMPARE(brain.readLine(), QStringLiteral("OK"));
    brain.send("BEGIN");
    QTest::qWait(50);
    QElapsedTimer clock;
    clock.start();
    brain.send("END");
    QVERIFY(brain.process.waitForFinished(2000));
    const qint64 elapsed = clock.elapsed();
    qInfo("END to exit: %lld ms", static_cast<long long>(elapsed));
    QVERIFY2(elapsed < 150, qPrintable(QString::number(elapsed)));  // 100 ms + process teardown
    QCOMPARE(brain.process.exitStatus(), QProcess::NormalExit);
}

void TestPbrainProtocol::closedInputExits() {
    BrainClient brain;
    QVERIFY(brain.start(kBrain));
    brain.process.closeWriteChannel();  // the manager went away
    QVERIFY(brain.process.waitForFinished(2000));
}

OXO_TEST_GUILESS_MAIN(TestPbrainProtocol)
#include "test_pbrain_protocol.moc"
