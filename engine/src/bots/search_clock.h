// The limits of one search (R-B2: cooperative cancellation): the stop token, the deadline,
// the node limit and the depth limit. Searches poll it every few hundred nodes, so they stop
// within a millisecond or so of the deadline and within one polling interval of the node
// limit; a node-limited search is therefore as reproducible as the node count that drives it.
#pragma once

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <stop_token>

#include "oxo/bot.h"

namespace oxo {

class SearchClock {
public:
    void start(const SearchLimits& limits) {
        assert(limits.depth >= 0);
        stop_ = limits.stop;
        // Aim a little short of the budget so that unwinding the search and returning the
        // answer still fit inside it.
        const auto margin =
            std::min<std::chrono::milliseconds>(limits.budget / 10, std::chrono::milliseconds(5));
        deadline_ = std::chrono::steady_clock::now() + limits.budget - margin;
        maxNodes_ = limits.nodes;
        maxDepth_ = limits.depth;
        stopped_ = false;
    }
    // `nodes`: what the search has visited since start().
    void poll(std::uint64_t nodes) {
        if (stop_.stop_requested() || (maxNodes_ != 0 && nodes >= maxNodes_) ||
            std::chrono::steady_clock::now() >= deadline_) {
            stopped_ = true;
        }
    }
    bool stopped() const { return stopped_; }
    // Counts a node in `nodes`, polling every 1024 of them (32 where nodes cost more: renju's
    // forbidden cells are decided as the search goes); true once the search must stop.
    bool countNode(std::uint64_t& nodes) {
        if ((++nodes & pollMask_) == 0) {
            poll(nodes);
        }
        return stopped_;
    }
    // Whether an iteration `depth` plies deep is within the depth limit.
    bool allowsDepth(int depth) const { return maxDepth_ == 0 || depth <= maxDepth_; }
    void setCostlyNodes(bool costly) { pollMask_ = costly ? 31 : 1023; }

private:
    std::stop_token stop_;
    std::chrono::steady_clock::time_point deadline_;
    std::uint64_t maxNodes_ = 0;
    int maxDepth_ = 0;
    bool stopped_ = false;
    std::uint64_t pollMask_ = 1023;
};

}  // namespace oxo
