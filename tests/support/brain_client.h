// A minimal manager for the tests: starts a brain with QProcess, writes commands, reads lines.
#pragma once

#include <QDeadlineTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <deque>
#include <string>
#include <vector>

#include "oxo/protocol/pbrain_protocol.h"

class BrainClient {
public:
    BrainClient() = default;
    BrainClient(const BrainClient&) = delete;
    BrainClient& operator=(const BrainClient&) = delete;
    ~BrainClient() {
        if (process.state() != QProcess::NotRunning) {
            process.write("END\r\n");
            if (!process.waitForFinished(1000)) {
                process.kill();
                process.waitForFinished(1000);
            }
        }
    }

    bool start(const QString& program, const QStringList& arguments = {}) {
        process.start(program, arguments);
        return process.waitForStarted(5000);
    }

    void send(const QByteArray& line, const QByteArray& end = "\r\n") {
        process.write(line + end);
        process.waitForBytesWritten(1000);
    }

    // The next line from the brain, or a null QString after `timeoutMs`.
    QString readLine(int timeoutMs = 5000) {
        QDeadlineTimer deadline(timeoutMs);
        while (lines_.empty()) {
            if (!pull(static_cast<int>(deadline.remainingTime()))) {
                return {};
            }
        }
        QString line = QString::fromStdString(lines_.front());
        lines_.pop_front();
        return line;
    }

    // Reads up to and including the ABOUT answer, dropping what came before: a sync point.
    bool sync() {
        send("ABOUT");
        for (QString line = readLine(); !line.isNull(); line = readLine()) {
            if (line.startsWith(QLatin1String("name="))) {
                return true;
            }
        }
        return false;
    }

    QProcess process;

private:
    bool pull(int timeoutMs) {
        if (timeoutMs <= 0 || !process.waitForReadyRead(timeoutMs)) {
            return false;
        }
        const QByteArray bytes = process.readAllStandardOutput();
        std::vector<std::string> out;
        splitter_.feed(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                       out);
        lines_.insert(lines_.end(), out.begin(), out.end());
        return true;
    }

    oxo::pbrain::LineSplitter splitter_;
    std::deque<std::string> lines_;
};
