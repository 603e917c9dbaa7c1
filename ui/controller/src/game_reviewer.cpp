#include "oxo/controller/game_reviewer.h"

#include <algorithm>

#include "oxo/controller/game_controller.h"

namespace oxo::ui {

GameReviewer::GameReviewer(GameController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    connect(controller_, &GameController::undone, this, &GameReviewer::trimToHistory);
    connect(controller_, &GameController::played, this, &GameReviewer::trimToHistory);
    connect(controller_, &GameController::wasReset, this, [this] {
        // A new or loaded game: a review of the old one means nothing here.
        stopWorker();
        trimToHistory();
    });
    connect(
        this, &GameReviewer::workerProgressed, this,
        [this](quint64 generation, int done, int total) {
            if (generation == generation_) {
                emit progress(done, total);
            }
        },
        Qt::QueuedConnection);
    connect(
        this, &GameReviewer::workerFinished, this,
        [this](quint64 generation, bool complete) {
            std::vector<MoveReview> result;
            {
                const std::lock_guard lock(resultMutex_);
                if (workerResultGeneration_ == generation) {  // not a newer worker's
                    result = std::move(workerResult_);
                    workerResult_.clear();
                }
            }
            if (generation != generation_) {
                return;
            }
            done_ = true;
            if (complete) {
                reviews_ = std::move(result);
                trimToHistory();  // the game may have moved on meanwhile
                emit changed();
            }
            emit finished(complete);
        },
        Qt::QueuedConnection);
}

GameReviewer::~GameReviewer() {
    stopWorker();
}

void GameReviewer::stopWorker() {
    if (worker_.joinable()) {
        worker_.request_stop();
        worker_.join();
    }
    worker_ = std::jthread();
}

void GameReviewer::start(SearchLimits limits) {
    limits.threads = controller_->settings().botThreads;  // as the bots and the analysis (R-B6)
    stopWorker();
    done_ = false;
    const std::uint64_t generation = ++generation_;
    const Rules rules = controller_->game().rules();
    const std::vector<Move> moves = controller_->game().history();
    worker_ = std::jthread([this, generation, rules, moves, limits](const std::stop_token& stop) {
        ReviewOptions options;
        options.perMove = limits;
        const auto report = [this, generation](int done, int total) {
            emit workerProgressed(generation, done, total, QPrivateSignal());
        };
        std::vector<MoveReview> result = reviewGame(rules, moves, options, stop, report);
        const bool complete = !stop.stop_requested() && result.size() == moves.size();
        {
            const std::lock_guard lock(resultMutex_);
            workerResult_ = std::move(result);
            workerResultGeneration_ = generation;
        }
        emit workerFinished(generation, complete, QPrivateSignal());
    });
}

void GameReviewer::cancel() {
    if (!isRunning()) {
        return;
    }
    ++generation_;  // whatever the worker still sends is dropped
    stopWorker();
    done_ = true;
    emit finished(false);
}

const MoveReview* GameReviewer::reviewOf(int ply) const {
    return ply >= 0 && ply < static_cast<int>(reviews_.size())
               ? &reviews_[static_cast<std::size_t>(ply)]
               : nullptr;
}

void GameReviewer::setReviews(std::vector<MoveReview> reviews) {
    reviews_ = std::move(reviews);
    trimToHistory();
    emit changed();
}

void GameReviewer::trimToHistory() {
    const auto& history = controller_->game().history();
    std::size_t keep = 0;
    while (keep < reviews_.size() && keep < history.size() &&
           reviews_[keep].move == history[keep]) {
        ++keep;
    }
    // The last kept move's "after" was measured on the position after it, which the game
    // still has: nothing to redo there.
    if (keep != reviews_.size()) {
        reviews_.resize(keep);
        emit changed();
    }
}

}  // namespace oxo::ui
