// What an outside engine says while it thinks (R-F5, R-U12): Rapfi's MESSAGE lines (normal,
// multi-line, MCTS and "ucilike" forms) read into depth, value, nodes, speed, time and best
// line; anything else kept as plain text. Pure functions, so tables.
#include <QTest>

#include <QStringList>

#include "oxo/engines/engine_info.h"
#include "oxo/engines/engine_lines.h"
#include "oxo/notation.h"
#include "test_main.h"

using oxo::pbrain::EngineEval;
using oxo::pbrain::EngineInfo;
using oxo::pbrain::parseEngineMessage;

namespace {

constexpr int kBoard = 15;

// "35", "+M9", "-M8", "+M*", "-M*"; "" when absent.
QString evalText(const std::optional<EngineEval>& eval) {
    if (!eval) {
        return {};
    }
    if (eval->kind == EngineEval::Kind::Score) {
        return QString::number(eval->score);
    }
    const QString sign = eval->kind == EngineEval::Kind::Win ? QStringLiteral("+") : "-";
    return sign + "M" + (eval->plies < 0 ? QStringLiteral("*") : QString::number(eval->plies));
}

QString lineText(const std::vector<oxo::Cell>& cells) {
    QStringList names;
    for (const oxo::Cell cell : cells) {
        names << QString::fromStdString(oxo::cellName(cell));
    }
    return names.join(' ');
}

qlonglong orMinus(const std::optional<std::uint64_t>& value) {
    return value ? static_cast<qlonglong>(*value) : -1;
}

}  // namespace

class TestEngineInfo : public QObject {
    Q_OBJECT

private slots:
    void messages_data();
    void messages();
    void counts_data();
    void counts();
    void evals_data();
    void evals();
    void times_data();
    void times();
    void summaryKeepsTheLatestOfEachField();
    void linesAreDistinctLegalMovesTheAnswerFirst();
};

void TestEngineInfo::messages_data() {
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("depth");      // -1: absent
    QTest::addColumn<int>("selective");  // -1: absent
    QTest::addColumn<QString>("eval");   // "" absent
    QTest::addColumn<qlonglong>("nodes");
    QTest::addColumn<qlonglong>("speed");
    QTest::addColumn<qlonglong>("timeMs");
    QTest::addColumn<QString>("line");  // OXO cell names; rows from 1 at the top, as Rapfi's
    QTest::addColumn<bool>("recognised");

    // Rapfi, normal messages (searchoutput.cpp): each finished depth...
    QTest::newRow("rapfi depth") << "Depth 12-25 | Eval 35 | Time 120ms | H8 I9 J10" << 0 << 12
                                 << 25 << "35" << -1LL << -1LL << 120LL << "h8 i9 j10" << true;
    // ... one of several best lines (YXNBEST) ...
    QTest::newRow("rapfi multipv") << "(2) -12 | 12-25 | H8 I9 J10" << 2 << 12 << 25 << "-12"
                                   << -1LL << -1LL << -1LL << "h8 i9 j10" << true;
    // ... the search's end, and its line.
    QTest::newRow("rapfi end") << "Speed 820K | Depth 21-32 | Eval -193 | Node 795K | Time 970ms"
                               << 0 << 21 << 32 << "-193" << 795000LL << 820000LL << 970LL << ""
                               << true;
    QTest::newRow("rapfi bestline")
        << "Bestline G9 J8 G7" << 0 << -1 << -1 << "" << -1LL << -1LL << -1LL << "g9 j8 g7" << true;
    QTest::newRow("rapfi win") << "Depth 17-17 | Eval +M9 | Time 3s | H8" << 0 << 17 << 17 << "+M9"
                               << -1LL << -1LL << 3000LL << "h8" << true;
    QTest::newRow("rapfi database win")
        << "Speed 1M | Depth 30-45 | Eval +M* | Node 2G | Time 3min" << 0 << 30 << 45 << "+M*"
        << 2000000000LL << 1000000LL << 180000LL << "" << true;
    // Rapfi's MCTS search.
    QTest::newRow("rapfi mcts line")
        << "(1) 35 (W 55.00, D 10.00, S 0.12) | V 1234K | SD 20 | H8 I9" << 1 << -1 << 20 << "35"
        << -1LL << -1LL << -1LL << "h8 i9" << true;
    QTest::newRow("rapfi mcts end") << "Speed 12K | Visit 50K | Time 12s" << 0 << -1 << -1 << ""
                                    << 50000LL << 12000LL << 12000LL << "" << true;
    // Rapfi's ucilike mode (speed in nodes per millisecond).
    QTest::newRow("ucilike multipv")
        << "depth 12-25 multipv 2 ev 35 n 1234K n/ms 800 tm 1200 pv H8 I9" << 2 << 12 << 25 << "35"
        << 1234000LL << 800000LL << 1200LL << "h8 i9" << true;
    QTest::newRow("ucilike loss") << "depth 9-14 ev -M8 n 56K n/ms 300 tm 187 pv A1 B2" << 0 << 9
                                  << 14 << "-M8" << 56000LL << 300000LL << 187LL << "a1 b2" << true;
    QTest::newRow("ucilike lower-case cells")
        << "depth 3-5 ev 7 n 900 n/ms 12 tm 75 pv h8 i9" << 0 << 3 << 5 << "7" << 900LL << 12000LL
        << 75LL << "h8 i9" << true;
    // Cells off the board end the line where they stand.
    QTest::newRow("line off the board") << "Depth 5-9 | Eval 3 | Time 10ms | H8 Z99 J10" << 0 << 5
                                        << 9 << "3" << -1LL << -1LL << 10LL << "h8" << true;
    QTest::newRow("cells run together")
        << "Depth 12-25 | Eval 35 | Time 120ms | H8I9J10" << 0 << 12 << 25 << "35" << -1LL << -1LL
        << 120LL << "h8 i9 j10" << true;
    QTest::newRow("run together, off the board")
        << "Bestline H8Z99 J10" << 0 << -1 << -1 << "" << -1LL << -1LL << -1LL << "" << false;
    QTest::newRow("the last row") << "Bestline O15 A1" << 0 << -1 << -1 << "" << -1LL << -1LL
                                  << -1LL << "o15 a1" << true;
    // Plain text: kept, nothing read from it.
    QTest::newRow("rapfi gui info")
        << "INFO MAX_THREAD_NUM 256" << 0 << -1 << -1 << "" << -1LL << -1LL << -1LL << "" << false;
    QTest::newRow("free text") << "fake brain plays" << 0 << -1 << -1 << "" << -1LL << -1LL << -1LL
                               << "" << false;
    QTest::newRow("rapfi time plan") << "OptiTime 1.2s | MaxTime 5s" << 0 << -1 << -1 << "" << -1LL
                                     << -1LL << -1LL << "" << false;
    QTest::newRow("words without numbers") << "Depth x | Eval ? | Time soon | Node many" << 0 << -1
                                           << -1 << "" << -1LL << -1LL << -1LL << "" << false;
    QTest::newRow("empty") << "" << 0 << -1 << -1 << "" << -1LL << -1LL << -1LL << "" << false;
}

void TestEngineInfo::messages() {
    QFETCH(QString, message);
    const EngineInfo info = parseEngineMessage(message, kBoard);
    QCOMPARE(info.text, message);
    QTEST(info.rank, "rank");
    QTEST(info.depth.value_or(-1), "depth");
    QTEST(info.selectiveDepth.value_or(-1), "selective");
    QTEST(evalText(info.eval), "eval");
    QTEST(orMinus(info.nodes), "nodes");
    QTEST(orMinus(info.speed), "speed");
    QTEST(info.time ? static_cast<qlonglong>(info.time->count()) : -1LL, "timeMs");
    QTEST(lineText(info.bestLine), "line");
    QTEST(info.recognised(), "recognised");
    QVERIFY(!info.pondering);
}

void TestEngineInfo::counts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qlonglong>("value");  // -1: not a count
    QTest::newRow("plain") << "820" << 820LL;
    QTest::newRow("thousands") << "795K" << 795000LL;
    QTest::newRow("lower-case k") << "12k" << 12000LL;
    QTest::newRow("millions") << "1234M" << 1234000000LL;
    QTest::newRow("decimal millions") << "1.5M" << 1500000LL;
    QTest::newRow("billions") << "2G" << 2000000000LL;
    QTest::newRow("trillions") << "3T" << 3000000000000LL;
    QTest::newRow("zero") << "0" << 0LL;
    QTest::newRow("negative") << "-5" << -1LL;
    QTest::newRow("unknown suffix") << "5Q" << -1LL;
    QTest::newRow("two suffixes") << "5KM" << -1LL;
    QTest::newRow("empty") << "" << -1LL;
    QTest::newRow("huge") << "99999999999999T" << -1LL;
}

void TestEngineInfo::counts() {
    QFETCH(QString, text);
    QTEST(orMinus(oxo::pbrain::parseEngineCount(text)), "value");
}

void TestEngineInfo::evals_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");  // "" when not a value
    QTest::newRow("score") << "35"
                           << "35";
    QTest::newRow("negative score") << "-193"
                                    << "-193";
    QTest::newRow("win in plies") << "+M9"
                                  << "+M9";
    QTest::newRow("win without sign") << "M3"
                                      << "+M3";
    QTest::newRow("loss in plies") << "-M8"
                                   << "-M8";
    QTest::newRow("win of unknown length") << "+M*"
                                           << "+M*";
    QTest::newRow("loss of unknown length") << "-M*"
                                            << "-M*";
    QTest::newRow("W form") << "W9"
                            << "+M9";
    QTest::newRow("L form") << "L4"
                            << "-M4";
    QTest::newRow("words") << "VAL_NONE"
                           << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestEngineInfo::evals() {
    QFETCH(QString, text);
    QTEST(evalText(oxo::pbrain::parseEngineEval(text)), "canonical");
}

void TestEngineInfo::times_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qlonglong>("ms");  // -1: not a time
    QTest::newRow("milliseconds") << "970ms" << 970LL;
    QTest::newRow("bare number") << "1200" << 1200LL;
    QTest::newRow("seconds") << "12s" << 12000LL;
    QTest::newRow("decimal seconds") << "1.2s" << 1200LL;
    QTest::newRow("minutes") << "3min" << 180000LL;
    QTest::newRow("hours") << "1h" << 3600000LL;
    QTest::newRow("unknown unit") << "3days" << -1LL;
    QTest::newRow("words") << "soon" << -1LL;
}

void TestEngineInfo::times() {
    QFETCH(QString, text);
    const auto time = oxo::pbrain::parseEngineTime(text);
    QTEST(time ? static_cast<qlonglong>(time->count()) : -1LL, "ms");
}

// The panel shows the search as a whole: each field as last said, other best lines (rank 2 on)
// and pondering left out.
void TestEngineInfo::summaryKeepsTheLatestOfEachField() {
    EngineInfo summary;
    const QStringList lines{
        "Depth 11-20 | Eval 30 | Time 100ms | H8 I9",
        "(2) -5 | 12-21 | A1 B2",
        "(1) 33 | 12-21 | H8 J10",
        "[Pondering] Depth 30-40 | Eval -900 | Time 5s | C3",
        "fake text",
        "Speed 820K | Depth 12-22 | Eval 34 | Node 795K | Time 970ms",
    };
    for (const QString& line : lines) {
        oxo::pbrain::mergeEngineInfo(summary, parseEngineMessage(line, kBoard));
    }
    QCOMPARE(summary.depth.value_or(-1), 12);
    QCOMPARE(summary.selectiveDepth.value_or(-1), 22);
    QCOMPARE(evalText(summary.eval), QStringLiteral("34"));
    QCOMPARE(orMinus(summary.nodes), 795000LL);
    QCOMPARE(orMinus(summary.speed), 820000LL);
    QCOMPARE(summary.time.value_or(std::chrono::milliseconds(-1)).count(), 970);
    QCOMPARE(lineText(summary.bestLine), QStringLiteral("h8 j10"));
    QCOMPARE(summary.rank, 0);

    const EngineInfo ponder = parseEngineMessage(lines[3], kBoard);
    QVERIFY(ponder.pondering);
    QCOMPARE(ponder.depth.value_or(-1), 30);
}

// Several best moves from "(k) ..." lines: the latest of each rank, only legal moves, never a
// move twice, at most as many as asked; the engine's answer leads even when its messages
// ranked another move first.
void TestEngineInfo::linesAreDistinctLegalMovesTheAnswerFirst() {
    oxo::Rules rules = oxo::Rules::square(kBoard, 5);
    oxo::Position position(rules);
    position.make({0, 0});  // a1 is taken
    oxo::pbrain::EngineLines book;
    book.start(position, 3);
    QVERIFY(book.lines().empty());
    for (const char* line :
         {"(1) 10 | 4-6 | H8 I9", "(2) 5 | 4-6 | A1 B2", "(2) 4 | 4-6 | J10", "(3) 3 | 4-6 | H8 C3",
          "(4) 1 | 4-6 | D4", "Depth 4-6 | Eval 10 | Time 5ms | H8 I9"}) {
        book.note(parseEngineMessage(QString::fromLatin1(line), kBoard));
    }
    const auto describe = [](const std::vector<oxo::pbrain::EngineLine>& lines) {
        QStringList parts;
        for (const auto& line : lines) {
            parts << lineText(line.line) + " (" + evalText(line.eval) + ")";
        }
        return parts.join(" / ");
    };
    // a1 is taken, rank 4 was not asked, h8 twice is one line.
    QCOMPARE(describe(book.lines()), QStringLiteral("h8 i9 (10) / j10 (4)"));
    QCOMPARE(describe(book.withBest({9, 9})), QStringLiteral("j10 (4) / h8 i9 (10)"));
    QCOMPARE(describe(book.withBest({5, 5})), QStringLiteral("f6 (10) / h8 i9 (10) / j10 (4)"));
    QCOMPARE(book.summary().depth.value_or(-1), 4);

    book.start(position, 1);  // a new search forgets the last
    QVERIFY(book.lines().empty());
    QVERIFY(!book.summary().recognised());
}

OXO_TEST_GUILESS_MAIN(TestEngineInfo)
#include "test_engine_info.moc"
