// Bot speed (R-B2, R-B3): cold-table proofs on small boards (two and three players), iterative
// deepening against one full search, Hard's think time, nodes per second, depth and share of
// the budget on 15x15 and 20x20 K=5, MultiPV's price, and how soon
// a search stops after its stop token. Figures and the
// commands that produced them: docs/bench/bots.md.
#include <benchmark/benchmark.h>

#include <functional>
#include <random>
#include <thread>

#include "oxo/bot.h"
#include "oxo/bots/hard_bot.h"
#include "oxo/bots/paranoid_solver.h"
#include "oxo/bots/small_solver.h"

using namespace oxo;

namespace {

SearchLimits unlimited() {
    SearchLimits limits;
    limits.budget = std::chrono::hours(1);
    return limits;
}

// One full-depth proof from the empty board; SmallSolver::solve starts from a cold table.
void solveEmpty(benchmark::State& state, int size, int win) {
    const Position empty(Rules::square(size, win));
    SmallSolver solver;
    Analysis last;
    for (auto _ : state) {
        last = solver.solve(empty, unlimited());
        benchmark::DoNotOptimize(last);
    }
    state.counters["proven"] = last.proven ? 1 : 0;
    state.counters["verdict"] = static_cast<double>(last.verdict);  // 1 win, 2 draw, 3 loss
    state.counters["nodes"] = static_cast<double>(last.nodes);
}

void BM_Solve3x3Cold(benchmark::State& state) {
    solveEmpty(state, 3, 3);
}
void BM_Solve4x4K4Cold(benchmark::State& state) {
    solveEmpty(state, 4, 4);
}
void BM_Solve4x4K3Cold(benchmark::State& state) {
    solveEmpty(state, 4, 3);
}
void BM_Solve5x5K5Cold(benchmark::State& state) {
    solveEmpty(state, 5, 5);  // closed at the root by two pairing strategies
}
BENCHMARK(BM_Solve3x3Cold)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Solve4x4K4Cold)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve4x4K3Cold)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve5x5K5Cold)->Unit(benchmark::kMicrosecond);

// Iterative deepening (what Hard and `oxo-cli solve` run) against one full-depth search, from
// the empty board with a fresh solver: the nodes of each (the request asked that the first not
// need many times the second).
void BM_AnalyseVsSolve(benchmark::State& state) {
    const Position empty(
        Rules::square(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
    Analysis iterated;
    Analysis single;
    for (auto _ : state) {
        SmallSolver a;
        iterated = a.analyse(empty, unlimited());
        SmallSolver b;
        single = b.solve(empty, unlimited());
    }
    state.counters["analyse_nodes"] = static_cast<double>(iterated.nodes);
    state.counters["solve_nodes"] = static_cast<double>(single.nodes);
    state.counters["both_proven"] = iterated.proven && single.proven ? 1 : 0;
}
BENCHMARK(BM_AnalyseVsSolve)
    ->Args({4, 4})
    ->Args({5, 5})
    ->Args({6, 5})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// Three players, paranoid model, from the empty board with a fresh solver: 4x4 K=3 (a loss
// for X: the other two together beat it) and 4x4 K=4 (a draw).
void BM_Paranoid4x4(benchmark::State& state) {
    Rules rules = Rules::square(4, static_cast<int>(state.range(0)));
    rules.players = 3;
    const Position empty(rules);
    Analysis last;
    for (auto _ : state) {
        ParanoidSolver solver;
        last = solver.analyse(empty, unlimited());
    }
    state.counters["proven"] = last.proven ? 1 : 0;
    state.counters["verdict"] = static_cast<double>(last.verdict);  // 1 win, 2 draw, 3 loss
    state.counters["nodes"] = static_cast<double>(last.nodes);
}
BENCHMARK(BM_Paranoid4x4)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->Iterations(1);

// A K=5 middle game: Medium plays both sides for `moves` moves from a seed.
Position middleGame(int moves, std::uint64_t seed, int size = 15) {
    Position position(Rules::square(size, 5));
    auto a = makeBot(BotLevel::Medium, seed);
    auto b = makeBot(BotLevel::Medium, seed + 1);
    for (int i = 0; i < moves && !position.isOver(); ++i) {
        position.make((i % 2 == 0 ? a : b)->think(position, {}).move);
    }
    return position;
}

// One think with the given budget (ms) from a fresh bot: wall time, nodes per second, depth
// reached and the share of the budget used.
void thinkOnce(benchmark::State& state, const std::function<std::unique_ptr<Bot>()>& make,
               int size) {
    const Position position = middleGame(16, 3, size);
    SearchLimits limits;
    limits.budget = std::chrono::milliseconds(state.range(0));
    double nodes = 0;
    double seconds = 0;
    double depth = 0;
    for (auto _ : state) {
        auto bot = make();  // a fresh table each time
        const Analysis a = bot->think(position, limits);
        nodes += static_cast<double>(a.nodes);
        seconds += static_cast<double>(a.elapsed.count()) / 1e6;
        depth += a.depth;
    }
    const auto n = static_cast<double>(state.iterations());
    state.counters["nodes_per_s"] = nodes / seconds;
    state.counters["depth"] = depth / n;
    state.counters["nodes"] = nodes / n;
    state.counters["budget_share"] = seconds / n / (static_cast<double>(state.range(0)) / 1000.0);
}

void BM_HardThink15x15(benchmark::State& state) {
    thinkOnce(
        state, [] { return makeBot(BotLevel::Hard, 1); }, 15);
}
BENCHMARK(BM_HardThink15x15)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_HardThink20x20(benchmark::State& state) {
    thinkOnce(
        state, [] { return makeBot(BotLevel::Hard, 1); }, 20);
}
BENCHMARK(BM_HardThink20x20)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond)->UseRealTime();

// MultiPV's price: the 15x15 middle game to depth 5 with one principal variation (Hard's play)
// and with three (what an analysis board asks for): nodes and time of each.
void BM_HardMultiPv15x15(benchmark::State& state) {
    const Position position = middleGame(16, 3);
    SearchLimits limits = unlimited();
    limits.depth = 5;
    Analysis last;
    for (auto _ : state) {
        HardBot bot;  // a fresh table each time
        bot.setMultiPv(static_cast<int>(state.range(0)));
        last = bot.think(position, limits);
    }
    state.counters["nodes"] = static_cast<double>(last.nodes);
    state.counters["root_moves"] = static_cast<double>(last.rootMoves.size());
}
BENCHMARK(BM_HardMultiPv15x15)->Arg(1)->Arg(3)->Unit(benchmark::kMillisecond)->Iterations(3);

// R-B2 on the largest board the CLI takes: Hard (one bot, reused as the app does) with a budget
// of 1 or 10 ms on 4096×4096 after 20 moves. wall_ms per think should stay near the budget:
// nothing may scan the 16 M cells.
void BM_HardThink4096(benchmark::State& state) {
    const Position position = middleGame(20, 7, 4096);
    auto bot = makeBot(BotLevel::Hard, 1);
    SearchLimits limits;
    limits.budget = std::chrono::milliseconds(state.range(0));
    bot->think(position, limits);  // the bot's tables are built once, as in a game
    double worst = 0;
    for (auto _ : state) {
        const auto started = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(bot->think(position, limits));
        worst = std::max(worst, std::chrono::duration<double, std::milli>(
                                    std::chrono::steady_clock::now() - started)
                                    .count());
    }
    state.counters["worst_ms"] = worst;
}
BENCHMARK(BM_HardThink4096)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_MediumThink15x15(benchmark::State& state) {
    const Position position = middleGame(16, 3);
    auto bot = makeBot(BotLevel::Medium, 1);
    for (auto _ : state) {
        benchmark::DoNotOptimize(bot->think(position, {}));
    }
}
BENCHMARK(BM_MediumThink15x15)->Unit(benchmark::kMicrosecond);

// R-B2: the stop token is requested 20 ms into a search with an hour's budget; the figure is
// the time from the request to the answer (the requirement: within 10 ms).
void BM_HardStopLatency(benchmark::State& state) {
    const Position position = middleGame(16, 5);
    double worst = 0;
    double total = 0;
    for (auto _ : state) {
        auto bot = makeBot(BotLevel::Hard, 1);
        std::stop_source source;
        SearchLimits limits = unlimited();
        limits.stop = source.get_token();
        std::chrono::steady_clock::time_point requested;
        std::jthread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            requested = std::chrono::steady_clock::now();
            source.request_stop();
        });
        benchmark::DoNotOptimize(bot->think(position, limits));
        const auto answered = std::chrono::steady_clock::now();
        stopper.join();
        const double ms = std::chrono::duration<double, std::milli>(answered - requested).count();
        worst = std::max(worst, ms);
        total += ms;
    }
    state.counters["latency_ms"] = total / static_cast<double>(state.iterations());
    state.counters["worst_latency_ms"] = worst;
}
BENCHMARK(BM_HardStopLatency)->Iterations(20)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
