// `oxo-cli match` (R-F3): bots play each other for many games, seats rotating so that each
// bot starts in turn; per bot: wins, draws, losses, think times. For engine matches
// also: openings from a file (each played with both colours), a think budget per seat, a draw
// adjudicated after a move limit, every game saved as a .oxo file, why each game ended, and the
// Elo difference of two bots with its 95 % error bar.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include <memory>

#include "oxo/bot.h"
#include "oxo/opening_rule.h"
#include "oxo/position.h"
#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo::cli {

struct MatchConfig {
    Rules rules;
    QStringList players;  // one spec per seat, e.g. {"hard", "medium"}
    int games = 10;
    std::uint64_t seed = 1;
    std::chrono::milliseconds budget{100};  // think time per move
    int threads = 1;                        // SearchLimits::threads of every seat's bot
    // Per seat (index = seat); a missing entry means `budget`.
    std::vector<std::optional<std::chrono::milliseconds>> seatBudgets;
    // Game g starts from opening (g / players) mod count, so with two players each opening is
    // played twice, once with each bot moving first after it. Empty: the empty board.
    std::vector<std::vector<Cell>> openings;
    int maxMoves = 0;       // a game this long (opening included) is adjudicated a draw; 0 = never
    QString saveDirectory;  // every game as DIR/game-0001.oxo ...; empty = not saved
    OpeningRule openingRule = OpeningRule::None;  // R-E16: swap or swap2, bots decide
};

// Why a game ended.
enum class GameEnd : std::uint8_t {
    Win,             // K in a row
    BoardFull,       // draw
    NoLineWinnable,  // draw: no K-window can be completed any more
    MoveLimit,       // draw by adjudication at MatchConfig::maxMoves
    IllegalMove,     // the seat to move returned a move that cannot be played: it loses
    EngineFailure,   // an outside engine failed (or a bot threw): it loses
    NoLegalMove,     // draw: renju's first player has only forbidden cells left
};

struct GameResult {
    int opening = -1;             // index into MatchConfig::openings, -1 for none
    std::vector<int> seatOfMark;  // which seat played X, O, ... (after the opening rule)
    std::vector<OpeningChoice> openingChoices;  // made under MatchConfig::openingRule
    GameEnd end = GameEnd::Win;
    int winnerSeat = -1;  // -1 for a draw; for a forfeit: -1 when 3-4 players share the win
    int loserSeat = -1;   // the forfeiting seat, else -1
    int moves = 0;        // marks on the board at the end (opening included)
    QString detail;       // the illegal move or the engine's message
    QString file;         // where the game was saved, if it was
};

struct SeatStats {
    QString spec;
    QString name;  // the bot's own name ("hard", ...)
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int illegal = 0;  // games lost by an illegal move or an engine failure
    std::int64_t moves = 0;
    std::chrono::microseconds totalThink{0};
    std::chrono::microseconds longestThink{0};
    std::chrono::milliseconds budget{0};
    int overBudget = 0;  // moves that took longer than the budget
    // Moves the bot searched: neither a forced reply (depth 1) nor a proven result. What it
    // spends on those is what its time management decides (issue 26's "most of its budget").
    std::int64_t searchedMoves = 0;
    std::chrono::microseconds searchedThink{0};
};

struct MatchResult {
    MatchConfig config;
    std::vector<SeatStats> seats;
    std::vector<GameResult> gameResults;
    int gamesPlayed = 0;
    QString error;  // set when a player spec is bad; nothing was played
};

// Elo difference of bot1 over bot2 from bot1's score (wins + draws / 2 per game), with the
// 95 % interval from the games' own spread (see matchElo in match_report.cpp).
struct EloEstimate {
    double score = 0;  // 0..1
    double elo = 0;    // may be +-infinity at a score of 1 or 0
    double lower = 0;  // 95 % interval
    double upper = 0;
    double errorBar = 0;  // (upper - lower) / 2, infinite when a bound is
};
std::optional<EloEstimate> matchElo(const MatchResult& result);  // two players only

// Called after each game with (games done, games total).
using MatchProgress = std::function<void(int, int)>;

MatchResult runMatch(const MatchConfig& config, const MatchProgress& progress = {});

// An opening file: one opening per line, cells in the board's notation separated by blanks
// or commas ("h8 i9 h10"); blank lines and lines starting with '#' are skipped. Every opening
// must be playable from the empty board and leave the game open; else *error names the line.
std::vector<std::vector<Cell>> readOpenings(const QString& path, const Rules& rules,
                                            QString* error);

// Plays MatchConfig::openingRule's stones and choices with the seats' levels (R-E16), then
// exchanges the two seats' marks (`seatOf`, `bots`) when the choices say so; returns the choices.
std::vector<OpeningChoice> playOpeningRule(const MatchConfig& config, std::uint64_t seed,
                                           std::vector<int>& seatOf,
                                           std::vector<std::unique_ptr<Bot>>& bots,
                                           Position& position, std::vector<Cell>& history);

// Why the match cannot play its opening rule (its rules, an opening file, an engine), or empty.
QString openingRuleProblem(const MatchConfig& config);
// "place-two o": the choices as written in files and reports.
QString openingChoicesText(const std::vector<OpeningChoice>& choices);

QString matchTable(const MatchResult& result);
QJsonObject matchJson(const MatchResult& result);

// "engine:/long/path/pbrain-x" -> "engine:pbrain-x", so tables and messages stay short.
QString shortSpec(const QString& spec);

}  // namespace oxo::cli
