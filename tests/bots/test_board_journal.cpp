// Hard's pattern board puts back exactly what a make changed (board_journal.h). R-B2.
#include <QTest>
#include <random>

#include "bot_tree.h"
#include "hard/pattern_board.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::hard;

class TestBoardJournal : public QObject {
    Q_OBJECT

private slots:
    // Unmake puts the board back exactly, the threat-cell and near-cell sets in the order they
    // had: a search then lists the same moves in the same order after any make/unmake below
    // it (the journal of board_journal.h; recomputing them reordered the sets). Every K from 3
    // to 8 and long K, two to four players, gravity too.
    void unmakeRestoresSetOrder() {
        std::mt19937_64 rng(77);
        int checks = 0;
        for (int round = 0; round < 40; ++round) {
            const int k = round % 10 < 8 ? 3 + round % 6 : 12;
            const int n = k + 2 + static_cast<int>(rng() % 8);
            Rules rules = Rules::square(n, k);
            rules.players = 2 + static_cast<int>(rng() % 3);
            rules.gravity = round % 5 == 4;
            rules.earlyDraw = false;
            ShapeTable table;
            table.build(k, false);
            Position position(rules);
            test::randomMidGame(position, n * n / 5, rng);
            if (position.isOver()) {
                continue;
            }
            PatternBoard board;
            board.setup(rules, Window{0, 0, n, n}, table.usable() ? &table : nullptr,
                        EvalWeights::tuned());
            board.load(position);
            const auto orders = [&board] {
                std::vector<std::vector<int>> all{
                    {board.nearCells().begin(), board.nearCells().end()}};
                for (int p = 0; p < board.players(); ++p) {
                    for (const CellSet* set : {&board.winCells(p), &board.flexFourCells(p),
                                               &board.fourCells(p), &board.threeCells(p)}) {
                        all.emplace_back(set->begin(), set->end());
                    }
                }
                all.push_back({static_cast<int>(board.evaluate(board.toMove()))});
                return all;
            };
            const auto before = orders();
            std::vector<int> played;
            for (int step = 0; step < 10; ++step) {
                std::vector<int> options;
                for (int i = 0; i < board.cellCount(); ++i) {
                    if (board.playable(i)) {
                        options.push_back(i);
                    }
                }
                if (options.empty()) {
                    break;
                }
                const int cell = options[rng() % options.size()];
                board.make(cell);
                played.push_back(cell);
                if (board.won()) {
                    break;
                }
            }
            QVERIFY(!played.empty());
            while (!played.empty()) {
                board.unmake(played.back());
                played.pop_back();
            }
            QCOMPARE(orders(), before);
            ++checks;
        }
        QVERIFY(checks >= 30);
    }
};

OXO_TEST_GUILESS_MAIN(TestBoardJournal)
#include "test_board_journal.moc"
