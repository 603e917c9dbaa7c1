// The puzzle suite's proofs: every puzzle in tests/bots/puzzles is re-proven with
// the exhaustive prover of puzzle_prover.h (independent of Hard's own search). Attack: every
// listed solution wins by continuous fours. Defence: the listed solutions are exactly the
// legal moves after which the opponent has no VCF; every other legal move loses to one.
#include <QDir>
#include <QTest>

#include <set>

#include "puzzle_file.h"
#include "puzzle_prover.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::puzzles;

class TestPuzzleProofs : public QObject {
    Q_OBJECT

    static std::vector<Puzzle> suite() {
        std::vector<Puzzle> all;
        const QDir dir(QStringLiteral(OXO_PUZZLE_DIR));
        for (const QString& name : dir.entryList({"*.txt"}, QDir::Files, QDir::Name)) {
            for (Puzzle& p : readPuzzles(dir.filePath(name).toStdString())) {
                all.push_back(std::move(p));
            }
        }
        return all;
    }

private slots:
    // At least 60 puzzles, half attack and half defence, K = 4 and 5, several board sizes.
    void suiteShape() {
        const std::vector<Puzzle> all = suite();
        int attacks = 0;
        int defences = 0;
        std::set<int> sizes;
        std::set<int> ks;
        for (const Puzzle& p : all) {
            QVERIFY2(p.error.empty(), p.error.c_str());
            (p.attack ? attacks : defences) += 1;
            sizes.insert(p.size);
            ks.insert(p.winLength);
            const Position position = p.position();
            QVERIFY2(!position.isOver(), p.id.c_str());
            for (const Cell s : p.solutions) {
                QVERIFY2(position.check(s) == MoveError::None, p.id.c_str());
            }
        }
        QVERIFY(attacks >= 30);
        QVERIFY(defences >= 30);
        QVERIFY(ks.count(4) == 1 && ks.count(5) == 1);
        QVERIFY(sizes.size() >= 4);
    }

    void attacksProven() {
        for (const Puzzle& p : suite()) {
            if (!p.attack) {
                continue;
            }
            Position position = p.position();
            for (const Cell s : p.solutions) {
                ProofBudget budget;
                QVERIFY2(provesWinningMove(position, s, p.plies, false, budget),
                         (p.id + " " + cellName(s)).c_str());
            }
        }
    }

    void defencesProven() {
        for (const Puzzle& p : suite()) {
            if (p.attack) {
                continue;
            }
            Position position = p.position();
            std::vector<Cell> legal;
            position.legalMoves(legal);
            int saving = 0;
            for (const Cell m : legal) {
                position.make(m);
                ProofBudget budget;
                const bool loses = provesVcf(position, p.plies, budget);
                position.unmake(m);
                QVERIFY2(!budget.exceeded(), p.id.c_str());
                const bool listed =
                    std::find(p.solutions.begin(), p.solutions.end(), m) != p.solutions.end();
                QVERIFY2(listed == !loses, (p.id + " " + cellName(m)).c_str());
                saving += loses ? 0 : 1;
            }
            QCOMPARE(saving, static_cast<int>(p.solutions.size()));
            QVERIFY(saving >= 1 && saving <= 4);
        }
    }
};

OXO_TEST_GUILESS_MAIN(TestPuzzleProofs)
#include "test_puzzle_proofs.moc"
