// R-F2: the autosave brings the game back exactly; a damaged autosave is reported once, set
// aside (never deleted) and never stops a start. Two running OXOs keep a slot each, locked with
// flock: no lock file left behind (empty, foreign, a FIFO) hides a slot, an unusable folder
// says so, and what an interrupted save left in a slot goes when the slot is claimed.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <thread>

#include "file_test_files.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "qtest_columns.h"
#include "sample_games.h"
#include "test_main.h"

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

}  // namespace

using namespace oxo::test;
using namespace std::chrono_literals;

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

    // Slots and what is left in them
    void emptyOrForeignLockFileDoesNotHideTheAutosave_data();
    void emptyOrForeignLockFileDoesNotHideTheAutosave();
    void fifoAtTheLockPathDoesNotBlock();
    void unusableAutosaveFolderSaysWhy();
    void twoInstancesDoNotShareOneAutosave();
    void interruptedAutosaveLeftoversAreRemoved();
    void restoredAutosaveRemembersItsFile();
    void fifoAutosaveIsRefused();
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

void TestAutosave::emptyOrForeignLockFileDoesNotHideTheAutosave_data() {
    QTest::addColumn<QByteArray>("lockContent");
    QTest::newRow("empty") << QByteArray();
    // What QLockFile writes: pid, application, host, boot id; here another machine's.
    QTest::newRow("another machine") << QByteArray("4242\noxo\nsomewhere-else\n0123abcd\n");
    QTest::newRow("garbage") << QByteArray("\x01\x02 not a lock\n");
}

// R-F2: a lock file nobody holds never hides the autosave: the slot with the game is taken
// and the game restored.
void TestAutosave::emptyOrForeignLockFileDoesNotHideTheAutosave() {
    QFETCH(QByteArray, lockContent);
    QTemporaryDir dir;
    const AutosaveStore plain(dir.path());
    QVERIFY(plain.save(smallGame(2)));
    writeAll(dir.filePath(QStringLiteral("autosave.oxo.lock")), lockContent);
    QString problem;
    const std::optional<AutosaveStore> store = AutosaveStore::claim(dir.path(), &problem);
    QVERIFY2(store.has_value(), qPrintable(problem));
    QCOMPARE(store->filePath(), dir.filePath(QStringLiteral("autosave.oxo")));
    QCOMPARE(store->restore().game->record, smallGame(2));
}

// R-F2: a FIFO planted at the lock path neither blocks the start nor hides the autosave.
void TestAutosave::fifoAtTheLockPathDoesNotBlock() {
    QTemporaryDir dir;
    const AutosaveStore plain(dir.path());
    QVERIFY(plain.save(smallGame(1)));
    const QString lock = dir.filePath(QStringLiteral("autosave.oxo.lock"));
    QCOMPARE(::mkfifo(QFile::encodeName(lock).constData(), 0600), 0);
    // On a thread of its own, left behind if it blocks: the test then fails instead of hanging.
    auto result = std::make_shared<std::promise<std::optional<AutosaveStore>>>();
    std::future<std::optional<AutosaveStore>> claimed = result->get_future();
    std::thread([result, folder = dir.path()] {
        QString problem;
        result->set_value(AutosaveStore::claim(folder, &problem));
    }).detach();
    if (claimed.wait_for(10s) != std::future_status::ready) {
        QFAIL("claiming the autosave blocked on a FIFO");
    }
    const std::optional<AutosaveStore> store = claimed.get();
    QVERIFY(store.has_value());
    QCOMPARE(store->filePath(), dir.filePath(QStringLiteral("autosave.oxo")));
    QVERIFY(S_ISREG(lstatOf(lock).st_mode));
}

// R-F2: a folder where no slot can be locked is reported as such, not as "16 other OXO
// windows are open". Root ignores folder permissions, so there a folder stands at every
// lock path instead.
void TestAutosave::unusableAutosaveFolderSaysWhy() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("autosave"));
    QVERIFY(QDir().mkpath(folder));
    if (::geteuid() == 0) {
        for (int slot = 1; slot <= 16; ++slot) {
            const QString name = slot == 1 ? QStringLiteral("autosave.oxo.lock")
                                           : QStringLiteral("autosave-%1.oxo.lock").arg(slot);
            QVERIFY(QDir(folder).mkdir(name));
        }
    } else {
        QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    }
    QString problem;
    QVERIFY(!AutosaveStore::claim(folder, &problem).has_value());
    QVERIFY2(problem.contains(QDir::toNativeSeparators(folder)), qPrintable(problem));
    QVERIFY2(!problem.contains(QStringLiteral("windows are open")), qPrintable(problem));
    ::chmod(QFile::encodeName(folder).constData(), 0755);
}

// R-F2: two running OXOs never write one autosave: each claims its own slot, and a slot is
// free again once its owner has gone.
void TestAutosave::twoInstancesDoNotShareOneAutosave() {
    QTemporaryDir dir;
    QString problem;
    std::optional<AutosaveStore> first = AutosaveStore::claim(dir.path(), &problem);
    std::optional<AutosaveStore> second = AutosaveStore::claim(dir.path(), &problem);
    QVERIFY(first && second);
    QVERIFY(first->filePath() != second->filePath());
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    record.moves = {{0, 0}};
    QVERIFY(second->save(record));
    second.reset();  // the second instance quits; its game stays for the next one
    const std::optional<AutosaveStore> third = AutosaveStore::claim(dir.path(), &problem);
    QVERIFY(third.has_value());
    QVERIFY(third->filePath() != first->filePath());
    QCOMPARE(third->restore().game->record, record);
}

// R-F2: a save killed between writing its temporary file and renaming it leaves that file
// behind; the next start that owns the autosave removes it, one held by another running OXO
// stays.
void TestAutosave::interruptedAutosaveLeftoversAreRemoved() {
    QTemporaryDir dir;
    const QString mine = dir.filePath(QStringLiteral(".autosave.oxo.Ab12Cd34.tmp"));
    const QString userFile = dir.filePath(QStringLiteral("notes.tmp"));
    writeAll(mine, "{\"format\":\"oxo-game\"}");
    writeAll(userFile, "mine, not OXO's");
    {
        QString problem;
        const std::optional<AutosaveStore> store = AutosaveStore::claim(dir.path(), &problem);
        QVERIFY2(store.has_value(), qPrintable(problem));
        QCOMPARE(store->filePath(), dir.filePath(QStringLiteral("autosave.oxo")));
        QVERIFY(!QFile::exists(mine));
        QVERIFY(QFile::exists(userFile));
        // A second instance takes the next slot; the first slot's leftovers are not its own.
        const QString held = dir.filePath(QStringLiteral(".autosave.oxo.Zz98Yy76.tmp"));
        writeAll(held, "in flight");
        const std::optional<AutosaveStore> second = AutosaveStore::claim(dir.path(), &problem);
        QVERIFY(second.has_value());
        QVERIFY(QFile::exists(held));
    }
    // A successful save leaves no temporary file either.
    const AutosaveStore store(dir.path());
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    QVERIFY(store.save(record));
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    for (const QString& name : left) {
        QVERIFY2(!name.endsWith(QStringLiteral(".tmp")) || name == QStringLiteral("notes.tmp") ||
                     name == QStringLiteral(".autosave.oxo.Zz98Yy76.tmp"),
                 qPrintable(name));
    }
}

// R-F2: the autosave keeps the path of the file the game came from, so a restored game has
// its title and Save goes back to that file.
void TestAutosave::restoredAutosaveRemembersItsFile() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    record.moves = {{1, 1}};
    const QString origin = dir.filePath(QStringLiteral("games/mine.oxo"));
    QVERIFY(store.save(record, origin));
    const AutosaveStore::Restored restored = store.restore();
    QVERIFY(restored.game.has_value());
    QCOMPARE(restored.game->record, record);
    QCOMPARE(restored.sourceFile, origin);
    // Without a file the game is untitled; a hostile value is ignored, not used.
    QVERIFY(store.save(record));
    QVERIFY(store.restore().sourceFile.isEmpty());
    QJsonObject root = QJsonDocument::fromJson(toJson(record)).object();
    root.insert(QStringLiteral("file"), QStringLiteral("relative\nname.oxo"));
    writeAll(store.filePath(), QJsonDocument(root).toJson());
    QVERIFY(store.restore().game.has_value());
    QVERIFY(store.restore().sourceFile.isEmpty());
}

void TestAutosave::fifoAutosaveIsRefused() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    QCOMPARE(::mkfifo(QFile::encodeName(store.filePath()).constData(), 0600), 0);
    AutosaveStore::Restored restored;
    QVERIFY(returnsWithin(3000ms, store.filePath(), [&] { restored = store.restore(); }));
    QVERIFY(!restored.game.has_value());
    QVERIFY2(restored.problem.contains(QStringLiteral("not a regular file")),
             qPrintable(restored.problem));
    QVERIFY(!QFile::exists(store.filePath()));  // set aside: the next start is clean
}

OXO_TEST_GUILESS_MAIN(TestAutosave)
#include "test_autosave.moc"
