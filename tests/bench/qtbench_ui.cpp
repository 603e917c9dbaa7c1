// Desktop-app speed (R-U1, R-U3): time to the first painted window, paint time of a full 50×50
// board, the longest GUI event-loop stall while Hard thinks on 15×15, click-to-reply on 3×3
// Hard, and how fast closing cancels Hard thinking on 50×50. Runs offscreen unless
// QT_QPA_PLATFORM says otherwise. Figures: docs/bench/ui.md.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <chrono>
#include <memory>
#include <vector>

#include "oxo/controller/analysis_runner.h"
#include "oxo/controller/game_controller.h"
#include "oxo/widgets/analysis_dock.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/main_window.h"
#include "widget_benchmark_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

GameSettings settings(int size, int k, PlayerKind x, PlayerKind o) {
    GameSettings s = GameSettings::defaults();
    s.rules = Rules::square(size, k);
    s.players[0] = {QStringLiteral("X"), x};
    s.players[1] = {QStringLiteral("O"), o};
    s.botPauseMs = 0;
    return s;
}

// Spins the event loop until `done` or the timeout; returns whether `done` became true.
template <typename Done>
bool spinUntil(Done done, int timeoutMs = 30000) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return done();
}

class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            ++paints;
        }
        return QObject::eventFilter(watched, event);
    }
};

void BM_FirstPaintedWindow(benchmark::State& state) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        auto window = std::make_unique<MainWindow>(&store);
        PaintCounter counter;
        window->board()->installEventFilter(&counter);
        window->show();
        spinUntil([&] { return counter.paints > 0; });
        state.SetIterationTime(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
        window->board()->removeEventFilter(&counter);
    }
}
BENCHMARK(BM_FirstPaintedWindow)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);

void BM_PaintFull50x50(benchmark::State& state) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
    GameSettings s = settings(50, 50, PlayerKind::Human, PlayerKind::Human);
    s.rules.earlyDraw = false;
    s.save(store);
    MainWindow window(&store);
    window.resize(1000, 800);
    // Fill every cell in a pattern that never completes a 50-long line.
    GameController* c = window.controller();
    for (int row = 0; row < 50 && !c->isOver(); ++row) {
        for (int col = 0; col < 50 && !c->isOver(); ++col) {
            c->playCell({row, (col + row) % 50});
        }
    }
    BoardView* board = window.board();
    board->resize(800, 800);
    const qreal dpr = static_cast<qreal>(state.range(0));
    QImage image(board->size() * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    for (auto _ : state) {
        board->render(&image);
        benchmark::DoNotOptimize(image.constBits());
    }
    state.counters["marks"] = c->position().moveCount();
}
BENCHMARK(BM_PaintFull50x50)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

// Measures the longest gap between 1 ms timer ticks on the GUI thread over `ms` milliseconds,
// running `during(elapsedMs)` at every tick (to play moves while measuring).
template <typename During>
qint64 worstTickGapNs(int ms, During during) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 worst = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        worst = std::max(worst, now - last);
        last = now;
        during(clock.elapsed());
    });
    tick.start(1);
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return worst;
}

// The longest gap between 1 ms timer ticks on the GUI thread while Hard plays both sides of
// a 15×15, K = 5 game for two seconds; Arg(1) with the whole window shown and repainting.
void BM_EventLoopStallWhileHardThinks15(benchmark::State& state) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
    for (auto _ : state) {
        GameSettings s = settings(15, 5, PlayerKind::Hard, PlayerKind::Hard);
        s.save(store);
        std::unique_ptr<MainWindow> window;
        std::unique_ptr<GameController> own;
        if (state.range(0) == 1) {
            window = std::make_unique<MainWindow>(&store);
            window->show();
        } else {
            own = std::make_unique<GameController>(s);
        }
        GameController& c = window ? *window->controller() : *own;
        int ticks = 0;
        const qint64 worst = worstTickGapNs(2000, [&](qint64) { ++ticks; });
        state.SetIterationTime(static_cast<double>(worst) * 1e-9);
        state.counters["moves"] = static_cast<double>(c.game().history().size());
        state.counters["ticks"] = ticks;
    }
}
BENCHMARK(BM_EventLoopStallWhileHardThinks15)
    ->Arg(0)
    ->Arg(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

// From a person's move to the bot's reply being applied, 3×3 Hard, pause 0.
void BM_ClickToBotReply3x3Hard(benchmark::State& state) {
    GameController c(settings(3, 3, PlayerKind::Human, PlayerKind::Hard));
    int cell = 0;
    for (auto _ : state) {
        c.newGame();
        QElapsedTimer timer;
        timer.start();
        c.playCell({cell / 3, cell % 3});
        const bool replied = spinUntil([&] { return c.game().history().size() == 2; });
        state.SetIterationTime(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
        if (!replied) {
            state.SkipWithError("no reply");
            break;
        }
        cell = (cell + 1) % 9;
    }
}
BENCHMARK(BM_ClickToBotReply3x3Hard)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(30);

// Closing while Hard thinks on 50×50: from shutdown to the controller (and its threads) gone.
void BM_CloseWhileHardThinks50(benchmark::State& state) {
    for (auto _ : state) {
        GameSettings s = settings(50, 5, PlayerKind::Human, PlayerKind::Hard);
        s.botBudgetMs = 10000;
        auto c = std::make_unique<GameController>(s);
        c->playCell({25, 25});
        spinUntil([] { return false; }, 300);  // let the search get going
        QElapsedTimer timer;
        timer.start();
        c->shutdown();
        c.reset();
        state.SetIterationTime(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
    }
}
BENCHMARK(BM_CloseWhileHardThinks50)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);

// R-U12: the longest gap between 1 ms timer ticks on the GUI thread while the analysis panel
// analyses a 15×15 middle game, the window shown (overlay and panel repaint as results come).
// Over three seconds a move is played every 750 ms, so the measure includes stopping the old
// search, starting the new one and the burst of shallow results that follows. The dock's own
// first appearance (a one-off layout of the window) is reported apart as firstShowMs. Arg(0)
// plays the same moves with the panel hidden: what the moves cost without analysis.
void BM_EventLoopStallWhileAnalysing15(benchmark::State& state) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
    for (auto _ : state) {
        settings(15, 5, PlayerKind::Human, PlayerKind::Human).save(store);
        MainWindow window(&store);
        window.show();
        GameController* c = window.controller();
        for (const Cell cell : {Cell{7, 7}, Cell{8, 8}, Cell{7, 8}, Cell{7, 6}, Cell{6, 8}}) {
            c->playCell(cell);
        }
        spinUntil([] { return false; }, 200);
        window.analysisDock()->setVisible(state.range(0) == 1);
        const qint64 firstShow = worstTickGapNs(300, [](qint64) {});
        const std::vector<Cell> later{{5, 9}, {8, 6}, {6, 6}};
        std::size_t played = 0;
        const qint64 worst = worstTickGapNs(3000, [&](qint64 elapsedMs) {
            if (played < later.size() && elapsedMs >= 750 * static_cast<qint64>(played + 1)) {
                c->playCell(later[played++]);
            }
        });
        state.SetIterationTime(static_cast<double>(worst) * 1e-9);
        state.counters["firstShowMs"] = static_cast<double>(firstShow) * 1e-6;
        state.counters["moves"] = static_cast<double>(c->game().history().size());
        state.counters["depth"] = window.analysisDock()->runner()->latest()
                                      ? window.analysisDock()->runner()->latest()->analysis.depth
                                      : 0;
    }
}
BENCHMARK(BM_EventLoopStallWhileAnalysing15)
    ->Arg(0)
    ->Arg(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

// R-U12: from a move on the board to the analysis of the old position stopped and the new one
// started (the old search is asked to stop and joined on the GUI thread), 15×15, after the
// search has run for half a second.
void BM_AnalysisStopOnPositionChange15(benchmark::State& state) {
    for (auto _ : state) {
        GameController c(settings(15, 5, PlayerKind::Human, PlayerKind::Human));
        AnalysisRunner runner(&c);
        c.playCell({7, 7});
        runner.setEnabled(true);
        spinUntil([] { return false; }, 500);
        QElapsedTimer timer;
        timer.start();
        c.playCell({8, 8});  // the runner follows inside this call
        state.SetIterationTime(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
    }
}
BENCHMARK(BM_AnalysisStopOnPositionChange15)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10);

// R-U12: from a position shown (one stone on 15×15, the quiet case) until the panel's runner
// has published depth 10 — the whole of what the panel does: a search per depth, each result
// handed to the GUI thread. Arg: the lines wanted (1, and the panel's default 3). The runner
// and its Hard are made once, as the window makes them; the first position of each iteration
// is a new game, so each measures a fresh position.
void BM_AnalysisTimeToDepth10_15(benchmark::State& state) {
    GameController c(settings(15, 5, PlayerKind::Human, PlayerKind::Human));
    AnalysisRunner runner(&c);
    runner.setLines(static_cast<int>(state.range(0)));
    runner.setEnabled(true);
    int reached = 0;
    for (auto _ : state) {
        c.newGame();
        QElapsedTimer timer;
        timer.start();
        c.playCell({7, 7});
        const bool done = spinUntil(
            [&] { return runner.latest() && runner.latest()->analysis.depth >= 10; }, 60000);
        state.SetIterationTime(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
        reached = runner.latest() ? runner.latest()->analysis.depth : 0;
        if (!done) {
            state.SkipWithError("depth 10 not reached in 60 s");
            break;
        }
    }
    state.counters["depth"] = reached;
}
BENCHMARK(BM_AnalysisTimeToDepth10_15)
    ->Arg(1)
    ->Arg(3)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace

int main(int argc, char** argv) {
    return oxo::bench::runWidgetBenchmarks(argc, argv);
}
