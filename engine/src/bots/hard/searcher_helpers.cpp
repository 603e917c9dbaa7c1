// Searcher, two players: helper threads (Lazy SMP). The main searcher decides everything at the
// root (threats, the safety filter, the final check) alone; only its iterations get company.
// Each helper is a Searcher of its own (board, threat table, history, killers, time manager)
// that shares the main searcher's transposition table and iterates on the same root moves, half
// of them a ply deeper, until the main searcher stops them. What they find reaches the main
// search through the table: move ordering and cut-offs it would otherwise have to search for.
// The move played is the main searcher's or, in play (below), the best move of a helper that
// completed a deeper iteration. A helper that cannot be built or started is done without.
#include <algorithm>
#include <thread>

#include "searcher.h"

namespace oxo::hard {

void Searcher::iterateWithHelpers(Analysis& result) {
    auto extra = static_cast<std::size_t>(threads_ - 1);
    if (extra == 0 || rootMoves_.size() < 2) {
        iterate(result);
        return;
    }
    try {
        SearchSettings helperSettings = settings_;
        helperSettings.multiPv = 1;
        while (helpers_.size() < extra) {
            helpers_.push_back(std::make_unique<Searcher>(helperSettings));
        }
    } catch (const std::exception&) {
        extra = helpers_.size();  // out of memory: the helpers there are, maybe none
    }
    std::stop_source stop;
    {
        std::vector<std::jthread> running;
        // Declared after `running`, so it runs first on the way out, an exception included:
        // the helpers are told to stop before they are joined.
        struct StopFirst {
            std::stop_source& source;
            ~StopFirst() { source.request_stop(); }
        } stopFirst{stop};
        try {
            running.reserve(extra);
            for (std::size_t i = 0; i < extra; ++i) {
                Searcher* helper = helpers_[i].get();
                helper->followMain(*this, stop.get_token(), static_cast<int>(i + 1) % 2);
                running.emplace_back([helper] {
                    helper->helperResult_ = Analysis{};
                    try {
                        helper->iterate(helper->helperResult_);
                    } catch (...) {
                        // Out of memory in a helper: it ends, the main search goes on.
                        helper->completedDepth_ = 0;
                    }
                });
                activeHelpers_ = i + 1;
            }
        } catch (const std::exception&) {
            // No memory or no thread for another helper: the search goes on with those started.
        }
        iterate(result);
    }
    // Joined: the helpers' counts and results can be read directly.
    const Searcher* deepest = nullptr;
    for (std::size_t i = 0; i < activeHelpers_; ++i) {
        const Searcher& helper = *helpers_[i];
        helpers_[i]->publishedNodes_.store(helper.time_.nodes(), std::memory_order_relaxed);
        const int best = deepest != nullptr ? deepest->completedDepth_ : completedDepth_;
        if (helper.completedDepth_ > best && !helper.rootMoves_.empty()) {
            deepest = &helper;
        }
    }
    // A helper that completed a deeper iteration than the main searcher saw further, and in play
    // its best move goes first (one of the same root moves, past the same safety filter; the
    // final check looks at it as at any other). Not when the main search has proved a win,
    // which a helper may not have found yet, nor for a helper that sees a loss, nor while the
    // search is an analysis (its lines and reports are the main search's).
    const bool mainWins = completedDepth_ > 0 && result.score > kMateBound;
    if (deepest == nullptr || mainWins || settings_.multiPv > 1 || onIteration_ ||
        deepest->helperResult_.score < -kMateBound) {
        return;
    }
    const int cell = deepest->rootMoves_.front().cell;
    const auto at = std::find_if(rootMoves_.begin(), rootMoves_.end(),
                                 [&](const ScoredMove& m) { return m.cell == cell; });
    if (at != rootMoves_.end()) {
        at->score = deepest->rootMoves_.front().score;
        std::rotate(rootMoves_.begin(), at, at + 1);
        completedDepth_ = deepest->completedDepth_;
        result.depth = completedDepth_;
        result.score = deepest->helperResult_.score;
    }
}

void Searcher::followMain(const Searcher& main, std::stop_token stop, int depthSkew) {
    SearchLimits limits;
    limits.budget = std::chrono::hours(24);  // it ends when the main searcher stops it
    limits.depth = main.time_.depthLimit();
    limits.stop = std::move(stop);
    time_.start(limits, std::chrono::steady_clock::now(), false);
    time_.setCostlyNodes(main.rules_.family == Family::Renju);
    publishedNodes_.store(0, std::memory_order_relaxed);
    time_.publishTo(&publishedNodes_);
    if (!rulesSet_ || !(rules_ == main.rules_)) {
        rules_ = main.rules_;
        rulesSet_ = true;
        threats_.clear();
    }
    tt_ = main.tt_;
    // The board reads the main searcher's shape tables, which do not change during a search.
    board_ = main.board_;
    history_ = main.history_;
    threats_.attach(&time_);
    records_.reset(board_.cellCount());
    root_ = main.root_;
    completedDepth_ = 0;
    onIteration_ = nullptr;
    otherLines_ = false;
    threads_ = 1;
    activeHelpers_ = 0;
    depthSkew_ = depthSkew;
    frames_.resize(kMaxPly + 2);
    for (Frame& f : frames_) {
        f.killers = {-1, -1};
    }
    rootMoves_ = main.rootMoves_;
}

std::uint64_t Searcher::helperNodes() const {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < activeHelpers_; ++i) {
        sum += helpers_[i]->publishedNodes_.load(std::memory_order_relaxed);
    }
    return sum;
}

}  // namespace oxo::hard
