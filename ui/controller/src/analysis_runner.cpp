#include "oxo/controller/analysis_runner.h"

#include <QMetaObject>
#include <algorithm>
#include <utility>

#include "oxo/bots/hard_bot.h"
#include "oxo/controller/game_controller.h"
#include "oxo/engines/engine_analyser.h"

namespace oxo::ui {

namespace {

// Boards this small get a value for every cell: the solvers take them, and ranking every move
// costs little there. Bigger boards rank the lines asked for and bound the rest.
constexpr int kEveryCellUpTo = 64;
constexpr int kDeepestIteration = 64;

bool everyRootMoveProven(const Analysis& analysis) {
    return !analysis.rootMoves.empty() &&
           std::all_of(analysis.rootMoves.begin(), analysis.rootMoves.end(),
                       [](const RootMove& m) { return m.proven; });
}

std::vector<Cell> shownMoves(const GameController& controller) {
    const auto& history = controller.game().history();
    const std::size_t shown = controller.isViewingHistory()
                                  ? static_cast<std::size_t>(controller.viewPly())
                                  : history.size();
    std::vector<Cell> cells;
    cells.reserve(shown);
    for (std::size_t i = 0; i < shown && i < history.size(); ++i) {
        cells.push_back(history[i].cell);
    }
    return cells;
}

}  // namespace

AnalysisRunner::AnalysisRunner(GameController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    // Every change of what the board shows arrives as stateChanged; follow() ignores the ones
    // that leave the shown position as it was (a clock tick, a hint).
    connect(controller_, &GameController::stateChanged, this, [this] { follow(); });
    connect(controller_, &GameController::viewChanged, this, [this] { follow(); });
    connect(controller_, &GameController::botThinkingChanged, this, [this] { follow(); });
    connect(controller_, &GameController::settingsChanged, this, [this] { follow(true); });
    connect(this, &AnalysisRunner::workerPublished, this, &AnalysisRunner::publishPending,
            Qt::QueuedConnection);
}

AnalysisRunner::~AnalysisRunner() {
    stop();
}

QString AnalysisRunner::analyserName() const {
    return engine_ != nullptr ? engine_->displayName() : tr("OXO Hard");
}

void AnalysisRunner::setEngine(const QString& program) {
    if (program == engineProgram_) {
        return;
    }
    stop();
    if (engine_ != nullptr) {
        engine_->shutdown();
        engine_->deleteLater();
        engine_ = nullptr;
    }
    engineProgram_ = program;
    if (!program.isEmpty()) {
        engine_ = new pbrain::EngineAnalyser(program, {}, this);
        connect(engine_, &pbrain::EngineAnalyser::infoChanged, this,
                [this] { publishEngine(false); });
        connect(engine_, &pbrain::EngineAnalyser::engineStarted, this,
                [this] { emit updated(); });  // its name is known now
        connect(engine_, &pbrain::EngineAnalyser::finished, this, [this] {
            publishEngine(true);
            engineRunning_ = false;
            finished_ = true;  // an engine that answered at once is not asked again
            emit runningChanged();
        });
        connect(engine_, &pbrain::EngineAnalyser::failed, this, [this](const QString& message) {
            // A misbehaving engine is dropped: Hard analyses on, and the panel says why.
            engineRunning_ = false;
            QMetaObject::invokeMethod(
                this, [this] { setEngine({}); }, Qt::QueuedConnection);
            emit engineFailed(message);
        });
    }
    follow(true);
}

void AnalysisRunner::startEngine(const Position& position, int ply) {
    enginePosition_ = position;
    enginePly_ = ply;
    engineRunning_ = true;
    engine_->setThreads(controller_->settings().botThreads);  // as Hard's analysis uses (R-B6)
    // No budget: the engine searches until the position changes (stop() then cancels it).
    engine_->analyse(position, lines_, std::chrono::milliseconds(0));
}

void AnalysisRunner::publishEngine(bool finished) {
    if (!engineRunning_ || !enginePosition_) {
        return;
    }
    const pbrain::EngineInfo& info = engine_->summary();
    Analysis a;
    a.depth = info.depth.value_or(0);
    a.nodes = info.nodes.value_or(0);
    a.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        info.time.value_or(std::chrono::milliseconds(0)));
    const auto apply = [](const std::optional<pbrain::EngineEval>& eval, int& score,
                          Verdict& verdict, bool& proven, int& distance) {
        if (!eval) {
            return;
        }
        score = eval->score;
        if (eval->kind != pbrain::EngineEval::Kind::Score) {
            // The engine found a forced result: what it claims, shown as such.
            proven = true;
            verdict = eval->kind == pbrain::EngineEval::Kind::Win ? Verdict::Win : Verdict::Loss;
            distance = eval->plies;
        }
    };
    apply(info.eval, a.score, a.verdict, a.proven, a.distance);
    for (const pbrain::EngineLine& line : engine_->lines()) {
        RootMove m;
        m.move = line.move;
        m.depth = line.depth.value_or(a.depth);
        m.line = line.line.empty() ? std::vector<Cell>{line.move} : line.line;
        apply(line.eval, m.score, m.verdict, m.proven, m.distance);
        a.rootMoves.push_back(std::move(m));
    }
    if (!a.rootMoves.empty()) {
        a.move = a.rootMoves.front().move;
    }
    latest_ = AnalysisSnapshot{*enginePosition_, enginePly_, std::move(a), finished,
                               info.selectiveDepth.value_or(0)};
    emit updated();
}

void AnalysisRunner::setEnabled(bool on) {
    if (enabled_ == on) {
        return;
    }
    enabled_ = on;
    follow(true);
}

void AnalysisRunner::setSuspended(bool suspended) {
    if (suspended_ == suspended) {
        return;
    }
    suspended_ = suspended;
    follow(true);
}

void AnalysisRunner::setLines(int lines) {
    lines = std::clamp(lines, 1, kMaxLines);
    if (lines == lines_) {
        return;
    }
    lines_ = lines;
    follow(true);
}

bool AnalysisRunner::shouldRun() const {
    // A bot's own search (or a hint) gets the processor to itself: analysing beside it would
    // halve what it can see in its budget.
    return enabled_ && !suspended_ && !controller_->botThinking() && !controller_->hintThinking() &&
           !controller_->displayedPosition().isOver();
}

void AnalysisRunner::stop() {
    if (engine_ != nullptr && engineRunning_) {
        engine_->cancel();
        engineRunning_ = false;
    }
    if (worker_.joinable()) {
        worker_.request_stop();
        worker_.join();  // the search returns within about 10 ms of the request (bot.h)
    }
    worker_ = std::jthread();
    finished_ = false;
}

void AnalysisRunner::follow(bool force) {
    const std::vector<Cell> moves = shownMoves(*controller_);
    const bool samePosition = moves == analysedMoves_ && latest_.has_value();
    if (!shouldRun()) {
        const bool wasRunning = isRunning();
        stop();
        if (!enabled_ || controller_->displayedPosition().isOver() || !samePosition) {
            // What was found stays on screen while a bot thinks about the same position.
            if (latest_ || !(enabled_ && samePosition)) {
                latest_.reset();
                analysedMoves_.clear();
                emit updated();
            }
        }
        if (wasRunning) {
            emit runningChanged();
        }
        return;
    }
    if (!force && moves == analysedMoves_ && (worker_.joinable() || finished_ || engineRunning_)) {
        return;  // already on it
    }
    stop();
    analysedMoves_ = moves;
    latest_.reset();
    emit updated();
    const std::uint64_t generation = ++generation_;
    const Position position = controller_->displayedPosition();
    finished_ = false;
    const int ply = static_cast<int>(moves.size());
    if (engine_ != nullptr) {
        startEngine(position, ply);
        emit runningChanged();
        return;
    }
    const int lines = position.cellCount() <= kEveryCellUpTo ? position.cellCount() : lines_;
    if (!bot_) {
        bot_ = std::make_unique<HardBot>();
        bot_->setExactRootValues(true);
    }
    // One bot for every search: its tables are large to build, and what it learnt about a
    // position helps with the next one. Only one worker uses it at a time (stop() joins).
    bot_->setMultiPv(lines);
    const int threads = controller_->settings().botThreads;
    worker_ = std::jthread(
        [this, generation, position, ply, threads, &bot = *bot_](const std::stop_token& stop) {
            const auto post = [&](AnalysisSnapshot snapshot) {
                {
                    // The newest wins: depths finished faster than the GUI takes them are
                    // skipped, never queued up.
                    const std::lock_guard lock(pendingMutex_);
                    pending_.emplace(generation, std::move(snapshot));
                }
                emit workerPublished(QPrivateSignal());
            };
            if (position.cellCount() > kEveryCellUpTo) {
                // One search, reported depth by depth: no iteration is searched twice.
                SearchLimits limits;
                limits.budget = std::chrono::hours(24);  // stopped by the token, never by time
                limits.depth = kDeepestIteration;
                limits.threads = threads;
                limits.stop = stop;
                limits.onIteration = [&](const Analysis& found) {
                    if (!stop.stop_requested()) {
                        post({position, ply, found, false, 0});
                    }
                };
                Analysis last = bot.think(position, limits);
                if (!stop.stop_requested()) {
                    post({position, ply, std::move(last), true, 0});  // it ended by itself
                }
                return;
            }
            // Small boards: the exact solvers, one search per depth (they report no iterations).
            for (int depth = 1; depth <= kDeepestIteration && !stop.stop_requested(); ++depth) {
                SearchLimits limits;
                limits.budget = std::chrono::hours(24);
                limits.depth = depth;
                limits.stop = stop;
                AnalysisSnapshot snapshot{position, ply, bot.think(position, limits), false, 0};
                if (stop.stop_requested()) {
                    return;
                }
                // Nothing deeper to find: the search stopped short of the depth asked (the board
                // is exhausted) or everything it ranked is proven.
                snapshot.finished =
                    snapshot.analysis.depth < depth ||
                    (snapshot.analysis.proven && everyRootMoveProven(snapshot.analysis));
                const bool finished = snapshot.finished;
                post(std::move(snapshot));
                if (finished) {
                    return;
                }
            }
        });
    emit runningChanged();
}

void AnalysisRunner::publishPending() {
    std::optional<std::pair<std::uint64_t, AnalysisSnapshot>> taken;
    {
        const std::lock_guard lock(pendingMutex_);
        taken.swap(pending_);
    }
    if (!taken || taken->first != generation_ || !worker_.joinable()) {
        return;  // shown already, or a search of a position no longer shown
    }
    const bool finished = taken->second.finished;
    latest_ = std::move(taken->second);
    emit updated();
    if (finished) {
        finished_ = true;
        emit runningChanged();
    }
}

}  // namespace oxo::ui
