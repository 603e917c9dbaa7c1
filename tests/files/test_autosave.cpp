// R-F2: the autosave brings the game back exactly; a damaged autosave is reported once, set
// aside (never deleted) and never stops a start.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/autosave_store.h"
#include "qtest_columns.h"
#include "sample_games.h"

using namespace oxo;

namespace {

GameRecord midGame() {
    Rules rules = Rules::square(9, 5);
    rules.players = 3;
    Game game(rules);
    for (const Cell cell : {Cell{4, 4}, Cell{0, 0}, Cell{8, 8}, Cell{4, 5}, Cell{1, 1}}) {
        game.play(cell);
    }
    return recordOf(game,
                    {{QStringLiteral("Ann"), PlayerKind::Human},
                     {QStringLiteral("Bob"), PlayerKind::Medium},
                     {{}, PlayerKind::Hard}},
                    {true, 20, ClockSetting::OnTimeout::RandomMove});
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& data) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size()) {
        qFatal("cannot write test file");
    }
}

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingSavedRestoresNothing();
    void saveThenRestoreIsExact();
    void everyMoveOverwrites();
    void createsFolder();
    void damagedIsReportedOnceAndKept_data();
    void damagedIsReportedOnceAndKept();
    void earlierDamagedFileIsNotOverwritten();
    void defaultLocationIsAppData();
    void discardForgets();
};

void TestAutosave::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("oxo-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
    QStandardPaths::setTestModeEnabled(true);  // never touch the real data folder
}

void TestAutosave::nothingSavedRestoresNothing() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    const AutosaveStore::Restored restored = store.restore();
    QVERIFY(!restored.game);
    QVERIFY(restored.problem.isEmpty());
}

void TestAutosave::saveThenRestoreIsExact() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    const GameRecord record = midGame();
    QString error;
    QVERIFY2(store.save(record, &error), qPrintable(error));

    // A fresh store, as after a restart.
    const AutosaveStore::Restored restored = AutosaveStore(dir.path()).restore();
    QVERIFY(restored.problem.isEmpty());
    QVERIFY(restored.game);
    QCOMPARE(restored.game->record, record);
    QCOMPARE(restored.game->game.toMove(), Player{2});  // 5 moves by 3 players: Δ is next
    QCOMPARE(restored.game->game.history().size(), std::size_t{5});
    QCOMPARE(restored.game->game.history().back().cell, (Cell{1, 1}));
    QVERIFY(QFile::exists(store.filePath()));  // restoring does not use the file up
}

void TestAutosave::everyMoveOverwrites() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    Game game(Rules::square(5, 4));
    for (const Cell cell : {Cell{0, 0}, Cell{1, 1}, Cell{2, 2}, Cell{3, 3}}) {
        game.play(cell);
        QVERIFY(store.save(recordOf(game, defaultPlayers(2))));
        const AutosaveStore::Restored restored = store.restore();
        QVERIFY(restored.game);
        QCOMPARE(restored.game->game.history(), game.history());
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("autosave.oxo")});
}

void TestAutosave::createsFolder() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.filePath(QStringLiteral("a/b/c")));
    QVERIFY(store.save(midGame()));
    QVERIFY(store.restore().game);
}

void TestAutosave::damagedIsReportedOnceAndKept_data() {
    test::addColumns<QByteArray, QString>("content", "expected");
    QTest::newRow("cut short (crash of an old writer)")
        << toJson(midGame()).left(100) << "not valid JSON";
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    QTest::newRow("illegal move") << toJson(midGame()).replace("\"a1\"", "\"e5\"")
                                  << "already taken";
}

void TestAutosave::damagedIsReportedOnceAndKept() {
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    writeAll(store.filePath(), content);

    const AutosaveStore::Restored first = store.restore();
    QVERIFY(!first.game);
    QVERIFY2(first.problem.contains(expected), qPrintable(first.problem));
    QVERIFY(first.problem.contains(first.setAsidePath));
    // Set aside, byte for byte; nothing is lost.
    QVERIFY(!QFile::exists(store.filePath()));
    QCOMPARE(readAll(first.setAsidePath), content);

    // Reported once: the next start finds nothing and says nothing.
    const AutosaveStore::Restored second = store.restore();
    QVERIFY(!second.game);
    QVERIFY(second.problem.isEmpty());
    // And the app carries on saving.
    QVERIFY(store.save(midGame()));
    QVERIFY(store.restore().game);
}

void TestAutosave::earlierDamagedFileIsNotOverwritten() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    writeAll(store.filePath(), "first");
    const QString firstAside = store.restore().setAsidePath;
    writeAll(store.filePath(), "second");  // within the same second: same time stamp
    const QString secondAside = store.restore().setAsidePath;
    QVERIFY(!firstAside.isEmpty());
    QVERIFY(!secondAside.isEmpty());
    QVERIFY(firstAside != secondAside);
    QCOMPARE(readAll(firstAside), QByteArray("first"));
    QCOMPARE(readAll(secondAside), QByteArray("second"));
}

void TestAutosave::defaultLocationIsAppData() {
    const AutosaveStore store;
    const QString expected = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(store.directory(), expected);
    QVERIFY(store.save(midGame()));
    QCOMPARE(store.restore().game->record, midGame());
    QVERIFY(QDir(expected).removeRecursively());
}

void TestAutosave::discardForgets() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    QVERIFY(store.discard());  // nothing there is fine
    QVERIFY(store.save(midGame()));
    QVERIFY(store.discard());
    QVERIFY(!store.restore().game);
}

QTEST_GUILESS_MAIN(TestAutosave)
#include "test_autosave.moc"
