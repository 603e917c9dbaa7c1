// What the bot tests share around a bot's seat: a data table of the two seats, and the
// classic 3x3 proof that a bot in the row's seat loses no opponent line (R-B2, R-B3).
#pragma once

#include <QTest>

#include "bot_tree.h"
#include "oxo/bot.h"

namespace oxo::test {

// One row per seat of a two-player game: column "botPlayer", 0 (as X) and 1 (as O).
inline void addSeatRows() {
    QTest::addColumn<int>("botPlayer");
    QTest::newRow("as X") << 0;
    QTest::newRow("as O") << 1;
}

// The whole opponent tree of classic 3x3 against `bot` in the row's seat: no illegal move,
// no line lost.
inline void checkNeverLosesClassic(Bot& bot) {
    QFETCH(int, botPlayer);
    Position position(Rules::square(3));
    TreeStats stats;
    walkEveryLine(position, bot, static_cast<Player>(botPlayer), stats);
    QCOMPARE(stats.illegal, 0u);
    QCOMPARE(stats.losses, 0u);
    QVERIFY(stats.lines > 50);  // the walk really branched
}

}  // namespace oxo::test
