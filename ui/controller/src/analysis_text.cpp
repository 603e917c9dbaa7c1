#include "oxo/controller/analysis_text.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "oxo/controller/game_settings.h"
#include "oxo/notation.h"
#include "oxo/review.h"

namespace oxo::ui {

namespace {

// One scale for the panel, the overlay and the review's marks: MoveValue::goodness (review.h).
double scaled(bool proven, Verdict verdict, int score) {
    MoveValue v;
    v.known = true;
    v.proven = proven;
    v.verdict = verdict;
    v.score = score;
    return v.goodness();
}

// Plies to the end → the mover's own moves, as people count them ("wins in 3").
int movesOf(int distance) {
    return distance < 0 ? -1 : (distance + 1) / 2;
}

QString pawns(int score) {
    const double value = score / 100.0;
    return (value > 0 ? QStringLiteral("+") : QString()) + QString::number(value, 'f', 1);
}

// A cell's label has room for about five characters: past ±10 the tenths go.
QString shortPawns(int score) {
    const double value = score / 100.0;
    // Compared as shown: -9.96 shows as -10.0, so it loses its tenths too.
    return std::abs(score) >= 995
               ? (value > 0 ? QStringLiteral("+") : QString()) + QString::number(std::lround(value))
               : pawns(score);
}

}  // namespace

QString AnalysisText::verdict(const Analysis& a, Player toMove) {
    const QString mover = markText(toMove);
    if (a.proven) {
        const int n = movesOf(a.distance);
        switch (a.verdict) {
            case Verdict::Win:
                return n > 0 ? QCoreApplication::translate(
                                   "AnalysisText", "%1 wins in %n move(s) (proven)", nullptr, n)
                                   .arg(mover)
                             : QCoreApplication::translate("AnalysisText", "%1 wins (proven)")
                                   .arg(mover);
            case Verdict::Loss:
                return n > 0 ? QCoreApplication::translate(
                                   "AnalysisText", "%1 loses in %n move(s) (proven)", nullptr, n)
                                   .arg(mover)
                             : QCoreApplication::translate("AnalysisText", "%1 loses (proven)")
                                   .arg(mover);
            case Verdict::Draw:
                return QCoreApplication::translate("AnalysisText", "Draw (proven)");
            case Verdict::Unknown:
                break;
        }
    }
    return QCoreApplication::translate("AnalysisText", "%1 to move: %2 (depth %3)")
        .arg(mover, pawns(a.score))
        .arg(a.depth);
}

QString AnalysisText::model(const Analysis& a) {
    return a.proven && a.model == ProofModel::Paranoid
               ? QCoreApplication::translate("AnalysisText",
                                             "Proven assuming the other players play together "
                                             "against the one to move.")
               : QString();
}

double AnalysisText::goodness(const Analysis& a) {
    return scaled(a.proven, a.verdict, a.score);
}

double AnalysisText::goodness(const RootMove& m) {
    return scaled(m.proven, m.verdict, m.score);
}

QString AnalysisText::label(const RootMove& m) {
    if (m.proven) {
        const int n = movesOf(m.distance);
        switch (m.verdict) {
            case Verdict::Win:
                return n > 0 ? QStringLiteral("W%1").arg(n) : QStringLiteral("W");
            case Verdict::Loss:
                return n > 0 ? QStringLiteral("L%1").arg(n) : QStringLiteral("L");
            case Verdict::Draw:
                return QStringLiteral("D");
            case Verdict::Unknown:
                break;
        }
    }
    const QString bound = m.bound == ScoreBound::Upper   ? QStringLiteral("≤")
                          : m.bound == ScoreBound::Lower ? QStringLiteral("≥")
                                                         : QString();
    return bound + shortPawns(m.score);
}

QString AnalysisText::description(const RootMove& m) {
    if (m.proven) {
        const int n = movesOf(m.distance);
        switch (m.verdict) {
            case Verdict::Win:
                return QCoreApplication::translate("AnalysisText", "wins in %n move(s)", nullptr,
                                                   n);
            case Verdict::Loss:
                return QCoreApplication::translate("AnalysisText", "loses in %n move(s)", nullptr,
                                                   n);
            case Verdict::Draw:
                return QCoreApplication::translate("AnalysisText", "draws");
            case Verdict::Unknown:
                break;
        }
    }
    switch (m.bound) {
        case ScoreBound::Upper:
            return QCoreApplication::translate("AnalysisText", "score at most %1")
                .arg(pawns(m.score));
        case ScoreBound::Lower:
            return QCoreApplication::translate("AnalysisText", "score at least %1")
                .arg(pawns(m.score));
        case ScoreBound::Exact:
            break;
    }
    return QCoreApplication::translate("AnalysisText", "score %1").arg(pawns(m.score));
}

QString AnalysisText::line(const std::vector<Cell>& cells) {
    QStringList names;
    for (const Cell c : cells) {
        names << QString::fromStdString(cellName(c));
    }
    return names.join(QLatin1Char(' '));
}

QString AnalysisText::count(double value) {
    if (value >= 1e9) {
        return QStringLiteral("%1 G").arg(value / 1e9, 0, 'f', 1);
    }
    if (value >= 1e6) {
        return QStringLiteral("%1 M").arg(value / 1e6, 0, 'f', 1);
    }
    if (value >= 1e3) {
        return QStringLiteral("%1 k").arg(value / 1e3, 0, 'f', 0);
    }
    return QString::number(static_cast<qint64>(value));
}

std::vector<CellValue> AnalysisText::cellValues(const Analysis& a) {
    std::vector<CellValue> values;
    values.reserve(a.rootMoves.size());
    for (const RootMove& m : a.rootMoves) {
        values.push_back({m.move, goodness(m), label(m), description(m), m.proven,
                          !m.proven && m.bound != ScoreBound::Exact});
    }
    return values;
}

}  // namespace oxo::ui
