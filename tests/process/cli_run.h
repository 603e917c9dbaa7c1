// oxo-cli run as a user runs it, for the process tests (test_cli, test_cli_match): the built
// binary (OXO_CLI_PATH) with the given arguments, its exit status and both outputs.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace oxo::test {

struct CliRun {
    int exitCode = -1;  // -1: it crashed or did not finish within a minute
    QByteArray out;
    QByteArray err;
};

// The existing checks read English text, so every run starts from a neutral locale;
// `language` (if set) becomes LANGUAGE, the variable a user sets to pick a language.
inline CliRun run(const QStringList& arguments, const QString& language = {}) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) {
        env.remove(QString::fromLatin1(name));
    }
    // C.UTF-8, not C: Qt warns on stderr about a non-UTF-8 locale.
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    if (!language.isEmpty()) {
        env.insert(QStringLiteral("LANGUAGE"), language);
    }
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(OXO_CLI_PATH), arguments);
    CliRun result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

inline QJsonObject json(const CliRun& r) {
    return QJsonDocument::fromJson(r.out).object();
}

}  // namespace oxo::test
