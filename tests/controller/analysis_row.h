// The verdict texts' data tables describe an Analysis by three columns, "verdict" (an int of
// oxo::Verdict), "proven" and "distance"; fetchAnalysis() builds it for the current row.
#pragma once

#include <QTest>

#include "oxo/bot.h"

namespace oxo::test {

inline Analysis fetchAnalysis() {
    QFETCH(int, verdict);
    QFETCH(bool, proven);
    QFETCH(int, distance);
    Analysis a;
    a.verdict = static_cast<Verdict>(verdict);
    a.proven = proven;
    a.distance = distance;
    return a;
}

}  // namespace oxo::test
