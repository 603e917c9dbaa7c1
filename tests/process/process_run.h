// What the process tests share: a program's environment kept under a private home folder, and
// running a program to its end.
#pragma once

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTemporaryDir>

namespace oxo::test {

constexpr int kStartMs = 20000;  // generous: the machine is shared and may be busy

// The caller's environment with data, settings and the runtime folder under `home` and an
// English locale, so that a run neither reads nor writes the user's own files.
inline QProcessEnvironment homeEnvironment(const QTemporaryDir& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    return env;
}

// Makes `home` an empty folder again, so that a test starts with no settings, data or
// autosave of an earlier test's; false when it cannot.
inline bool emptyHome(const QTemporaryDir& home) {
    if (!home.isValid()) {
        return false;
    }
    QDir(home.path()).removeRecursively();
    return QDir().mkpath(home.path());
}

// How a run ended: the exit code (-1: still running after kStartMs, killed; -2: crashed),
// and what it wrote.
struct ProcessRun {
    int code = -1;
    QString out;
    QString err;
};

// Starts `process` (program, arguments and environment already set) and waits for its end.
inline ProcessRun runToEnd(QProcess& process) {
    process.start();
    ProcessRun run;
    if (!process.waitForFinished(kStartMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

}  // namespace oxo::test
