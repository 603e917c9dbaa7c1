// Hard solves the puzzle suite with a NODE limit, not a time limit: at least 95 % of
// the attack puzzles (a move that keeps a proven forced win) and of the defence puzzles (one of
// the moves that stop the opponent's forced win). The timed figure (1 s a move) is a benchmark
// in docs/bench/strength.md. R-B3.
#include <QDir>
#include <QTest>

#include "bot_tree.h"
#include "oxo/bot.h"
#include "puzzle_file.h"
#include "puzzle_prover.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::puzzles;

class TestPuzzles : public QObject {
    Q_OBJECT

private slots:
    void hardSolvesSuite() {
        const QDir dir(QStringLiteral(OXO_PUZZLE_DIR));
        int attacks = 0;
        int defences = 0;
        int attacksSolved = 0;
        int defencesSolved = 0;
        for (const QString& name : dir.entryList({"*.txt"}, QDir::Files, QDir::Name)) {
            for (const Puzzle& p : readPuzzles(dir.filePath(name).toStdString())) {
                QVERIFY2(p.error.empty(), p.error.c_str());
                Position position = p.position();
                auto bot = makeBot(BotLevel::Hard, 1);
                const Cell move = bot->think(position, test::nodeLimited(kNodes)).move;
                bool solved =
                    std::find(p.solutions.begin(), p.solutions.end(), move) != p.solutions.end();
                if (!solved && p.attack && position.check(move) == MoveError::None) {
                    // Another winning move counts when the prover shows it wins (a four or an
                    // open three whose every answer leaves a VCF).
                    ProofBudget budget;
                    solved = provesWinningMove(position, move, p.plies, true, budget);
                }
                (p.attack ? attacks : defences) += 1;
                (p.attack ? attacksSolved : defencesSolved) += solved ? 1 : 0;
                if (!solved) {
                    qWarning("%s not solved: played %s", p.id.c_str(), cellName(move).c_str());
                }
            }
        }
        qInfo("attack %d/%d, defence %d/%d at %llu nodes", attacksSolved, attacks, defencesSolved,
              defences, static_cast<unsigned long long>(kNodes));
        QVERIFY(attacks >= 30 && defences >= 30);
        QVERIFY(attacksSolved * 100 >= 95 * attacks);
        QVERIFY(defencesSolved * 100 >= 95 * defences);
    }

private:
    static constexpr std::uint64_t kNodes = 200000;
};

OXO_TEST_GUILESS_MAIN(TestPuzzles)
#include "test_puzzles.moc"
