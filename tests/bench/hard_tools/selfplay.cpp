// hard_tools openings and selfplay: balanced openings and Hard against itself.
#include <cstdio>
#include <set>

#include "hard/searcher.h"
#include "hard/window.h"
#include "oxo/notation.h"
#include "oxo/position.h"
#include "tools.h"

namespace oxo::tools {

namespace {
constexpr int kBalanced = 120;
}  // namespace

int openings(int size, int count, std::uint64_t seed, std::uint64_t nodes) {
    std::mt19937_64 rng(seed);
    std::set<std::vector<int>> seen;
    hard::Searcher searcher;
    int made = 0;
    for (int attempt = 0; made < count && attempt < 100 * count; ++attempt) {
        const std::vector<Cell> moves = randomOpening(size, 5, rng);
        Position position(Rules::square(size, 5));
        for (const Cell c : moves) {
            position.make(c);
        }
        std::vector<int> key;
        for (const Cell c : moves) {
            key.push_back(position.index(c));
        }
        if (!seen.insert(key).second) {
            continue;
        }
        SearchLimits limits;
        limits.budget = std::chrono::hours(1);
        limits.nodes = nodes;
        const Analysis a = searcher.analyse(position, hard::chooseWindow(position).window, limits);
        if (a.proven || std::abs(a.score) > kBalanced) {
            continue;
        }
        std::printf("%s %s %s\n", cellName(moves[0]).c_str(), cellName(moves[1]).c_str(),
                    cellName(moves[2]).c_str());
        ++made;
    }
    return made == count ? 0 : 1;
}

int selfplay(int size, int k, int games, std::uint64_t nodes, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    hard::Searcher x;
    hard::Searcher o;
    for (int g = 0; g < games; ++g) {
        std::vector<Cell> moves = randomOpening(size, k, rng);
        Position position(Rules::square(size, k));
        for (const Cell c : moves) {
            position.make(c);
        }
        while (!position.isOver()) {
            SearchLimits limits;
            limits.budget = std::chrono::hours(1);
            limits.nodes = nodes;
            hard::Searcher& s = position.toMove() == 0 ? x : o;
            const Analysis a = s.analyse(position, hard::chooseWindow(position).window, limits);
            position.make(a.move);
            moves.push_back(a.move);
        }
        const double result = position.status() == Status::Draw ? 0.5
                              : position.winner() == 0          ? 1.0
                                                                : 0.0;
        std::printf("%.1f", result);
        for (const Cell c : moves) {
            std::printf(" %s", cellName(c).c_str());
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace oxo::tools
