// Hard's threat-space search: VCF against an exhaustive search of the same question
// on the plain Position, where the defender may answer with ANY legal move; VCT finds every VCF
// win and the open-three wins; the defences against an open K-2 are exactly the moves that
// leave no open K-1, whether found by making each move or read from the board's keys. R-B2,
// R-B3.
#include <QTest>
#include <random>

#include "bot_tree.h"
#include "hard/threat_search.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::hard;

namespace {

bool hasWinningMove(Position& position) {
    std::vector<Cell> moves;
    position.legalMoves(moves);
    const Player me = position.toMove();
    return std::any_of(moves.begin(), moves.end(),
                       [&](Cell c) { return test::wouldWin(position, c, me); });
}

// Does the side to move win within `plies` plies by moves that each threaten to win at once,
// whatever the opponent answers? Every legal move is tried on both sides.
bool exhaustiveVcf(Position& position, int plies, std::uint64_t& nodes) {
    ++nodes;
    if (hasWinningMove(position)) {
        return true;
    }
    if (plies < 3) {
        return false;
    }
    std::vector<Cell> moves;
    position.legalMoves(moves);
    const Player attacker = position.toMove();
    for (const Cell m : moves) {
        position.make(m);
        bool wins = false;
        if (!position.isOver()) {
            // A threat: some cell now wins for the attacker.
            std::vector<Cell> replies;
            position.legalMoves(replies);
            const bool threat = std::any_of(replies.begin(), replies.end(), [&](Cell c) {
                return test::wouldWin(position, c, attacker);
            });
            if (threat) {
                wins = true;
                for (const Cell r : replies) {
                    position.make(r);
                    const bool holds = position.status() != Status::Won && !position.isOver() &&
                                       exhaustiveVcf(position, plies - 2, nodes);
                    position.unmake(r);
                    if (!holds) {
                        wins = false;
                        break;
                    }
                }
            }
        }
        position.unmake(m);
        if (wins) {
            return true;
        }
    }
    return false;
}

}  // namespace

class TestThreats : public QObject {
    Q_OBJECT

private slots:
    // The VCF solver and the exhaustive search agree on random small positions with a threat.
    void vcfMatchesExhaustive_data() {
        test::addColumns<int, int, bool>("n", "k", "exact");
        QTest::newRow("7x7 K4") << 7 << 4 << false;
        QTest::newRow("8x8 K4 exact") << 8 << 4 << true;
        QTest::newRow("9x9 K5") << 9 << 5 << false;
        QTest::newRow("9x9 K5 exact") << 9 << 5 << true;
    }
    void vcfMatchesExhaustive() {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(bool, exact);
        Rules rules = Rules::square(n, k);
        rules.family = exact ? Family::Exact : Family::Freestyle;
        rules.earlyDraw = false;
        ShapeTable table;
        table.build(k, exact);
        ThreatSearch threats(14);
        std::mt19937_64 rng(static_cast<std::uint64_t>(n * 100 + k));
        int wins = 0;
        int noWins = 0;
        for (int attempt = 0; attempt < 4000 && (wins < 12 || noWins < 12); ++attempt) {
            Position position(rules);
            test::randomMidGame(position, n * n / 3 + static_cast<int>(rng() % (n * 2)), rng);
            if (position.isOver() || hasWinningMove(position)) {
                continue;
            }
            PatternBoard board;
            board.setup(rules, Window{0, 0, n, n}, &table, EvalWeights::tuned());
            board.load(position);
            // Only positions with at least one four to make are interesting.
            if (board.fourCells(board.toMove()).empty()) {
                continue;
            }
            constexpr int kPlies = 7;
            std::uint64_t nodes = 0;
            const bool expected = exhaustiveVcf(position, kPlies, nodes);
            if ((expected && wins >= 12) || (!expected && noWins >= 12)) {
                continue;
            }
            threats.clear();
            std::vector<int> line;
            const bool found = threats.vcf(board, kPlies, 1u << 30, &line);
            QVERIFY(!threats.exhausted());
            QVERIFY2(found == expected, qPrintable(QString("after %1 moves: vcf %2, exhaustive %3")
                                                       .arg(position.moveCount())
                                                       .arg(found)
                                                       .arg(expected)));
            if (found) {
                // The line is playable and ends in the attacker's win.
                QVERIFY(!line.empty() && line.size() % 2 == 1);
                Position replay = position;
                const Player attacker = replay.toMove();
                for (const int cell : line) {
                    QCOMPARE(replay.check(board.toCell(cell)), MoveError::None);
                    replay.make(board.toCell(cell));
                }
                QCOMPARE(replay.status(), Status::Won);
                QCOMPARE(replay.winner(), attacker);
                ++wins;
            } else {
                ++noWins;
            }
        }
        QCOMPARE(wins, 12);
        QCOMPARE(noWins, 12);
    }

    // VCT wins by a double open three where no VCF exists, and the defences against an open
    // three are its two ends only (a cell one further out lets it open).
    void vctAndDefences() {
        Rules rules = Rules::square(15, 5);
        ShapeTable table;
        table.build(5, false);
        const auto at = [](const char* name) { return *parseCell(name, 15).cell; };
        ThreatSearch threats(16);
        {
            // X: h8 i8 and j10 j11; j8 makes two open threes at once. O far away.
            Position position(rules);
            for (const char* m : {"h8", "a1", "i8", "a3", "j10", "a5", "j11", "o15"}) {
                position.make(at(m));
            }
            PatternBoard board;
            board.setup(rules, Window{0, 0, 15, 15}, &table, EvalWeights::tuned());
            board.load(position);
            QVERIFY(board.fourCells(0).empty());
            QVERIFY(!threats.vcf(board, 9, 1u << 20));
            std::vector<int> line;
            QVERIFY(threats.vct(board, 5, 1u << 20, &line));
            QCOMPARE(cellName(board.toCell(line.front())), std::string("j8"));
            ThreatSearch cold(12);
            QVERIFY(!cold.vct(board, 5, 3));  // three nodes are not enough: "not found"
            QVERIFY(cold.exhausted());
        }
        {
            // X: an open three h8 i8 j8; O to move.
            Position position(rules);
            for (const char* m : {"h8", "a1", "i8", "a3", "j8", "a5", "b14"}) {
                position.make(at(m));
            }
            PatternBoard board;
            board.setup(rules, Window{0, 0, 15, 15}, &table, EvalWeights::tuned());
            board.load(position);
            std::vector<int> defences;
            ThreatSearch::defencesAgainstFlexFour(board, defences);
            std::vector<std::string> names;
            for (const int d : defences) {
                names.push_back(cellName(board.toCell(d)));
            }
            std::sort(names.begin(), names.end());
            QCOMPARE(names, (std::vector<std::string>{"g8", "k8"}));
        }
    }

    // Whether a stone on a cell leaves the attacker no open K-1 is read from the board's shape
    // keys (PatternBoard::leavesNoFlexFour) instead of making the move: the two answers agree on
    // every empty cell of many random positions, for K 4 to 6, exact K, renju with white
    // attacking and three players; and the boards it is not asked on say so.
    void defencesReadFromTheKeysAreThoseOfMakingTheMove() {
        std::mt19937_64 rng(2612);
        int threatened = 0;
        int stopping = 0;
        for (int round = 0; round < 240; ++round) {
            const int kind = round % 6;  // free K=5, K=4, K=6, exact K=5, renju, three players
            const int k = kind == 1 || kind == 5 ? 4 : kind == 2 ? 6 : 5;
            Rules rules = Rules::square(15, k);
            rules.family = kind == 3   ? Family::Exact
                           : kind == 4 ? Family::Renju
                                       : Family::Freestyle;
            rules.players = kind == 5 ? 3 : 2;
            rules.earlyDraw = false;
            const bool exact = rules.family != Family::Freestyle;
            ShapeTable table;
            table.build(k, exact);
            ShapeTable freeTable;
            freeTable.build(k, false, shapeRadius(k, exact));
            Position position(rules);
            test::randomMidGame(position, 12 + static_cast<int>(rng() % 40), rng);
            if (position.isOver()) {
                continue;
            }
            PatternBoard board;
            board.setup(rules, Window{0, 0, 15, 15}, &table, EvalWeights::tuned(), &freeTable);
            board.load(position);
            const int defender = board.toMove();
            const int attacker = board.next(defender);
            if (kind == 4 && attacker == 0) {
                QVERIFY(!board.readsDefences(attacker));  // black's forbidden cells can change
                continue;
            }
            QVERIFY(board.readsDefences(attacker));
            threatened += board.hasFlexFour(attacker) ? 1 : 0;
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                if (!board.playable(cell)) {
                    continue;
                }
                const bool read = board.leavesNoFlexFour(cell, attacker);
                board.make(cell);
                const bool made = !board.hasFlexFour(attacker);
                board.unmake(cell);
                QCOMPARE(read, made);
                stopping += made && board.hasFlexFour(attacker) ? 1 : 0;
            }
        }
        QVERIFY2(threatened >= 40, "positions where the attacker has an open K-2");
        QVERIFY2(stopping >= 80, "cells that stop it");
        // Gravity and boards without a table are never read: the caller makes the move there.
        Rules gravity = Rules::square(7, 4);
        gravity.gravity = true;
        ShapeTable table;
        table.build(4, false);
        PatternBoard board;
        board.setup(gravity, Window{0, 0, 7, 7}, &table, EvalWeights::tuned());
        QVERIFY(!board.readsDefences(1));
        board.setup(Rules::square(15, 5), Window{0, 0, 15, 15}, nullptr, EvalWeights::tuned());
        QVERIFY(!board.readsDefences(1));
    }
};

OXO_TEST_GUILESS_MAIN(TestThreats)
#include "test_threats.moc"
