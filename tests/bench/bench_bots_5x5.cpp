// The long proof: 5x5 with K = 4 (a known draw) from the empty board, cold table, one run.
// Kept apart from bench_bots so the quick figures stay quick. Budget: 10 minutes; the
// "proven" counter says whether it finished. Figures: docs/bench/bots.md.
#include <benchmark/benchmark.h>

#include "oxo/bots/solver.h"

using namespace oxo;

static void BM_Solve5x5K4Cold(benchmark::State& state) {
    const Position empty(Rules::square(5, 4));
    SmallSolver solver(static_cast<int>(state.range(0)));
    SearchLimits limits;
    limits.budget = std::chrono::minutes(10);
    Analysis last;
    for (auto _ : state) {
        last = solver.solve(empty, limits);
    }
    state.counters["proven"] = last.proven ? 1 : 0;
    state.counters["verdict"] = static_cast<double>(last.verdict);  // 2 = draw
    state.counters["nodes"] = static_cast<double>(last.nodes);
}
// The argument is the table size, log2 of entries: 22 is what Hard uses (64 MiB), 23 doubles.
BENCHMARK(BM_Solve5x5K4Cold)->Arg(22)->Arg(23)->Iterations(1)->Unit(benchmark::kSecond);

BENCHMARK_MAIN();
