#include "oxo/pbrain/brain_session.h"

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <stop_token>

#include "oxo/protocol/pbrain_protocol.h"
#include "oxo/version.h"

namespace oxo::pbrain {

namespace {

std::string quoted(std::string_view text) {
    return "'" + std::string(text) + "'";
}

}  // namespace

std::size_t searchMemory(BotLevel level) {
    // Measured peaks (VmHWM) of pbrain-oxo after seven moves of 1 s: Hard 11.7 MiB on 20×20 and
    // 26.8 MiB on 128×128 (its transposition table of up to 16 MiB, which the faster search of
    // late 2026 fills further, and move lists), Medium and Easy 8.9 MiB (docs/bench/bots.md).
    // Rounded up with a margin.
    constexpr std::size_t kMiB = std::size_t{1} << 20;
    return level == BotLevel::Hard ? 32 * kMiB : 12 * kMiB;
}

std::size_t helperMemory() {
    // A helper's 2^18-entry threat table (4 MiB), its board and move lists: measured 4.4 MiB a
    // helper on 20×20 and 7.4 MiB on 128×128 (docs/bench/bots.md), with a margin.
    constexpr std::size_t kMiB = std::size_t{1} << 20;
    return 8 * kMiB;
}

int threadsWithin(int wanted, long long maxMemory) {
    int threads = std::clamp(wanted, 1, kMaxSearchThreads);
    if (maxMemory > 0) {
        const auto limit = static_cast<unsigned long long>(maxMemory);
        while (threads > 1 && searchMemory(BotLevel::Hard) +
                                      static_cast<std::size_t>(threads - 1) * helperMemory() >
                                  limit) {
            --threads;
        }
    }
    return threads;
}

BrainSession::BrainSession(Writer writer, BrainOptions options)
    : writer_(std::move(writer)),
      options_(std::move(options)),
      bot_(options_.makeBot ? options_.makeBot() : makeBot(options_.level, options_.seed)),
      threads_(options_.threads),  // threadsWithin() keeps it in range
      level_(options_.level),
      builtLevel_(options_.level) {}

BotLevel BrainSession::level() const {
    return level_;
}

int BrainSession::threads() const {
    return level_ == BotLevel::Hard ? threadsWithin(threads_, time_.maxMemory) : 1;
}

BrainSession::~BrainSession() {
    {
        std::lock_guard lock(mutex_);
        ++generation_;  // nothing more goes out
    }
    worker_ = {};  // requests stop and joins
}

void BrainSession::reply(std::string_view line) {
    writer_(line);
}

bool BrainSession::handleLine(std::string_view line) {
    std::unique_lock lock(mutex_);
    std::string_view args;
    const std::string word = commandWord(line, &args);
    if (word.empty()) {
        return true;  // blank lines are ignored
    }
    if (word == "END") {
        ++generation_;
        inBoard_ = false;
        lock.unlock();
        worker_.request_stop();
        return false;
    }
    if (inBoard_) {
        if (word == "DONE") {
            inBoard_ = false;
            cancelThinking(lock);
            onBoardDone();
        } else {
            onBoardLine(line);
        }
        return true;
    }
    if (word == "INFO") {
        onInfo(args);
    } else if (word == "ABOUT") {
        onAbout();
    } else if (word == "START" || word == "RECTSTART") {
        cancelThinking(lock);
        onStart(args, word == "RECTSTART");
    } else if (word == "RESTART") {
        cancelThinking(lock);
        onRestart();
    } else if (word == "BEGIN") {
        cancelThinking(lock);
        onBegin();
    } else if (word == "TURN") {
        if (parseCoords(args)) {
            cancelThinking(lock);  // a malformed line must not cost the running search
        }
        onTurn(args);
    } else if (word == "BOARD") {
        cancelThinking(lock);
        if (requireBoard("BOARD")) {
            inBoard_ = true;
            boardStones_.clear();
            boardError_.clear();
        }
    } else if (word == "TAKEBACK") {
        if (parseCoords(args)) {
            cancelThinking(lock);
        }
        onTakeback(args);
    } else if (word == "DONE") {
        reply("ERROR DONE without BOARD");
    } else {
        reply("UNKNOWN " + quoted(word) + " is not a command this brain knows");
    }
    return true;
}

bool BrainSession::stopAndWait(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    ++generation_;
    worker_.request_stop();
    const bool done = idle_.wait_for(lock, timeout, [this] { return !running_; });
    lock.unlock();
    if (done && worker_.joinable()) {
        worker_.join();
    }
    return done;
}

void BrainSession::cancelThinking(std::unique_lock<std::mutex>& lock) {
    if (!worker_.joinable()) {
        return;
    }
    ++generation_;  // its answer, if it comes, is dropped
    lock.unlock();
    worker_.request_stop();
    worker_.join();
    lock.lock();
}

void BrainSession::resetBoard(int size) {
    size_ = size;
    stones_.clear();
    board_.assign(static_cast<std::size_t>(size) * static_cast<std::size_t>(size), 0);
}

bool BrainSession::requireBoard(std::string_view command) {
    if (size_ == 0) {
        reply("ERROR " + std::string(command) + " before START: there is no board yet");
        return false;
    }
    return true;
}

std::optional<Cell> BrainSession::requireCoords(std::string_view command, std::string_view args) {
    if (!requireBoard(command)) {
        return std::nullopt;
    }
    const auto cell = parseCoords(args);
    if (!cell) {
        reply("ERROR " + std::string(command) + " needs X,Y, got " + quoted(args));
    }
    return cell;
}

void BrainSession::onStart(std::string_view args, bool rectangular) {
    long long size = 0;
    if (rectangular) {
        const auto dims = parseCoords(args);  // "width,height" reads as Cell{height, width}
        if (!dims) {
            reply("ERROR RECTSTART needs width,height, got " + quoted(args));
            return;
        }
        if (dims->row != dims->col) {
            reply("ERROR rectangular boards are not supported (" + std::to_string(dims->col) + "x" +
                  std::to_string(dims->row) + "); OXO plays square boards only");
            return;
        }
        size = dims->col;
    } else {
        const auto value = parseInteger(args);
        if (!value) {
            reply("ERROR START needs a board size, got " + quoted(args));
            return;
        }
        size = *value;
    }
    if (refusedRule_ != 0) {
        reply("ERROR rule " + std::to_string(refusedRule_) +
              " is not supported: OXO plays free-style gomoku, exactly five or renju");
        return;
    }
    if (size < kMinBoard || size > kMaxBoard) {
        reply("ERROR board size " + std::to_string(size) + " is not supported: it must be " +
              std::to_string(kMinBoard) + " to " + std::to_string(kMaxBoard));
        return;
    }
    resetBoard(static_cast<int>(size));
    reply("OK");
}

void BrainSession::onRestart() {
    if (requireBoard("RESTART")) {
        resetBoard(size_);
        reply("OK");
    }
}

void BrainSession::onBegin() {
    if (!requireBoard("BEGIN")) {
        return;
    }
    if (!stones_.empty()) {
        reply("ERROR BEGIN needs an empty board (send RESTART or BOARD)");
        return;
    }
    startThinking();
}

void BrainSession::onTurn(std::string_view args) {
    const auto cell = requireCoords("TURN", args);
    if (!cell) {
        return;
    }
    if (cell->row >= size_ || cell->col >= size_) {
        reply("ERROR " + formatCoords(*cell) + " is outside the " + std::to_string(size_) + "x" +
              std::to_string(size_) + " board");
        return;
    }
    const auto index = static_cast<std::size_t>(cell->row * size_ + cell->col);
    if (board_[index] != 0) {
        reply("ERROR " + formatCoords(*cell) + " is already taken");
        return;
    }
    std::vector<Stone> next = stones_;
    next.push_back({*cell, 2});
    std::string error;
    stones_.swap(next);
    if (!buildPosition(&error)) {
        stones_.swap(next);  // bad input changes nothing
        reply("ERROR " + error);
        return;
    }
    board_[index] = 2;
    startThinking();
}

void BrainSession::onBoardLine(std::string_view line) {
    if (!boardError_.empty()) {
        return;  // report the first problem only
    }
    const std::string_view text = trim(line);
    const auto lastComma = text.rfind(',');
    const auto cell =
        lastComma == std::string_view::npos ? std::nullopt : parseCoords(text.substr(0, lastComma));
    const auto field = lastComma == std::string_view::npos
                           ? std::nullopt
                           : parseInteger(trim(text.substr(lastComma + 1)));
    if (!cell || !field) {
        boardError_ = "BOARD line " + quoted(text) + " is not X,Y,field";
    } else if (*field != 1 && *field != 2) {
        boardError_ = "BOARD line " + quoted(text) + ": field must be 1 (own) or 2 (opponent)" +
                      (*field == 3 ? " (continuous game is not supported)" : "");
    } else if (cell->row >= size_ || cell->col >= size_) {
        boardError_ = "BOARD line " + quoted(text) + " is outside the " + std::to_string(size_) +
                      "x" + std::to_string(size_) + " board";
    } else if (std::any_of(boardStones_.begin(), boardStones_.end(),
                           [&](const Stone& s) { return s.cell == *cell; })) {
        boardError_ = "BOARD line " + quoted(text) + " names a cell twice";
    } else {
        boardStones_.push_back({*cell, static_cast<int>(*field)});
    }
}

void BrainSession::onBoardDone() {
    if (!boardError_.empty()) {
        reply("ERROR " + boardError_);
        return;
    }
    std::vector<Stone> next = std::move(boardStones_);
    boardStones_.clear();
    stones_.swap(next);
    std::string error;
    if (!buildPosition(&error)) {
        stones_.swap(next);
        reply("ERROR " + error);
        return;
    }
    std::fill(board_.begin(), board_.end(), std::uint8_t{0});
    for (const Stone& stone : stones_) {
        board_[static_cast<std::size_t>(stone.cell.row * size_ + stone.cell.col)] =
            static_cast<std::uint8_t>(stone.owner);
    }
    startThinking();
}

void BrainSession::onTakeback(std::string_view args) {
    const auto cell = requireCoords("TAKEBACK", args);
    if (!cell) {
        return;
    }
    const auto it = std::find_if(stones_.begin(), stones_.end(),
                                 [&](const Stone& s) { return s.cell == *cell; });
    if (it == stones_.end()) {
        reply("ERROR there is no stone on " + formatCoords(*cell) + " to take back");
        return;
    }
    stones_.erase(it);
    board_[static_cast<std::size_t>(cell->row * size_ + cell->col)] = 0;
    reply("OK");
}

void BrainSession::onInfo(std::string_view args) {
    // The manager reads nothing after INFO, so a problem goes out as a MESSAGE (which managers
    // log at any time) instead of an ERROR that would be taken as the answer to its next command.
    std::string_view value;
    const std::string key = commandWord(args, &value);
    const auto number = [&]() -> std::optional<long long> {
        auto parsed = parseInteger(value);
        if (!parsed) {
            reply("MESSAGE INFO " + key + " needs a number, got " + quoted(value) + "; ignored");
        }
        return parsed;
    };
    // Clamped, so no deadline computed from a value can overflow (10^13 ms once did).
    const auto time = [](long long v) { return std::clamp(v, 0LL, kMaxTimeMs); };
    if (key == "TIMEOUT_TURN") {
        if (auto v = number())
            time_.timeoutTurn = time(*v);
    } else if (key == "TIMEOUT_MATCH") {
        if (auto v = number())
            time_.timeoutMatch = time(*v);
    } else if (key == "TIME_LEFT") {
        if (auto v = number())
            time_.timeLeft = time(*v);
    } else if (key == "MAX_MEMORY") {
        if (auto v = number())
            onMaxMemory(*v);
    } else if (key == "THREAD_NUM") {
        if (auto v = number()) {
            // Managers send it when they allow several threads; 0 or less means one.
            threads_ = static_cast<int>(std::clamp<long long>(*v, 1, kMaxSearchThreads));
        }
    } else if (key == "RULE") {
        if (auto v = number()) {
            // Caro (8) wins only with an unblocked five: playing another rule instead would
            // lose games by breaking it, so it is refused, here (the manager may log it) and
            // again at START. Renju (4) is played (R-E15).
            constexpr long long kCaro = 8;
            refusedRule_ = (*v & kCaro) != 0 ? *v : 0;
            if (refusedRule_ != 0) {
                reply("ERROR rule " + std::to_string(*v) +
                      " (caro) is not supported: OXO plays free-style gomoku, exactly five or "
                      "renju");
            }
            family_ = familyOfRule(static_cast<int>(*v));
        }
    } else if (key.empty()) {
        reply("MESSAGE INFO without a key; ignored");
    }
    // game_type, folder, evaluate and keys from later versions need nothing from us.
}

void BrainSession::onMaxMemory(long long bytes) {
    time_.maxMemory = std::max(0LL, bytes);
    const auto limit = static_cast<unsigned long long>(time_.maxMemory);
    const BotLevel wanted = options_.level;
    level_ = wanted;
    if (limit != 0 && wanted == BotLevel::Hard && limit < searchMemory(BotLevel::Hard)) {
        level_ = BotLevel::Medium;  // the Hard bot's tables would not fit
        reply("MESSAGE max_memory " + std::to_string(limit) + " is below the " +
              std::to_string(searchMemory(BotLevel::Hard)) +
              " bytes the hard search needs; playing the medium bot");
    }
}

void BrainSession::onAbout() {
    reply(R"(name="OXO", version=")" + std::string(kVersion) +
          R"(", author="OXO developers", country="International")");
}

}  // namespace oxo::pbrain
