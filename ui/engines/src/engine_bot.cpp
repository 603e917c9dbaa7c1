#include "oxo/engines/engine_bot.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

#include <chrono>
#include <optional>

namespace oxo::pbrain {

EngineBot::EngineBot(const QString& program, const QStringList& arguments)
    : session_(std::make_unique<EngineSession>(program, arguments)),
      name_("engine:" + QFileInfo(program).fileName().toStdString()) {}

EngineBot::~EngineBot() = default;

Analysis EngineBot::think(const Position& position, const SearchLimits& limits) {
    const auto started = std::chrono::steady_clock::now();
    failure_.clear();
    startup_ = {};
    std::optional<Cell> move;
    QEventLoop loop;
    // Starting the engine (START, ABOUT: big engines allocate their tables there) is not
    // thinking: a manager gives START its own time, and so does the move's clock here.
    const auto onStart =
        QObject::connect(session_.get(), &EngineSession::engineStarted, &loop, [&](const QString&) {
            startup_ = std::chrono::duration_cast<std::chrono::microseconds>(
                std::chrono::steady_clock::now() - started);
        });
    const auto onMove =
        QObject::connect(session_.get(), &EngineSession::moveReady, &loop, [&](Cell cell) {
            move = cell;
            loop.quit();
        });
    const auto onFail = QObject::connect(session_.get(), &EngineSession::failed, &loop,
                                         [&](const QString& message) {
                                             failure_ = message;
                                             loop.quit();
                                         });
    // The stop token is polled: it cannot wake a Qt event loop by itself.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (limits.stop.stop_requested()) {
            session_->cancel();
            failure_ = QCoreApplication::translate("EngineBot", "The engine was stopped.");
            loop.quit();
        }
    });
    poll.start(10);
    session_->setThreads(limits.threads);
    session_->requestMove(position, limits.budget);
    loop.exec();
    QObject::disconnect(onMove);
    QObject::disconnect(onFail);
    QObject::disconnect(onStart);

    if (!session_->about().isEmpty()) {
        name_ = session_->displayName().toStdString();
    }
    Analysis analysis;
    analysis.move = move.value_or(Cell{-1, -1});
    analysis.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
                           std::chrono::steady_clock::now() - started) -
                       startup_;
    return analysis;
}

}  // namespace oxo::pbrain
