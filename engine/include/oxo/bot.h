// The one interface every bot level implements (R-B1, R-B2). A bot gets its own copy of the
// position, a time budget and a stop token, and returns a legal move plus what it learned.
// Adding a level is one new class; the game and the board never know which bot is playing.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

#include "oxo/position.h"
#include "oxo/types.h"

namespace oxo {

// What may stop a search. Whichever limit is reached first ends it; the bot then returns the
// best move found so far. Time makes a bot's play depend on the machine and its load, so
// tests, the bench signature and strength checks set nodes or depth instead (and leave the
// budget generous): the same limits then give the same move everywhere.
struct Analysis;

// The most threads a search takes (SearchLimits::threads): more gain little from one shared
// table, and each of Hard's helpers has tables of its own.
inline constexpr int kMaxSearchThreads = 64;

struct SearchLimits {
    // Wall-clock budget for one move; a bot must return within about 10 ms past it.
    std::chrono::milliseconds budget{1000};
    // Nodes the search may visit; 0 = no limit. Checked where the clock is polled, so a search
    // may overshoot by at most one polling interval (about a thousand nodes).
    std::uint64_t nodes = 0;
    // Deepest iteration of the main search, in plies; 0 = no limit.
    int depth = 0;
    // Threads the search may use (at least 1). Hard's gomoku search for two players runs
    // threads - 1 helpers beside the calling thread (Lazy SMP); the other searches use the
    // calling thread only. With more than one, a search is no longer repeatable move for move,
    // and a node limit counts the calling thread's nodes. At most kMaxSearchThreads.
    int threads = 1;
    // Cooperative cancellation: once stop_requested(), return the best move found so far.
    std::stop_token stop;
    // Called on the searching thread after each completed iteration of Hard's gomoku search
    // (not the small boards' solvers), with what it has found so far: the analysis board
    // follows one search depth by depth instead of starting one per depth.
    std::function<void(const Analysis&)> onIteration = {};
};

// Game-theoretic value for the side to move (R-B4).
enum class Verdict : std::uint8_t { Unknown, Win, Draw, Loss };

// What a proven verdict assumes about the other players (R-B4).
enum class ProofModel : std::uint8_t {
    None,      // nothing proven
    Exact,     // two players: the true value of the game, nothing assumed
    Paranoid,  // 3-4 players: the other players are assumed to play together against the mover
};

// Whether a root move's score is its value at the depth searched, or only a bound on it (a
// move shown not better than the best by zero-width bounds has an upper bound).
enum class ScoreBound : std::uint8_t { Exact, Upper, Lower };

// One move the root search looked at, with what it found (analysis shows several lines and a
// value per cell; R-B4 for proven values).
struct RootMove {
    Cell move;
    int score = 0;                         // for the side to move, in the search's own units
    ScoreBound bound = ScoreBound::Exact;  // what `score` is: the value, or a bound on it
    Verdict verdict = Verdict::Unknown;    // the value of playing it, for the side to move
    bool proven = false;                   // verdict is exact (under `model` of the Analysis)
    int distance = -1;                     // plies to the end when proven
    int depth = 0;                         // deepest iteration that scored this move
    std::vector<Cell> line;                // the expected play after it, its own move first
};

struct Analysis {
    Cell move;  // always a legal move when the position is not over
    Verdict verdict = Verdict::Unknown;
    bool proven = false;                  // true when the verdict is exact, not a heuristic guess
    ProofModel model = ProofModel::None;  // what `proven` holds under (None when not proven)
    int distance = -1;  // plies to the end when proven (win fastest, lose slowest)
    int score = 0;      // heuristic score for the side to move, when not proven
    int depth = 0;      // deepest completed iteration
    std::uint64_t nodes = 0;
    std::uint64_t tableBytes = 0;  // memory held by the search's tables
    std::chrono::microseconds elapsed{0};
    // Best first; move == rootMoves.front().move whenever the list is not empty. Searches that
    // rank nothing (Easy, Medium, a forced reply) leave it empty.
    std::vector<RootMove> rootMoves;
};

class Bot {
public:
    virtual ~Bot() = default;
    virtual std::string_view name() const = 0;
    // Precondition: !position.isOver(). Must not keep references to `position`.
    virtual Analysis think(const Position& position, const SearchLimits& limits) = 0;
};

// The levels people pick (R-B3): Easy = Random, Medium = Rule-based, Hard = Search.
enum class BotLevel : std::uint8_t { Easy, Medium, Hard };

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed);
// The one name of each level, used by the CLI, game files, settings and bot names alike:
// "easy", "medium", "hard".
std::string_view levelName(BotLevel level);

// The inverse of levelName, case-insensitive.
std::optional<BotLevel> parseLevel(std::string_view text);

}  // namespace oxo
