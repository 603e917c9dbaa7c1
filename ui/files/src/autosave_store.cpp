#include "oxo/files/autosave_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace oxo {

AutosaveStore::AutosaveStore()
    : AutosaveStore(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) {}

AutosaveStore::AutosaveStore(QString directory) : directory_(std::move(directory)) {}

QString AutosaveStore::filePath() const {
    return QDir(directory_).filePath(QStringLiteral("autosave.oxo"));
}

bool AutosaveStore::save(const GameRecord& record, QString* error) const {
    if (!QDir().mkpath(directory_)) {
        if (error != nullptr) {
            *error = tr("Could not create the folder %1 for the automatic save.")
                         .arg(QDir::toNativeSeparators(directory_));
        }
        return false;
    }
    return saveGameFile(filePath(), record, error);
}

AutosaveStore::Restored AutosaveStore::restore(const FileLimits& limits) const {
    Restored restored;
    const QString path = filePath();
    if (!QFile::exists(path)) {
        return restored;
    }
    ReadResult read = loadGameFile(path, limits);
    if (read.ok()) {
        restored.game = std::move(read.game);
        return restored;
    }
    // Set aside under a name that is new each time, so an older damaged file is never
    // overwritten; the next start then finds no autosave and says nothing more.
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QDir dir(directory_);
    QString aside = dir.filePath(QStringLiteral("autosave-damaged-%1.oxo").arg(stamp));
    for (int n = 2; QFile::exists(aside); ++n) {
        aside = dir.filePath(QStringLiteral("autosave-damaged-%1-%2.oxo").arg(stamp).arg(n));
    }
    if (QFile::rename(path, aside)) {
        restored.setAsidePath = aside;
        restored.problem =
            tr("The game saved automatically could not be restored: %1. A new game is started; "
               "the damaged file was kept as %2.")
                .arg(read.error, QDir::toNativeSeparators(aside));
    } else {
        restored.problem =
            tr("The game saved automatically could not be restored: %1. A new game is started.")
                .arg(read.error);
    }
    return restored;
}

bool AutosaveStore::discard() const {
    return !QFile::exists(filePath()) || QFile::remove(filePath());
}

}  // namespace oxo
