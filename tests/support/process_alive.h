// Whether a process still runs, for the tests that check what OXO leaves behind.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace oxo::test {

// Running: not gone, and not a zombie (dead, waiting for whoever inherited it to reap it;
// in a container that may never happen).
inline bool processAlive(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) {
        return false;
    }
    // "pid (name) state ...": the name may itself hold spaces and parentheses.
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && close + 2 < text.size() && text.at(close + 2) != 'Z' &&
           text.at(close + 2) != 'X';
}

}  // namespace oxo::test
