// Seeded property tests against the brute-force reference (R-E12): the O(1)/O(K) bookkeeping
// must agree with full-board scans after every move, for every small N, K, player count and
// rule option; undo/redo walks must agree with a fresh replay (R-E8, R-E9).
#include <QTest>

#include <algorithm>
#include <random>

#include "oxo/game.h"
#include "reference.h"
#include "test_main.h"

namespace {

QString describe(const oxo::Rules& r, std::uint64_t game) {
    return QStringLiteral("game %1: N=%2 K=%3 players=%4 first=%5 gravity=%6 early=%7 exact=%8")
        .arg(game)
        .arg(r.size)
        .arg(r.winLength)
        .arg(r.players)
        .arg(int(r.firstPlayer))
        .arg(r.gravity)
        .arg(r.earlyDraw)
        .arg(r.family == oxo::Family::Exact);
}

// The longest run of the mark on `cell` through it, in any direction, by walking the board.
int longestRunThrough(const oxo::Position& pos, oxo::Cell cell) {
    const oxo::Player p = pos.at(cell);
    int longest = 0;
    for (const auto& d : ref::kDirs) {
        int run = 1;
        for (int sign : {-1, 1}) {
            for (int i = 1;; ++i) {
                const oxo::Cell c{cell.row + sign * i * d[0], cell.col + sign * i * d[1]};
                if (!pos.inBounds(c) || pos.at(c) != p) {
                    break;
                }
                ++run;
            }
        }
        longest = std::max(longest, run);
    }
    return longest;
}

oxo::Position replay(const oxo::Rules& rules, const std::vector<oxo::Move>& moves) {
    oxo::Position position(rules);
    for (const oxo::Move& move : moves) {
        position.make(move.cell);
    }
    return position;
}

}  // namespace

class TestProperty : public QObject {
    Q_OBJECT

private slots:
    void engineAgreesWithBruteForce() {
        // R-E12, R-E2, R-E5, R-E6, R-E7, R-E13, R-E14: 200,000 random games over N = 3..9,
        // every K, 2-4 players, gravity and the other options on and off.
        const std::uint64_t games = qEnvironmentVariableIsSet("OXO_PROPERTY_GAMES")
                                        ? qEnvironmentVariableIntValue("OXO_PROPERTY_GAMES")
                                        : 200000;
        std::mt19937_64 rng(12);
        std::vector<oxo::Cell> legal;
        std::uint64_t moves = 0;
        std::uint64_t wins = 0;
        std::uint64_t earlyDraws = 0;
        std::uint64_t fullDraws = 0;
        std::uint64_t overlines = 0;
        for (std::uint64_t g = 0; g < games; ++g) {
            const oxo::Rules rules = ref::randomRules(rng, 9);
            oxo::Game game(rules);
            const oxo::Position& pos = game.position();
            while (!pos.isOver()) {
                pos.legalMoves(legal);
                const oxo::Cell cell = legal[rng() % legal.size()];
                const oxo::Player mover = pos.toMove();
                // Under gravity aim at any row of the column: the mark must land on `cell`.
                const oxo::Cell target =
                    rules.gravity ? oxo::Cell{static_cast<int>(rng() % rules.size), cell.col}
                                  : cell;
                const oxo::PlayResult played = game.play(target, mover);
                QVERIFY(played.ok());
                QVERIFY(played.placed == cell);
                ++moves;
                if (rules.family == oxo::Family::Exact &&
                    longestRunThrough(pos, cell) > rules.winLength) {
                    ++overlines;
                }
                const ref::Verdict expected = ref::judge(pos);
                if (pos.status() != expected.status || pos.winner() != expected.winner ||
                    pos.drawKind() != expected.draw || expected.winners > 1 ||
                    pos.liveLines() != ref::liveCount(pos) || pos.hash() != ref::fullHash(pos)) {
                    QFAIL(qPrintable(describe(rules, g) +
                                     QStringLiteral(" after %1 moves, last %2: engine status %3 "
                                                    "winner %4 draw %5 live %6; reference %7 %8 "
                                                    "%9 live %10")
                                         .arg(pos.moveCount())
                                         .arg(QString::fromStdString(oxo::cellName(cell)))
                                         .arg(int(pos.status()))
                                         .arg(int(pos.winner()))
                                         .arg(int(pos.drawKind()))
                                         .arg(pos.liveLines())
                                         .arg(int(expected.status))
                                         .arg(int(expected.winner))
                                         .arg(int(expected.draw))
                                         .arg(ref::liveCount(pos))));
                }
                if (pos.status() == oxo::Status::Won) {
                    // The reported line is a maximal run of the mover through the move that
                    // wins under the rules, found by walking the board cell by cell.
                    const auto line = pos.winningLine();
                    QVERIFY2(ref::isMaximalRunThrough(pos, line, mover, cell) &&
                                 ref::winningRun(rules, static_cast<int>(line.size())),
                             qPrintable(describe(rules, g)));
                }
            }
            wins += pos.status() == oxo::Status::Won ? 1 : 0;
            earlyDraws += pos.drawKind() == oxo::DrawKind::NoLineWinnable ? 1 : 0;
            fullDraws += pos.drawKind() == oxo::DrawKind::BoardFull ? 1 : 0;
        }
        qInfo(
            "%llu games, %llu moves: %llu wins, %llu early draws, %llu full-board draws, "
            "%llu overlines under the exact-length rule",
            static_cast<unsigned long long>(games), static_cast<unsigned long long>(moves),
            static_cast<unsigned long long>(wins), static_cast<unsigned long long>(earlyDraws),
            static_cast<unsigned long long>(fullDraws), static_cast<unsigned long long>(overlines));
        // Every kind of ending must have been exercised, or the test proves little.
        QVERIFY(wins > games / 10);
        QVERIFY(earlyDraws > games / 100);
        QVERIFY(fullDraws > 0);
        QVERIFY(overlines > games / 1000);  // R-E14 must have been put to the test
    }

    void undoRedoWalksMatchReplay() {
        // R-E8, R-E9: random walks of play/undo/redo (including past the end of the game) always
        // leave exactly the position a fresh replay of the history gives.
        std::mt19937_64 rng(34);
        std::vector<oxo::Cell> legal;
        std::uint64_t steps = 0;
        for (int g = 0; g < 4000; ++g) {
            const oxo::Rules rules = ref::randomRules(rng, 7);
            oxo::Game game(rules);
            for (int step = 0; step < 60; ++step) {
                const auto roll = rng() % 100;
                if (roll < 55 && !game.position().isOver()) {
                    game.position().legalMoves(legal);
                    QVERIFY(game.play(legal[rng() % legal.size()]).ok());
                    QVERIFY(!game.canRedo());
                } else if (roll < 85) {
                    const bool could = game.canUndo();
                    QCOMPARE(game.undo(), could);
                } else {
                    const bool could = game.canRedo();
                    const auto next = could ? game.redoTail().back() : oxo::Move{};
                    QCOMPARE(game.redo(), could);
                    if (could) {
                        QVERIFY(game.history().back() == next);
                    }
                }
                ++steps;
                if (!(game.position() == replay(rules, game.history()))) {
                    QFAIL(qPrintable(describe(rules, static_cast<std::uint64_t>(g)) +
                                     QStringLiteral(" step %1").arg(step)));
                }
            }
        }
        QVERIFY(steps == 4000u * 60u);
    }
};

OXO_TEST_APPLESS_MAIN(TestProperty)
#include "test_property.moc"
