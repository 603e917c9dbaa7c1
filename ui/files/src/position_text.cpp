// Positions as text (R-F7): see position_text.h for the conventions read and written.
#include "oxo/files/position_text.h"

#include <algorithm>
#include <iterator>

#include <QRegularExpression>
#include <QStringList>
#include <optional>

#include "format_replay.h"
#include "oxo/files/psq_format.h"
#include "oxo/files/sgf_format.h"
#include "oxo/notation.h"
#include "position_moves.h"

namespace oxo {
namespace {

struct Candidate {
    QString description;
    std::vector<RecordedMove> moves;
};

// Letters then digits: a column and a row number, whatever the origin.
std::optional<std::pair<int, int>> columnAndNumber(const QString& token) {
    qsizetype split = 0;
    while (split < token.size() && token[split].isLetter()) {
        ++split;
    }
    if (split == 0 || split == token.size() || split > 3 || token.size() - split > 5) {
        return std::nullopt;
    }
    int column = 0;
    for (qsizetype i = 0; i < split; ++i) {
        const char16_t c = token[i].toLower().unicode();
        if (c < u'a' || c > u'z') {
            return std::nullopt;
        }
        column = column * 26 + (c - u'a' + 1);
    }
    bool ok = false;
    const int number = token.mid(split).toInt(&ok);
    if (!ok || !token.mid(split).front().isDigit()) {
        return std::nullopt;
    }
    return std::make_pair(column - 1, number);
}

Candidate cellsCandidate(const QStringList& tokens, int size, RowOrigin origin,
                         const QString& description) {
    Candidate candidate{description, {}};
    for (const QString& token : tokens) {
        RecordedMove move;
        move.text = token;
        const auto parsed = columnAndNumber(token);
        const int row = !parsed                       ? -1
                        : origin == RowOrigin::Bottom ? size - parsed->second
                                                      : parsed->second - 1;
        move.onBoard =
            parsed && parsed->first < size && row >= 0 && row < size && parsed->second >= 1;
        if (move.onBoard) {
            move.cell = Cell{row, parsed->first};
        }
        candidate.moves.push_back(std::move(move));
    }
    return candidate;
}

// The cells of concatenated text: "h8i9j10" -> h8, i9, j10; empty when it is not all cells.
QStringList concatenatedCells(const QString& text) {
    static const QRegularExpression cell(QStringLiteral("[A-Za-z]{1,3}[0-9]{1,5}"));
    QStringList cells;
    qsizetype at = 0;
    for (QRegularExpressionMatchIterator it = cell.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedStart() != at) {
            return {};
        }
        cells << match.captured();
        at = match.capturedEnd();
    }
    return at == text.size() ? cells : QStringList();
}

std::vector<Candidate> candidates(const QString& text, int size) {
    std::vector<Candidate> found;
    static const QRegularExpression separators(QStringLiteral("[\\s;]+"));
    static const QRegularExpression commaSpace(QStringLiteral("\\s*,\\s*"));
    // Gomocup pairs: "7,7 8,8" or one pair a line, perhaps with a third number (who played).
    QString pairsText = text;
    pairsText.replace(commaSpace, QStringLiteral(","));
    const QStringList pairs = pairsText.split(separators, Qt::SkipEmptyParts);
    static const QRegularExpression pair(QStringLiteral("^(\\d{1,5}),(\\d{1,5})(,\\d{1,2})?$"));
    Candidate gomocup{FormatText::tr("Gomocup x,y pairs (from 0, top left)"), {}};
    for (const QString& token : pairs) {
        const QRegularExpressionMatch match = pair.match(token);
        if (!match.hasMatch()) {
            gomocup.moves.clear();
            break;
        }
        RecordedMove move;
        move.text = token;
        const int x = match.captured(1).toInt();
        const int y = match.captured(2).toInt();
        move.onBoard = x < size && y < size;
        move.cell = Cell{y, x};
        gomocup.moves.push_back(std::move(move));
    }
    if (!gomocup.moves.empty()) {
        found.push_back(std::move(gomocup));
        return found;
    }
    const QStringList tokens =
        text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    if (tokens.size() > 1) {
        if (std::all_of(tokens.begin(), tokens.end(),
                        [](const QString& token) { return columnAndNumber(token).has_value(); })) {
            found.push_back(cellsCandidate(tokens, size, RowOrigin::Top,
                                           FormatText::tr("OXO notation (rows from the top)")));
        }
        return found;
    }
    const QStringList cells =
        tokens.size() == 1 ? concatenatedCells(tokens.front()) : QStringList();
    if (!cells.isEmpty()) {
        found.push_back(
            cellsCandidate(cells, size, RowOrigin::Bottom,
                           FormatText::tr("rows counted from the bottom (analysis board)")));
        found.push_back(cellsCandidate(cells, size, RowOrigin::Top,
                                       FormatText::tr("rows counted from the top (OXO)")));
    }
    return found;
}

// A whole game file pasted: its own rules and seats.
std::optional<ReadResult> fileText(const QString& text, const FileLimits& limits) {
    const QByteArray bytes = text.toUtf8();
    if (text.startsWith(QLatin1Char('{'))) {
        return readGame(bytes, limits);
    }
    if (text.startsWith(QLatin1String("Piskvorky"))) {
        return readPsq(bytes, limits);
    }
    if (text.startsWith(QLatin1Char('(')) && text.contains(QLatin1Char(';'))) {
        return readSgf(bytes, limits);
    }
    return std::nullopt;
}

}  // namespace

QString positionString(const std::vector<Cell>& moves, int boardSize, RowOrigin origin) {
    QString out;
    for (const Cell& cell : moves) {
        Q_ASSERT(cell.row >= 0 && cell.row < boardSize && cell.col >= 0 && cell.col < boardSize);
        if (origin == RowOrigin::Top) {
            if (!out.isEmpty()) {
                out += QLatin1Char(' ');
            }
            out += QString::fromStdString(cellName(cell));
        } else {
            out += QString::fromStdString(columnName(cell.col)) +
                   QString::number(boardSize - cell.row);
        }
    }
    return out;
}

PositionParse parsePositionText(QStringView text, const Rules& rules, const FileLimits& limits) {
    return parseMovesText(text, rules, limits, true);
}

PositionParse parseMovesText(QStringView text, const Rules& rules, const FileLimits& limits,
                             bool wholeFiles) {
    Q_ASSERT(!validate(rules));
    PositionParse parse;
    const QString trimmed = text.trimmed().toString();
    if (const QString problem = inputProblem(trimmed.toUtf8(), limits); !problem.isEmpty()) {
        parse.error = problem;
        return parse;
    }
    if (std::optional<ReadResult> file =
            wholeFiles ? fileText(trimmed, limits) : std::optional<ReadResult>()) {
        if (file->ok()) {
            parse.readings.push_back(
                PositionReading{FormatText::tr("a whole game file"), std::move(*file->game)});
        } else {
            parse.error = file->error;
        }
        return parse;
    }
    const std::vector<Candidate> found = candidates(trimmed, rules.size);
    if (found.empty()) {
        // NOLINTNEXTLINE(modernize-raw-string-literal): lupdate reads plain literals everywhere
        parse.error = FormatText::tr(
            "this is not a list of moves like \"h8 h9\", \"h8i9j10\" "
            "or \"7,7 8,8\"");
        return parse;
    }
    GameRecord blank;
    blank.rules = rules;
    blank.players = defaultPlayers(rules.players);
    for (const Candidate& candidate : found) {
        ReadResult result = replayRecorded(blank, candidate.moves);
        if (!result.ok()) {
            if (parse.error.isEmpty()) {
                parse.error = result.error;
            }
            continue;
        }
        const bool same = std::any_of(
            parse.readings.begin(), parse.readings.end(), [&](const PositionReading& reading) {
                return reading.game.record.moves == result.game->record.moves;
            });
        if (!same) {
            parse.readings.push_back(
                PositionReading{candidate.description, std::move(*result.game)});
        }
    }
    if (parse.ok()) {
        parse.error.clear();
    }
    return parse;
}

}  // namespace oxo
