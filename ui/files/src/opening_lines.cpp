#include "oxo/files/opening_lines.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include "oxo/files/file_io.h"
#include "oxo/notation.h"
#include "oxo/position.h"
#include "oxo/replay.h"

namespace oxo {

namespace {

struct OpeningText {
    Q_DECLARE_TR_FUNCTIONS(OpeningText)
};

// A 100 KB word in a message helps nobody: cut it visibly.
QString shortened(const QString& word) {
    constexpr int kLongest = 40;
    return word.size() <= kLongest ? word : word.left(kLongest) + QChar(0x2026);
}

bool isInteger(const QString& word) {
    static const QRegularExpression integer(QStringLiteral("^[+-]?[0-9]{1,6}$"));
    return integer.match(word).hasMatch();
}

QString moveProblem(const Position& position, Cell cell) {
    const MoveError e = checkRecorded(position, cell);
    if (e == MoveError::None) {
        return {};
    }
    if (e == MoveError::Floating) {
        return OpeningText::tr("under gravity the mark would land on %1")
            .arg(QString::fromStdString(cellName(position.landing(cell))));
    }
    const std::string_view why = describe(e);
    return QString::fromUtf8(why.data(), static_cast<qsizetype>(why.size()));
}

// Gomocup's x,y offsets from the centre, already split into words.
ParsedOpeningLine parseGomocup(const QStringList& words, const Rules& rules) {
    ParsedOpeningLine result;
    if (words.size() % 2 != 0) {
        result.error = {{},
                        OpeningText::tr("Gomocup openings are x,y pairs, but this line has %n "
                                        "number(s)",
                                        nullptr, static_cast<int>(words.size()))};
        return result;
    }
    Position position(rules);
    const int centre = rules.size / 2;
    for (qsizetype i = 0; i + 1 < words.size(); i += 2) {
        const QString pair = words[i] + QLatin1Char(',') + words[i + 1];
        const int col = centre + words[i].toInt();
        const int row = centre + words[i + 1].toInt();
        if (col < 0 || row < 0 || col >= rules.size || row >= rules.size) {
            result.error = {pair, OpeningText::tr("the offset from the centre leaves this %1×%1 "
                                                  "board")
                                      .arg(rules.size)};
            return result;
        }
        const Cell cell{row, col};
        if (QString problem = moveProblem(position, cell); !problem.isEmpty()) {
            result.error = {pair, problem};
            return result;
        }
        position.make(cell);
        result.moves.push_back(cell);
    }
    if (position.isOver()) {
        result.error = {{}, OpeningText::tr("the opening already ends the game")};
        return result;
    }
    result.ok = true;
    return result;
}

ParsedOpeningLine parseCells(const QStringList& words, const Rules& rules) {
    ParsedOpeningLine result;
    Position position(rules);
    for (const QString& word : words) {
        const std::string text = word.toStdString();
        const ParsedCell parsed = parseCell(text, rules.size);
        QString problem;
        if (!parsed.cell) {
            problem = QString::fromStdString(describeParseError(parsed.error, text, rules.size));
        } else {
            problem = moveProblem(position, *parsed.cell);
        }
        if (!problem.isEmpty()) {
            result.error = {word, problem};
            return result;
        }
        position.make(*parsed.cell);
        result.moves.push_back(*parsed.cell);
    }
    if (position.isOver()) {
        result.error = {{}, OpeningText::tr("the opening already ends the game")};
        return result;
    }
    result.ok = true;
    return result;
}

}  // namespace

ParsedOpeningLine parseOpeningLine(const QString& line, const Rules& rules) {
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    const QStringList words = line.split(separators, Qt::SkipEmptyParts);
    // Cell names always start with a letter, so a line of numbers is Gomocup's.
    const bool gomocup = !words.isEmpty() && std::all_of(words.begin(), words.end(), isInteger);
    return gomocup ? parseGomocup(words, rules) : parseCells(words, rules);
}

OpeningList parseOpeningLines(const QByteArray& text, const Rules& rules, const QString& source) {
    OpeningList list;
    int lineNumber = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++lineNumber;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        ParsedOpeningLine parsed = parseOpeningLine(line, rules);
        if (!parsed.ok) {
            list.error = parsed.error.word.isEmpty()
                             ? OpeningText::tr("%1, line %2: %3")
                                   .arg(source)
                                   .arg(lineNumber)
                                   .arg(parsed.error.problem)
                             : OpeningText::tr("%1, line %2, move '%3': %4")
                                   .arg(source)
                                   .arg(lineNumber)
                                   .arg(shortened(parsed.error.word), parsed.error.problem);
            list.openings.clear();
            return list;
        }
        list.openings.push_back(std::move(parsed.moves));
    }
    if (list.openings.empty()) {
        list.error = OpeningText::tr("%1 has no openings").arg(source);
    }
    return list;
}

OpeningList readOpeningFile(const QString& path, const Rules& rules, qint64 maxBytes) {
    OpeningList list;
    QFile file;
    QString why;
    if (!openRegularFile(file, path, &why)) {
        list.error = OpeningText::tr("cannot read the opening file '%1': %2").arg(path, why);
        return list;
    }
    if (file.size() > maxBytes) {
        list.error = OpeningText::tr("the opening file '%1' is too large (%2); at most %3 are read")
                         .arg(path, QLocale::c().formattedDataSize(file.size()),
                              QLocale::c().formattedDataSize(maxBytes));
        return list;
    }
    return parseOpeningLines(file.read(maxBytes), rules, QStringLiteral("'%1'").arg(path));
}

QString gomocupOpeningLine(const std::vector<Cell>& moves, int size) {
    QStringList pairs;
    const int centre = size / 2;
    for (const Cell cell : moves) {
        pairs << QStringLiteral("%1,%2").arg(cell.col - centre).arg(cell.row - centre);
    }
    return pairs.join(QStringLiteral(", "));
}

}  // namespace oxo
