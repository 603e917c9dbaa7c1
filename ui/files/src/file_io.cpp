#include "oxo/files/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

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

bool writeFileAtomically(const QString& path, QByteArrayView data, QString* error) {
    if (const QString reason = notRegularReason(path); !reason.isEmpty()) {
        *error = reason;
        return false;
    }
    // A symlink is followed, so the file it names is replaced and the link stays.
    const QFileInfo info(path);
    const QFileInfo target(info.isSymLink() ? info.symLinkTarget() : info.absoluteFilePath());
    const QString folder = target.absolutePath();
    struct stat old {};
    const bool existed = ::stat(QFile::encodeName(target.filePath()).constData(), &old) == 0;

    QString temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporary = QDir(folder).filePath(temporaryName(target.fileName()));
        // 0666 less the umask, as any new file; an existing file's mode is copied below.
        fd = ::open(QFile::encodeName(temporary).constData(),
                    O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) {
            break;
        }
    }
    Descriptor file(fd);
    if (file.get() < 0) {
        *error = systemReason(errno);
        return false;
    }
    const QByteArray encoded = QFile::encodeName(temporary);
    const auto fail = [&](int code) {
        ::unlink(encoded.constData());
        *error = systemReason(code);
        return false;
    };
    if (!writeAll(file.get(), data)) {
        return fail(errno);
    }
    if (existed && ::fchmod(file.get(), old.st_mode & 07777) != 0) {
        return fail(errno);
    }
    // Every byte on the disk before the rename, or the rename could publish a short file.
    if (::fsync(file.get()) != 0) {
        return fail(errno);
    }
    if (!file.close()) {
        return fail(errno);
    }
    if (::rename(encoded.constData(), QFile::encodeName(target.filePath()).constData()) != 0) {
        return fail(errno);
    }
    // The rename itself is made durable too (best effort: some file systems refuse it).
    const Descriptor directory(
        ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (directory.get() >= 0) {
        ::fsync(directory.get());
    }
    return true;
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
