// hard_tools puzzles and solve: proven puzzles cut from self-play games, and Hard on them.
#include <cstdio>
#include <set>

#include "../../bots/puzzle_file.h"
#include "../../bots/puzzle_prover.h"
#include "hard/pattern_board.h"
#include "hard/threat_search.h"
#include "hard/window.h"
#include "oxo/bot.h"
#include "oxo/notation.h"
#include "oxo/position.h"
#include "oxo/replay.h"
#include "tools.h"

namespace oxo::tools {

int makePuzzles(int size, int k, int attacks, int defences, const std::vector<std::string>& files) {
    constexpr int kPlies = 15;
    const std::vector<std::vector<Cell>> games = readGames(files, size);
    hard::ShapeTable table;
    table.build(k, false);
    hard::ThreatSearch threats(16);
    int madeAttacks = 0;
    int madeDefences = 0;
    int id = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        Position position(Rules::square(size, k));
        bool attackFromThisGame = false;
        bool defenceFromThisGame = false;
        for (std::size_t i = 0; i < games[g].size() && !position.isOver(); ++i) {
            if (checkRecorded(position, games[g][i]) != MoveError::None) {
                break;  // a game file this tool did not write: the rest is not a game
            }
            position.make(games[g][i]);
            if (position.isOver() || i < 6) {
                continue;
            }
            const Player me = position.toMove();
            const auto them = static_cast<Player>(1 - me);
            if (!puzzles::winningCells(position, me).empty() ||
                !puzzles::winningCells(position, them).empty()) {
                continue;
            }
            std::vector<Cell> played(games[g].begin(), games[g].begin() + static_cast<long>(i) + 1);
            puzzles::ProofBudget budget;
            budget.limit = 2'000'000;
            if (madeAttacks < attacks && !attackFromThisGame &&
                !puzzles::provesVcf(position, 3, budget) &&
                puzzles::provesVcf(position, kPlies, budget) && !budget.exceeded()) {
                std::vector<Cell> solutions;
                for (const Cell m : puzzles::cellsNear(position, me)) {
                    puzzles::ProofBudget each;
                    each.limit = 2'000'000;
                    if (puzzles::provesWinningMove(position, m, kPlies, false, each)) {
                        solutions.push_back(m);
                    }
                }
                if (!solutions.empty() && solutions.size() <= 3) {
                    std::printf("A%d | %d %d | attack | %s | %s | vcf %d\n", ++id, size, k,
                                moveList(played).c_str(), moveList(solutions).c_str(), kPlies);
                    std::fflush(stdout);
                    ++madeAttacks;
                    attackFromThisGame = true;
                    continue;
                }
            }
            if (madeDefences >= defences || defenceFromThisGame ||
                puzzles::provesVcf(position, kPlies, budget)) {
                continue;
            }
            // Quick filter: the opponent, moving now, wins by fours (Hard's own VCF).
            hard::PatternBoard board;
            board.setup(position.rules(), hard::Window{0, 0, size, size}, &table,
                        hard::EvalWeights::tuned());
            board.load(position);
            board.setToMove(them);
            const bool threatened = threats.vcf(board, kPlies, 200000);
            board.setToMove(me);
            if (!threatened || !board.flexFourCells(them).empty()) {
                continue;  // nothing to defend, or a plain open three (too easy)
            }
            std::vector<Cell> legal;
            position.legalMoves(legal);
            std::vector<Cell> solutions;
            bool proved = true;
            for (const Cell m : legal) {
                position.make(m);
                puzzles::ProofBudget each;
                each.limit = 2'000'000;
                const bool loses = puzzles::provesVcf(position, kPlies, each);
                proved = proved && !each.exceeded();
                position.unmake(m);
                if (!loses) {
                    solutions.push_back(m);
                    if (solutions.size() > 4) {
                        break;
                    }
                }
            }
            if (proved && !solutions.empty() && solutions.size() <= 4) {
                std::printf("D%d | %d %d | defence | %s | %s | vcf %d\n", ++id, size, k,
                            moveList(played).c_str(), moveList(solutions).c_str(), kPlies);
                std::fflush(stdout);
                ++madeDefences;
                defenceFromThisGame = true;
            }
        }
        if (madeAttacks >= attacks && madeDefences >= defences) {
            break;
        }
    }
    std::fprintf(stderr, "%d attacks, %d defences from %zu games\n", madeAttacks, madeDefences,
                 games.size());
    return 0;
}

int solvePuzzles(int ms, const std::vector<std::string>& files) {
    int total[2] = {0, 0};
    int solved[2] = {0, 0};
    double seconds = 0;
    for (const std::string& file : files) {
        for (const puzzles::Puzzle& p : puzzles::readPuzzles(file)) {
            Position position = p.position();
            auto bot = makeBot(BotLevel::Hard, 1);
            SearchLimits limits;
            limits.budget = std::chrono::milliseconds(ms);
            const auto started = std::chrono::steady_clock::now();
            const Cell move = bot->think(position, limits).move;
            seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            bool ok = std::find(p.solutions.begin(), p.solutions.end(), move) != p.solutions.end();
            if (!ok && p.attack) {
                puzzles::ProofBudget budget;
                ok = puzzles::provesWinningMove(position, move, p.plies, true, budget);
            }
            total[p.attack ? 0 : 1] += 1;
            solved[p.attack ? 0 : 1] += ok ? 1 : 0;
            if (!ok) {
                std::printf("not solved: %s (played %s)\n", p.id.c_str(), cellName(move).c_str());
            }
        }
    }
    std::printf("attack %d/%d, defence %d/%d at %d ms a move (mean think %.0f ms)\n", solved[0],
                total[0], solved[1], total[1], ms,
                1000 * seconds / std::max(1, total[0] + total[1]));
    return 0;
}

}  // namespace oxo::tools
