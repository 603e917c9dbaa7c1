// Game → Analyse Game (R-B5, R-U12): the live game's moves weighed one by one (oxo/review.h)
// on a thread of its own, with progress and cancel. The reviews stay with the moves they
// weigh: an undo or a different move drops the ones past the change, a new game drops all.
// A file may bring reviews of its own (setReviews).
#pragma once

#include <QObject>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "oxo/review.h"

namespace oxo::ui {

class GameController;

class GameReviewer : public QObject {
    Q_OBJECT

public:
    explicit GameReviewer(GameController* controller, QObject* parent = nullptr);
    ~GameReviewer() override;
    GameReviewer(const GameReviewer&) = delete;
    GameReviewer& operator=(const GameReviewer&) = delete;

    // Reviews every move of the game now on the board, each position searched by `limits`
    // (time, nodes or depth) with the bots' threads (GameSettings::botThreads). A review under
    // way is cancelled first.
    void start(SearchLimits limits);
    void cancel();
    bool isRunning() const { return worker_.joinable() && !done_; }

    const std::vector<MoveReview>& reviews() const { return reviews_; }
    // The review of move `ply` (0-based), when there is one.
    const MoveReview* reviewOf(int ply) const;
    // Reviews read from a file; kept only as far as they match the game's moves.
    void setReviews(std::vector<MoveReview> reviews);

signals:
    void progress(int done, int total);
    // The review ended: all moves weighed (`complete`), or cancelled.
    void finished(bool complete);
    // reviews() changed.
    void changed();
    // The worker's hand-overs to the GUI thread (queued). Signals, not invokeMethod with a
    // lambda: that lambda's holder is freed by whichever thread lets go of it last, through a
    // count inside libQt6Core that ThreadSanitizer cannot see.
    void workerProgressed(quint64 generation, int done, int total, QPrivateSignal);
    void workerFinished(quint64 generation, bool complete, QPrivateSignal);

private:
    void trimToHistory();
    void stopWorker();

    GameController* controller_;
    std::vector<MoveReview> reviews_;
    std::uint64_t generation_ = 0;
    bool done_ = false;
    std::mutex resultMutex_;
    std::vector<MoveReview> workerResult_;  // the worker's last result, under resultMutex_
    std::uint64_t workerResultGeneration_ = 0;
    std::jthread worker_;
};

}  // namespace oxo::ui
