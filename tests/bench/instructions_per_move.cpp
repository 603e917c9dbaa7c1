// A small driver for counting instructions per play+undo with callgrind (R-E6):
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null
//   build/tests/bench/instructions_per_move N K MOVES
// Run it with MOVES = 0 and MOVES = M and divide the difference by M, so the set-up (which
// allocates and clears the N×N board) drops out and only the per-move work remains.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "oxo/position.h"

int main(int argc, char** argv) {
    if (argc != 4 && argc != 5) {
        std::fprintf(stderr, "usage: %s N K MOVES [corner|centre|scatter]  (K = 0: K = N)\n",
                     argv[0]);
        return 2;
    }
    const std::string walk = argc == 5 ? argv[4] : "corner";
    const int n = std::atoi(argv[1]);
    const int k = std::atoi(argv[2]) == 0 ? n : std::atoi(argv[2]);
    const long moves = std::atol(argv[3]);
    oxo::Position position(oxo::Rules::square(n, k));
    // The same walk for every N (for corner and centre), so only N differs.
    std::vector<oxo::Cell> cells;
    std::mt19937 rng(1);
    const int origin = walk == "centre" ? n / 2 - 1 : 0;
    for (int i = 0; i < 65536; ++i) {
        if (walk == "scatter") {
            cells.push_back({static_cast<int>(rng() % n), static_cast<int>(rng() % n)});
        } else {
            cells.push_back(
                {origin + static_cast<int>(rng() % 3), origin + static_cast<int>(rng() % 3)});
        }
    }
    unsigned long won = 0;
    for (long i = 0; i < moves; ++i) {
        const oxo::Cell c = cells[static_cast<std::size_t>(i) % cells.size()];
        position.make(c);
        won += position.isOver() ? 1 : 0;
        position.unmake(c);
    }
    std::printf("%lu\n", won);
    return 0;
}
