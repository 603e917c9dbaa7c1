#include "oxo/controller/engine_driver.h"

#include <QFileInfo>
#include <QThread>
#include <utility>

#include "oxo/engines/engine_session.h"

namespace oxo::ui {

EngineDriver::EngineDriver(QObject* parent) : QObject(parent) {}

EngineDriver::~EngineDriver() {
    shutdown();
}

void EngineDriver::configure(const GameSettings& settings) {
    cancel();
    const qint64 memory = qint64{settings.engineMemoryMiB} * 1024 * 1024;
    // With the move clock on the game is timed: an engine learns the most its moves can take
    // (its per-move budget times the moves it can have), the protocol's timeout_match.
    const qint64 cells = qint64{settings.rules.size} * settings.rules.size;
    const auto match =
        settings.clock.enabled
            ? std::chrono::milliseconds(qint64{settings.botBudgetMs} * ((cells + 1) / 2))
            : std::chrono::milliseconds(0);
    // The limits go out when an engine starts: new limits need a fresh start.
    const bool limitsChanged = memory != maxMemory_ || match != matchTime_;
    maxMemory_ = memory;
    matchTime_ = match;
    // The threads may change under a running engine: it is told before its next move.
    threads_ = settings.botThreads;
    for (pbrain::EngineSession* running : sessions_) {
        if (running != nullptr) {
            running->setThreads(threads_);
        }
    }
    for (int p = 0; p < kMaxPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const bool engine = p < settings.rules.players && settings.isEngine(static_cast<Player>(p));
        const QString program = engine ? settings.players[i].engine : QString();
        if (program != programs_[i] || limitsChanged) {
            drop(i);
        }
        programs_[i] = program;
        names_[i] = program.isEmpty() ? QString() : QFileInfo(program).fileName();
    }
}

pbrain::EngineSession* EngineDriver::session(Player player) {
    const auto i = static_cast<std::size_t>(player);
    if (!sessions_[i]) {
        auto* raw = new pbrain::EngineSession(programs_[i], {}, this);
        raw->setGrace(grace_);
        raw->setMaxMemory(maxMemory_);
        raw->setMatchTime(matchTime_);
        raw->setThreads(threads_);
        connect(raw, &pbrain::EngineSession::engineStarted, this,
                [this, player](const QString& name) {
                    names_[static_cast<std::size_t>(player)] = name;
                    emit engineStarted(player, name);
                });
        // Every answer goes out with the tag of the request made to this seat; whether it is
        // still wanted is the controller's AnswerGate's call.
        connect(raw, &pbrain::EngineSession::moveReady, this, [this, player](Cell cell) {
            const std::uint64_t tag = tags_[static_cast<std::size_t>(player)];
            answered(tag);
            emit moveReady(tag, cell);
        });
        connect(raw, &pbrain::EngineSession::failed, this,
                [this, player, raw](const QString& message) {
                    const std::uint64_t tag = tags_[static_cast<std::size_t>(player)];
                    answered(tag);
                    names_[static_cast<std::size_t>(player)] = raw->displayName();
                    emit failed(tag, player, message);
                });
        sessions_[i] = raw;
    }
    return sessions_[i];
}

std::uint64_t EngineDriver::request(Player player, const Position& position,
                                    std::chrono::milliseconds budget) {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    Q_ASSERT(position.toMove() == player && !position.isOver());
    cancel();
    currentTag_ = nextTag_++;
    currentPlayer_ = player;
    tags_[static_cast<std::size_t>(player)] = currentTag_;
    session(player)->requestMove(position, budget);
    return currentTag_;
}

void EngineDriver::drop(std::size_t seat) {
    if (auto* session = std::exchange(sessions_[seat], nullptr)) {
        session->disconnect(this);
        session->shutdown();
        session->deleteLater();
    }
}

void EngineDriver::answered(std::uint64_t tag) {
    if (tag == currentTag_) {
        currentTag_ = 0;
        currentPlayer_ = kNoPlayer;
    }
}

void EngineDriver::cancel() {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    if (currentTag_ == 0) {
        return;
    }
    if (auto* session = sessions_[static_cast<std::size_t>(currentPlayer_)]) {
        session->cancel();
    }
    currentTag_ = 0;
    currentPlayer_ = kNoPlayer;
}

void EngineDriver::shutdown() {
    cancel();
    for (std::size_t i = 0; i < sessions_.size(); ++i) {
        drop(i);
    }
}

QString EngineDriver::engineName(Player player) const {
    return player >= 0 && player < kMaxPlayers ? names_[static_cast<std::size_t>(player)]
                                               : QString();
}

}  // namespace oxo::ui
