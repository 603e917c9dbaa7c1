// Deadline + stop token for a search, polled every few hundred nodes so a search stops
// within a millisecond or so of either (R-B2: cooperative cancellation).
#pragma once

#include <chrono>
#include <stop_token>

#include "oxo/bot.h"

namespace oxo {

class SearchClock {
public:
    void start(const SearchLimits& limits) {
        stop_ = limits.stop;
        deadline_ = std::chrono::steady_clock::now() + limits.budget;
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
