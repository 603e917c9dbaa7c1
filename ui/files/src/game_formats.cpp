// Choosing a game format by suffix, and reading and writing any of them (R-F7).
#include "oxo/files/game_formats.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include "format_replay.h"
#include "oxo/files/file_io.h"
#include "oxo/files/position_text.h"
#include "oxo/files/psq_format.h"
#include "oxo/files/sgf_format.h"
#include "position_moves.h"

namespace oxo {
namespace {

// The first non-blank line of a positions file, under gomoku's usual boards.
ReadResult readPositions(QByteArrayView data, const FileLimits& limits) {
    ReadResult result;
    if (const QString problem = inputProblem(data, limits); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    const QString line = QString::fromUtf8(TextLines(data).nextNonBlank()).trimmed();
    for (const int size : {15, 20}) {
        if (size > limits.maxBoardSize) {
            break;
        }
        Rules rules = Rules::square(size, 5);
        rules.earlyDraw = false;
        PositionParse parse = parseMovesText(line, rules, limits, false);
        if (parse.ok()) {
            result.game.emplace(std::move(parse.readings.front().game));
            result.error.clear();
            return result;
        }
        if (result.error.isEmpty()) {
            result.error = parse.error;
        }
    }
    if (result.error.isEmpty()) {
        result.error = FormatText::tr(
            "the boards of a positions file (15×15, 20×20) are larger "
            "than this reader allows");
    }
    return result;
}

}  // namespace

std::optional<GameFormat> formatOfPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const GameFormat format :
         {GameFormat::Oxo, GameFormat::Psq, GameFormat::Sgf, GameFormat::Positions}) {
        if (suffix == formatSuffix(format)) {
            return format;
        }
    }
    return std::nullopt;
}

QString formatSuffix(GameFormat format) {
    switch (format) {
        case GameFormat::Oxo:
            return QString::fromLatin1(kGameFileSuffix);
        case GameFormat::Psq:
            return QString::fromLatin1(kPsqSuffix);
        case GameFormat::Sgf:
            return QString::fromLatin1(kSgfSuffix);
        case GameFormat::Positions:
            return QStringLiteral("txt");
    }
    Q_UNREACHABLE();
}

ReadResult readGameAs(GameFormat format, QByteArrayView data, const FileLimits& limits) {
    switch (format) {
        case GameFormat::Oxo:
            return readGame(data, limits);
        case GameFormat::Psq:
            return readPsq(data, limits);
        case GameFormat::Sgf:
            return readSgf(data, limits);
        case GameFormat::Positions:
            return readPositions(data, limits);
    }
    Q_UNREACHABLE();
}

ReadResult loadAnyGameFile(const QString& path, const FileLimits& limits) {
    const std::optional<GameFormat> format = formatOfPath(path);
    if (!format) {
        ReadResult result;
        result.error = FormatText::tr("'%1' is not a game file's suffix (.oxo, .psq, .sgf or .txt)")
                           .arg(shownText(QFileInfo(path).suffix()));
        return result;
    }
    if (*format == GameFormat::Oxo) {
        return loadGameFile(path, limits);
    }
    ReadResult result;
    QFile file;
    QString why;
    if (!openRegularFile(file, path, &why)) {
        result.error = FormatText::tr("cannot read the file: %1").arg(why);
        return result;
    }
    if (file.size() > limits.maxBytes) {
        result.error = FormatText::tr("the file is too large (%1); a game file is at most %2")
                           .arg(QLocale().formattedDataSize(file.size()),
                                QLocale().formattedDataSize(limits.maxBytes));
        return result;
    }
    const QByteArray data = file.read(limits.maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.error = FormatText::tr("cannot read the file: %1").arg(file.errorString());
        return result;
    }
    return readGameAs(*format, data, limits);
}

QString formatProblem(GameFormat format, const GameRecord& record) {
    switch (format) {
        case GameFormat::Psq:
            return psqProblem(record);
        case GameFormat::Sgf:
            return sgfProblem(record);
        case GameFormat::Positions:
            // An empty line would be an empty file, which no reader takes for a game.
            return record.moves.empty()
                       ? FormatText::tr("a position string needs at least one move")
                       : QString();
        case GameFormat::Oxo:
            return {};
    }
    Q_UNREACHABLE();
}

QByteArray gameBytes(GameFormat format, const GameRecord& record, QString* error) {
    if (const QString problem = formatProblem(format, record); !problem.isEmpty()) {
        if (error != nullptr) {
            *error = problem;
        }
        return {};
    }
    switch (format) {
        case GameFormat::Oxo:
            return toJson(record);
        case GameFormat::Psq:
            return toPsq(record);
        case GameFormat::Sgf:
            return toSgf(record);
        case GameFormat::Positions:
            return positionString(record.moves, record.rules.size, RowOrigin::Bottom).toUtf8() +
                   '\n';
    }
    Q_UNREACHABLE();
}

bool saveAnyGameFile(const QString& path, const GameRecord& record, QString* error) {
    const std::optional<GameFormat> format = formatOfPath(path);
    if (!format) {
        if (error != nullptr) {
            *error = FormatText::tr("'%1' is not a game file's suffix (.oxo, .psq, .sgf or .txt)")
                         .arg(shownText(QFileInfo(path).suffix()));
        }
        return false;
    }
    if (*format == GameFormat::Oxo) {
        return saveGameFile(path, record, error);
    }
    QString why;
    const QByteArray bytes = gameBytes(*format, record, &why);
    if (bytes.isEmpty() || !writeFileAtomically(path, bytes, &why)) {
        if (error != nullptr) {
            *error = FormatText::tr("Could not write the game file: %1").arg(why);
        }
        return false;
    }
    removeDeadSaves(path);
    return true;
}

}  // namespace oxo
