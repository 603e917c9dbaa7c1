// SGF for gomoku and renju (R-F7): see sgf_format.h for what OXO reads and writes.
#include "oxo/files/sgf_format.h"

#include <algorithm>
#include <iterator>
#include <optional>

#include "format_replay.h"
#include "oxo/replay.h"
#include "sgf_parse.h"

namespace oxo {
namespace {

std::optional<int> pointCoordinate(char c) {
    if (c >= 'a' && c <= 'z') {
        return c - 'a';
    }
    if (c >= 'A' && c <= 'Z') {
        return c - 'A' + 26;
    }
    return std::nullopt;
}

char coordinateLetter(int value) {
    Q_ASSERT(value >= 0 && value < kMaxSgfSize);
    return value < 26 ? char('a' + value) : char('A' + value - 26);
}

// SimpleText: every kind of line break or tab is a space.
QString simpleText(const QByteArray& value) {
    QString text = QString::fromUtf8(value);
    for (QChar& c : text) {
        if (c.isSpace()) {
            c = QLatin1Char(' ');
        }
    }
    return visibleName(text.trimmed());
}

class SgfReader {
public:
    explicit SgfReader(const FileLimits& limits) : limits_(limits) {}
    ReadResult read(QByteArrayView data);

private:
    bool fail(const QString& what) {
        error_ = what;
        return false;
    }
    bool readRoot(const SgfNode& root, GameRecord* record);
    bool readFamily(const QByteArray& value, Family* family);
    bool readMoves(const std::vector<SgfNode>& nodes, const GameRecord& record);

    FileLimits limits_;
    QString error_;
    std::vector<RecordedMove> moves_;
};

const SgfProperty* find(const SgfNode& node, const char* id) {
    for (const SgfProperty& property : node) {
        if (property.id == id) {
            return &property;
        }
    }
    return nullptr;
}

bool SgfReader::readFamily(const QByteArray& value, Family* family) {
    const QByteArray text = value.trimmed().toLower();
    bool isNumber = false;
    const int rule = text.toInt(&isNumber);
    if (isNumber) {
        if (rule < 0 || (rule & 8) != 0) {
            return fail(FormatText::tr("RU[%1]: OXO does not play this Gomocup rule")
                            .arg(shownText(QString::fromUtf8(text))));
        }
        *family = (rule & 4) != 0   ? Family::Renju
                  : (rule & 1) != 0 ? Family::Exact
                                    : Family::Freestyle;
    } else if (text == "renju") {
        *family = Family::Renju;
    } else if (text == "exact") {
        *family = Family::Exact;
    }  // other words ("gomoku", a Go ruleset): freestyle
    return true;
}

bool SgfReader::readRoot(const SgfNode& root, GameRecord* record) {
    if (const SgfProperty* game = find(root, "GM")) {
        if (game->values.front().trimmed() != "4") {
            return fail(FormatText::tr("GM[%1]: this SGF file is not of gomoku or renju (GM[4])")
                            .arg(shownText(QString::fromUtf8(game->values.front()))));
        }
    }
    int size = 15;  // SGF's default for GM[4]
    const SgfProperty* sizeProperty = find(root, "SZ");
    if (sizeProperty != nullptr) {
        const QList<QByteArray> sides = sizeProperty->values.front().split(':');
        bool ok = sides.front().trimmed().size() <= 9;
        size = ok ? sides.front().trimmed().toInt(&ok) : 0;
        bool square = sides.size() == 1;
        if (ok && sides.size() == 2) {
            square = sides.back().trimmed().size() <= 9 && sides.back().trimmed().toInt() == size;
        }
        const int maxSize = std::min({limits_.maxBoardSize, kMaxSgfSize, kMaxSize});
        if (!ok || !square || size < kMinSize || size > maxSize) {
            return fail(FormatText::tr("SZ[%1]: OXO plays square boards of %2 to %3")
                            .arg(shownText(QString::fromUtf8(sizeProperty->values.front())))
                            .arg(kMinSize)
                            .arg(maxSize));
        }
    }
    if (const SgfProperty* extras = find(root, "OX")) {
        if (!readExtras(extras->values.front(), limits_, record, &error_)) {
            return false;
        }
        if (sizeProperty != nullptr && record->rules.size != size) {
            return fail(FormatText::tr("OX is for a %1×%1 board, SZ for %2×%2")
                            .arg(record->rules.size)
                            .arg(size));
        }
        if (record->rules.size > kMaxSgfSize) {
            return fail(FormatText::tr("OX: SGF points reach %1×%1 at most").arg(kMaxSgfSize));
        }
        return true;
    }
    record->rules = Rules::square(size, std::min(5, size));
    record->rules.earlyDraw = false;
    if (const SgfProperty* rule = find(root, "RU")) {
        if (!readFamily(rule->values.front(), &record->rules.family)) {
            return false;
        }
    }
    if (const std::optional<RulesError> problem = validate(record->rules)) {
        return fail(QString::fromStdString(problem->message()));
    }
    record->players = defaultPlayers(2);
    if (const SgfProperty* black = find(root, "PB")) {
        record->players[0].name = simpleText(black->values.front());
    }
    if (const SgfProperty* white = find(root, "PW")) {
        record->players[1].name = simpleText(white->values.front());
    }
    return true;
}

bool SgfReader::readMoves(const std::vector<SgfNode>& nodes, const GameRecord& record) {
    const Rules& rules = record.rules;
    const bool coloursCount = rules.players == 2;
    const auto second = static_cast<Player>((rules.firstPlayer + 1) % rules.players);
    for (const SgfNode& node : nodes) {
        for (const SgfProperty& property : node) {
            if (property.id == "AB" || property.id == "AW" || property.id == "AE") {
                return fail(FormatText::tr("%1: OXO does not read setup stones (AB, AW, AE), "
                                           "only moves (B, W)")
                                .arg(QString::fromLatin1(property.id)));
            }
            if (property.id != "B" && property.id != "W") {
                continue;  // another program's property
            }
            const QByteArray& value = property.values.front();
            RecordedMove move;
            move.text = QString::fromLatin1(property.id) + QLatin1Char('[') +
                        QString::fromUtf8(value) + QLatin1Char(']');
            if (value.isEmpty() || (value == "tt" && rules.size <= 19)) {
                return fail(FormatText::tr("move %1 ('%2'): a pass; OXO games have none")
                                .arg(moves_.size() + 1)
                                .arg(shownText(move.text)));
            }
            const std::optional<int> col =
                value.size() == 2 ? pointCoordinate(value[0]) : std::nullopt;
            const std::optional<int> row =
                value.size() == 2 ? pointCoordinate(value[1]) : std::nullopt;
            move.onBoard = col && row && *col < rules.size && *row < rules.size;
            if (move.onBoard) {
                move.cell = Cell{*row, *col};
            }
            if (coloursCount) {
                move.mover = property.id == "B" ? rules.firstPlayer : second;
            }
            if (std::ssize(moves_) >= qsizetype{rules.size} * rules.size) {
                return fail(FormatText::tr("more moves than the %1 cells of the board")
                                .arg(rules.size * rules.size));
            }
            moves_.push_back(std::move(move));
        }
    }
    return true;
}

ReadResult SgfReader::read(QByteArrayView data) {
    ReadResult result;
    if (const QString problem = inputProblem(data, limits_); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    const qsizetype maxNodes = qsizetype{kMaxSgfSize} * kMaxSgfSize + 16;
    const SgfMainLine line = parseSgfMainLine(data, maxNodes);
    if (!line.error.isEmpty()) {
        result.error = line.error;
        return result;
    }
    GameRecord record;
    if (!readRoot(line.nodes.front(), &record) || !readMoves(line.nodes, record)) {
        result.error = error_;
        return result;
    }
    return replayRecorded(std::move(record), moves_);
}

QByteArray property(const char* id, const QString& value) {
    return QByteArray(id) + '[' + sgfEscaped(value.toUtf8()) + ']';
}

}  // namespace

QString sgfProblem(const GameRecord& record) {
    if (record.rules.size > kMaxSgfSize) {
        return FormatText::tr("SGF points reach %1×%1 at most; this board is %2×%2")
            .arg(kMaxSgfSize)
            .arg(record.rules.size);
    }
    return {};
}

QByteArray toSgf(const GameRecord& record) {
    Q_ASSERT(sgfProblem(record).isEmpty());
    const Rules& rules = record.rules;
    const int rule = rules.family == Family::Renju ? 4 : rules.family == Family::Exact ? 1 : 0;
    QByteArray out = "(;FF[4]GM[4]CA[UTF-8]AP[OXO]SZ[" + QByteArray::number(rules.size) + "]RU[" +
                     QByteArray::number(rule) + "]";
    if (rules.players == 2 && record.players.size() == 2) {
        const auto first = std::size_t(rules.firstPlayer);
        out += property("PB", visibleName(record.players[first].name));
        out += property("PW", visibleName(record.players[1 - first].name));
    }
    // The result, as the moves give it (a record that does not replay has none).
    if (rules.players == 2 && !validate(rules)) {
        Position position(rules);
        if (!replay(position, record.moves)) {
            if (position.status() == Status::Draw) {
                out += "RE[0]";
            } else if (position.status() == Status::Won) {
                out += position.winner() == rules.firstPlayer ? "RE[B+]" : "RE[W+]";
            }
        }
    }
    out += property("OX", QString::fromUtf8(extrasLine(record)));
    out += '\n';
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Cell cell = record.moves[i];
        out += (i % 2 == 0) ? ";B[" : ";W[";
        out += coordinateLetter(cell.col);
        out += coordinateLetter(cell.row);
        out += ']';
        if (i % 16 == 15) {
            out += '\n';
        }
    }
    out += ")\n";
    return out;
}

ReadResult readSgf(QByteArrayView data, const FileLimits& limits) {
    return SgfReader(limits).read(data);
}

}  // namespace oxo
