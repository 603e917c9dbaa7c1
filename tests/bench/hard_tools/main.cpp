// hard_tools: the tools behind Hard's strength figures, engine only; not run by CTest. Each
// subcommand prints what it made; docs/bench/strength.md has the commands that were run.
//
//   hard_tools openings SIZE COUNT SEED NODES
//       Balanced openings: random 3-stone openings (X, O, X) in the middle 7x7 of the board,
//       kept when Hard, searching NODES nodes, scores the side to move within +-kBalanced and
//       proves nothing. One opening per line, in cell notation. A shallow check (20,000
//       nodes) lets through openings a deeper search finds lopsided; the deep-balanced sets
//       use 1,000,000.
//
//   hard_tools selfplay SIZE K GAMES NODES SEED
//       Hard against itself, NODES nodes a move, from random 3-stone openings in the middle
//       7x7; one game per line: the result for X (1, 0.5, 0) and the moves.
//
//   hard_tools ab SIZE OPENINGS MS VARIANT_A VARIANT_B   (MS < 0: a limit of -MS nodes)
//       Two variants of Hard at MS ms a move, every opening of the file with both colours;
//       a variant is knobs of SearchSettings, e.g.
//       "opponentVcfDepth=0,rootVct=0" ("default" for none), "weights=FILE" for
//       evaluation weights as `tune` prints them, and "threads=N" for N search threads
//       (SearchLimits::threads). Prints W/D/L of A.
//
//   hard_tools depth VARIANT POSITIONS MS   (MS < 0: a limit of -MS nodes)
//       A variant of Hard (as for ab) on every position of the file (15x15, K = 5, the moves
//       in cell notation, one position per line) with MS ms: the depth it completed, its move,
//       its nodes, the time it took and its score, then the mean depth and time. How deep a
//       change of the pruning lets Hard see, and how much of a budget a position uses.
//
//   hard_tools puzzles SIZE K ATTACKS DEFENCES FILE...
//       Puzzles from the positions of self-play games (FILE, as selfplay writes them, of this
//       SIZE and K), proved with tests/bots/puzzle_prover.h. Attack: the side to move wins by
//       continuous fours in 5..15 plies (not in 3); solutions are every move that keeps a
//       proven VCF (at most 3 of them). Defence: the opponent would win by fours if it moved
//       now, the side to move has no such win, and of all legal moves only 1..4 leave the
//       opponent without a VCF within 15 plies; every other move is proven to lose.
//
//   hard_tools solve MS FILE...
//       Hard (the bot the app uses) on every puzzle of the files with MS ms to think, as a
//       player would give it: solved / total per kind, and the failures.
//
//   hard_tools tune [weights=FILE] [steps=N] FILE...
//       Fits the evaluation weights to self-play results (Texel's method): every position of
//       the games where nobody can complete K at once is a sample; its features are the
//       counts of each shape and cell class for the side to move and for the other side,
//       the model is sigmoid(eval / 400) of the side to move's result, and the weights
//       are fitted by gradient descent (Adam) and printed as EvalWeights::tuned() holds them.
//       weights=FILE starts from a printed set; with steps=0 only its error is printed.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "tools.h"

using namespace oxo::tools;

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "openings" && argc == 6) {
        return openings(std::atoi(argv[2]), std::atoi(argv[3]), std::strtoull(argv[4], nullptr, 10),
                        std::strtoull(argv[5], nullptr, 10));
    }
    if (command == "selfplay" && argc == 7) {
        return selfplay(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]),
                        std::strtoull(argv[5], nullptr, 10), std::strtoull(argv[6], nullptr, 10));
    }
    if (command == "ab" && argc == 7) {
        return ab(std::atoi(argv[2]), argv[3], std::atoi(argv[4]), argv[5], argv[6]);
    }
    if (command == "puzzles" && argc >= 7) {
        return makePuzzles(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]),
                           std::atoi(argv[5]), std::vector<std::string>(argv + 6, argv + argc));
    }
    if (command == "solve" && argc >= 4) {
        return solvePuzzles(std::atoi(argv[2]), std::vector<std::string>(argv + 3, argv + argc));
    }
    if (command == "depth" && argc == 5) {
        return depthProbe(argv[2], argv[3], std::atoi(argv[4]));
    }
    if (command == "tune" && argc >= 3) {
        return tune(std::vector<std::string>(argv + 2, argv + argc));
    }
    std::fprintf(stderr,
                 "usage: hard_tools openings SIZE COUNT SEED NODES\n"
                 "       hard_tools selfplay SIZE K GAMES NODES SEED\n"
                 "       hard_tools ab SIZE OPENINGS MS VARIANT_A VARIANT_B\n"
                 "       hard_tools depth VARIANT POSITIONS MS\n"
                 "       hard_tools puzzles SIZE K ATTACKS DEFENCES FILE...\n"
                 "       hard_tools solve MS FILE...\n"
                 "       hard_tools tune [weights=FILE] [steps=N] FILE...\n");
    return 2;
}
