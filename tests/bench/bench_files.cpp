// Speed of game files (figures and command in docs/bench/files.md):
// opening a 50×50 file with 2,500 moves, replay included (target: well under 100 ms), and one
// autosave write after a move (target: a few ms, since it runs on the GUI thread).
#include <benchmark/benchmark.h>

#include <QFile>
#include <QTemporaryDir>

#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "sample_games.h"

namespace {

using oxo::GameRecord;

GameRecord smallGame() {
    oxo::Game game(oxo::Rules::square(15, 5));
    for (const oxo::Cell cell : {oxo::Cell{7, 7}, oxo::Cell{7, 8}, oxo::Cell{8, 8}}) {
        game.play(cell);
    }
    return oxo::recordOf(game, oxo::defaultPlayers(2));
}

void BM_ParseAndReplay50x50(benchmark::State& state) {
    const QByteArray json = oxo::toJson(oxo::testing::fullBoard50());
    for (auto _ : state) {
        oxo::ReadResult read = oxo::readGame(json);
        benchmark::DoNotOptimize(read);
        if (!read.ok()) {
            state.SkipWithError("read failed");
        }
    }
    state.SetBytesProcessed(state.iterations() * json.size());
}
BENCHMARK(BM_ParseAndReplay50x50)->Unit(benchmark::kMillisecond);

void BM_OpenFile50x50(benchmark::State& state) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("full.oxo"));
    oxo::saveGameFile(path, oxo::testing::fullBoard50());
    for (auto _ : state) {
        oxo::ReadResult read = oxo::loadGameFile(path);
        benchmark::DoNotOptimize(read);
    }
}
BENCHMARK(BM_OpenFile50x50)->Unit(benchmark::kMillisecond);

// The part of an autosave that is pure CPU work: the record of the live game and its JSON.
void BM_AutosaveSerialize50x50(benchmark::State& state) {
    const GameRecord record = oxo::testing::fullBoard50();
    oxo::Game game(record.rules);
    for (const oxo::Cell cell : record.moves) {
        game.play(cell);
    }
    for (auto _ : state) {
        QByteArray json = oxo::toJson(oxo::recordOf(game, record.players, record.clock));
        benchmark::DoNotOptimize(json);
    }
}
BENCHMARK(BM_AutosaveSerialize50x50)->Unit(benchmark::kMicrosecond);

// One autosave: record from the live game, JSON, QSaveFile write + fdatasync + rename.
void BM_Autosave(benchmark::State& state, GameRecord (*make)()) {
    QTemporaryDir dir;
    const oxo::AutosaveStore store(dir.path());
    const GameRecord record = make();
    oxo::Game game(record.rules);
    for (const oxo::Cell cell : record.moves) {
        game.play(cell);
    }
    for (auto _ : state) {
        const bool ok = store.save(oxo::recordOf(game, record.players, record.clock));
        benchmark::DoNotOptimize(ok);
    }
}
BENCHMARK_CAPTURE(BM_Autosave, small_15x15_3_moves, &smallGame)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Autosave, full_50x50_2500_moves, &oxo::testing::fullBoard50)
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
