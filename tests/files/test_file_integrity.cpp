// How OXO reads and writes files safely (R-F1, R-F2, R-F4): saving through chains of
// symlinks, read-only files, modes and owners, temporaries a killed save left, files that must
// be new (a match's games in a shared folder), and FIFOs that never block a read or a save.
// Real links, FIFOs and permissions, in a temporary folder. The autosave's slots and locks are
// test_autosave's.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>
#include <memory>
#include <thread>

#include "file_test_files.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/file_io.h"
#include "oxo/files/game_file.h"
#include "test_main.h"

using namespace oxo;
using namespace std::chrono_literals;

using namespace oxo::test;

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

    // Never blocked by a FIFO
    void fifoGameFileIsRefused();
    void fifoSaveTargetIsRefused();
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

// A FIFO held open() forever: no window, no message. Anything not a regular file is refused
// before it is opened for reading.
void TestFileIntegrity::fifoGameFileIsRefused() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("game.oxo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    ReadResult read;
    QVERIFY(returnsWithin(3000ms, fifo, [&] { read = loadGameFile(fifo); }));
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("not a regular file")), qPrintable(read.error));
    const ReadResult folder = loadGameFile(dir.path());
    QVERIFY2(folder.error.contains(QStringLiteral("not a regular file")), qPrintable(folder.error));
}

void TestFileIntegrity::fifoSaveTargetIsRefused() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.oxo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    QString error;
    bool saved = true;
    QVERIFY(returnsWithin(3000ms, fifo, [&] { saved = saveGameFile(fifo, record, &error); }));
    QVERIFY(!saved);
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));  // left as it was
}

OXO_TEST_GUILESS_MAIN(TestFileIntegrity)
#include "test_file_integrity.moc"
