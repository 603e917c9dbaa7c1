#include "match.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <memory>

#include "oxo/bot.h"
#include "oxo/engines/engine_bot.h"
#include "oxo/options/rules_options.h"
#include "oxo/position.h"
#include "players.h"

namespace oxo::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Match)
};

// A different, reproducible seed for every (game, seat).
std::uint64_t seatSeed(std::uint64_t seed, int game, int seat) {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(game) * 4 +
                      static_cast<std::uint64_t>(seat);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// "engine:/long/path/pbrain-x" -> "engine:pbrain-x", so the table stays aligned.
QString shortSpec(const QString& spec) {
    return isEngineSpec(spec) ? QStringLiteral("engine:") + QFileInfo(spec.mid(7)).fileName()
                              : spec;
}

double ms(std::chrono::microseconds us) {
    return static_cast<double>(us.count()) / 1000.0;
}

}  // namespace

MatchResult runMatch(const MatchConfig& config, const MatchProgress& progress) {
    MatchResult result;
    result.config = config;
    const int players = config.rules.players;
    if (config.players.size() != players) {
        result.error = Text::tr("%1 players need %1 bots (--bot1 ... --bot%1)").arg(players);
        return result;
    }
    for (int seat = 0; seat < players; ++seat) {
        if (const QString problem = engineRulesProblem(config.players[seat], config.rules);
            !problem.isEmpty()) {
            result.error = Text::tr("bot%1 %2: %3")
                               .arg(seat + 1)
                               .arg(options::quoted(config.players[seat]), problem);
            return result;
        }
        PlayerBot probe = makePlayerBot(config.players[seat], 0);
        if (!probe.bot) {
            result.error = probe.error;
            return result;
        }
        SeatStats stats;
        stats.spec = config.players[seat];
        stats.name = QString::fromUtf8(probe.bot->name().data(),
                                       static_cast<qsizetype>(probe.bot->name().size()));
        result.seats.push_back(stats);
    }
    for (int game = 0; game < config.games; ++game) {
        // Seat s plays mark (s + game) mod P: each seat starts in turn.
        std::vector<std::unique_ptr<Bot>> bots(static_cast<std::size_t>(players));
        std::vector<int> seatOf(static_cast<std::size_t>(players));
        for (int seat = 0; seat < players; ++seat) {
            const int mark = (seat + game) % players;
            bots[static_cast<std::size_t>(mark)] =
                makePlayerBot(config.players[seat], seatSeed(config.seed, game, seat)).bot;
            seatOf[static_cast<std::size_t>(mark)] = seat;
        }
        Position position(config.rules);
        int forfeit = -1;
        while (!position.isOver()) {
            const auto mark = static_cast<std::size_t>(position.toMove());
            SeatStats& stats = result.seats[static_cast<std::size_t>(seatOf[mark])];
            SearchLimits limits;
            limits.budget = config.budget;
            QElapsedTimer timer;
            timer.start();
            const Analysis analysis = bots[mark]->think(position, limits);
            const std::chrono::microseconds took{timer.nsecsElapsed() / 1000};
            ++stats.moves;
            stats.totalThink += took;
            stats.longestThink = std::max(stats.longestThink, took);
            if (position.check(analysis.move) != MoveError::None ||
                position.landing(analysis.move) != analysis.move) {
                // An engine that refuses the board would refuse every game: stop, and say why.
                const auto* engine = dynamic_cast<const pbrain::EngineBot*>(bots[mark].get());
                if (engine != nullptr && engine->failureKind() == pbrain::EngineFailure::Refused) {
                    result.error =
                        Text::tr("bot%1 %2 refused the board, so the match stops: %3")
                            .arg(seatOf[mark] + 1)
                            .arg(shortSpec(config.players[seatOf[mark]]), engine->failure());
                    return result;
                }
                forfeit = seatOf[mark];
                break;
            }
            position.make(analysis.move);
        }
        for (int seat = 0; seat < players; ++seat) {
            SeatStats& stats = result.seats[static_cast<std::size_t>(seat)];
            if (forfeit >= 0) {
                (seat == forfeit ? stats.losses : stats.wins) += 1;
                stats.illegal += seat == forfeit ? 1 : 0;
            } else if (position.status() == Status::Draw) {
                ++stats.draws;
            } else {
                const bool won = seatOf[static_cast<std::size_t>(position.winner())] == seat;
                (won ? stats.wins : stats.losses) += 1;
            }
        }
        ++result.gamesPlayed;
        if (progress) {
            progress(game + 1, config.games);
        }
    }
    return result;
}

QString matchTable(const MatchResult& result) {
    const MatchConfig& c = result.config;
    QString out = Text::tr("Match: %1, %2 games, seed %3, %4 ms per move\n")
                      .arg(options::describeRules(c.rules))
                      .arg(result.gamesPlayed)
                      .arg(c.seed)
                      .arg(c.budget.count());
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(Text::tr("Bot"), -16)
               .arg(Text::tr("Wins"), 6)
               .arg(Text::tr("Draws"), 6)
               .arg(Text::tr("Losses"), 7)
               .arg(Text::tr("Win %"), 6)
               .arg(Text::tr("Avg think"), 11)
               .arg(Text::tr("Longest"), 11);
    for (std::size_t i = 0; i < result.seats.size(); ++i) {
        const SeatStats& s = result.seats[i];
        const double average = s.moves == 0 ? 0.0 : ms(s.totalThink) / static_cast<double>(s.moves);
        const double share = result.gamesPlayed == 0 ? 0.0 : 100.0 * s.wins / result.gamesPlayed;
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("bot%1 %2").arg(i + 1).arg(shortSpec(s.spec)), -16)
                   .arg(s.wins, 6)
                   .arg(s.draws, 6)
                   .arg(s.losses, 7)
                   .arg(share, 6, 'f', 1)
                   .arg(Text::tr("%1 ms").arg(average, 0, 'f', 2), 11)
                   .arg(Text::tr("%1 ms").arg(ms(s.longestThink), 0, 'f', 2), 11);
        if (s.illegal > 0) {
            out += Text::tr("  bot%1 lost %2 games by an illegal move or an engine failure\n")
                       .arg(i + 1)
                       .arg(s.illegal);
        }
    }
    return out;
}

QJsonObject matchJson(const MatchResult& result) {
    const Rules& r = result.config.rules;
    QJsonArray seats;
    for (std::size_t i = 0; i < result.seats.size(); ++i) {
        const SeatStats& s = result.seats[i];
        seats.append(QJsonObject{
            {"seat", static_cast<int>(i + 1)},
            {"player", s.spec},
            {"name", s.name},
            {"wins", s.wins},
            {"draws", s.draws},
            {"losses", s.losses},
            {"illegalMoves", s.illegal},
            {"moves", static_cast<qint64>(s.moves)},
            {"averageThinkMs",
             s.moves == 0 ? 0.0 : ms(s.totalThink) / static_cast<double>(s.moves)},
            {"longestThinkMs", ms(s.longestThink)},
        });
    }
    return QJsonObject{
        {"command", "match"},
        {"rules", QJsonObject{{"size", r.size},
                              {"win", r.winLength},
                              {"players", r.players},
                              {"first", r.firstPlayer + 1},
                              {"gravity", r.gravity},
                              {"exact", r.exactLength},
                              {"earlyDraw", r.earlyDraw}}},
        {"games", result.gamesPlayed},
        {"seed", QString::number(result.config.seed)},
        {"thinkMs", static_cast<qint64>(result.config.budget.count())},
        {"bots", seats},
    };
}

}  // namespace oxo::cli
