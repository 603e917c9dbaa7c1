// "A save that fills the disk reports success and leaves a truncated file" (R-F1,
// R-F2): a child process (save_under_limit) saves under a 4 KiB file-size limit, as on a full
// disk. Every save must fail with the system's reason, and the old file must stay whole.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/game_file.h"
#include "test_main.h"

using namespace oxo;

namespace {

constexpr int kLimit = 4096;

GameRecord smallGame() {
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = {{QStringLiteral("Ann"), PlayerKind::Human},
                      {QStringLiteral("Bob"), PlayerKind::Human}};
    record.moves = {{1, 1}, {0, 0}};
    return record;
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList runChild(const QString& mode, const QString& dir) {
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    child.setProcessEnvironment(env);
    child.start(QStringLiteral(OXO_SAVE_UNDER_LIMIT), {QString::number(kLimit), mode, dir});
    if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit ||
        child.exitCode() != 0) {
        return {QStringLiteral("child failed: ") +
                QString::fromLocal8Bit(child.readAllStandardError())};
    }
    return QString::fromUtf8(child.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

// The child's two saves both failed, each with the system's reason.
void checkBothSavesFailed(const QStringList& lines) {
    QCOMPARE(lines.size(), 2);
    for (const QString& line : lines) {
        QVERIFY2(line.contains(QStringLiteral("failed")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("File too large")), qPrintable(line));
    }
}

QStringList leftovers(const QString& dir) {
    return QDir(dir).entryList({QStringLiteral("*.tmp"), QStringLiteral("*.oxo.*")},
                               QDir::Files | QDir::Hidden);
}

}  // namespace

class TestFullDisk : public QObject {
    Q_OBJECT

private slots:
    // saveGameFile (File → Save's writer) and the autosave store, under the limit.
    void fullDiskSaveFailsAndKeepsTheOldFile() {
        QTemporaryDir dir;
        QVERIFY(saveGameFile(dir.filePath(QStringLiteral("game.oxo")), smallGame()));
        QVERIFY(saveGameFile(dir.filePath(QStringLiteral("autosave.oxo")), smallGame()));
        const QByteArray oldGame = contents(dir.filePath(QStringLiteral("game.oxo")));
        const QByteArray oldAutosave = contents(dir.filePath(QStringLiteral("autosave.oxo")));
        QVERIFY(oldGame.size() < kLimit);

        checkBothSavesFailed(runChild(QStringLiteral("store"), dir.path()));
        if (QTest::currentTestFailed()) {
            return;
        }
        QCOMPARE(contents(dir.filePath(QStringLiteral("game.oxo"))), oldGame);
        QCOMPARE(contents(dir.filePath(QStringLiteral("autosave.oxo"))), oldAutosave);
        QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(' ')));
    }

    // The window: the autosave's failure is shown with the reason, File → Save says why, and
    // both files still hold the last game that was saved whole.
    void fullDiskWindowTellsThePerson() {
        QTemporaryDir dir;
        QVERIFY(saveGameFile(dir.filePath(QStringLiteral("game.oxo")), smallGame()));
        const QByteArray oldGame = contents(dir.filePath(QStringLiteral("game.oxo")));

        checkBothSavesFailed(runChild(QStringLiteral("window"), dir.path()));
        if (QTest::currentTestFailed()) {
            return;
        }
        QCOMPARE(contents(dir.filePath(QStringLiteral("game.oxo"))), oldGame);
        const ReadResult autosave = loadGameFile(dir.filePath(QStringLiteral("autosave.oxo")));
        QVERIFY2(autosave.ok(), qPrintable(autosave.error));  // not cut off
        QVERIFY(autosave.game->record.moves.empty());         // the last whole save
        QVERIFY2(leftovers(dir.path()).isEmpty(), qPrintable(leftovers(dir.path()).join(' ')));
    }
};

OXO_TEST_GUILESS_MAIN(TestFullDisk)
#include "test_full_disk.moc"
