#include "oxo/engines/engine_analyser.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

#include "engine_text.h"
#include "oxo/engines/engine_rules.h"
#include "oxo/engines/engine_session.h"
#include "process_group.h"

namespace oxo::pbrain {

// Named apart from engine_session.cpp's: the library is built as one unity file.
namespace {

// RESTART is sent again after this long without OK: an engine that answered YXSTOP may still
// count itself as thinking for a moment, and such engines drop what comes meanwhile.
constexpr std::chrono::milliseconds kRestartRetry{300};
// The protocol's "no limit" for INFO time_left.
constexpr long long kUnlimitedTimeLeft = 2147483647;

}  // namespace

EngineAnalyser::EngineAnalyser(QString program, QStringList arguments, QObject* parent)
    : QObject(parent),
      program_(std::move(program)),
      arguments_(std::move(arguments)),
      maxMemory_(kDefaultEngineMemory) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &EngineAnalyser::onTimeout);
}

EngineAnalyser::~EngineAnalyser() {
    shutdown();
}

QString EngineAnalyser::displayName() const {
    return engineName(about_, program_);
}

void EngineAnalyser::analyse(const Position& position, int lines,
                             std::chrono::milliseconds budget) {
    QString reason = engineRulesProblem(position.rules());
    if (reason.isEmpty() && position.isOver()) {
        reason = tr("The game is over; there is nothing to analyse.");
    }
    if (!reason.isEmpty()) {
        cancel();
        QMetaObject::invokeMethod(
            this, [this, reason] { emit failed(reason); }, Qt::QueuedConnection);
        return;
    }
    request_ = Request{position, std::clamp(lines, 1, kMaxLines), budget};
    // The board size and the rule are fixed at START: another game needs a fresh engine.
    if (state_ != State::Idle && (position.size() != size_ || position.rules().family != family_)) {
        killProcess();
    }
    switch (state_) {
        case State::Idle:
            launch();
            return;
        case State::Thinking:
            deliverStop_ = false;  // the running search is an old one: its answer is dropped
            startStop();
            return;
        case State::Stopping:
            deliverStop_ = false;
            return;
        case State::Ready:
            proceed();
            return;
        case State::Starting:
        case State::About:
        case State::Restarting:
            return;  // the request waits its turn
    }
}

void EngineAnalyser::stop() {
    if (state_ == State::Thinking) {
        deliverStop_ = true;
        startStop();
        return;
    }
    if (state_ == State::Stopping && deliverStop_) {
        return;
    }
    if (request_) {
        // Nothing searched yet: the result is empty, and says so.
        request_.reset();
        EngineResult result;
        result.stopped = true;
        QMetaObject::invokeMethod(
            this, [this, result] { emit finished(result); }, Qt::QueuedConnection);
    }
}

void EngineAnalyser::cancel() {
    request_.reset();
    deliverStop_ = false;
    if (state_ == State::Thinking) {
        startStop();
    }
}

void EngineAnalyser::shutdown() {
    request_.reset();
    deliverStop_ = false;
    killProcess();
}

void EngineAnalyser::startStop() {
    send("YXSTOP");
    state_ = State::Stopping;
    timer_.start(grace_);
}

void EngineAnalyser::launch() {
    Q_ASSERT(request_);
    const Position& position = request_->position;
    size_ = position.size();
    family_ = position.rules().family;
    about_.clear();
    splitter_ = LineSplitter{};
    restartTries_ = 0;
    ignoreRefusals_ = 0;
    toldThreads_ = 1;

    process_ = new QProcess(this);
    process_->setStandardErrorFile(QProcess::nullDevice());  // never let stderr pile up
    startInOwnGroup(process_);
    connect(process_, &QProcess::readyReadStandardOutput, this, &EngineAnalyser::onReadyRead);
    connect(process_, &QProcess::finished, this, &EngineAnalyser::onFinished);
    connect(process_, &QProcess::errorOccurred, this, &EngineAnalyser::onErrorOccurred);
    state_ = State::Starting;
    process_->start(program_, arguments_, QIODevice::ReadWrite);
    if (!process_) {
        return;  // it could not start, and failed() has said so
    }
    group_ = process_->processId();
    send("INFO timeout_turn " + wireNumber(request_->budget.count()));
    send("INFO timeout_match 0");
    send("INFO time_left " + wireNumber(kUnlimitedTimeLeft));
    send("INFO max_memory " + wireNumber(maxMemory_));
    send("INFO game_type 1");
    send("INFO rule " + wireNumber(ruleValue(family_)));
    send("START " + wireNumber(size_));
    timer_.start(startTimeout_);
}

void EngineAnalyser::proceed() {
    if (state_ != State::Ready || !request_) {
        return;
    }
    if (!fresh_) {
        send("RESTART");  // the protocol's way to clear the board before BOARD
        state_ = State::Restarting;
        timer_.start(std::min(kRestartRetry, startTimeout_));
        return;
    }
    search();
}

void EngineAnalyser::search() {
    const Request& request = *request_;
    book_.start(request.position, request.lines);
    fresh_ = false;
    if (threads_ != toldThreads_) {
        send("INFO thread_num " + wireNumber(threads_));
        toldThreads_ = threads_;
    }
    state_ = State::Thinking;
    if (request.budget > std::chrono::milliseconds::zero()) {
        timer_.start(request.budget + grace_);
    } else {
        timer_.stop();  // no limit: the search ends with stop() (YXSTOP)
    }
    if (request.lines == 1 || multiPv_ == false) {
        searchPlain();
        return;
    }
    askedMultiPv_ = true;
    send("INFO timeout_turn " + wireNumber(request.budget.count()));
    if (!multiPv_) {
        send("YXSHOWINFO");  // Rapfi then prints every line it finds, not only the result
    }
    sendPosition("YXBOARD");
    send("YXNBEST " + wireNumber(request.lines));
}

void EngineAnalyser::searchPlain() {
    askedMultiPv_ = false;
    send("INFO timeout_turn " + wireNumber(request_->budget.count()));
    sendPosition("BOARD");
}

void EngineAnalyser::sendPosition(const QByteArray& command) {
    send(command);
    // In play order, as Gomocup managers send it (1: the side to move's stone, 2: the other
    // side's): strong engines take the colours from the order, not only from the field.
    const Position& position = request_->position;
    for (const int i : position.occupied()) {
        send(wireCoords(position.cellAt(i)) + "," +
             (position.at(i) == position.toMove() ? "1" : "2"));
    }
    send("DONE");
}

void EngineAnalyser::abandonStop() {
    const bool keep = deliverStop_;
    killProcess();
    if (keep) {
        deliver(book_.lines().empty() ? Cell{-1, -1} : book_.lines().front().move, true);
    } else if (request_) {
        launch();
    }
}

void EngineAnalyser::onFinished(int exitCode, QProcess::ExitStatus status) {
    if (state_ == State::Stopping) {
        abandonStop();  // it died instead of answering YXSTOP: what it said still counts
        return;
    }
    if (!request_ || state_ == State::Ready) {
        killProcess();  // started again when needed
        return;
    }
    fail(status == QProcess::CrashExit
             ? tr("%1 crashed.").arg(displayName())
             : tr("%1 exited (exit code %2).").arg(displayName()).arg(exitCode));
}

void EngineAnalyser::onErrorOccurred(QProcess::ProcessError error) {
    if (error != QProcess::FailedToStart) {
        return;  // crashes arrive through finished()
    }
    const QString reason = process_ ? process_->errorString() : QString();
    if (request_) {
        fail(tr("Could not start %1: %2").arg(program_, reason));
    } else {
        killProcess();
    }
}

void EngineAnalyser::onTimeout() {
    switch (state_) {
        case State::Starting:
            fail(tr("%1 did not answer within %2 ms.")
                     .arg(displayName())
                     .arg(startTimeout_.count()));
            return;
        case State::About:
            aboutDone();  // ABOUT is optional: the engine goes by its file name
            return;
        case State::Restarting:
            if (++restartTries_ * kRestartRetry < startTimeout_) {
                send("RESTART");
                timer_.start(kRestartRetry);
            } else {
                killProcess();  // it does not answer RESTART: a fresh one will
                if (request_) {
                    launch();
                }
            }
            return;
        case State::Thinking:
            if (askedMultiPv_ && !multiPv_) {
                // Silent to the extensions: a fresh engine is asked with plain BOARD.
                multiPv_ = false;
                killProcess();
                launch();
                return;
            }
            fail(tr("%1 did not answer within %2 ms.")
                     .arg(displayName())
                     .arg((request_->budget + grace_).count()));
            return;
        case State::Stopping:
            abandonStop();
            return;
        case State::Idle:
        case State::Ready:
            return;
    }
}

void EngineAnalyser::aboutDone() {
    state_ = State::Ready;
    fresh_ = true;
    timer_.stop();
    emit engineStarted(displayName());
    proceed();
}

void EngineAnalyser::fail(const QString& message) {
    const bool asked = request_.has_value();  // after cancel(), no signal
    request_.reset();
    deliverStop_ = false;
    killProcess();
    if (asked) {
        emit failed(message);
    }
}

void EngineAnalyser::send(const QByteArray& line) {
    if (process_) {
        process_->write(line + "\r\n");
    }
}

void EngineAnalyser::killProcess() {
    timer_.stop();
    state_ = State::Idle;
    askedMultiPv_ = false;
    if (!process_) {
        return;
    }
    QProcess* process = std::exchange(process_, nullptr);
    process->disconnect(this);
    killGroup(std::exchange(group_, 0));  // the engine and all it started, at once
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    // Reaped when the event loop sees it die (SIGKILL takes a moment at most): no waiting here,
    // and it outlives the analyser if need be, so that no destructor waits for it either.
    process->kill();
    process->setParent(nullptr);
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
}

}  // namespace oxo::pbrain
