#include "match.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <exception>
#include <memory>

#include "oxo/bot.h"
#include "oxo/engines/engine_bot.h"
#include "oxo/files/file_io.h"
#include "oxo/files/game_file.h"
#include "oxo/files/opening_lines.h"
#include "oxo/notation.h"
#include "oxo/options/rules_options.h"
#include "oxo/position.h"
#include "oxo/replay.h"
#include "players.h"

namespace oxo::cli {

namespace {

struct MatchText {
    Q_DECLARE_TR_FUNCTIONS(Match)
};

// How many "game-0001-N.oxo" names are tried when "game-0001.oxo" is taken.
constexpr int kMaxCopies = 100;
// The largest opening file read: far more than any opening book (a line is a few moves), and
// what it costs in memory stays small.
constexpr qint64 kMaxOpeningFileBytes = 16 * 1024 * 1024;

// A different, reproducible seed for every (game, seat).
std::uint64_t seatSeed(std::uint64_t seed, int game, int seat) {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(game) * 4 +
                      static_cast<std::uint64_t>(seat);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// How a seat is written into a game file: its spec as the name, and its kind.
PlayerSetup setupOf(const QString& spec) {
    if (isEngineSpec(spec)) {
        // Files name programs by absolute path (a relative one would be refused on reading).
        return {spec, PlayerKind::Engine, QFileInfo(spec.trimmed().mid(7)).absoluteFilePath()};
    }
    const auto kind = kindFromKey(spec.trimmed());
    return {spec.trimmed(), kind && *kind != PlayerKind::Human ? *kind : PlayerKind::Hard};
}

// Plays one game; `bots` and `seatOf` are indexed by mark.
GameResult playGame(const MatchConfig& config, int game, std::vector<std::unique_ptr<Bot>>& bots,
                    const std::vector<int>& seatOf, std::vector<SeatStats>& seats,
                    std::vector<Cell>& history) {
    GameResult result;
    result.seatOfMark = seatOf;
    Position position(config.rules);
    history.clear();
    if (!config.openings.empty()) {
        const int players = config.rules.players;
        result.opening = (game / players) % static_cast<int>(config.openings.size());
        for (const Cell c : config.openings[static_cast<std::size_t>(result.opening)]) {
            position.make(c);  // checked when the file was read
            history.push_back(c);
        }
    }
    if (config.openingRule != OpeningRule::None) {
        std::vector<int> marks = seatOf;
        result.openingChoices =
            playOpeningRule(config, seatSeed(config.seed, game, 0), marks, bots, position, history);
        result.seatOfMark = marks;
    }
    const std::vector<int> seatOfMark = result.seatOfMark;  // after the opening rule
    while (!position.isOver()) {
        if (config.maxMoves > 0 && position.moveCount() >= config.maxMoves) {
            result.end = GameEnd::MoveLimit;
            result.moves = position.moveCount();
            return result;
        }
        const auto mark = static_cast<std::size_t>(position.toMove());
        const int seat = seatOfMark[mark];
        SeatStats& stats = seats[static_cast<std::size_t>(seat)];
        SearchLimits limits;
        limits.budget = stats.budget;
        limits.threads = config.threads;
        QElapsedTimer timer;
        timer.start();
        Cell move{-1, -1};
        bool searched = false;
        QString failure;
        try {
            const Analysis analysis = bots[mark]->think(position, limits);
            move = analysis.move;
            searched = analysis.depth > 1 && !analysis.proven;
        } catch (const std::exception& e) {
            failure = MatchText::tr("the bot failed: %1").arg(QString::fromUtf8(e.what()));
        }
        std::chrono::microseconds took{timer.nsecsElapsed() / 1000};
        const auto* engine = dynamic_cast<const pbrain::EngineBot*>(bots[mark].get());
        if (engine != nullptr) {
            took -= std::min(took, engine->startup());  // START is not the move's time (R-F5)
        }
        ++stats.moves;
        stats.totalThink += took;
        stats.longestThink = std::max(stats.longestThink, took);
        stats.overBudget += took > stats.budget ? 1 : 0;
        if (searched) {
            ++stats.searchedMoves;
            stats.searchedThink += took;
        }
        if (engine != nullptr && failure.isEmpty()) {
            failure = engine->failure();
        }
        const bool legal = checkRecorded(position, move) == MoveError::None;
        if (!legal || !failure.isEmpty()) {
            result.loserSeat = seat;
            result.end = failure.isEmpty() ? GameEnd::IllegalMove : GameEnd::EngineFailure;
            result.detail = failure.isEmpty()
                                ? (position.inBounds(move)
                                       ? QString::fromStdString(cellName(move))
                                       : QStringLiteral("(%1,%2)").arg(move.row).arg(move.col))
                                : failure;
            result.winnerSeat = config.rules.players == 2 ? seatOfMark[1 - mark] : -1;
            result.moves = position.moveCount();
            return result;
        }
        position.make(move);
        history.push_back(move);
    }
    result.moves = position.moveCount();
    if (position.status() == Status::Won) {
        result.end = GameEnd::Win;
        result.winnerSeat = seatOfMark[static_cast<std::size_t>(position.winner())];
    } else {
        result.end = position.drawKind() == DrawKind::NoLineWinnable ? GameEnd::NoLineWinnable
                     : position.drawKind() == DrawKind::NoLegalMove  ? GameEnd::NoLegalMove
                                                                     : GameEnd::BoardFull;
    }
    return result;
}

}  // namespace

std::vector<std::vector<Cell>> readOpenings(const QString& path, const Rules& rules,
                                            QString* error) {
    OpeningList list = readOpeningFile(path, rules, kMaxOpeningFileBytes);
    *error = list.error;
    return list.ok() ? std::move(list.openings) : std::vector<std::vector<Cell>>{};
}

MatchResult runMatch(const MatchConfig& config, const MatchProgress& progress) {
    MatchResult result;
    result.config = config;
    const int players = config.rules.players;
    if (config.players.size() != players) {
        result.error = MatchText::tr("%1 players need %1 bots (--bot1 ... --bot%1)").arg(players);
        return result;
    }
    for (int seat = 0; seat < players; ++seat) {
        if (const QString problem = engineRulesProblem(config.players[seat], config.rules);
            !problem.isEmpty()) {
            result.error = MatchText::tr("bot%1 %2: %3")
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
        const auto s = static_cast<std::size_t>(seat);
        stats.budget = s < config.seatBudgets.size() && config.seatBudgets[s]
                           ? *config.seatBudgets[s]
                           : config.budget;
        result.seats.push_back(stats);
    }
    if (const QString problem = openingRuleProblem(config); !problem.isEmpty()) {
        result.error = problem;  // R-E16
        return result;
    }
    if (!config.saveDirectory.isEmpty() && !QDir().mkpath(config.saveDirectory)) {
        result.error = MatchText::tr("cannot create the directory '%1'")
                           .arg(options::quoted(config.saveDirectory));
        return result;
    }
    std::vector<Cell> history;
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
        GameResult played = playGame(config, game, bots, seatOf, result.seats, history);
        if (played.end == GameEnd::EngineFailure && played.loserSeat >= 0) {
            // An engine that refuses the board would refuse every game: stop, and say why.
            const auto mark = static_cast<std::size_t>(
                std::find(played.seatOfMark.begin(), played.seatOfMark.end(), played.loserSeat) -
                played.seatOfMark.begin());
            const auto* engine = dynamic_cast<const pbrain::EngineBot*>(bots[mark].get());
            if (engine != nullptr && engine->failureKind() == pbrain::EngineFailure::Refused) {
                result.error =
                    MatchText::tr("bot%1 %2 refused the board, so the match stops: %3")
                        .arg(played.loserSeat + 1)
                        .arg(shortSpec(config.players[played.loserSeat]), engine->failure());
                return result;
            }
        }
        for (int seat = 0; seat < players; ++seat) {
            SeatStats& stats = result.seats[static_cast<std::size_t>(seat)];
            if (played.loserSeat >= 0) {
                (seat == played.loserSeat ? stats.losses : stats.wins) += 1;
                stats.illegal += seat == played.loserSeat ? 1 : 0;
            } else if (played.winnerSeat < 0) {
                ++stats.draws;
            } else {
                (seat == played.winnerSeat ? stats.wins : stats.losses) += 1;
            }
        }
        if (!config.saveDirectory.isEmpty()) {
            GameRecord record;
            record.rules = config.rules;
            for (int mark = 0; mark < players; ++mark) {
                record.players.push_back(
                    setupOf(config.players[seatOf[static_cast<std::size_t>(mark)]]));
            }
            record.moves = history;
            record.opening = config.openingRule;  // the seats above are those before it
            record.openingChoices = played.openingChoices;
            // Each file is new: a name taken (an earlier match, or a link planted in a shared
            // folder) is never written through; the next free "game-0001-2.oxo" is used.
            const QString base = QStringLiteral("game-%1").arg(game + 1, 4, 10, QLatin1Char('0'));
            QString problem;
            for (int copy = 1; copy <= kMaxCopies && played.file.isEmpty(); ++copy) {
                const QString path =
                    QDir(config.saveDirectory)
                        .filePath(copy == 1 ? base + QStringLiteral(".oxo")
                                            : QStringLiteral("%1-%2.oxo").arg(base).arg(copy));
                if (saveNewGameFile(path, record, &problem)) {
                    played.file = path;
                } else if (QFileInfo(path).exists() || QFileInfo(path).isSymLink()) {
                    continue;
                } else {
                    break;
                }
            }
            if (played.file.isEmpty()) {
                played.detail += MatchText::tr(" (not saved: %1)").arg(problem);
            }
        }
        result.gameResults.push_back(played);
        ++result.gamesPlayed;
        if (progress) {
            progress(game + 1, config.games);
        }
    }
    return result;
}

}  // namespace oxo::cli
