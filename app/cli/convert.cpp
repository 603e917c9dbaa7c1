// oxo-cli convert (R-F7): read with the format of IN's suffix, write with OUT's.
#include "convert.h"

#include <QCoreApplication>
#include <QFile>

#include "cli.h"
#include "oxo/files/game_formats.h"
#include "oxo/options/rules_options.h"

namespace oxo::cli {
namespace {

struct ConvertText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// The non-blank lines of a positions file, for the note that only the first was converted.
int positionLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return 0;
    }
    int lines = 0;
    while (!file.atEnd() && lines < 1'000'000) {
        if (!file.readLine(64 * 1024).trimmed().isEmpty()) {
            ++lines;
        }
    }
    return lines;
}

}  // namespace

int runConvert(const QString& in, const QString& out, QTextStream& err) {
    for (const QString& path : {in, out}) {
        if (!formatOfPath(path)) {
            err << "oxo-cli: "
                << ConvertText::tr("'%1' has no game file suffix (.oxo, .psq, .sgf or .txt)")
                       .arg(options::quoted(path))
                << '\n'
                << ConvertText::tr("Try 'oxo-cli --help' for the options.") << '\n';
            err.flush();
            return kExitUsage;
        }
    }
    const ReadResult read = loadAnyGameFile(in);
    if (!read.ok()) {
        err << "oxo-cli: "
            << ConvertText::tr("could not read %1: %2").arg(options::quoted(in), read.error)
            << '\n';
        err.flush();
        return 1;
    }
    QString error = formatProblem(*formatOfPath(out), read.game->record);
    if (!error.isEmpty() || !saveAnyGameFile(out, read.game->record, &error)) {
        err << "oxo-cli: "
            << ConvertText::tr("could not write %1: %2").arg(options::quoted(out), error) << '\n';
        err.flush();
        return 1;
    }
    if (formatOfPath(in) == GameFormat::Positions) {
        if (const int lines = positionLines(in); lines > 1) {
            err << "oxo-cli: "
                << ConvertText::tr("%1 holds %2 positions; only the first was converted")
                       .arg(options::quoted(in))
                       .arg(lines)
                << '\n';
            err.flush();
        }
    }
    return kExitOk;
}

}  // namespace oxo::cli
