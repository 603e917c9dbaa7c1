// The fake pbrain engine's log (FAKE_BRAIN_LOG): every line it was sent, in a file of the
// running test function's own.
#pragma once

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace oxo::test {

class FakeBrainLog {
public:
    // Starts an empty log in `dir` for the test function now running; fake engines started
    // from now on write to it.
    void start(const QTemporaryDir& dir) {
        path_ = dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + ".log");
        QFile::remove(path_);
        qputenv("FAKE_BRAIN_LOG", path_.toLocal8Bit());
    }
    const QString& path() const { return path_; }
    // The lines logged so far; none while nothing was started.
    QStringList lines() const {
        QFile file(path_);
        if (!file.open(QIODevice::ReadOnly)) {
            return {};
        }
        return QString::fromLocal8Bit(file.readAll()).split('\n', Qt::SkipEmptyParts);
    }

private:
    QString path_;
};

}  // namespace oxo::test
