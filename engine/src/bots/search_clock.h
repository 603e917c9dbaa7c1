// Deadline + stop token for a search, polled every few hundred nodes so a search stops
// within a millisecond or so of either (R-B2: cooperative cancellation).
#pragma once

#include <algorithm>
#include <chrono>
#include <stop_token>

#include "oxo/bot.h"

namespace oxo {

class SearchClock {
public:
    void start(const SearchLimits& limits) {
        stop_ = limits.stop;
        // Aim a little short of the budget so that unwinding the search and returning the
        // answer still fit inside it.
        const auto margin =
            std::min<std::chrono::milliseconds>(limits.budget / 10, std::chrono::milliseconds(5));
        deadline_ = std::chrono::steady_clock::now() + limits.budget - margin;
        stopped_ = false;
    }
    void poll() {
        if (stop_.stop_requested() || std::chrono::steady_clock::now() >= deadline_) {
            stopped_ = true;
        }
    }
    bool stopped() const { return stopped_; }

private:
    std::stop_token stop_;
    std::chrono::steady_clock::time_point deadline_;
    bool stopped_ = false;
};

}  // namespace oxo
