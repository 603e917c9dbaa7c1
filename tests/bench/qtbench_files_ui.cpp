// Speed of game files in the window (figures in docs/bench/files.md): opening the largest
// game the app offers and showing it, and what an autosave costs the GUI thread.
// Runs under the offscreen platform unless QT_QPA_PLATFORM says otherwise.
#include <benchmark/benchmark.h>
#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include "oxo/controller/autosave_writer.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/record_convert.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "sample_games.h"
#include "widget_benchmark_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

struct Fixture {
    QTemporaryDir dir;
    QSettings store{dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat};
    MainWindow window{&store};
    QString file = dir.filePath(QStringLiteral("full.oxo"));

    Fixture() {
        saveGameFile(file, testing::fullBoard50());
        window.files()->setReporter([](const QString&, const QString&) { std::abort(); });
        window.resize(900, 640);
        window.show();
        QApplication::processEvents();
    }
};

// Open = read + parse + replay 2,500 moves + load into the controller (docks refresh on its
// signals), then a synchronous repaint of the 50×50 board.
void BM_OpenAndShow50x50(benchmark::State& state) {
    Fixture f;
    for (auto _ : state) {
        if (!f.window.files()->openFile(f.file)) {
            state.SkipWithError("open failed");
        }
        f.window.board()->repaint();
    }
}
BENCHMARK(BM_OpenAndShow50x50)->Unit(benchmark::kMillisecond);

// The repaint alone, to split the figure above.
void BM_Repaint50x50(benchmark::State& state) {
    Fixture f;
    f.window.files()->openFile(f.file);
    for (auto _ : state) {
        f.window.board()->repaint();
    }
}
BENCHMARK(BM_Repaint50x50)->Unit(benchmark::kMillisecond);

// What the GUI thread pays per autosave: the record of the live game plus handing it to the
// writer thread (which does the JSON, the write and the fsync). Arg: moves in the game.
void BM_AutosaveGuiThread(benchmark::State& state) {
    Fixture f;
    f.window.files()->openFile(f.file);
    GameRecord record = testing::fullBoard50();
    record.moves.resize(static_cast<std::size_t>(state.range(0)));
    const QString part = f.dir.filePath(QStringLiteral("part.oxo"));
    saveGameFile(part, record);
    f.window.files()->openFile(part);
    AutosaveWriter writer(AutosaveStore(f.dir.filePath(QStringLiteral("autosave"))));
    for (auto _ : state) {
        writer.save(recordOf(*f.window.controller()));
    }
    writer.flush();
}
BENCHMARK(BM_AutosaveGuiThread)->Arg(3)->Arg(2500)->Unit(benchmark::kMicrosecond);

// For comparison: the same autosave written on the calling thread (what the worker saves).
void BM_AutosaveOnCallingThread(benchmark::State& state) {
    Fixture f;
    GameRecord record = testing::fullBoard50();
    record.moves.resize(static_cast<std::size_t>(state.range(0)));
    const AutosaveStore store(f.dir.filePath(QStringLiteral("autosave")));
    for (auto _ : state) {
        store.save(record);
    }
}
BENCHMARK(BM_AutosaveOnCallingThread)->Arg(3)->Arg(2500)->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char** argv) {
    return oxo::bench::runWidgetBenchmarks(argc, argv);
}
