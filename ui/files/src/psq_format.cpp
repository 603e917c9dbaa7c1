// Piskvork's .psq (R-F7): see psq_format.h for the format and what OXO keeps in it.
#include "oxo/files/psq_format.h"

#include <algorithm>
#include <iterator>

#include <QList>
#include <QRegularExpression>
#include <optional>

#include "format_replay.h"

namespace oxo {
namespace {

constexpr char kExtrasPrefix[] = "OXO ";
constexpr char kHumanPrefix[] = "homo-";

// A whole number of at most 9 digits (longer ones are refused, never overflow).
std::optional<int> smallNumber(const QString& text) {
    if (text.size() > 10) {
        return std::nullopt;
    }
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

QString seatLine(const PlayerSetup& player, int seat) {
    if (player.kind == PlayerKind::Engine) {
        // What Piskvork writes for a computer seat: its program.
        const QString name = player.engine.section(QLatin1Char('/'), -1);
        if (!name.isEmpty()) {
            return visibleName(name);
        }
    }
    const QString name = visibleName(player.name);
    return QLatin1String(kHumanPrefix) + (name.isEmpty() ? QString::number(seat) : name);
}

// The name a seat line gives: "homo-<seat>" none, "homo-Ann" Ann, a program its file name.
QString nameOfSeatLine(const QString& line, int seat) {
    if (line.startsWith(QLatin1String(kHumanPrefix), Qt::CaseInsensitive)) {
        const QString rest = line.mid(int(sizeof(kHumanPrefix)) - 1);
        return rest == QString::number(seat) ? QString() : visibleName(rest);
    }
    const qsizetype cut =
        std::max(line.lastIndexOf(QLatin1Char('/')), line.lastIndexOf(QLatin1Char('\\')));
    return visibleName(line.mid(cut + 1));
}

class PsqReader {
public:
    explicit PsqReader(const FileLimits& limits) : limits_(limits) {}
    ReadResult read(QByteArrayView data);

private:
    bool readHeader(const QString& line);
    void readMove(const QRegularExpressionMatch& match, const QString& line);

    FileLimits limits_;
    QString error_;
    int size_ = 0;
    int first_ = 0;
    std::vector<RecordedMove> moves_;
};

bool PsqReader::readHeader(const QString& line) {
    static const QRegularExpression header(
        QStringLiteral("^Piskvorky\\s+(\\d+)\\s*x\\s*(\\d+)\\s*,\\s*(-?\\d+)\\s*:\\s*(-?\\d+)"
                       "\\s*,\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch match = header.match(line);
    if (!match.hasMatch()) {
        // NOLINTNEXTLINE(modernize-raw-string-literal): lupdate reads plain literals everywhere
        error_ = FormatText::tr(
            "this is not a Piskvork game file: its first line is not like "
            "\"Piskvorky 20x20, 0:0, 0\"");
        return false;
    }
    const std::optional<int> width = smallNumber(match.captured(1));
    const std::optional<int> height = smallNumber(match.captured(2));
    const std::optional<int> first = smallNumber(match.captured(5));
    if (!width || !height || width != height) {
        error_ = FormatText::tr("the board is %1 by %2; OXO plays square boards only")
                     .arg(shownText(match.captured(1)), shownText(match.captured(2)));
        return false;
    }
    const int maxSize = std::clamp(limits_.maxBoardSize, kMinSize, kMaxSize);
    if (*width < kMinSize || *width > maxSize) {
        error_ = FormatText::tr("a %1×%1 board is out of range: OXO plays %2×%2 to %3×%3")
                     .arg(*width)
                     .arg(kMinSize)
                     .arg(maxSize);
        return false;
    }
    if (first != 0 && first != 1) {
        error_ = FormatText::tr("the first line names seat %1 to move first; it must be 0 or 1")
                     .arg(shownText(match.captured(5)));
        return false;
    }
    size_ = *width;
    first_ = *first;
    return true;
}

void PsqReader::readMove(const QRegularExpressionMatch& match, const QString& line) {
    RecordedMove move;
    move.text = line.trimmed();
    const std::optional<int> x = smallNumber(match.captured(1));
    const std::optional<int> y = smallNumber(match.captured(2));
    move.onBoard = x && y && *x >= 1 && *x <= size_ && *y >= 1 && *y <= size_;
    if (move.onBoard) {
        move.cell = Cell{*y - 1, *x - 1};
    }
    moves_.push_back(std::move(move));
}

ReadResult PsqReader::read(QByteArrayView data) {
    ReadResult result;
    if (const QString problem = inputProblem(data, limits_); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    TextLines lines(data);
    if (!readHeader(QString::fromUtf8(lines.nextNonBlank()).trimmed())) {
        result.error = error_;
        return result;
    }
    static const QRegularExpression moveLine(
        QStringLiteral("^\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*(?:,\\s*-?\\d+\\s*)?$"));
    const qint64 cells = qint64{size_} * size_;
    std::optional<QByteArrayView> afterMoves;  // the first line that is not a move
    while (!lines.atEnd()) {
        const QByteArrayView raw = lines.next();
        if (raw.trimmed().isEmpty()) {
            continue;  // Piskvork's reader skips blank lines between moves too
        }
        const QString line = QString::fromUtf8(raw);
        const QRegularExpressionMatch match = moveLine.match(line);
        if (!match.hasMatch()) {
            afterMoves = raw;
            break;
        }
        if (static_cast<qint64>(moves_.size()) >= cells) {
            result.error = FormatText::tr("more moves than the %1 cells of the board").arg(cells);
            return result;
        }
        readMove(match, line);
    }
    // After the moves: up to two seat lines, a status number, OXO's own line.
    QStringList seats;
    QByteArrayView extras;
    static const QRegularExpression status(QStringLiteral("^\\s*-?\\d+\\s*$"));
    while (afterMoves || !lines.atEnd()) {
        const QByteArrayView raw = afterMoves ? *afterMoves : lines.next();
        afterMoves.reset();
        if (raw.startsWith(kExtrasPrefix)) {
            extras = raw.sliced(qsizetype(sizeof(kExtrasPrefix)) - 1);
            break;
        }
        const QString line = QString::fromUtf8(raw).trimmed();
        if (!line.isEmpty() && !status.match(line).hasMatch() && seats.size() < 2) {
            seats << line;
        }
    }
    GameRecord record;
    if (!extras.isEmpty()) {
        if (!readExtras(extras, limits_, &record, &result.error)) {
            return result;
        }
        if (record.rules.size != size_) {
            result.error = FormatText::tr(
                               "OXO's own line is for a %1×%1 board, the first line "
                               "for %2×%2")
                               .arg(record.rules.size)
                               .arg(size_);
            return result;
        }
    } else {
        record.rules = Rules::square(size_, std::min(5, size_));
        record.rules.firstPlayer = static_cast<Player>(first_);
        record.rules.earlyDraw = false;
        record.players = defaultPlayers(2);
        for (int seat = 0; seat < seats.size(); ++seat) {
            record.players[std::size_t(seat)].name = nameOfSeatLine(seats[seat], seat + 1);
        }
    }
    return replayRecorded(std::move(record), moves_);
}

}  // namespace

QString psqProblem(const GameRecord& record) {
    if (record.rules.players != 2) {
        return FormatText::tr("a Piskvork file holds two players; this game has %1")
            .arg(record.rules.players);
    }
    if (record.rules.gravity) {
        return FormatText::tr("a Piskvork file cannot hold a game with gravity");
    }
    return {};
}

QByteArray toPsq(const GameRecord& record) {
    Q_ASSERT(psqProblem(record).isEmpty());
    const int size = record.rules.size;
    QByteArray out = QStringLiteral("Piskvorky %1x%1, 0:0, %2\n")
                         .arg(size)
                         .arg(int{record.rules.firstPlayer})
                         .toUtf8();
    for (const Cell& cell : record.moves) {
        out += QByteArray::number(cell.col + 1) + ',' + QByteArray::number(cell.row + 1) + ",0\n";
    }
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const PlayerSetup player =
            seat < record.players.size() ? record.players[seat] : PlayerSetup();
        out += seatLine(player, int(seat) + 1).toUtf8() + '\n';
    }
    out += "-1\n";
    out += kExtrasPrefix + extrasLine(record) + '\n';
    return out;
}

ReadResult readPsq(QByteArrayView data, const FileLimits& limits) {
    return PsqReader(limits).read(data);
}

}  // namespace oxo
