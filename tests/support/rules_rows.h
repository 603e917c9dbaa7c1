// Data tables that vary the rules carry them in one "rules" column: a row builds its Rules with
// rulesOf(...) and the test reads it back with QFETCH(oxo::Rules, rules), so no test repeats
// the columns and the assembling.
#pragma once

#include <QMetaType>
#include <QTest>

#include "oxo/rules.h"

Q_DECLARE_METATYPE(oxo::Rules)

namespace oxo::test {

// N×N with K, and the rules a row may change besides.
inline Rules rulesOf(int size, int win, int players = 2, bool gravity = false, bool exact = false) {
    Rules rules = Rules::square(size, win);
    rules.players = players;
    rules.gravity = gravity;
    rules.family = exact ? Family::Exact : Family::Freestyle;
    return rules;
}

inline void addRulesColumn() {
    QTest::addColumn<Rules>("rules");
}

}  // namespace oxo::test
