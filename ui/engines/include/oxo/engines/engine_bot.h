// An outside pbrain-* engine behind OXO's blocking Bot interface (R-F5), for oxo-cli's
// `match --bot1 engine:PATH`: think() asks the engine and runs a local event loop until it
// answers, fails or the stop token fires.
//
// Needs a QCoreApplication, and every call must come from the thread that built the EngineBot
// (its QProcess lives there). Bots must return a legal move; an engine cannot always, so on a
// failure think() returns the off-board cell {-1, -1} and failure() says what went wrong: the
// caller scores that as a loss for the engine.
#pragma once

#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>
#include <string>

#include "oxo/bot.h"
#include "oxo/engines/engine_session.h"

namespace oxo::pbrain {

class EngineBot final : public Bot {
public:
    explicit EngineBot(const QString& program, const QStringList& arguments = {});
    ~EngineBot() override;

    // "engine:<file name>" until the engine has started, then its ABOUT name.
    std::string_view name() const override { return name_; }
    Analysis think(const Position& position, const SearchLimits& limits) override;

    // Why the last think() returned no move (empty after a move).
    const QString& failure() const { return failure_; }
    // How much of the last think() went on starting the engine (zero once it runs): not part
    // of the move's time (R-F5).
    std::chrono::microseconds startup() const { return startup_; }
    EngineFailure failureKind() const { return session_->failureKind(); }
    EngineSession& session() { return *session_; }

private:
    std::unique_ptr<EngineSession> session_;
    QString failure_;
    std::string name_;
    std::chrono::microseconds startup_{0};
};

}  // namespace oxo::pbrain
