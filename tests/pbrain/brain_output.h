// What a BrainSession writes, collected for the in-process pbrain tests; the session's worker
// thread writes too, so every access is locked.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "oxo/pbrain/brain_session.h"

namespace oxo::test {

class BrainOutput {
public:
    pbrain::BrainSession::Writer writer() {
        return [this](std::string_view line) {
            std::lock_guard lock(mutex_);
            lines_.emplace_back(line);
            added_.notify_all();
        };
    }
    // The next unread line, or "" after `timeout`.
    std::string next(std::chrono::milliseconds timeout = std::chrono::milliseconds(2000)) {
        std::unique_lock lock(mutex_);
        if (!added_.wait_for(lock, timeout, [this] { return read_ < lines_.size(); })) {
            return {};
        }
        return lines_[read_++];
    }
    std::size_t count() {
        std::lock_guard lock(mutex_);
        return lines_.size();
    }
    // Every line so far.
    std::vector<std::string> lines() {
        std::lock_guard lock(mutex_);
        return lines_;
    }

private:
    std::mutex mutex_;
    std::condition_variable added_;
    std::vector<std::string> lines_;
    std::size_t read_ = 0;
};

}  // namespace oxo::test
