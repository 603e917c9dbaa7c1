// Game files on disk: reading only regular files, with a size cap before anything is parsed;
// writing atomically with every write checked (file_io.h), so a crash or a full disk during a
// save never leaves a broken file and is never reported as success.
#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include "oxo/files/file_io.h"
#include "oxo/files/game_file.h"

namespace oxo {
namespace {

struct DiskText {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

}  // namespace

ReadResult loadGameFile(const QString& path, const FileLimits& limits) {
    ReadResult result;
    QFile file;
    QString why;
    // A FIFO, a device or a folder is refused before it is opened for reading: a FIFO would
    // hold open() until someone writes to it.
    if (!openRegularFile(file, path, &why)) {
        result.error = DiskText::tr("cannot read the file: %1").arg(why);
        return result;
    }
    // Checked before reading, and the read itself is capped, so a huge file never fills memory.
    if (file.size() > limits.maxBytes) {
        result.error = DiskText::tr("the file is too large (%1); a game file is at most %2")
                           .arg(QLocale().formattedDataSize(file.size()),
                                QLocale().formattedDataSize(limits.maxBytes));
        return result;
    }
    const QByteArray data = file.read(limits.maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.error = DiskText::tr("cannot read the file: %1").arg(file.errorString());
        return result;
    }
    return readGame(data, limits);
}

namespace {

// Writes `record` with `write` (file_io.h), saying what failed in a game file's words.
bool writeGame(bool (*write)(const QString&, QByteArrayView, QString*), const QString& path,
               const GameRecord& record, QString* error) {
    QString why;
    if (!write(path, toJson(record), &why)) {
        if (error != nullptr) {
            *error = DiskText::tr("Could not write the game file: %1").arg(why);
        }
        return false;
    }
    return true;
}

}  // namespace

bool saveGameFile(const QString& path, const GameRecord& record, QString* error) {
    if (!writeGame(&writeFileAtomically, path, record, error)) {
        return false;
    }
    removeDeadSaves(path);  // a save killed before its rename, earlier
    return true;
}

bool saveNewGameFile(const QString& path, const GameRecord& record, QString* error) {
    return writeGame(&createNewFile, path, record, error);
}

}  // namespace oxo
