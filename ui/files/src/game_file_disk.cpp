// Game files on disk: reading with a size cap before anything is parsed, writing atomically
// with QSaveFile (a crash or a full disk during a save never leaves a broken file).
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QSaveFile>

#include "oxo/files/game_file.h"

namespace oxo {
namespace {

struct DiskText {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

}  // namespace

ReadResult loadGameFile(const QString& path, const FileLimits& limits) {
    ReadResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = DiskText::tr("cannot read the file: %1").arg(file.errorString());
        return result;
    }
    // Checked before reading, and the read itself is capped, so a huge or endless file
    // (a FIFO, /dev/zero) never fills memory.
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

bool saveGameFile(const QString& path, const GameRecord& record, QString* error) {
    QSaveFile file(path);
    const QByteArray json = toJson(record);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        if (error != nullptr) {
            *error = DiskText::tr("Could not write the game file: %1").arg(file.errorString());
        }
        return false;
    }
    return true;
}

}  // namespace oxo
