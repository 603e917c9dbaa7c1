#include "time_manager.h"

#include <algorithm>
#include <cassert>

namespace oxo::hard {

namespace {

using std::chrono::milliseconds;

// Nodes the search visits per millisecond on the reference machine, to turn a time budget
// into node shares.
constexpr std::uint64_t kNodesPerMs = 400;

}  // namespace

TimeManager::TimeManager(TimeShares shares, Now now) : now_(now), shares_(shares) {}

void TimeManager::start(const SearchLimits& limits, SteadyTime started, bool finalCheck) {
    assert(limits.depth >= 0);
    started_ = started;
    stop_ = limits.stop;
    // Stop a little short of the budget: unwinding, the caller and a loaded machine all take
    // their share, and the budget must not be exceeded.
    const milliseconds usable =
        limits.budget - std::min(limits.budget, std::max(limits.budget / 20, milliseconds(2)));
    usable_ = usable;
    finalCheck_ = finalCheck;
    // The final check keeps a share of the time (see TimeShares) and an eighth of the nodes;
    // the main search the rest, aiming a little short of its part too.
    const auto finalDivisor = std::max(shares_.finalCheckDivisor, 2);
    const milliseconds main = finalCheck ? usable * (finalDivisor - 1) / finalDivisor : usable;
    mainUsable_ = main;
    deadline_ = started + main - std::min(main / 10, milliseconds(5));
    nodeLimit_ = limits.nodes;
    maxNodes_ = finalCheck ? limits.nodes / 8 * 7 : limits.nodes;
    maxDepth_ = limits.depth;
    stopped_ = false;
    nodes_ = 0;
    pace_ = Pace::Quiet;
    previousBest_ = -1;
    changes_ = 0;
}

SearchLimits TimeManager::rest(const SearchLimits& limits, SteadyTime started, SteadyTime now) {
    SearchLimits rest = limits;
    rest.budget -= std::min(rest.budget, std::chrono::duration_cast<milliseconds>(now - started));
    return rest;
}

void TimeManager::poll() {
    if (publish_ != nullptr) {
        publish_->store(nodes_, std::memory_order_relaxed);
    }
    if (stop_.stop_requested() || (maxNodes_ != 0 && nodes_ >= maxNodes_) || now_() >= deadline_) {
        stopped_ = true;
    }
}

bool TimeManager::nextIteration(int depth, int bestMove, bool decided) {
    if (bestMove != previousBest_) {
        changes_ += depth > 1 ? 1 : 0;
        previousBest_ = bestMove;
    }
    if (pace_ == Pace::Paranoid) {
        // Decided under the paranoid assumption; else half the budget, the next iteration
        // costing about as much as all before it.
        return !decided && elapsed() <= usable_ / 2;
    }
    if (decided && depth >= 6) {
        return false;  // a forced result the deeper iterations will only confirm
    }
    // A quiet position and a sharp one (threats on the board) have their own shares, raised
    // while the best move is unstable (at the defaults, both 0.95: nearly all of it).
    const double share = (pace_ == Pace::Sharp ? shares_.sharp : shares_.quiet) *
                         (1.0 + 0.15 * std::min(changes_, 3));
    // Past it, the next iteration would most likely not finish.
    return !(elapsed() > mainUsable_ * std::min(share, 0.95));
}

std::uint64_t TimeManager::share(std::uint64_t divisor, std::uint64_t floor,
                                 std::uint64_t ceiling) const {
    const std::int64_t ms =
        std::max<std::int64_t>(1, std::chrono::duration_cast<milliseconds>(usable_).count());
    const std::uint64_t expected =
        nodeLimit_ != 0
            ? nodeLimit_
            : static_cast<std::uint64_t>(std::min<std::int64_t>(ms, 3'600'000)) * kNodesPerMs;
    return std::clamp(expected / divisor, floor, ceiling);
}

ThreatBudget TimeManager::rootVcf() const {
    return {share(16, 1000, 60000), after(usable_ / 20), true};
}

Allowance TimeManager::rootVct() const {
    const auto divisor = static_cast<std::uint64_t>(std::max(shares_.rootVctDivisor, 1));
    // Its deadline: 1.6 times its share of the time (a tenth of it at the default 1/16).
    return Allowance(*this,
                     {share(divisor, 1000, 100000), after(usable_ * 16 / 10 / divisor), true});
}

ThreatBudget TimeManager::rootSafety(std::size_t moves, bool vctStep) const {
    const std::uint64_t perMove = share(16 * std::max<std::size_t>(moves, 1), 100, 20000);
    return {vctStep ? perMove / 3 : perMove, after(usable_ / 6), true};
}

ThreatBudget TimeManager::rootDefence(std::size_t moves, bool vctStep) const {
    const std::uint64_t perMove = share(3 * std::max<std::size_t>(moves, 1), 300, 100000);
    return {vctStep ? perMove / 3 : perMove, after(usable_ / 3), true};
}

std::optional<ThreatBudget> TimeManager::finalCheck(std::size_t moves) const {
    const std::uint64_t left =
        nodeLimit_ != 0 ? (nodeLimit_ > nodes_ ? nodeLimit_ - nodes_ : 0) : share(8, 2000, 400000);
    if (!finalCheck_ || left < 200 || moves == 0) {
        return std::nullopt;
    }
    return ThreatBudget{left / moves, after(usable_), false};
}

}  // namespace oxo::hard
