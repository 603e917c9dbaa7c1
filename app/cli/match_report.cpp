// `oxo-cli match` output: the per-bot table, one line per game saying how it ended, the Elo
// estimate, and the same as JSON.
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <array>
#include <cmath>
#include <limits>

#include "match.h"
#include "oxo/enum_table.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "players.h"

namespace oxo::cli {

namespace {

struct MatchReportText {
    Q_DECLARE_TR_FUNCTIONS(Match)
};

double ms(std::chrono::microseconds us) {
    return static_cast<double>(us.count()) / 1000.0;
}

// The average think time of `moves` moves that took `think` together, in ms.
double averageMs(std::chrono::microseconds think, std::int64_t moves) {
    return moves == 0 ? 0.0 : ms(think) / static_cast<double>(moves);
}

// The same as a share of the budget (0 without a budget).
double budgetShare(std::chrono::microseconds think, std::int64_t moves,
                   std::chrono::milliseconds budget) {
    return budget.count() == 0 ? 0.0
                               : averageMs(think, moves) / static_cast<double>(budget.count());
}

// The logistic Elo model: a score s (0..1) is a difference of -400 log10(1/s - 1).
double eloOf(double score) {
    if (score <= 0) {
        return -std::numeric_limits<double>::infinity();
    }
    if (score >= 1) {
        return std::numeric_limits<double>::infinity();
    }
    return -400.0 * std::log10(1.0 / score - 1.0);
}

// The JSON word for how a game ended, indexed by GameEnd (enum_table.h).
constexpr std::array<const char*, 7> kEndKeys{"win",          "board-full",   "no-line-winnable",
                                              "move-limit",   "illegal-move", "engine-failure",
                                              "no-legal-move"};
static_assert(kEndKeys.size() == static_cast<std::size_t>(GameEnd::NoLegalMove) + 1);

QString describeEnd(const MatchResult& result, const GameResult& g) {
    const int k = result.config.rules.winLength;
    switch (g.end) {
        case GameEnd::Win:
            return MatchReportText::tr("bot%1 wins: %2 in a row").arg(g.winnerSeat + 1).arg(k);
        case GameEnd::BoardFull:
            return MatchReportText::tr("draw: the board is full");
        case GameEnd::NoLineWinnable:
            return MatchReportText::tr("draw: no line can be completed any more");
        case GameEnd::NoLegalMove:
            return MatchReportText::tr("draw: every free cell is forbidden to the first player");
        case GameEnd::MoveLimit:
            return MatchReportText::tr("draw: adjudicated at the limit of %1 moves")
                .arg(result.config.maxMoves);
        case GameEnd::IllegalMove:
            return MatchReportText::tr("bot%1 loses: illegal move %2")
                .arg(g.loserSeat + 1)
                .arg(g.detail);
        case GameEnd::EngineFailure:
            return MatchReportText::tr("bot%1 loses: engine failure: %2")
                .arg(g.loserSeat + 1)
                .arg(g.detail);
    }
    return {};
}

QString openingText(const MatchConfig& config, int index) {
    QStringList cells;
    for (const Cell c : config.openings[static_cast<std::size_t>(index)]) {
        cells << QString::fromStdString(cellName(c));
    }
    return cells.join(QLatin1Char(' '));
}

double jsonNumber(double value) {
    // JSON has no infinity: a bound at a 100 % or 0 % score is written as +-10000.
    return std::isfinite(value) ? value : (value > 0 ? 10000.0 : -10000.0);
}

}  // namespace

QString shortSpec(const QString& spec) {
    return isEngineSpec(spec) ? QStringLiteral("engine:") + QFileInfo(spec.mid(7)).fileName()
                              : spec;
}

std::optional<EloEstimate> matchElo(const MatchResult& result) {
    if (result.seats.size() != 2 || result.gamesPlayed == 0) {
        return std::nullopt;
    }
    const SeatStats& a = result.seats[0];
    const double n = result.gamesPlayed;
    EloEstimate e;
    e.score = (a.wins + 0.5 * a.draws) / n;
    // The spread of one game's score (1, 1/2 or 0) around the mean, then the mean's standard
    // error; the 95 % interval of the score (normal approximation, +-1.96 sigma) is mapped
    // through the same logistic curve.
    const double variance =
        (a.wins * std::pow(1.0 - e.score, 2) + a.draws * std::pow(0.5 - e.score, 2) +
         a.losses * std::pow(0.0 - e.score, 2)) /
        n;
    const double margin = 1.96 * std::sqrt(variance / n);
    e.elo = eloOf(e.score);
    e.lower = eloOf(e.score - margin);
    e.upper = eloOf(e.score + margin);
    if (e.score >= 1 || e.score <= 0) {
        // Every game won (or lost): the normal approximation has no spread left. The exact
        // binomial bound instead: the lowest score that still wins all n games 2.5 % of the time.
        const double bound = eloOf(std::pow(0.025, 1.0 / n));
        (e.score >= 1 ? e.lower : e.upper) = e.score >= 1 ? bound : -bound;
    }
    e.errorBar = (e.upper - e.lower) / 2;
    return e;
}

QString matchTable(const MatchResult& result) {
    const MatchConfig& c = result.config;
    QString out;
    for (std::size_t i = 0; i < result.gameResults.size(); ++i) {
        const GameResult& g = result.gameResults[i];
        QStringList marks;
        for (std::size_t mark = 0; mark < g.seatOfMark.size(); ++mark) {
            marks << QStringLiteral("%1=bot%2")
                         .arg(QString::fromUtf8(markName(static_cast<Player>(mark)).data()))
                         .arg(g.seatOfMark[mark] + 1);
        }
        out += MatchReportText::tr("Game %1 (%2%3): %4, %5 moves")
                   .arg(i + 1)
                   .arg(marks.join(QLatin1Char(' ')))
                   .arg((g.opening >= 0 ? MatchReportText::tr(", opening %1: %2")
                                              .arg(g.opening + 1)
                                              .arg(openingText(c, g.opening))
                                        : QString()) +
                        (c.openingRule != OpeningRule::None
                             ? MatchReportText::tr(", %1: %2")
                                   .arg(QString::fromUtf8(openingRuleName(c.openingRule).data()),
                                        openingChoicesText(g.openingChoices))
                             : QString()))
                   .arg(describeEnd(result, g))
                   .arg(g.moves);
        out += QLatin1Char('\n');
    }
    out += MatchReportText::tr("Match: %1, %2 games, seed %3, %4 ms per move\n")
               .arg(options::describeRules(c.rules))
               .arg(result.gamesPlayed)
               .arg(c.seed)
               .arg(c.budget.count());
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(MatchReportText::tr("Bot"), -16)
               .arg(MatchReportText::tr("Wins"), 6)
               .arg(MatchReportText::tr("Draws"), 6)
               .arg(MatchReportText::tr("Losses"), 7)
               .arg(MatchReportText::tr("Win %"), 6)
               .arg(MatchReportText::tr("Avg think"), 11)
               .arg(MatchReportText::tr("Longest"), 11);
    for (std::size_t i = 0; i < result.seats.size(); ++i) {
        const SeatStats& s = result.seats[i];
        const double average = averageMs(s.totalThink, s.moves);
        const double share = result.gamesPlayed == 0 ? 0.0 : 100.0 * s.wins / result.gamesPlayed;
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("bot%1 %2").arg(i + 1).arg(shortSpec(s.spec)), -16)
                   .arg(s.wins, 6)
                   .arg(s.draws, 6)
                   .arg(s.losses, 7)
                   .arg(share, 6, 'f', 1)
                   .arg(MatchReportText::tr("%1 ms").arg(average, 0, 'f', 2), 11)
                   .arg(MatchReportText::tr("%1 ms").arg(ms(s.longestThink), 0, 'f', 2), 11);
        if (s.budget != c.budget) {
            out += MatchReportText::tr("  bot%1 thinks %2 ms per move\n")
                       .arg(i + 1)
                       .arg(s.budget.count());
        }
        if (s.illegal > 0) {
            out += MatchReportText::tr(
                       "  bot%1 lost %2 games by an illegal move or an engine failure\n")
                       .arg(i + 1)
                       .arg(s.illegal);
        }
        if (s.searchedMoves > 0 && s.budget.count() > 0) {
            out +=
                MatchReportText::tr(
                    "  bot%1 used %2 % of its think time on the %3 moves it "
                    "searched (neither forced nor proven)\n")
                    .arg(i + 1)
                    .arg(100.0 * budgetShare(s.searchedThink, s.searchedMoves, s.budget), 0, 'f', 0)
                    .arg(s.searchedMoves);
        }
        if (s.overBudget > 0) {
            out += MatchReportText::tr("  bot%1 went over its think time on %2 of %3 moves\n")
                       .arg(i + 1)
                       .arg(s.overBudget)
                       .arg(s.moves);
        }
    }
    if (const auto elo = matchElo(result); elo && !std::isfinite(elo->elo)) {
        out +=
            (elo->elo > 0 ? MatchReportText::tr("Elo bot1 - bot2: at least %1 (95 %), score %2 %\n")
                          : MatchReportText::tr("Elo bot1 - bot2: at most %1 (95 %), score %2 %\n"))
                .arg(elo->elo > 0 ? elo->lower : elo->upper, 0, 'f', 1)
                .arg(100.0 * elo->score, 0, 'f', 1);
    } else if (elo) {
        out += MatchReportText::tr("Elo bot1 - bot2: %1 +- %2 (95 %, %3 to %4), score %5 %\n")
                   .arg(elo->elo, 0, 'f', 1)
                   .arg(elo->errorBar, 0, 'f', 1)
                   .arg(elo->lower, 0, 'f', 1)
                   .arg(elo->upper, 0, 'f', 1)
                   .arg(100.0 * elo->score, 0, 'f', 1);
    }
    return out;
}

QJsonObject matchJson(const MatchResult& result) {
    const Rules& r = result.config.rules;
    QJsonArray seats;
    for (std::size_t i = 0; i < result.seats.size(); ++i) {
        const SeatStats& s = result.seats[i];
        const double average = averageMs(s.totalThink, s.moves);
        seats.append(QJsonObject{
            {"seat", static_cast<int>(i + 1)},
            {"player", s.spec},
            {"name", s.name},
            {"wins", s.wins},
            {"draws", s.draws},
            {"losses", s.losses},
            {"illegalMoves", s.illegal},
            {"moves", static_cast<qint64>(s.moves)},
            {"thinkMs", static_cast<qint64>(s.budget.count())},
            {"averageThinkMs", average},
            {"longestThinkMs", ms(s.longestThink)},
            {"budgetShare", budgetShare(s.totalThink, s.moves, s.budget)},
            {"overBudgetMoves", s.overBudget},
            {"searchedMoves", static_cast<qint64>(s.searchedMoves)},
            {"searchedBudgetShare", budgetShare(s.searchedThink, s.searchedMoves, s.budget)},
        });
    }
    QJsonArray games;
    for (const GameResult& g : result.gameResults) {
        QJsonArray marks;
        for (const int seat : g.seatOfMark) {
            marks.append(seat + 1);
        }
        QJsonObject game{
            {"seatOfMark", marks},
            {"end", QString::fromLatin1(enumEntry(kEndKeys, g.end, ""))},
            {"result", describeEnd(result, g)},
            {"moves", g.moves},
        };
        game["winner"] = g.winnerSeat >= 0 ? QJsonValue(g.winnerSeat + 1) : QJsonValue();
        if (g.loserSeat >= 0) {
            game["forfeit"] = g.loserSeat + 1;
        }
        if (g.opening >= 0) {
            game["opening"] = openingText(result.config, g.opening);
        }
        if (result.config.openingRule != OpeningRule::None) {
            game["openingChoices"] = openingChoicesText(g.openingChoices);  // R-E16
        }
        if (!g.detail.isEmpty()) {
            game["detail"] = g.detail;
        }
        if (!g.file.isEmpty()) {
            game["file"] = g.file;
        }
        games.append(game);
    }
    QJsonObject out{
        {"command", "match"},
        {"rules", QJsonObject{{"size", r.size},
                              {"win", r.winLength},
                              {"players", r.players},
                              {"first", r.firstPlayer + 1},
                              {"gravity", r.gravity},
                              {"exact", r.family == Family::Exact},
                              {"rule", QString::fromUtf8(familyName(r.family).data())},
                              {"earlyDraw", r.earlyDraw}}},
        {"games", result.gamesPlayed},
        {"seed", QString::number(result.config.seed)},
        {"thinkMs", static_cast<qint64>(result.config.budget.count())},
        {"maxMoves", result.config.maxMoves},
        {"bots", seats},
        {"gameResults", games},
    };
    if (result.config.openingRule != OpeningRule::None) {
        out["openingRule"] = QString::fromUtf8(openingRuleName(result.config.openingRule).data());
    }
    if (const auto elo = matchElo(result)) {
        out["elo"] = QJsonObject{
            {"score", elo->score},
            {"diff", jsonNumber(elo->elo)},
            {"lower95", jsonNumber(elo->lower)},
            {"upper95", jsonNumber(elo->upper)},
            {"errorBar95", jsonNumber(elo->errorBar)},
            {"formula",
             "logistic Elo -400*log10(1/s-1) of bot1's score s; 95% interval s +- 1.96*sqrt(var/n) "
             "with var the per-game score variance, mapped through the same curve; at s = 1 (0) "
             "the exact binomial bound 0.025^(1/n) gives the lower (upper) end"},
        };
    }
    return out;
}

}  // namespace oxo::cli
