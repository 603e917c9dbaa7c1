// Asking an EngineSession for one move in a test: the move, or the failure message; and the
// gomoku rules those tests play.
#pragma once

#include <QSignalSpy>
#include <QString>
#include <QTest>

#include <chrono>
#include <variant>

#include "oxo/engines/engine_session.h"

namespace oxo::test {

// Five in a row on an N×N board played to the last cell, as pbrain engines play it.
inline Rules gomoku(int size) {
    Rules rules = Rules::square(size, 5);
    rules.earlyDraw = false;
    return rules;
}

using EngineAnswer = std::variant<Cell, QString>;

inline EngineAnswer ask(pbrain::EngineSession& session, const Position& position,
                        std::chrono::milliseconds budget = std::chrono::milliseconds(200)) {
    QSignalSpy moved(&session, &pbrain::EngineSession::moveReady);
    QSignalSpy failed(&session, &pbrain::EngineSession::failed);
    session.requestMove(position, budget);
    for (int i = 0; i < 3000 && moved.isEmpty() && failed.isEmpty(); ++i) {
        QTest::qWait(5);
    }
    if (!moved.isEmpty()) {
        return moved.first().first().value<Cell>();
    }
    return failed.isEmpty() ? QStringLiteral("(no signal)") : failed.first().first().toString();
}

// For messages: QVERIFY2 builds its text even when the check passes.
inline QString describe(const EngineAnswer& answer) {
    if (const auto* cell = std::get_if<Cell>(&answer)) {
        return QStringLiteral("move %1,%2").arg(cell->col).arg(cell->row);
    }
    return std::get<QString>(answer);
}

}  // namespace oxo::test
