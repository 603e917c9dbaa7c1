#include "oxo/engines/engine_session.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <utility>

#include "engine_text.h"
#include "oxo/engines/engine_rules.h"
#include "process_group.h"

namespace oxo::pbrain {

namespace {

// How long ABOUT may take before the engine plays under its file name (ABOUT is optional).
constexpr std::chrono::milliseconds kAboutWait{1000};

}  // namespace

EngineSession::EngineSession(QString program, QStringList arguments, QObject* parent)
    : QObject(parent), program_(std::move(program)), arguments_(std::move(arguments)) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &EngineSession::onTimeout);
}

EngineSession::~EngineSession() {
    shutdown();
}

QString EngineSession::displayName() const {
    return engineName(about_, program_);
}

void EngineSession::requestMove(const Position& position, std::chrono::milliseconds budget) {
    if (busy()) {
        cancel();  // a new request replaces the old one
    }
    QString reason = engineRulesProblem(position.rules());
    if (reason.isEmpty() && position.isOver()) {
        reason = tr("The game is over; there is no move to ask for.");
    }
    if (!reason.isEmpty()) {
        // Answer later, like every other outcome, so callers can connect after asking.
        failure_ = EngineFailure::Unsupported;
        QMetaObject::invokeMethod(
            this, [this, reason] { emit failed(reason); }, Qt::QueuedConnection);
        return;
    }
    // The board size and the rule are fixed at START: another game needs a fresh engine.
    if (state_ != State::Idle && (position.size() != size_ || position.rules().family != family_)) {
        stopProcess();
    }
    pending_ = position;
    budget_ = budget;
    failure_ = EngineFailure::None;
    if (state_ == State::Idle) {
        launch();
    } else {
        proceed();
    }
}

void EngineSession::cancel() {
    pending_.reset();
    if (busy()) {
        stopProcess();  // the protocol has no way to interrupt a search
    }
}

void EngineSession::shutdown() {
    pending_.reset();
    timer_.stop();
    state_ = State::Idle;
    side_ = kNoPlayer;
    if (!process_) {
        return;
    }
    QProcess* process = std::exchange(process_, nullptr);
    process->disconnect(this);
    endProcessGroup(process, std::exchange(group_, 0));
    process->deleteLater();  // may be the sender of the signal being handled
}

void EngineSession::launch() {
    const Position& position = *pending_;
    size_ = position.size();
    family_ = position.rules().family;
    known_.assign(static_cast<std::size_t>(position.cellCount()), 0);
    about_.clear();
    splitter_ = LineSplitter{};

    process_ = new QProcess(this);
    process_->setStandardErrorFile(QProcess::nullDevice());  // never let stderr pile up
    startInOwnGroup(process_);
    connect(process_, &QProcess::readyReadStandardOutput, this, &EngineSession::onReadyRead);
    connect(process_, &QProcess::finished, this, &EngineSession::onFinished);
    connect(process_, &QProcess::errorOccurred, this, &EngineSession::onErrorOccurred);
    state_ = State::Starting;
    process_->start(program_, arguments_, QIODevice::ReadWrite);
    group_ = process_->processId();
    // Limits first (the protocol allows them before START), then the board.
    send("INFO timeout_turn " + wireNumber(budget_.count()));
    send("INFO timeout_match " + wireNumber(matchTime_.count()));
    send("INFO max_memory " + wireNumber(maxMemory_));
    toldThreads_ = 1;
    send("INFO game_type 1");
    send("INFO rule " + wireNumber(ruleValue(family_)));
    send("START " + wireNumber(size_));
    armTimer(startTimeout_);
}

void EngineSession::proceed() {
    if (state_ != State::Ready || !pending_) {
        return;
    }
    const Position& position = *pending_;
    const Player side = position.toMove();
    std::vector<std::uint8_t> target(known_.size(), 0);
    int differences = 0;
    int stones = 0;
    std::optional<Cell> newStone;
    for (int i = 0; i < position.cellCount(); ++i) {
        const Player owner = position.at(i);
        const auto index = static_cast<std::size_t>(i);
        target[index] = owner == kNoPlayer ? 0 : (owner == side ? 1 : 2);
        stones += target[index] != 0 ? 1 : 0;
        if (target[index] != known_[index]) {
            ++differences;
            if (known_[index] == 0 && target[index] == 2) {
                newStone = position.cellAt(i);
            }
        }
    }
    const bool engineKnowsNothing =
        std::all_of(known_.begin(), known_.end(), [](std::uint8_t v) { return v == 0; });
    if (threads_ != toldThreads_) {
        send("INFO thread_num " + wireNumber(threads_));
        toldThreads_ = threads_;
    }

    if (differences == 1 && newStone && (side == side_ || engineKnowsNothing)) {
        send("INFO timeout_turn " + wireNumber(budget_.count()));
        send("TURN " + wireCoords(*newStone));
    } else if (stones == 0 && engineKnowsNothing) {
        send("INFO timeout_turn " + wireNumber(budget_.count()));
        send("BEGIN");
    } else if (!engineKnowsNothing) {
        // An open match must be closed before BOARD imposes a new one.
        send("RESTART");
        state_ = State::Restarting;
        armTimer(startTimeout_);
        return;
    } else {
        send("INFO timeout_turn " + wireNumber(budget_.count()));
        send("BOARD");
        // In play order, as the protocol's managers send it: strong engines take the colours
        // and the side to move from the order, not from the field.
        for (const int i : position.occupied()) {
            send(wireCoords(position.cellAt(i)) + "," +
                 wireNumber(target[static_cast<std::size_t>(i)]));
        }
        send("DONE");
    }
    known_ = std::move(target);
    side_ = side;
    state_ = State::Thinking;
    clock_.start();
    armTimer(budget_ + grace_);
}

void EngineSession::onReadyRead() {
    if (!process_) {
        return;
    }
    const QByteArray bytes = process_->readAllStandardOutput();
    std::vector<std::string> lines;
    splitter_.feed(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                   lines);
    for (const std::string& line : lines) {
        if (state_ == State::Idle) {
            return;  // failed on an earlier line
        }
        onLine(printable(QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size()))));
    }
    if (splitter_.overflowed() && busy()) {
        fail(EngineFailure::Garbage,
             tr("%1 sent a line longer than %2 bytes.").arg(displayName()).arg(kMaxLineLength));
    }
}

void EngineSession::onLine(const QString& line) {
    const std::string text = line.toStdString();
    std::string_view rest;
    const std::string word = commandWord(text, &rest);
    const QString restText = QString::fromStdString(std::string(rest));
    if (word == "MESSAGE" || word == "DEBUG") {
        emit engineMessage(restText);
        return;
    }
    if (state_ != State::About && about_.isEmpty() && isAboutLine(line)) {
        about_ = line;  // a late answer to ABOUT, after OXO went on without it
        emit engineStarted(displayName());
        return;
    }
    switch (state_) {
        case State::Idle:
        case State::Ready:
            return;  // nothing was asked; a stray line does no harm
        case State::Starting:
            if (word == "OK") {
                send("ABOUT");
                state_ = State::About;
                armTimer(std::min(kAboutWait, startTimeout_));
            } else if (word == "ERROR" || word == "UNKNOWN") {
                fail(EngineFailure::Refused, tr("%1 refused a %2×%2 board: %3")
                                                 .arg(displayName())
                                                 .arg(size_)
                                                 .arg(restText.left(200)));
            } else {
                fail(EngineFailure::Refused, tr("%1 answered \"%2\" to START instead of OK.")
                                                 .arg(displayName(), line.left(80)));
            }
            return;
        case State::About:
            if (word != "ERROR" && word != "UNKNOWN") {
                about_ = line;  // any line will do: old engines answer free text
            }
            aboutDone();
            return;
        case State::Restarting:
            if (word == "OK") {
                std::fill(known_.begin(), known_.end(), std::uint8_t{0});
                state_ = State::Ready;
                timer_.stop();
                proceed();
            } else {
                // The protocol's fallback: an engine without RESTART is started again.
                stopProcess();
                launch();
            }
            return;
        case State::Thinking:
            break;
    }

    if (word == "SUGGEST") {
        if (const auto cell = parseCoords(rest)) {
            send("PLAY " + wireCoords(*cell));  // OXO takes the engine's suggestion as it is
            return;
        }
    }
    if (word == "ERROR" || word == "UNKNOWN") {
        // Logged and waited past, as Gomocup managers do: strong engines print such a line
        // after a command they took too fast, then play. The turn's time still runs.
        emit engineMessage(line);
        return;
    }
    const auto cell = parseCoords(text);
    if (!cell) {
        fail(EngineFailure::Garbage,
             tr("%1 answered \"%2\", which is not a move.").arg(displayName(), line.left(80)));
        return;
    }
    const Position& position = *pending_;
    const MoveError error = position.check(*cell);
    if (error != MoveError::None) {
        const QString reason = error == MoveError::Occupied    ? tr("that cell is taken")
                               : error == MoveError::Forbidden ? tr("renju forbids it to black")
                                                               : tr("it is not on the board");
        fail(EngineFailure::IllegalMove,
             tr("%1 played the illegal move %2: %3.")
                 .arg(displayName(), QString::fromStdString(formatCoords(*cell)), reason));
        return;
    }
    known_[static_cast<std::size_t>(position.index(*cell))] = 1;
    state_ = State::Ready;
    timer_.stop();
    pending_.reset();
    emit moveReady(*cell);
}

void EngineSession::onFinished(int exitCode, QProcess::ExitStatus status) {
    const bool wasBusy = busy();
    const QString how = status == QProcess::CrashExit
                            ? tr("%1 crashed.").arg(displayName())
                            : tr("%1 exited (exit code %2).").arg(displayName()).arg(exitCode);
    if (wasBusy) {
        fail(EngineFailure::Crashed, how);
    } else {
        stopProcess();  // it will be started again when needed
        emit engineMessage(how);
    }
}

void EngineSession::onErrorOccurred(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart) {
        fail(EngineFailure::StartFailed,
             tr("Could not start %1: %2")
                 .arg(program_, process_ ? process_->errorString() : QString()));
    }
    // Crashes arrive through finished(); read and write errors follow from them.
}

void EngineSession::onTimeout() {
    switch (state_) {
        case State::Thinking:
            fail(EngineFailure::Hung, tr("%1 did not move within %2 ms.")
                                          .arg(displayName())
                                          .arg((budget_ + grace_).count()));
            return;
        case State::About:
            aboutDone();  // ABOUT is optional: the engine plays under its file name
            return;
        case State::Starting:
        case State::Restarting:
            fail(EngineFailure::Hung, tr("%1 did not answer within %2 ms.")
                                          .arg(displayName())
                                          .arg(startTimeout_.count()));
            return;
        case State::Idle:
        case State::Ready:
            return;
    }
}

void EngineSession::aboutDone() {
    state_ = State::Ready;
    timer_.stop();
    emit engineStarted(displayName());
    proceed();
}

void EngineSession::fail(EngineFailure kind, const QString& message) {
    failure_ = kind;
    pending_.reset();
    stopProcess();
    emit failed(message);
}

void EngineSession::send(const QByteArray& line) {
    if (process_) {
        process_->write(line + "\r\n");  // the protocol's line end, from the manager
    }
}

void EngineSession::armTimer(std::chrono::milliseconds timeout) {
    timer_.start(timeout);
}

void EngineSession::stopProcess() {
    timer_.stop();
    state_ = State::Idle;
    side_ = kNoPlayer;
    if (process_) {
        QProcess* process = std::exchange(process_, nullptr);
        process->disconnect(this);
        killGroup(std::exchange(group_, 0));  // the engine and all it started
        process->kill();
        process->waitForFinished(200);  // reap it now; SIGKILL takes a moment at most
        process->deleteLater();         // may be the sender of the signal being handled
    }
}

}  // namespace oxo::pbrain
