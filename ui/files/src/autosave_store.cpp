#include "oxo/files/autosave_store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include "oxo/files/file_io.h"

namespace oxo {

namespace {

const QString kFileKey = QStringLiteral("file");
constexpr int kSlots = 16;

QString slotName(int slot) {
    return slot == 1 ? QStringLiteral("autosave.oxo") : QStringLiteral("autosave-%1.oxo").arg(slot);
}

// The path an autosave says its game came from, if it is one OXO could have written there.
QString sourceFileIn(const QByteArray& json) {
    const QJsonValue value = QJsonDocument::fromJson(json).object().value(kFileKey);
    QString path = value.toString();
    if (path.isEmpty() || path.size() > kMaxPathLength || !QDir::isAbsolutePath(path) ||
        !pathProblem(path).isEmpty()) {
        return {};
    }
    return path;
}

// A slot's lock: an flock(2) on "<slot>.lock", held while the descriptor is open. The system
// drops it when its owner ends, however it ends (a crash, kill -9), so no lock file can hide a
// slot for ever: not an empty one, not one from another machine or an older OXO. The file's
// content is only for people. Opening never blocks (a FIFO planted there is refused).
class SlotLock {
public:
    enum class Result : std::uint8_t { Held, Busy, Failed };

    explicit SlotLock(const QString& path) {
        const QByteArray encoded = QFile::encodeName(path);
        for (int attempt = 0; attempt < 2 && fd_ < 0; ++attempt) {
            fd_ = ::open(encoded.constData(),
                         O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
            error_ = fd_ < 0 ? errno : 0;
            struct stat info {};
            if (fd_ >= 0 && (::fstat(fd_, &info) != 0 || !S_ISREG(info.st_mode))) {
                ::close(std::exchange(fd_, -1));
                error_ = EINVAL;
            }
            // A FIFO or a link where OXO keeps its own lock file was put there by someone
            // else: it goes, once, and the lock file is made anew.
            if (fd_ < 0 && (error_ == ELOOP || error_ == EINVAL) &&
                ::lstat(encoded.constData(), &info) == 0 && !S_ISDIR(info.st_mode)) {
                ::unlink(encoded.constData());
            }
        }
        if (fd_ < 0) {
            return;
        }
        if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
            error_ = errno;
            busy_ = errno == EWOULDBLOCK;
            return;
        }
        held_ = true;
        const QByteArray owner = QByteArray::number(static_cast<qint64>(::getpid())) + '\n';
        if (::ftruncate(fd_, 0) == 0) {
            [[maybe_unused]] const ssize_t written = ::write(fd_, owner.constData(), owner.size());
        }
    }
    ~SlotLock() {
        if (fd_ >= 0) {
            ::close(fd_);  // releases the lock; the file stays (removing it would race)
        }
    }
    SlotLock(const SlotLock&) = delete;
    SlotLock& operator=(const SlotLock&) = delete;

    Result result() const { return held_ ? Result::Held : busy_ ? Result::Busy : Result::Failed; }
    int error() const { return error_; }

private:
    int fd_ = -1;
    int error_ = 0;
    bool held_ = false;
    bool busy_ = false;
};

}  // namespace

QStringList autosaveOnlyKeys() {
    return {kFileKey};
}

AutosaveStore::AutosaveStore() : AutosaveStore(defaultDirectory()) {}

AutosaveStore::AutosaveStore(QString directory, QString fileName)
    : directory_(std::move(directory)), fileName_(std::move(fileName)) {}

QString AutosaveStore::defaultDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

std::optional<AutosaveStore> AutosaveStore::claim(const QString& directory, QString* problem) {
    if (!QDir().mkpath(directory)) {
        *problem = tr("Could not create the folder %1 for the automatic save.")
                       .arg(QDir::toNativeSeparators(directory));
        return std::nullopt;
    }
    const QDir dir(directory);
    int failure = 0;  // why the last slot that was not busy could not be had
    const auto tryLock = [&](int slot) -> std::shared_ptr<SlotLock> {
        auto lock =
            std::make_shared<SlotLock>(dir.filePath(slotName(slot) + QStringLiteral(".lock")));
        if (lock->result() == SlotLock::Result::Failed) {
            failure = lock->error();
        }
        return lock->result() == SlotLock::Result::Held ? lock : nullptr;
    };
    // First a slot with a game that nobody runs any more (a crash or a quit left it), then
    // any free slot.
    for (const bool withGame : {true, false}) {
        for (int slot = 1; slot <= kSlots; ++slot) {
            if (withGame && !QFile::exists(dir.filePath(slotName(slot)))) {
                continue;
            }
            if (std::shared_ptr<SlotLock> lock = tryLock(slot)) {
                AutosaveStore store(directory, slotName(slot));
                store.lock_ = std::move(lock);
                store.removeLeftovers();
                return store;
            }
        }
    }
    if (failure != 0) {
        // A folder OXO cannot write to, not a crowd of windows.
        *problem = tr("The folder %1 cannot be used for the automatic save: %2")
                       .arg(QDir::toNativeSeparators(directory), qt_error_string(failure));
        return std::nullopt;
    }
    *problem = tr("%1 other OXO windows are open; this one does not save its game automatically.")
                   .arg(kSlots);
    return std::nullopt;
}

void AutosaveStore::removeLeftovers() const {
    // Only this slot's: another running OXO may be writing its own right now.
    const QDir dir(directory_);
    for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        if (isTemporaryFileOf(name, fileName_)) {
            QFile::remove(dir.filePath(name));
        }
    }
}

QString AutosaveStore::filePath() const {
    return QDir(directory_).filePath(fileName_);
}

bool AutosaveStore::save(const GameRecord& record, QString* error) const {
    return save(record, QString(), error);
}

bool AutosaveStore::save(const GameRecord& record, const QString& sourceFile,
                         QString* error) const {
    if (!QDir().mkpath(directory_)) {
        if (error != nullptr) {
            *error = tr("Could not create the folder %1 for the automatic save.")
                         .arg(QDir::toNativeSeparators(directory_));
        }
        return false;
    }
    QJsonObject extra;
    if (!sourceFile.isEmpty()) {
        extra.insert(kFileKey, sourceFile);
    }
    QString why;
    if (!writeFileAtomically(filePath(), toJson(record, extra), &why)) {
        if (error != nullptr) {
            *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(filePath()), why);
        }
        return false;
    }
    return true;
}

AutosaveStore::Restored AutosaveStore::restore(const FileLimits& limits) const {
    Restored restored;
    const QString path = filePath();
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0) {
        return restored;  // nothing saved
    }
    ReadResult read;
    QFile file;
    QString why;
    if (!openRegularFile(file, path, &why)) {
        read.error = why;
    } else if (file.size() > limits.maxBytes) {
        read = readGame(file.read(limits.maxBytes + 1), limits);  // says it is too large
    } else {
        const QByteArray data = file.read(limits.maxBytes + 1);
        read = readGame(data, limits);
        restored.sourceFile = sourceFileIn(data);
    }
    file.close();
    if (read.ok()) {
        restored.game = std::move(read.game);
        return restored;
    }
    restored.sourceFile.clear();
    // Set aside under a name that is new each time, so an older damaged file is never
    // overwritten; the next start then finds no autosave and says nothing more.
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QDir dir(directory_);
    const QString base = QFileInfo(fileName_).completeBaseName();
    QString aside = dir.filePath(QStringLiteral("%1-damaged-%2.oxo").arg(base, stamp));
    for (int n = 2; QFileInfo::exists(aside); ++n) {
        aside = dir.filePath(QStringLiteral("%1-damaged-%2-%3.oxo").arg(base, stamp).arg(n));
    }
    if (::rename(QFile::encodeName(path).constData(), QFile::encodeName(aside).constData()) == 0) {
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
