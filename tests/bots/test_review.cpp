// Game review (R-B5): marks on constructed games whose mistakes are known — on 3×3, where every
// value is proven, a move that gives up a proven draw is "??" with a better move named, and
// perfect play has no mark; on 15×15 a move that ignores an open four is "??"; the marks' own
// rules (markOf) on a table; and a stop ends the review early with what was weighed so far.
#include <QTest>

#include "oxo/notation.h"
#include "oxo/position.h"
#include "oxo/review.h"
#include "test_main.h"

using namespace oxo;

namespace {

std::vector<Move> movesOf(const Rules& rules, std::initializer_list<const char*> names) {
    Position p(rules);
    std::vector<Move> moves;
    for (const char* name : names) {
        const Cell c = *parseCell(name, rules.size).cell;
        moves.push_back({p.toMove(), c});
        p.make(c);
    }
    return moves;
}

ReviewOptions byDepth(int depth) {
    ReviewOptions o;
    o.perMove.depth = depth;
    o.perMove.budget = std::chrono::minutes(10);  // the depth decides, not the machine
    return o;
}

MoveValue proven(Verdict v, int distance) {
    MoveValue m;
    m.known = m.proven = true;
    m.verdict = v;
    m.distance = distance;
    return m;
}

MoveValue scored(int score) {
    MoveValue m;
    m.known = true;
    m.score = score;
    return m;
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    // O's a2 after X's centre loses (a corner draws): the one "??", with a corner as better.
    void threeByThreeBlunderIsFound() {
        const Rules rules = Rules::square(3);
        const auto moves = movesOf(rules, {"b2", "a2", "a1", "c3", "c1"});
        const auto reviews = reviewGame(rules, moves, byDepth(9));
        QCOMPARE(reviews.size(), moves.size());
        QCOMPARE(reviews[1].mark, MoveMark::Blunder);
        QVERIFY(reviews[1].before.proven && reviews[1].before.verdict == Verdict::Draw);
        QVERIFY(reviews[1].after.proven && reviews[1].after.verdict == Verdict::Loss);
        const Cell best = reviews[1].best;
        QVERIFY2((best.row == 0 || best.row == 2) && (best.col == 0 || best.col == 2),
                 cellName(best).c_str());  // a corner
        for (const std::size_t i : {0U, 2U, 3U, 4U}) {
            QCOMPARE(reviews[i].mark, MoveMark::None);
        }
        // X's c1 makes two threats: a proven win in 3 plies, before and after.
        QVERIFY(reviews[4].after.proven && reviews[4].after.verdict == Verdict::Win);
        QCOMPARE(reviews[4].after.distance, 3);
    }

    // Perfect play from both sides draws and earns no mark at all.
    void perfectPlayHasNoMarks() {
        Rules rules = Rules::square(3);
        rules.earlyDraw = false;  // all nine moves are played
        const auto moves = movesOf(rules, {"b2", "a1", "c3", "a3", "a2", "c2", "b1", "b3", "c1"});
        const auto reviews = reviewGame(rules, moves, byDepth(9));
        QCOMPARE(reviews.size(), moves.size());
        for (const MoveReview& r : reviews) {
            QCOMPARE(r.mark, MoveMark::None);
            QVERIFY(r.before.proven && r.before.verdict == Verdict::Draw);
        }
    }

    // 15×15: X's four h8-k8 is blocked at g8, so l8 is its one threat. O ignores it (o15):
    // a "??"; X then misses the five (c13): a proven win given up, "??" with l8 as better.
    void gomokuIgnoredFourAndMissedFive() {
        const Rules rules = Rules::square(15, 5);
        const auto moves = movesOf(rules, {"h8", "g8", "i8", "a1", "j8", "a2", "k8", "o15", "c13"});
        const auto reviews = reviewGame(rules, moves, byDepth(4));
        QCOMPARE(reviews.size(), moves.size());
        const MoveReview& ignored = reviews[7];
        QCOMPARE(ignored.mark, MoveMark::Blunder);
        QVERIFY(ignored.after.proven && ignored.after.verdict == Verdict::Loss);
        QCOMPARE(ignored.best, (Cell{7, 11}));  // l8
        const MoveReview& miss = reviews[8];
        QVERIFY(miss.before.proven && miss.before.verdict == Verdict::Win);
        QCOMPARE(miss.mark, MoveMark::Blunder);
        QCOMPARE(miss.best, (Cell{7, 11}));
    }

    void marks_data() {
        QTest::addColumn<int>("kind");  // which pair below
        QTest::addColumn<int>("mark");
        QTest::newRow("win kept") << 0 << int(MoveMark::None);
        QTest::newRow("win given up") << 1 << int(MoveMark::Blunder);
        QTest::newRow("draw to loss") << 2 << int(MoveMark::Blunder);
        QTest::newRow("small drop") << 3 << int(MoveMark::None);
        QTest::newRow("mistake") << 4 << int(MoveMark::Mistake);
        QTest::newRow("big drop") << 5 << int(MoveMark::Blunder);
        QTest::newRow("best move never marked") << 6 << int(MoveMark::None);
        QTest::newRow("unknown after") << 7 << int(MoveMark::None);
    }
    void marks() {
        QFETCH(int, kind);
        QFETCH(int, mark);
        const std::pair<MoveValue, MoveValue> pairs[] = {
            {proven(Verdict::Win, 5), proven(Verdict::Win, 7)},
            {proven(Verdict::Win, 5), proven(Verdict::Draw, 3)},
            {proven(Verdict::Draw, 9), proven(Verdict::Loss, 6)},
            {scored(100), scored(60)},
            {scored(200), scored(-30)},
            {scored(300), scored(-400)},
            {scored(300), scored(-400)},
            {scored(300), MoveValue{}},
        };
        const auto& [before, after] = pairs[kind];
        QCOMPARE(int(markOf(before, after, kind == 6)), mark);
    }

    // A stop ends the review early: the moves weighed so far, nothing invented.
    void stopEndsEarly() {
        const Rules rules = Rules::square(15, 5);
        const auto moves = movesOf(rules, {"h8", "a1", "i8", "a2", "j8", "a3"});
        std::stop_source source;
        int reports = 0;
        const auto reviews =
            reviewGame(rules, moves, byDepth(3), source.get_token(), [&](int done, int total) {
                QCOMPARE(total, 7);
                if (++reports == 3) {
                    source.request_stop();
                }
                QCOMPARE(done, reports);
            });
        QCOMPARE(reports, 3);
        QCOMPARE(reviews.size(), std::size_t{2});  // positions 0..2 weighed: moves 1 and 2
    }
};

OXO_TEST_APPLESS_MAIN(TestReview)
#include "test_review.moc"
