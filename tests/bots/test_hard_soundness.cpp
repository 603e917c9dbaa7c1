// Hard's search never claims a forced result it does not have (R-B2, R-B3): a mate score is a
// promise the bot plays by, so a false one throws a game away. Positions from real games where
// an earlier Hard claimed such a win, each searched to a fixed depth (never a time limit).
#include <QTest>

#include "hard/searcher.h"
#include "hard/window.h"
#include "oxo/notation.h"
#include "qtest_columns.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::hard;

class TestHardSoundness : public QObject {
    Q_OBJECT

private slots:
    // The opponent would win by fours if it moved now, so the search answers with the cells of
    // the line it found and its own fours. A stone elsewhere can still break that win (it makes
    // one of the forced blocks a four of ours), so when every cell of the line loses, the other
    // moves must be searched before the node is called lost. Hard against Rapfi, 15x15, move
    // 31: X played b6 as a win in nine (29991 at depth 6); O answered f2 and held.
    void noFalseWinWhenTheDefenceIsOffTheLine_data() {
        test::addColumns<QString, QString, int>("moves", "notAWin", "depth");
        const QString game = QStringLiteral(
            "g5 e6 j8 e7 g7 e5 e4 g8 h6 i7 f8 e9 e8 i5 f7 g6 i9 f10 h8 j10 h7 h9 f4 h4 d4 c4 "
            "d5 d6 c6 f3");
        QTest::newRow("vs Rapfi move 31, depth 6") << game << QStringLiteral("b6") << 6;
        QTest::newRow("vs Rapfi move 31, depth 7") << game << QStringLiteral("b6") << 7;
    }
    void noFalseWinWhenTheDefenceIsOffTheLine() {
        QFETCH(QString, moves);
        QFETCH(QString, notAWin);
        QFETCH(int, depth);
        const Position position = ref::played(Rules::square(15, 5), moves);
        SearchSettings settings;
        settings.rootVct = false;  // the real win here is a VCT the root would find first
        Searcher searcher(settings);
        SearchLimits limits;
        limits.budget = std::chrono::hours(1);
        limits.depth = depth;
        const Analysis a = searcher.analyse(position, chooseWindow(position).window, limits);
        const Cell falseWin = *parseCell(notAWin.toStdString(), 15).cell;
        // The search may find the real win (e3, a VCT: Rapfi too sees the opponent mated after
        // it) and stop there, before `depth`; otherwise it must have searched that deep.
        if (a.move == falseWin || a.score < kMateBound) {
            QCOMPARE(a.depth, depth);
        }
        for (const RootMove& m : a.rootMoves) {
            if (m.move == falseWin) {
                // A claim is a mate score that is the value or a lower bound on it, or a proof;
                // "at most the real win's score" (an upper bound) claims nothing.
                const bool claimed = m.score >= kMateBound && m.bound != ScoreBound::Upper;
                QVERIFY2(!claimed && !(m.proven && m.verdict == Verdict::Win),
                         qPrintable(
                             QStringLiteral("%1 claimed as a win: %2").arg(notAWin).arg(m.score)));
            }
        }
        if (a.move == falseWin) {
            QVERIFY(a.score < kMateBound);
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestHardSoundness)
#include "test_hard_soundness.moc"
