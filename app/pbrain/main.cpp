// pbrain-oxo: OXO's bot as a Gomocup/Piskvork brain on stdin/stdout (R-F5).
#include <QCommandLineParser>
#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "oxo/engines/protocol.h"
#include "oxo/pbrain/brain_session.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pbrain-oxo"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "pbrain", "OXO's bot for gomoku managers (Gomocup/Piskvork pbrain protocol)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption levelOption(
        QStringLiteral("level"),
        QCoreApplication::translate("pbrain", "Bot level: easy, medium or hard."),
        QStringLiteral("level"), QStringLiteral("hard"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"),
        QCoreApplication::translate("pbrain", "Seed for the bot's random choices."),
        QStringLiteral("n"), QStringLiteral("0"));
    parser.addOption(levelOption);
    parser.addOption(seedOption);
    parser.process(app);

    oxo::pbrain::BrainOptions options;
    const QString level = parser.value(levelOption);
    if (const auto known = oxo::parseLevel(level.toStdString())) {
        options.level = *known;
    } else {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate(
                                    "pbrain", "unknown level '%1': use easy, medium or hard")
                                    .arg(level.left(40))));
        return 2;
    }
    bool seedOk = false;
    options.seed = parser.value(seedOption).toULongLong(&seedOk);
    if (!seedOk) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QCoreApplication::translate("pbrain", "--seed needs a number, got '%1'")
                           .arg(parser.value(seedOption))));
        return 2;
    }

    // Every answer is one line, flushed at once: the manager waits on the pipe.
    oxo::pbrain::BrainSession session(
        [](std::string_view line) {
            std::fwrite(line.data(), 1, line.size(), stdout);
            std::fputc('\n', stdout);
            std::fflush(stdout);
        },
        options);

    // getc returns as soon as bytes arrive, so CR-only line ends are seen without waiting.
    oxo::pbrain::LineSplitter splitter;
    std::vector<std::string> lines;
    bool running = true;
    while (running) {
        const int c = std::getc(stdin);
        if (c == EOF) {
            break;  // the manager has gone: same as END
        }
        const char byte = static_cast<char>(c);
        splitter.feed(std::string_view(&byte, 1), lines);
        for (const std::string& line : lines) {
            if (!session.handleLine(line)) {
                running = false;
                break;
            }
        }
        lines.clear();
    }
    // END must be obeyed within 100 ms; a search that does not stop in time is abandoned.
    if (!session.stopAndWait(std::chrono::milliseconds(60))) {
        std::fflush(stdout);
        std::_Exit(0);
    }
    return 0;
}
