// Files on disk without the two ways a desktop app loses or hangs (R-F1, R-F2, R-F4):
// - Reading never blocks: a FIFO, a device or a folder is refused before it is opened for
//   reading (a FIFO would hold open() until someone writes to it).
// - Writing is atomic and checked: the data goes to a temporary file next to the target, every
//   write and the fsync are checked, and only a complete file is renamed over the old one. A
//   full disk or a file-size limit is reported with the system's reason ("No space left on
//   device") and the old file stays as it was. (Qt 6.4's QSaveFile buffers small files and its
//   commit() does not report a failed final write, so it is not used.)
#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QFile>
#include <QString>

namespace oxo {

struct FileText {
    Q_DECLARE_TR_FUNCTIONS(FileIo)
};

// Empty when `path` does not exist or is a regular file (directly or through a symlink);
// otherwise why it is not one, translated ("it is a named pipe (FIFO), not a regular file").
QString notRegularReason(const QString& path);

// Opens `path` for reading into `file` without blocking; refuses anything but a regular file.
// On failure returns false and sets *error (translated, with the system's reason).
bool openRegularFile(QFile& file, const QString& path, QString* error);

// Replaces `path` with `data` atomically (see above). A chain of symlinks is followed to the
// file it ends at, which is replaced with its mode and (where the system allows) its owner
// kept; a read-only file is refused. On failure returns false, sets *error (the system's
// reason, translated where Qt translates it) and leaves no temporary file.
bool writeFileAtomically(const QString& path, QByteArrayView data, QString* error);

// Writes `data` to `path`, which must not exist: never through a symlink, never over a file
// (for folders others can write to, e.g. under /tmp). Whole or not at all, as above. On
// failure returns false and sets *error ("a file of that name exists already", or the
// system's reason).
bool createNewFile(const QString& path, QByteArrayView data, QString* error);

// Whether `fileName` (a name in the target's folder) is a temporary file writeFileAtomically
// makes for a target named `targetName`: ".<target>.<8 letters or digits>.tmp". A save killed
// before its rename leaves one; only the owner of the target may remove it.
bool isTemporaryFileOf(const QString& fileName, const QString& targetName);

// Removes the temporary files that saves of `path` (through its links) killed long ago left
// beside it: only old ones, only regular files of this user. A person's Save calls it; the
// autosave clears its own slot when it claims it (AutosaveStore::claim).
void removeDeadSaves(const QString& path);

}  // namespace oxo
