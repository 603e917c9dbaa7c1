// The long proofs from the empty board, cold table, one run each: 5x5 K=4, 6x6 K=5 and 7x7
// K=5 (all known draws), by iterative deepening (`analyse`, what `oxo-cli solve` and Hard run:
// a single full-depth `solve` without the shallow passes' move ordering did not prove 7x7 K=5
// in 10 minutes). Kept apart from bench_bots so the quick figures stay quick. Budget: 10
// minutes each; the "proven" counter says whether it finished. Figures: docs/bench/bots.md.
#include <benchmark/benchmark.h>

#include "oxo/bots/small_solver.h"

using namespace oxo;

namespace {

// range(0) = N, range(1) = K, range(2) = log2 of the table entries (0: by board size, 2^22).
void BM_SolveLongCold(benchmark::State& state) {
    const Position empty(
        Rules::square(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
    SearchLimits limits;
    limits.budget = std::chrono::minutes(10);
    Analysis last;
    for (auto _ : state) {
        SmallSolver solver(static_cast<int>(state.range(2)));  // a fresh, cold table
        last = solver.analyse(empty, limits);
    }
    state.counters["proven"] = last.proven ? 1 : 0;
    state.counters["verdict"] = static_cast<double>(last.verdict);  // 2 = draw
    state.counters["nodes"] = static_cast<double>(last.nodes);
    state.counters["table_MiB"] = static_cast<double>(last.tableBytes) / 1048576.0;
}

}  // namespace

BENCHMARK(BM_SolveLongCold)
    ->Args({5, 4, 0})
    ->Args({6, 5, 0})
    ->Args({7, 5, 0})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

BENCHMARK_MAIN();
