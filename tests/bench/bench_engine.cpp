// Per-move cost of the engine's play+undo (R-E6, R-E7) beside a naive line scan and a plain
// 3x3 bitboard (the physical floor), all in one run so the figures are comparable.
//
//   build/tests/bench/bench_engine --benchmark_repetitions=3 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include "oxo/game.h"
#include "oxo/position.h"

namespace {

// Cells cycled through: 65,536 random ones, so at N = 4096 the cache lines touched (4 MiB and
// more) overflow the 1 MiB L2 and the cost of touching a big board shows.
constexpr int kCellsPerRun = 65536;

// Random distinct cells, with a few marks already on the board around them, so that the
// counters and the window scans see a game-like board rather than an empty one.
struct Workload {
    oxo::Position position;
    std::vector<oxo::Cell> setup;  // the marks already on the board, in play order
    std::vector<oxo::Cell> targets;

    Workload(int n, int k) : position(oxo::Rules::square(n, k)) {
        std::mt19937_64 rng(7);
        const auto pick = [&] {
            return oxo::Cell{static_cast<int>(rng() % n), static_cast<int>(rng() % n)};
        };
        for (int i = 0; i < std::min(n * n / 4, 64); ++i) {
            const oxo::Cell c = pick();
            if (position.check(c) == oxo::MoveError::None) {
                position.make(c);
                setup.push_back(c);
            }
        }
        while (targets.size() < kCellsPerRun) {
            const oxo::Cell c = pick();
            if (position.check(c) == oxo::MoveError::None) {
                position.make(c);
                const bool ends = position.isOver();
                position.unmake(c);
                if (!ends) {
                    targets.push_back(c);
                }
            }
        }
    }
};

void BM_EnginePlayUndo(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const int k = state.range(1) == 0 ? n : static_cast<int>(state.range(1));
    Workload work(n, k);
    std::size_t i = 0;
    for (auto _ : state) {
        const oxo::Cell c = work.targets[i++ % kCellsPerRun];
        work.position.make(c);
        benchmark::DoNotOptimize(work.position.status());
        work.position.unmake(c);
    }
    state.SetLabel(k == n ? "K=N" : "K=5");
}

// The same through the Game facade: validation, history, redo tail and observer list.
void BM_GamePlayUndo(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const int k = state.range(1) == 0 ? n : static_cast<int>(state.range(1));
    Workload work(n, k);
    oxo::Game game(oxo::Rules::square(n, k));
    for (const oxo::Cell c : work.setup) {
        game.play(c);
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const oxo::Cell c = work.targets[i++ % kCellsPerRun];
        benchmark::DoNotOptimize(game.play(c));
        game.undo();
    }
}

// What the counters replace: after each move, scan the move's row, column and diagonals.
class NaiveBoard {
public:
    NaiveBoard(int n, int k) : n_(n), k_(k), cells_(static_cast<std::size_t>(n) * n, 0) {}

    bool playAndCheck(oxo::Cell c, std::uint8_t mark) {
        cells_[idx(c.row, c.col)] = mark;
        static constexpr int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (const auto& d : dirs) {
            // Walk the whole line through the move from one board edge to the other.
            int r = c.row;
            int col = c.col;
            while (inside(r - d[0], col - d[1])) {
                r -= d[0];
                col -= d[1];
            }
            int run = 0;
            for (; inside(r, col); r += d[0], col += d[1]) {
                run = cells_[idx(r, col)] == mark ? run + 1 : 0;
                if (run >= k_) {
                    return true;
                }
            }
        }
        return false;
    }
    void undo(oxo::Cell c) { cells_[idx(c.row, c.col)] = 0; }

private:
    std::size_t idx(int r, int c) const { return static_cast<std::size_t>(r) * n_ + c; }
    bool inside(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }
    int n_;
    int k_;
    std::vector<std::uint8_t> cells_;
};

void BM_NaiveScanPlayUndo(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const int k = state.range(1) == 0 ? n : static_cast<int>(state.range(1));
    Workload work(n, k);
    NaiveBoard board(n, k);
    for (std::size_t j = 0; j < work.setup.size(); ++j) {
        board.playAndCheck(work.setup[j], static_cast<std::uint8_t>(1 + j % 2));
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const oxo::Cell c = work.targets[i++ % kCellsPerRun];
        benchmark::DoNotOptimize(board.playAndCheck(c, 1));
        board.undo(c);
    }
}

// The floor: a 3x3 board as a 9-bit mask, a win being one of eight masks, fed the same random
// cells as the engine's N = 3 run (cycled the same way), so the two differ only in the work
// done per move.
void BM_Bitboard3x3PlayUndo(benchmark::State& state) {
    static constexpr std::array<std::uint16_t, 8> wins{0007, 0070, 0700, 0111,
                                                       0222, 0444, 0421, 0124};
    const Workload work(3, 3);
    std::vector<std::uint16_t> bits;
    for (const oxo::Cell c : work.targets) {
        bits.push_back(static_cast<std::uint16_t>(1u << (c.row * 3 + c.col)));
    }
    std::uint16_t x = 0;
    std::size_t i = 0;
    for (auto _ : state) {
        const std::uint16_t bit = bits[i++ % kCellsPerRun];
        x = static_cast<std::uint16_t>(x | bit);
        bool won = false;
        for (const std::uint16_t w : wins) {
            won |= (x & w) == w;
        }
        benchmark::DoNotOptimize(won);
        x = static_cast<std::uint16_t>(x & ~bit);
    }
}

void sizes(benchmark::internal::Benchmark* b, bool withK5) {
    for (const int n : {3, 15, 101, 1001, 4096}) {
        b->Args({n, 0});
    }
    if (withK5) {
        for (const int n : {15, 101, 1001, 4096}) {
            b->Args({n, 5});
        }
    }
}

}  // namespace

BENCHMARK(BM_Bitboard3x3PlayUndo);
BENCHMARK(BM_EnginePlayUndo)->Apply([](auto* b) { sizes(b, true); });
BENCHMARK(BM_GamePlayUndo)->Apply([](auto* b) { sizes(b, true); });
BENCHMARK(BM_NaiveScanPlayUndo)->Apply([](auto* b) { sizes(b, true); });

BENCHMARK_MAIN();
