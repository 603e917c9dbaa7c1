// A data table's columns in one call: addColumns<int, int, bool>("n", "k", "exact") is
// QTest::addColumn<int>("n"), QTest::addColumn<int>("k") and QTest::addColumn<bool>("exact"),
// in that order. A name for every type, or it does not compile.
#pragma once

#include <QTest>

namespace oxo::test {

template <typename>
using ColumnName = const char*;

template <typename... Types>
void addColumns(ColumnName<Types>... names) {
    (QTest::addColumn<Types>(names), ...);
}

}  // namespace oxo::test
