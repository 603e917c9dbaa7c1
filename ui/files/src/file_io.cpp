#include "oxo/files/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

namespace oxo {
namespace {

QString kindOf(mode_t mode) {
    if (S_ISDIR(mode)) {
        return FileText::tr("it is a folder, not a regular file");
    }
    if (S_ISFIFO(mode)) {
        return FileText::tr("it is a named pipe (FIFO), not a regular file");
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return FileText::tr("it is a device, not a regular file");
    }
    if (S_ISSOCK(mode)) {
        return FileText::tr("it is a socket, not a regular file");
    }
    return FileText::tr("it is not a regular file");
}

// The system's reason for errno `code` ("No space left on device").
QString systemReason(int code) {
    return qt_error_string(code);
}

// Closes the descriptor on every way out.
class Descriptor {
public:
    explicit Descriptor(int fd) : fd_(fd) {}
    ~Descriptor() {
        if (fd_ >= 0) {
            ::close(fd_);
        }
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int get() const { return fd_; }
    int release() { return std::exchange(fd_, -1); }
    // close(2) reports delayed write errors (NFS, some full disks): checked, not ignored.
    bool close() { return ::close(release()) == 0; }

private:
    int fd_;
};

bool writeAll(int fd, QByteArrayView data) {
    const char* at = data.data();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, at, static_cast<size_t>(left));
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        at += written;
        left -= written;
    }
    return true;
}

// How many links a chain may have before it is taken for a loop (the kernel's own limit).
constexpr int kMaxLinks = 40;
// A temporary file of a save that is older than this was left by a save that died (a save
// takes milliseconds): it is removed at the next save of the same file.
constexpr int kLeftoverAgeSeconds = 120;

// The file a chain of symlinks ends at, followed link by link so that a link to a missing
// file still names where the file will be; empty, with *error set, for a loop.
QString finalTarget(const QString& path, QString* error) {
    QFileInfo info(QFileInfo(path).absoluteFilePath());
    for (int hops = 0; info.isSymLink(); ++hops) {
        if (hops == kMaxLinks) {
            *error = systemReason(ELOOP);
            return {};
        }
        QByteArray target(4096, Qt::Uninitialized);
        const ssize_t length = ::readlink(QFile::encodeName(info.filePath()).constData(),
                                          target.data(), static_cast<size_t>(target.size()));
        if (length < 0 || length >= target.size()) {
            *error = systemReason(length < 0 ? errno : ENAMETOOLONG);
            return {};
        }
        target.truncate(length);
        info = QFileInfo(QDir(info.absolutePath()).absoluteFilePath(QFile::decodeName(target)));
    }
    return info.absoluteFilePath();
}

// A save replaces the file with a new one: a file OXO cannot or should not write (no write
// permission, or none in its mode at all, which root would otherwise ignore) is refused.
bool isReadOnly(const QByteArray& target, const struct stat& info) {
    return ::access(target.constData(), W_OK) != 0 || (info.st_mode & 0222) == 0;
}

QString temporaryName(const QString& targetName) {
    static constexpr char kLetters[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString random;
    for (int i = 0; i < 8; ++i) {
        random += QLatin1Char(kLetters[QRandomGenerator::global()->bounded(62)]);
    }
    return QLatin1Char('.') + targetName + QLatin1Char('.') + random + QStringLiteral(".tmp");
}

}  // namespace

QString notRegularReason(const QString& path) {
    struct stat info {};
    // stat, not lstat: a symlink to a regular file is fine, one to a FIFO is not.
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        return {};  // missing (or unreadable): opening it will say why
    }
    return S_ISREG(info.st_mode) ? QString() : kindOf(info.st_mode);
}

bool openRegularFile(QFile& file, const QString& path, QString* error) {
    // O_NONBLOCK: opening a FIFO for reading then returns at once instead of waiting for a
    // writer; the type is checked on the open descriptor, so nothing can swap it in between.
    Descriptor fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        *error = systemReason(errno);
        return false;
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0) {
        *error = systemReason(errno);
        return false;
    }
    if (!S_ISREG(info.st_mode)) {
        *error = kindOf(info.st_mode);
        return false;
    }
    const int flags = ::fcntl(fd.get(), F_GETFL);
    if (flags < 0 || ::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK) != 0) {
        *error = systemReason(errno);
        return false;
    }
    if (!file.open(fd.get(), QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        *error = file.errorString();
        return false;
    }
    fd.release();  // the QFile closes it now
    return true;
}

namespace {

// Writes `data` to a new temporary file beside `target` (in `folder`), with `old`'s mode and
// owner when given, and makes it durable. Returns its encoded path; empty, with *error set,
// on failure (then nothing is left behind).
QByteArray writeTemporary(const QString& folder, const QString& targetName, QByteArrayView data,
                          const struct stat* old, QString* error) {
    QString temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporary = QDir(folder).filePath(temporaryName(targetName));
        // 0666 less the umask, as any new file; an existing file's mode is copied below.
        fd = ::open(QFile::encodeName(temporary).constData(),
                    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) {
            break;
        }
    }
    Descriptor file(fd);
    if (file.get() < 0) {
        *error = systemReason(errno);
        return {};
    }
    QByteArray encoded = QFile::encodeName(temporary);
    const auto fail = [&](int code) {
        ::unlink(encoded.constData());
        *error = systemReason(code);
        return QByteArray();
    };
    if (!writeAll(file.get(), data)) {
        return fail(errno);
    }
    if (old != nullptr) {
        // The replaced file's owner stays (possible for root, or a group the user is in);
        // where the system refuses, the file is the saver's, as any file they write.
        if (::fchown(file.get(), old->st_uid, old->st_gid) != 0) {
            [[maybe_unused]] const int groupOnly =
                ::fchown(file.get(), static_cast<uid_t>(-1), old->st_gid);
        }
        if (::fchmod(file.get(), old->st_mode & 07777) != 0) {
            return fail(errno);
        }
    }
    // Every byte on the disk before the rename, or the rename could publish a short file.
    if (::fsync(file.get()) != 0) {
        return fail(errno);
    }
    if (!file.close()) {
        return fail(errno);
    }
    return encoded;
}

void syncFolder(const QString& folder) {
    // The rename itself is made durable too (best effort: some file systems refuse it).
    const Descriptor directory(
        ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (directory.get() >= 0) {
        ::fsync(directory.get());
    }
}

}  // namespace

bool writeFileAtomically(const QString& path, QByteArrayView data, QString* error) {
    if (const QString reason = notRegularReason(path); !reason.isEmpty()) {
        *error = reason;
        return false;
    }
    // Links are followed to the end of their chain: the file they name is replaced and every
    // link stays a link.
    const QString targetPath = finalTarget(path, error);
    if (targetPath.isEmpty()) {
        return false;
    }
    const QFileInfo target(targetPath);
    const QString folder = target.absolutePath();
    const QByteArray encodedTarget = QFile::encodeName(targetPath);
    struct stat old {};
    const bool existed = ::stat(encodedTarget.constData(), &old) == 0;
    if (existed && isReadOnly(encodedTarget, old)) {
        *error = FileText::tr("the file is read-only");
        return false;
    }
    const QByteArray temporary =
        writeTemporary(folder, target.fileName(), data, existed ? &old : nullptr, error);
    if (temporary.isEmpty()) {
        return false;
    }
    if (::rename(temporary.constData(), encodedTarget.constData()) != 0) {
        const int code = errno;
        ::unlink(temporary.constData());
        *error = systemReason(code);
        return false;
    }
    syncFolder(folder);
    return true;
}

bool createNewFile(const QString& path, QByteArrayView data, QString* error) {
    const QFileInfo target(QFileInfo(path).absoluteFilePath());
    const QByteArray temporary =
        writeTemporary(target.absolutePath(), target.fileName(), data, nullptr, error);
    if (temporary.isEmpty()) {
        return false;
    }
    // link() never follows a link at the new name and fails if anything is there: the file is
    // published whole, and only where nothing was.
    const int linked = ::link(temporary.constData(), QFile::encodeName(target.filePath()));
    const int code = errno;
    ::unlink(temporary.constData());
    if (linked != 0) {
        *error = code == EEXIST ? FileText::tr("a file of that name exists already")
                                : systemReason(code);
        return false;
    }
    syncFolder(target.absolutePath());
    return true;
}

void removeDeadSaves(const QString& path) {
    QString ignored;
    const QFileInfo target(finalTarget(path, &ignored));
    const QString targetName = target.fileName();
    if (targetName.isEmpty()) {
        return;
    }
    // Every name is looked at (a wildcard filter would misread names holding * ? or [).
    const QDir dir(target.absolutePath());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        if (!isTemporaryFileOf(name, targetName)) {
            continue;
        }
        // Only old ones (a running save's is new), only regular files of this user.
        const QByteArray leftover = QFile::encodeName(dir.filePath(name));
        struct stat info {};
        if (::lstat(leftover.constData(), &info) == 0 && S_ISREG(info.st_mode) &&
            info.st_uid == ::geteuid() &&
            QDateTime::fromSecsSinceEpoch(info.st_mtime, Qt::UTC).secsTo(now) >
                kLeftoverAgeSeconds) {
            ::unlink(leftover.constData());
        }
    }
}

bool isTemporaryFileOf(const QString& fileName, const QString& targetName) {
    const QString prefix = QLatin1Char('.') + targetName + QLatin1Char('.');
    const QString suffix = QStringLiteral(".tmp");
    if (fileName.size() != prefix.size() + 8 + suffix.size() || !fileName.startsWith(prefix) ||
        !fileName.endsWith(suffix)) {
        return false;
    }
    const QStringView random = QStringView(fileName).mid(prefix.size(), 8);
    return std::all_of(random.begin(), random.end(),
                       [](QChar c) { return c.unicode() < 128 && c.isLetterOrNumber(); });
}

}  // namespace oxo
