// What an attacker and a careful user found in how OXO writes files (R-F1, R-F2): saving
// through chains of symlinks, read-only files, modes and owners, temporaries a killed save
// left, files that must be new (a match's games in a shared folder), and the autosave's slot
// locks (empty, foreign and planted lock files, an unusable folder). Real links, FIFOs and
// permissions, in a temporary folder.
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>
#include <memory>
#include <thread>

#include "oxo/files/autosave_store.h"
#include "oxo/files/file_io.h"
#include "oxo/files/game_file.h"

using namespace oxo;
using namespace std::chrono_literals;

namespace {

void writeAll(const QString& path, const QByteArray& data) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(data), data.size());
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

struct stat lstatOf(const QString& path) {
    struct stat info {};
    ::lstat(QFile::encodeName(path).constData(), &info);
    return info;
}

GameRecord smallGame(int moves) {
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    const std::vector<Cell> cells = {{1, 1}, {0, 0}, {2, 2}};
    record.moves.assign(cells.begin(), cells.begin() + moves);
    return record;
}

// Sets a file's modification time `age` into the past.
void age(const QString& path, std::chrono::seconds age) {
    struct utimbuf times {};
    times.actime = times.modtime = ::time(nullptr) - static_cast<time_t>(age.count());
    QCOMPARE(::utime(QFile::encodeName(path).constData(), &times), 0);
}

}  // namespace

class TestFileIntegrity : public QObject {
    Q_OBJECT

private slots:
    // Saving
    void savingThroughALinkChainReplacesTheFinalFile();
    void savingThroughADanglingLinkChainCreatesItsTarget();
    void readOnlyFileIsRefused();
    void saveKeepsModeAndOwner();
    void deadSaveLeftoversAreRemovedAtTheNextSave();
    void newFileIsNeverWrittenThroughALinkOrOverAFile();

    // The autosave's slots
    void emptyOrForeignLockFileDoesNotHideTheAutosave_data();
    void emptyOrForeignLockFileDoesNotHideTheAutosave();
    void fifoAtTheLockPathDoesNotBlock();
    void unusableAutosaveFolderSaysWhy();
};

// R-F1: a -> b -> real/c: the game goes into c, and a and b stay links.
void TestFileIntegrity::savingThroughALinkChainReplacesTheFinalFile() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
    const QString c = dir.filePath(QStringLiteral("real/c.oxo"));
    const QString b = dir.filePath(QStringLiteral("b.oxo"));
    const QString a = dir.filePath(QStringLiteral("a.oxo"));
    QVERIFY(saveGameFile(c, smallGame(1)));
    QVERIFY(QFile::link(QStringLiteral("real/c.oxo"), b));  // relative, as people make them
    QVERIFY(QFile::link(b, a));
    QString error;
    QVERIFY2(saveGameFile(a, smallGame(3), &error), qPrintable(error));
    QVERIFY(S_ISLNK(lstatOf(a).st_mode));
    QVERIFY(S_ISLNK(lstatOf(b).st_mode));
    QCOMPARE(loadGameFile(c).game->record, smallGame(3));
}

// R-F1: a link to a file that does not exist yet: the file is made where the chain ends.
void TestFileIntegrity::savingThroughADanglingLinkChainCreatesItsTarget() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
    const QString target = dir.filePath(QStringLiteral("real/new.oxo"));
    QVERIFY(QFile::link(target, dir.filePath(QStringLiteral("b.oxo"))));
    QVERIFY(
        QFile::link(dir.filePath(QStringLiteral("b.oxo")), dir.filePath(QStringLiteral("a.oxo"))));
    QVERIFY(saveGameFile(dir.filePath(QStringLiteral("a.oxo")), smallGame(2)));
    QVERIFY(S_ISLNK(lstatOf(dir.filePath(QStringLiteral("b.oxo"))).st_mode));
    QCOMPARE(loadGameFile(target).game->record, smallGame(2));
}

// R-F1: a read-only file is not replaced (a rename would, even for root); the reason says so.
void TestFileIntegrity::readOnlyFileIsRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.oxo"));
    QVERIFY(saveGameFile(path, smallGame(1)));
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0444), 0);
    const QByteArray before = readAll(path);
    QString error;
    QVERIFY(!saveGameFile(path, smallGame(3), &error));
    QVERIFY2(error.contains(QStringLiteral("read-only")), qPrintable(error));
    QCOMPARE(readAll(path), before);
    QCOMPARE(lstatOf(path).st_mode & 07777, mode_t{0444});
    QVERIFY(QDir(dir.path()).entryList(QDir::Hidden | QDir::Files).size() == 1);  // no temporary
}

// R-F1: the replaced file keeps its mode and, where the system allows it, its owner.
void TestFileIntegrity::saveKeepsModeAndOwner() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.oxo"));
    QVERIFY(saveGameFile(path, smallGame(1)));
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
    const bool root = ::geteuid() == 0;
    const uid_t owner = root ? 65534 : ::geteuid();  // "nobody" when root can give it away
    if (root) {
        QCOMPARE(::chown(QFile::encodeName(path).constData(), owner, 65534), 0);
    }
    QVERIFY(saveGameFile(path, smallGame(2)));
    const struct stat info = lstatOf(path);
    QCOMPARE(info.st_mode & 07777, mode_t{0640});
    QCOMPARE(info.st_uid, owner);
    QCOMPARE(loadGameFile(path).game->record, smallGame(2));
}

// R-F1, R-F2: a save killed before its rename leaves ".NAME.XXXXXXXX.tmp"; the next save of
// NAME removes it when it is old (a running save's is new), and nothing of other files.
void TestFileIntegrity::deadSaveLeftoversAreRemovedAtTheNextSave() {
    QTemporaryDir dir;
    const QString dead = dir.filePath(QStringLiteral(".mine.oxo.Ab12Cd34.tmp"));
    const QString running = dir.filePath(QStringLiteral(".mine.oxo.Zz98Yy76.tmp"));
    const QString otherFiles = dir.filePath(QStringLiteral(".other.oxo.Qq11Ww22.tmp"));
    const QString lookalike = dir.filePath(QStringLiteral(".mine.oxo.notours.tmp"));
    for (const QString& path : {dead, running, otherFiles, lookalike}) {
        writeAll(path, "{\"format\":\"oxo-game\"");
    }
    age(dead, 1h);
    age(otherFiles, 1h);
    age(lookalike, 1h);
    QVERIFY(saveGameFile(dir.filePath(QStringLiteral("mine.oxo")), smallGame(1)));
    QVERIFY(!QFile::exists(dead));
    QVERIFY(QFile::exists(running));
    QVERIFY(QFile::exists(otherFiles));
    QVERIFY(QFile::exists(lookalike));
}

// R-F1: a file that must be new (a match's game in a folder others can write to) is never
// written through a link planted at its name, nor over a file there.
void TestFileIntegrity::newFileIsNeverWrittenThroughALinkOrOverAFile() {
    QTemporaryDir dir;
    const QString victim = dir.filePath(QStringLiteral("victim"));
    writeAll(victim, "precious");
    const QString planted = dir.filePath(QStringLiteral("game-0001.oxo"));
    QVERIFY(QFile::link(victim, planted));
    QString error;
    QVERIFY(!saveNewGameFile(planted, smallGame(1), &error));
    QVERIFY2(error.contains(QStringLiteral("exists")), qPrintable(error));
    QCOMPARE(readAll(victim), QByteArray("precious"));
    QVERIFY(S_ISLNK(lstatOf(planted).st_mode));
    const QString dangling = dir.filePath(QStringLiteral("game-0002.oxo"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("would-be-made")), dangling));
    QVERIFY(!saveNewGameFile(dangling, smallGame(1), &error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("would-be-made"))));
    QVERIFY(!saveNewGameFile(victim, smallGame(1), &error));
    QCOMPARE(readAll(victim), QByteArray("precious"));
    const QString fresh = dir.filePath(QStringLiteral("game-0003.oxo"));
    QVERIFY2(saveNewGameFile(fresh, smallGame(2), &error), qPrintable(error));
    QCOMPARE(loadGameFile(fresh).game->record, smallGame(2));
    for (const QString& name : QDir(dir.path()).entryList(QDir::Hidden | QDir::Files)) {
        QVERIFY2(!name.endsWith(QStringLiteral(".tmp")), qPrintable(name));
    }
}

void TestFileIntegrity::emptyOrForeignLockFileDoesNotHideTheAutosave_data() {
    QTest::addColumn<QByteArray>("lockContent");
    QTest::newRow("empty") << QByteArray();
    // What QLockFile writes: pid, application, host, boot id; here another machine's.
    QTest::newRow("another machine") << QByteArray("4242\noxo\nsomewhere-else\n0123abcd\n");
    QTest::newRow("garbage") << QByteArray("\x01\x02 not a lock\n");
}

// R-F2: a lock file nobody holds never hides the autosave: the slot with the game is taken
// and the game restored.
void TestFileIntegrity::emptyOrForeignLockFileDoesNotHideTheAutosave() {
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
void TestFileIntegrity::fifoAtTheLockPathDoesNotBlock() {
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
void TestFileIntegrity::unusableAutosaveFolderSaysWhy() {
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

QTEST_GUILESS_MAIN(TestFileIntegrity)
#include "test_file_integrity.moc"
