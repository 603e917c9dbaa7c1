// The main() of the benchmarks that need widgets: Google Benchmark's run inside a QApplication,
// offscreen unless the caller picked a platform.
#pragma once

#include <QApplication>

#include <benchmark/benchmark.h>

namespace oxo::bench {

inline int runWidgetBenchmarks(int& argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

}  // namespace oxo::bench
