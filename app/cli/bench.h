// `oxo-cli bench` (R-B2): the Hard bot searches a fixed set of positions to fixed depths and
// the nodes it visits are summed into a signature, as chess engines do. The limits are depths,
// never time, so the signature is the same on every machine and under any load; it changes
// exactly when the search's behaviour changes. CI compares it with tests/bench/signature.txt,
// so such a change is visible in review (update the file in the same commit).
#pragma once

#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <vector>

namespace oxo::cli {

struct BenchLine {
    QString name;      // what the position is, e.g. "15x15 K=5 middle game"
    QString bestMove;  // the move Hard chose
    int depth = 0;     // the depth it was limited to
    std::uint64_t nodes = 0;
    double ms = 0.0;  // wall time, for information only (not part of the signature)
};

struct BenchReport {
    std::vector<BenchLine> lines;
    std::uint64_t signature = 0;  // the sum of the nodes
    double ms = 0.0;
};

BenchReport runBench();

QString benchText(const BenchReport& report);
QJsonObject benchJson(const BenchReport& report);

}  // namespace oxo::cli
