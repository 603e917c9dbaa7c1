#include "positions.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

#include "oxo/enum_table.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "oxo/replay.h"

namespace oxo::cli {

namespace {

// The messages were solve's before analyse shared them: they keep solve's context, and so
// their translations.
struct PositionsText {
    Q_DECLARE_TR_FUNCTIONS(Solve)
};

// Indexed by the enums (enum_table.h).
constexpr std::array<const char*, 4> kVerdictKeys{"unknown", "win", "draw", "loss"};
constexpr std::array<const char*, 3> kModelKeys{"none", "exact", "paranoid"};
static_assert(kVerdictKeys.size() == static_cast<std::size_t>(Verdict::Loss) + 1);
static_assert(kModelKeys.size() == static_cast<std::size_t>(ProofModel::Paranoid) + 1);

}  // namespace

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString verdictKey(Verdict verdict) {
    return QString::fromLatin1(enumEntry(kVerdictKeys, verdict, "unknown"));
}

QString modelKey(ProofModel model) {
    return QString::fromLatin1(enumEntry(kModelKeys, model, "none"));
}

std::optional<Position> positionAfter(const Rules& rules, const QString& moves, QString* error) {
    Position position(rules);
    const QStringList cells =
        moves.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const std::string text = cells[i].toStdString();
        const ParsedCell parsed = parseCell(text, rules.size);
        // What was typed comes back cut short (options::quoted): never a 100 KB token.
        const QString shown = options::quoted(cells[i]);
        if (!parsed.cell) {
            *error = PositionsText::tr("move %1: %2")
                         .arg(i + 1)
                         .arg(QString::fromStdString(
                             describeParseError(parsed.error, shown.toStdString(), rules.size)));
            return std::nullopt;
        }
        // As every list of moves is read (oxo/replay.h): under gravity, where the mark lands.
        if (const MoveError e = checkRecorded(position, *parsed.cell); e != MoveError::None) {
            *error =
                e == MoveError::Floating
                    ? PositionsText::tr("move %1 '%2': under gravity the mark would land on %3")
                          .arg(i + 1)
                          .arg(shown,
                               QString::fromStdString(cellName(position.landing(*parsed.cell))))
                    : PositionsText::tr("move %1 '%2' cannot be played: %3")
                          .arg(i + 1)
                          .arg(shown, qs(describe(e)));
            return std::nullopt;
        }
        position.make(*parsed.cell);
    }
    return position;
}

std::vector<Cell> forbiddenCells(const Position& position) {
    std::vector<Cell> cells;
    if (position.isOver() || !position.rules().forbidsFor(position.toMove())) {
        return cells;
    }
    for (int idx = 0; idx < position.cellCount(); ++idx) {
        if (position.isEmpty(idx) && position.isForbidden(idx)) {
            cells.push_back(position.cellAt(idx));
        }
    }
    return cells;
}

QJsonArray cellsJson(const std::vector<Cell>& cells) {
    QJsonArray list;
    for (const Cell c : cells) {
        list.append(QString::fromStdString(cellName(c)));
    }
    return list;
}

}  // namespace oxo::cli
