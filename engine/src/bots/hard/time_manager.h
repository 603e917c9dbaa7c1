// Hard's time manager: every decision about how a move's budget is spent. It holds the limits
// (deadline, node limit, depth limit, stop token) and the node count; it keeps a share of the
// budget for the final check of the chosen move; it says whether another iteration may start
// (quiet or sharp position, how often the best move changed); and it hands every threat search
// its budget (ThreatBudget), the one thing a threat search stops on. The clock is a function
// pointer, so tests can drive it.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>

#include "oxo/bot.h"

namespace oxo::hard {

using SteadyTime = std::chrono::steady_clock::time_point;

// What one threat search may spend: it stops at whichever comes first of its own nodes, its
// deadline and, with `mainLimits`, the end of the main search (node limit, deadline, stop).
struct ThreatBudget {
    std::uint64_t nodes = 0;
    SteadyTime deadline = SteadyTime::max();
    bool mainLimits = true;
};

class TimeManager;

// How a move's budget is divided. After an iteration, the next starts only while less than
// `quiet` (nothing threatened) or `sharp` (threats on the board) of the budget is spent (two
// players; raised while the best move keeps changing, to at most 0.95). Both are 0.95: a move's
// budget not spent is lost, and an iteration cut short has searched the best move first and may
// still find a better one (against Carbon, 0.8 and 0.9 scored a little less, within the noise;
// sessions 26–27 in docs/bench/strength-sessions.md). At 0.95 the raise does nothing; the two
// shares stay apart as knobs for `hard_tools` trials. The root's own VCT search gets
// 1/rootVctDivisor of the nodes the move is likely to visit, and as large a share of its time.
// The final check of the chosen move is kept 1/finalCheckDivisor of the time: in games against
// Rapfi at 0.5 s it took at most 23 ms, usually about 1 ms, and it may run on to the budget's
// end when it needs more.
struct TimeShares {
    double quiet = 0.95;
    double sharp = 0.95;
    int rootVctDivisor = 16;
    int finalCheckDivisor = 16;
};

// A share handed to several threat searches in a row (the root VCT's deepening steps, the final
// check of one move): its nodes count from the moment it was handed out.
class Allowance {
public:
    Allowance(const TimeManager& manager, ThreatBudget whole);
    // Whether some of it is left (and the main search, when it counts, goes on).
    bool open() const;
    // What is left, as the next threat search's budget.
    ThreatBudget rest() const;
    // A part of the whole, as one threat search's budget.
    ThreatBudget part(std::uint64_t divisor) const;

private:
    std::uint64_t used() const;

    const TimeManager* manager_;
    ThreatBudget whole_;
    std::uint64_t start_;
};

class TimeManager {
public:
    using Now = SteadyTime (*)();
    // How the position is searched: the share of the budget after which no new iteration starts.
    enum class Pace : std::uint8_t { Quiet, Sharp, Paranoid };
    // Without start(): no limits at all (a threat search used on its own).
    explicit TimeManager(TimeShares shares = {}, Now now = &std::chrono::steady_clock::now);

    // A move's search starts: the bot's `limits`, counted from `started` (when the bot began
    // thinking, so its own setup is paid from the same budget). `finalCheck`: keep a share of
    // the budget for checking the chosen move once the main search is done.
    void start(const SearchLimits& limits, SteadyTime started, bool finalCheck);
    // What is left of `limits` at `now` for a solver that takes the rest of the move.
    static SearchLimits rest(const SearchLimits& limits, SteadyTime started, SteadyTime now);

    // --- the main search ---
    // Nodes between two looks at the clock: 128, or 16 where nodes cost more (renju's
    // forbidden cells are decided as the search goes), so that the budget is kept as closely.
    void setCostlyNodes(bool costly) { pollMask_ = costly ? 15 : 127; }

    // A helper's manager: every poll also writes the node count here (read by another thread).
    void publishTo(std::atomic<std::uint64_t>* out) { publish_ = out; }

    // Counts a node, polling the limits every 128 (or 16); true once the search must stop.
    bool countNode() {
        if ((++nodes_ & pollMask_) == 0) {
            poll();
        }
        return stopped_;
    }
    bool stopped() const { return stopped_; }
    std::uint64_t nodes() const { return nodes_; }
    // Whether an iteration `depth` plies deep is within the depth limit.
    bool allowsDepth(int depth) const { return maxDepth_ == 0 || depth <= maxDepth_; }
    int depthLimit() const { return maxDepth_; }  // 0 = none
    std::chrono::steady_clock::duration elapsed() const { return now_() - started_; }

    // --- iterations ---
    void setPace(Pace pace) { pace_ = pace; }
    // Iteration `depth` completed with `bestMove` first; `decided`: its score is a forced
    // result. Whether the next iteration may start.
    bool nextIteration(int depth, int bestMove, bool decided);

    // --- threat searches ---
    // The side to move's own VCF at the root, and its VCT (every step together).
    ThreatBudget rootVcf() const;
    Allowance rootVct() const;
    // One root move's check for what it leaves the opponent, `moves` moves being checked: the
    // VCF probe, or (`vctStep`) each step of the VCT probe.
    ThreatBudget rootSafety(std::size_t moves, bool vctStep) const;
    // The same when the opponent threatens a win by threats with threes: the move depends on
    // it, so the check may take up to a third of the budget.
    ThreatBudget rootDefence(std::size_t moves, bool vctStep) const;
    // The final check of the chosen move, `moves` candidates: each one's allowance, or none
    // when too little is left. The main search has ended: only the budget's end, the node
    // limit and the stop token count from here on.
    std::optional<ThreatBudget> finalCheck(std::size_t moves) const;
    // One node of a threat search on `budget`, `used` nodes into it (the search's own count);
    // false once it must stop. May close `budget` for good (its deadline passed).
    bool threatNode(ThreatBudget& budget, std::uint64_t used) {
        ++nodes_;
        if (budget.mainLimits && (nodes_ & (2 * pollMask_ + 1)) == 0) {
            poll();
        }
        if ((used & pollMask_) == 0 && budget.deadline != SteadyTime::max() &&
            (now_() >= budget.deadline || stop_.stop_requested())) {
            budget.nodes = 0;
        }
        return used <= budget.nodes && !(budget.mainLimits && stopped_);
    }

private:
    void poll();
    // A share of the nodes the whole search is likely to visit, for one threat probe.
    std::uint64_t share(std::uint64_t divisor, std::uint64_t floor, std::uint64_t ceiling) const;
    SteadyTime after(std::chrono::steady_clock::duration part) const { return started_ + part; }

    Now now_;
    TimeShares shares_;
    std::stop_token stop_;
    SteadyTime started_{};
    SteadyTime deadline_ = SteadyTime::max();           // the main search's
    std::chrono::steady_clock::duration usable_{};      // the whole budget less a margin
    std::chrono::steady_clock::duration mainUsable_{};  // of it, the main search's part
    std::uint64_t maxNodes_ = 0;                        // the main search's; 0 = none
    std::uint64_t nodeLimit_ = 0;                       // the move's; 0 = none
    int maxDepth_ = 0;
    bool finalCheck_ = false;
    bool stopped_ = false;
    std::uint64_t nodes_ = 0;
    std::uint64_t pollMask_ = 127;
    std::atomic<std::uint64_t>* publish_ = nullptr;
    Pace pace_ = Pace::Quiet;
    int previousBest_ = -1;
    int changes_ = 0;
};

inline Allowance::Allowance(const TimeManager& manager, ThreatBudget whole)
    : manager_(&manager), whole_(whole), start_(manager.nodes()) {}

inline std::uint64_t Allowance::used() const {
    return manager_->nodes() - start_;
}

inline bool Allowance::open() const {
    return used() < whole_.nodes && !(whole_.mainLimits && manager_->stopped());
}

inline ThreatBudget Allowance::rest() const {
    ThreatBudget b = whole_;
    b.nodes = whole_.nodes > used() ? whole_.nodes - used() : 0;
    return b;
}

inline ThreatBudget Allowance::part(std::uint64_t divisor) const {
    ThreatBudget b = whole_;
    b.nodes = whole_.nodes / divisor;
    return b;
}

}  // namespace oxo::hard
