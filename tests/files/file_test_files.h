// What the file tests share (test_file_integrity, test_autosave): small files written and read
// back, a file's own status (links not followed), a small game, and a call that a FIFO might
// block, run where the test can free it.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <QFile>
#include <QString>
#include <QTest>

#include <chrono>
#include <future>
#include <vector>

#include "oxo/files/game_record.h"

namespace oxo::test {

inline void writeAll(const QString& path, const QByteArray& data) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(data), data.size());
}

inline QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

inline struct stat lstatOf(const QString& path) {
    struct stat info {};
    ::lstat(QFile::encodeName(path).constData(), &info);
    return info;
}

inline GameRecord smallGame(int moves) {
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    const std::vector<Cell> cells = {{1, 1}, {0, 0}, {2, 2}};
    record.moves.assign(cells.begin(), cells.begin() + moves);
    return record;
}

// Sets a file's modification time `age` into the past.
inline void age(const QString& path, std::chrono::seconds age) {
    struct utimbuf times {};
    times.actime = times.modtime = ::time(nullptr) - static_cast<time_t>(age.count());
    QCOMPARE(::utime(QFile::encodeName(path).constData(), &times), 0);
}

// Runs `call` on a thread; false when it has not returned within `limit`. A FIFO that holds the
// call in open() is then opened for writing by the test, which lets the call go on.
template <typename Call>
bool returnsWithin(std::chrono::milliseconds limit, const QString& fifo, Call call) {
    auto done = std::async(std::launch::async, call);
    if (done.wait_for(limit) == std::future_status::ready) {
        return true;
    }
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::close(fd);
    }
    done.wait();
    return false;
}

}  // namespace oxo::test
