// Analysis mode (R-B4, R-U12): the position on the board analysed continuously by Hard on a
// thread of its own, deeper and deeper (iterative deepening, each finished depth shown), with
// several best lines and a value for every ranked cell — proven values wherever the exact
// solvers take the position. It follows the board: a new position shown restarts it; a bot
// that starts thinking, switching it off, or suspending it (a minimised window) stops it. Off,
// it runs nothing. It reads the controller's signals and never changes the game.
#pragma once

#include <QObject>
#include <QString>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo {
class HardBot;
namespace pbrain {
class EngineAnalyser;
struct EngineInfo;
struct EngineResult;
}  // namespace pbrain
}  // namespace oxo

namespace oxo::ui {

class GameController;

// What the analyser has found for one position so far.
struct AnalysisSnapshot {
    Position position;       // the position analysed
    int ply = 0;             // how many moves led to it
    Analysis analysis;       // the deepest finished search
    bool finished = false;   // nothing more to find: every ranked move proven, or depth exhausted
    int selectiveDepth = 0;  // the deepest line an outside engine reported; 0 when unknown
};

class AnalysisRunner : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxLines = 10;

    explicit AnalysisRunner(GameController* controller, QObject* parent = nullptr);
    ~AnalysisRunner() override;
    AnalysisRunner(const AnalysisRunner&) = delete;
    AnalysisRunner& operator=(const AnalysisRunner&) = delete;

    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    // A minimised window: stop until it is shown again.
    void setSuspended(bool suspended);
    // Best lines wanted, 1..kMaxLines.
    void setLines(int lines);
    int lines() const { return lines_; }
    // Whether a search runs now.
    bool isRunning() const { return engineRunning_ || (worker_.joinable() && !finished_); }
    // What the analyser is called in the panel.
    QString analyserName() const;
    // The analyser: OXO's Hard (an empty path, the default) or an outside Gomocup engine,
    // told the position by BOARD and read through its MESSAGE lines and YXNBEST (R-F5). An
    // engine that fails is dropped for Hard, with engineFailed().
    void setEngine(const QString& program);
    QString engine() const { return engineProgram_; }
    // The latest result for the position shown; empty before the first depth finished or
    // when the analysis is off.
    const std::optional<AnalysisSnapshot>& latest() const { return latest_; }
    // How many searches were started (each position change, each restart), for tests.
    std::uint64_t generation() const { return generation_; }

signals:
    void updated();         // latest() changed (or was cleared)
    void runningChanged();  // isRunning() may have changed
    void engineFailed(const QString& message);
    // The worker's hand-over to the GUI thread (queued; the snapshot waits in pending_). A
    // signal, not invokeMethod with a lambda: that lambda's holder is freed by whichever thread
    // lets go of it last, through a count inside libQt6Core that ThreadSanitizer cannot see.
    void workerPublished(QPrivateSignal);

private:
    // Starts over on the position shown when it differs from the one analysed (or `force`).
    void follow(bool force = false);
    void stop();
    void publishPending();
    bool shouldRun() const;
    void startEngine(const Position& position, int ply);
    void publishEngine(bool finished);

    GameController* controller_;
    bool enabled_ = false;
    bool suspended_ = false;
    // One line by default, as chess analysis boards do: on 15×15 every further line about
    // doubles the time to a depth (docs/bench/analysis.md); the panel sets more.
    int lines_ = 1;
    bool finished_ = false;
    std::uint64_t generation_ = 0;
    std::vector<Cell> analysedMoves_;  // the moves that led to the position analysed
    std::optional<AnalysisSnapshot> latest_;
    std::unique_ptr<HardBot> bot_;
    QString engineProgram_;
    pbrain::EngineAnalyser* engine_ = nullptr;  // a child: ended with the runner
    std::optional<Position> enginePosition_;
    int enginePly_ = 0;
    bool engineRunning_ = false;
    std::mutex pendingMutex_;
    // The worker's newest result not yet shown, with its generation; under pendingMutex_.
    std::optional<std::pair<std::uint64_t, AnalysisSnapshot>> pending_;
    std::jthread worker_;  // last: it stops and joins before the bot it uses goes
};

}  // namespace oxo::ui
