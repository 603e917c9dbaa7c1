// BrainSession's search side: the move budget, the position the bot searches, the worker
// thread with its watchdog, and committing the answer. Command handling is brain_session.cpp.
#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <stop_token>

#include "oxo/pbrain/brain_session.h"
#include "oxo/protocol/pbrain_protocol.h"

namespace oxo::pbrain {

namespace {

// INFO time_left's "unlimited" value.
constexpr long long kUnlimited = 2147483647;

}  // namespace

std::chrono::milliseconds moveBudget(const TimeControl& time) {
    long long budget = 5;  // timeout_turn 0: "play as fast as possible"
    if (time.timeoutTurn > 0) {
        // Keep a margin for the pipe, thread start-up and the bot's stop latency.
        const long long margin = std::clamp(time.timeoutTurn / 10, 15LL, 250LL);
        budget = std::max(1LL, time.timeoutTurn - margin);
    }
    const std::optional<long long> left =
        time.timeLeft ? time.timeLeft
                      : (time.timeoutMatch > 0 ? std::optional(time.timeoutMatch) : std::nullopt);
    if (left && *left < kUnlimited) {
        // Spread what is left of the match over the moves that probably remain.
        budget = std::min(budget, std::max(1LL, *left / 15 - 20));
    }
    return std::chrono::milliseconds(budget);
}

std::optional<Position> BrainSession::buildPosition(std::string* error) const {
    std::vector<Cell> own;
    std::vector<Cell> theirs;
    for (const Stone& stone : stones_) {
        (stone.owner == 1 ? own : theirs).push_back(stone.cell);
    }
    const bool weBegan = own.size() == theirs.size();
    if (!weBegan && theirs.size() != own.size() + 1) {
        *error = "it cannot be our turn with " + std::to_string(own.size()) + " own and " +
                 std::to_string(theirs.size()) + " opponent stones";
        return std::nullopt;
    }
    if (stones_.size() == board_.size()) {
        *error = "the board is full";
        return std::nullopt;
    }
    // We are player 0, the opponent player 1; the side that began moves first.
    Rules rules = Rules::square(size_, kWinLength);
    rules.family = family_;
    rules.earlyDraw = false;  // managers play on until five or a full board
    rules.firstPlayer = weBegan ? Player{0} : Player{1};
    Position position(rules);
    const std::vector<Cell>& first = weBegan ? own : theirs;
    const std::vector<Cell>& second = weBegan ? theirs : own;
    for (std::size_t i = 0; i < first.size() && !position.isOver(); ++i) {
        position.make(first[i]);
        if (i < second.size() && !position.isOver()) {
            position.make(second[i]);
        }
    }
    return position;
}

std::optional<Cell> BrainSession::fallbackMove() const {
    // The empty cell nearest the centre: a legal answer when there is nothing to search.
    std::optional<Cell> best;
    int bestDistance = 0;
    const int centre = size_ / 2;
    for (int row = 0; row < size_; ++row) {
        for (int col = 0; col < size_; ++col) {
            if (board_[static_cast<std::size_t>(row * size_ + col)] != 0) {
                continue;
            }
            const int distance = std::max(std::abs(row - centre), std::abs(col - centre));
            if (!best || distance < bestDistance) {
                best = Cell{row, col};
                bestDistance = distance;
            }
        }
    }
    return best;
}

void BrainSession::startThinking() {
    std::string error;
    std::optional<Position> position = buildPosition(&error);
    if (!position) {
        reply("ERROR " + error);
        return;
    }
    if (position->isOver()) {
        // A five is already on the board; the manager still wants a move, so give a legal one.
        const auto cell = fallbackMove();
        if (!cell) {
            reply("ERROR the board is full");
            return;
        }
        finishThinking(generation_, *cell);
        return;
    }
    if (level_ != builtLevel_ && !options_.makeBot) {
        bot_ = makeBot(level_, options_.seed);  // no search runs now: max_memory changed it
        builtLevel_ = level_;
    }
    const auto budget = moveBudget(time_);
    const auto deadline = std::chrono::steady_clock::now() + budget;
    const std::uint64_t generation = generation_;
    const int searchThreads = threads();
    running_ = true;
    worker_ = std::jthread([this, pos = std::move(*position), budget, deadline, generation,
                            searchThreads](const std::stop_token& token) {
        std::stop_source botStop;
        std::stop_callback forward(token, [&botStop] { botStop.request_stop(); });
        // The bot promises to honour its budget; the watchdog makes sure of it.
        std::jthread watchdog([&botStop, deadline](const std::stop_token& dogToken) {
            std::mutex mutex;
            std::condition_variable_any wake;
            std::unique_lock lock(mutex);
            wake.wait_until(lock, dogToken, deadline, [] { return false; });
            botStop.request_stop();
        });
        Cell move{-1, -1};
        try {
            move = bot_->think(pos, SearchLimits{.budget = budget,
                                                 .threads = searchThreads,
                                                 .stop = botStop.get_token()})
                       .move;
        } catch (...) {
            // A failing search must not cost the game: fallbackMove() answers instead.
        }
        watchdog.request_stop();
        watchdog.join();
        std::unique_lock lock(mutex_);
        finishThinking(generation, move);
    });
}

void BrainSession::finishThinking(std::uint64_t generation, Cell move) {
    running_ = false;
    idle_.notify_all();
    if (generation != generation_) {
        return;  // cancelled: the manager has moved on
    }
    const bool legal = move.row >= 0 && move.col >= 0 && move.row < size_ && move.col < size_ &&
                       board_[static_cast<std::size_t>(move.row * size_ + move.col)] == 0;
    if (!legal) {
        const auto fallback = fallbackMove();
        if (!fallback) {
            reply("ERROR the board is full");
            return;
        }
        move = *fallback;
    }
    stones_.push_back({move, 1});
    board_[static_cast<std::size_t>(move.row * size_ + move.col)] = 1;
    reply(formatCoords(move));
}

}  // namespace oxo::pbrain
