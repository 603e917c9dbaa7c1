// The brain side of the pbrain protocol (R-F5): OXO's bot answering a gomoku manager.
//
// pbrain-oxo's main() reads stdin and hands every line to handleLine(); answers go out through
// the Writer, one line per call (the writer must end the line and flush). A move is searched on
// a worker thread (std::jthread) so INFO, ABOUT and END are still read while it thinks; the
// worker writes its move itself. Everything here is standard C++: no Qt, no globals.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo::pbrain {

struct BrainOptions {
    BotLevel level = BotLevel::Hard;
    std::uint64_t seed = 0;
    // Threads the Hard bot's search may use (SearchLimits::threads) until INFO thread_num says
    // otherwise; the Gomocup default is one.
    int threads = 1;
    // When set, builds the bot instead of makeBot(level, seed) (tests inject slow bots).
    std::function<std::unique_ptr<Bot>()> makeBot;
};

// What the manager told us with INFO (milliseconds; nullopt = never sent).
struct TimeControl {
    long long timeoutTurn = 5000;  // the protocol's default is the manager's; 5 s is safe
    long long timeoutMatch = 0;    // 0 = no limit
    std::optional<long long> timeLeft;
    long long maxMemory = 0;  // 0 = no limit
};

// Every time value a manager sends is clamped to 0..kMaxTimeMs (the protocol's "unlimited",
// 2^31 - 1 ms, about 24.8 days), so no deadline computed from it can overflow.
inline constexpr long long kMaxTimeMs = 2147483647;

// About how much memory pbrain-oxo needs while `level` searches: the measured peak of the
// whole process on boards up to 128×128, with a margin (bytes). INFO max_memory below the
// Hard bot's makes the brain play Medium (docs/bench/bots.md).
std::size_t searchMemory(BotLevel level);
// About how much more each search thread beyond the first takes (Hard's helpers: a threat
// table and move lists of their own; the transposition table is shared).
std::size_t helperMemory();
// The threads that fit: `wanted`, fewer when `maxMemory` (bytes, 0 = no limit) leaves no room
// for them beside the Hard search's own memory, at least one.
int threadsWithin(int wanted, long long maxMemory);

// The time one move may take, leaving a margin for the pipe and the bot's ~10 ms stop latency.
std::chrono::milliseconds moveBudget(const TimeControl& time);

class BrainSession {
public:
    using Writer = std::function<void(std::string_view line)>;

    explicit BrainSession(Writer writer, BrainOptions options = {});
    ~BrainSession();
    BrainSession(const BrainSession&) = delete;
    BrainSession& operator=(const BrainSession&) = delete;

    // Handles one line (without its end). Returns false once END has been handled.
    bool handleLine(std::string_view line);

    // The level that searches now: the one asked for, or a lighter one when INFO max_memory
    // leaves too little for it.
    BotLevel level() const;
    // The threads the next search will use (INFO thread_num, within INFO max_memory).
    int threads() const;

    // Stops any search and waits for the worker; false when it did not finish within `timeout`.
    bool stopAndWait(std::chrono::milliseconds timeout);

private:
    struct Stone {
        Cell cell;
        int owner = 0;  // 1 = ours, 2 = the opponent's (the protocol's BOARD field values)
    };

    // Each handler runs with mutex_ held and writes its own answer (if any).
    void onStart(std::string_view args, bool rectangular);
    void onRestart();
    void onBegin();
    void onTurn(std::string_view args);
    void onBoardLine(std::string_view line);
    void onBoardDone();
    void onInfo(std::string_view args);
    void onTakeback(std::string_view args);
    void onAbout();
    void onMaxMemory(long long bytes);

    void reply(std::string_view line);
    void resetBoard(int size);
    bool requireBoard(std::string_view command);
    // The X,Y argument of `command` on the current board; empty (with an ERROR sent) when there
    // is no board yet or `args` are no coordinates.
    std::optional<Cell> requireCoords(std::string_view command, std::string_view args);
    // Builds the position to search from stones_; empty with an error message when impossible.
    std::optional<Position> buildPosition(std::string* error) const;
    void startThinking();
    void cancelThinking(std::unique_lock<std::mutex>& lock);
    void finishThinking(std::uint64_t generation, Cell move);
    std::optional<Cell> fallbackMove() const;

    Writer writer_;
    BrainOptions options_;
    std::unique_ptr<Bot> bot_;

    std::mutex mutex_;  // guards everything below and the writer
    std::condition_variable idle_;
    int size_ = 0;  // 0 = no START yet
    Family family_ = Family::Freestyle;
    std::vector<Stone> stones_;        // in the order they were played or sent
    std::vector<std::uint8_t> board_;  // owner per cell, 0 = empty
    TimeControl time_;
    int threads_ = 1;            // asked for: BrainOptions::threads, then INFO thread_num
    BotLevel level_;             // what searches: options_.level unless max_memory is too small
    BotLevel builtLevel_;        // what bot_ is; rebuilt before the next search when they differ
    long long refusedRule_ = 0;  // an INFO rule value this brain cannot play (renju, caro)
    bool inBoard_ = false;       // between BOARD and DONE
    std::vector<Stone> boardStones_;  // collected since BOARD
    std::string boardError_;          // first problem found since BOARD
    std::uint64_t generation_ = 0;    // bumped to discard a search whose answer is unwanted
    bool running_ = false;            // a worker is inside think()
    std::jthread worker_;
};

}  // namespace oxo::pbrain
