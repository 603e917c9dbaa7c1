// The score (R-U7, R-U9): a finished game counts once, counts never overflow, and results are
// filed under words that do not depend on the language (old translated keys carried over).
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <climits>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/statistics.h"
#include "test_main.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

using test::twoPeople;

void win(GameController& c) {  // Ann wins along the top row
    for (const Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
        QCOMPARE(c.playCell(cell), MoveError::None);
    }
}

// Statistics kept in a settings file of their own, and a game Ann has just won (not yet
// recorded).
struct StatisticsOfAWin {
    StatisticsOfAWin() { win(game); }
    QTemporaryDir dir;
    QSettings store{dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat};
    Statistics statistics{&store};
    GameController game{twoPeople()};
};

}  // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    // R-U7: a count at INT_MAX stays there instead of overflowing (undefined behaviour).
    void statisticsAtIntMaxDoNotOverflow() {
        StatisticsOfAWin won;
        const QString key = Statistics::winnerKey(won.game);
        won.store.setValue(QStringLiteral("results/") + key, INT_MAX);
        won.statistics.recordEnd(won.game);
        QCOMPARE(won.statistics.allTime().value(key), INT_MAX);
    }

    // R-U7: a finished game counts once, whatever happens after: the end heard again (undo and
    // redo, or undo and another result) adds nothing; the next game counts again.
    void finishedGameCountsOnce() {
        StatisticsOfAWin won;
        const QString key = Statistics::winnerKey(won.game);
        won.statistics.recordEnd(won.game);
        won.statistics.recordEnd(won.game);
        QCOMPARE(won.statistics.allTime().value(key), 1);
        QCOMPARE(won.statistics.session().value(key), 1);
        won.statistics.startGame();  // a new game began
        won.statistics.recordEnd(won.game);
        QCOMPARE(won.statistics.allTime().value(key), 2);
    }

    // R-U7, R-U9: results are filed under words that do not depend on the language and
    // translated only when shown; counts under the old translated keys are carried over.
    void statisticsKeysDoNotDependOnTheLanguage() {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
        store.setValue(QStringLiteral("statistics/Ann (Human)"), 3);
        store.setValue(QStringLiteral("statistics/draws"), 2);
        store.setValue(QStringLiteral("statistics/Zoë (Schwer)"), 4);  // another language
        Statistics statistics(&store);
        GameController c(twoPeople());
        win(c);
        const QString key = Statistics::winnerKey(c);
        QCOMPARE(key, QStringLiteral("human:Ann"));
        QCOMPARE(Statistics::label(key), QStringLiteral("Ann (Human)"));
        QCOMPARE(Statistics::label(QStringLiteral("draw")), QStringLiteral("Draws"));
        statistics.recordEnd(c);
        const QMap<QString, int> all = statistics.allTime();
        QCOMPARE(all.value(QStringLiteral("human:Ann")), 4);  // 3 carried over + 1
        QCOMPARE(all.value(QStringLiteral("draw")), 2);
        // A key from a language not loaded now is kept as it was, shown verbatim.
        QCOMPARE(all.size(), 3);
        for (auto it = all.begin(); it != all.end(); ++it) {
            if (it.key() != QStringLiteral("human:Ann") && it.key() != QStringLiteral("draw")) {
                QCOMPARE(Statistics::label(it.key()), QStringLiteral("Zoë (Schwer)"));
                QCOMPARE(it.value(), 4);
            }
        }
        QVERIFY(!store.childGroups().contains(QStringLiteral("statistics")));  // migrated once
    }
};

OXO_TEST_GUILESS_MAIN(TestStatistics)
#include "test_statistics.moc"
