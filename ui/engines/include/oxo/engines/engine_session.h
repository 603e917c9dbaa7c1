// The manager side of the pbrain protocol (R-F5): an outside pbrain-* executable as a player.
//
// EngineSession starts the engine with QProcess, speaks the protocol and reports each move or a
// failure through signals; it needs the event loop of the thread it lives in (the GUI thread
// for the desktop controller). EngineBot (engine_bot.h) wraps it behind the blocking Bot
// interface for oxo-cli.
//
// It works from positions, not histories: requestMove() compares the position with the board
// the engine already knows. One new opponent stone is sent as TURN, an empty board as BEGIN,
// anything else (undo, a loaded game, a cancelled search) as RESTART + BOARD; an engine that
// does not know RESTART is started afresh. Rules it cannot play (not two players, not five in
// a row, gravity) are refused with a message.
//
// Each engine runs in its own process group, and ending it (cancel, a failure, shutdown)
// ends the whole group: a wrapper script's children or a forking engine never outlive it.
// ABOUT is optional (after a short wait the engine plays under its file name), and a stray
// ERROR, UNKNOWN, MESSAGE or DEBUG line while it thinks is logged (engineMessage) and waited
// past until the turn's time runs out, as Gomocup managers do.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "oxo/position.h"
#include "oxo/protocol/pbrain_protocol.h"

namespace oxo::pbrain {

// Why an engine did not move: a refusal of the board (START answered with ERROR) means it
// cannot play these rules at all, which a match treats differently from losing one game.
enum class EngineFailure : std::uint8_t {
    None,
    Unsupported,  // rules no pbrain engine plays; nothing was started
    StartFailed,  // the program could not be run
    Refused,      // START answered with ERROR or UNKNOWN
    Crashed,      // died or exited while OXO waited for it
    Hung,         // no answer in time
    IllegalMove,  // a taken or off-board cell
    Garbage,      // a line that is not a move, or one far too long
};

// INFO max_memory when nothing else is set: what a desktop can spare for one engine.
inline constexpr qint64 kDefaultEngineMemory = qint64{256} * 1024 * 1024;

class EngineSession : public QObject {
    Q_OBJECT

public:
    explicit EngineSession(QString program, QStringList arguments = {}, QObject* parent = nullptr);
    ~EngineSession() override;

    // How long past its budget an engine may take before it counts as hung (default 1000 ms).
    void setGrace(std::chrono::milliseconds grace) { grace_ = grace; }

    // INFO max_memory in bytes (kDefaultEngineMemory unless set) and INFO timeout_match in
    // milliseconds (0, "no limit", unless a clock is on); sent when the engine starts.
    void setMaxMemory(qint64 bytes) { maxMemory_ = bytes; }
    void setMatchTime(std::chrono::milliseconds total) { matchTime_ = total; }
    // INFO thread_num: the threads the engine may search with. Sent before the next move when
    // it is more than one or has changed since the engine was told (one, the Gomocup default,
    // is never sent to an engine told nothing: older engines need not know the key).
    void setThreads(int threads) { threads_ = threads < 1 ? 1 : threads; }

    // What the last failed() was about; None after a move.
    EngineFailure failureKind() const { return failure_; }

    // Asks the engine for a move in `position` (its side is position.toMove()) with `budget`
    // (sent as INFO timeout_turn). Exactly one of moveReady / failed follows, unless cancel()
    // comes first. Starts the engine when it is not running.
    void requestMove(const Position& position, std::chrono::milliseconds budget);

    // Abandons the current request: the engine is stopped (the protocol cannot interrupt a
    // search) and restarted by the next requestMove(). No signal follows.
    void cancel();

    // Sends END and gives the engine ~150 ms to exit; then its process group is ended.
    void shutdown();

    bool busy() const { return state_ != State::Idle && state_ != State::Ready; }
    const QString& program() const { return program_; }
    // The engine's ABOUT line, e.g. name="X", version="1.0" (empty until it has started).
    const QString& about() const { return about_; }
    // The value of name="..." in the ABOUT line, or the executable's file name.
    QString displayName() const;

signals:
    // The engine answered START and ABOUT; `name` is displayName() (for the UI's player label).
    void engineStarted(const QString& name);
    void moveReady(oxo::Cell cell);
    // The engine lost: it crashed, hung, refused, answered an illegal move or garbage.
    void failed(const QString& message);
    // MESSAGE and DEBUG lines, and stray ERROR or UNKNOWN lines while thinking, for a log.
    void engineMessage(const QString& text);

private:
    enum class State : std::uint8_t {
        Idle,        // no process
        Starting,    // START sent, waiting for OK
        About,       // ABOUT sent, waiting for its line
        Ready,       // waiting for a request
        Restarting,  // RESTART sent, waiting for OK
        Thinking,    // a move command sent, waiting for X,Y
    };

    void launch();
    void proceed();  // sends the next command the pending request needs
    void onReadyRead();
    void onLine(const QString& line);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void onTimeout();
    void aboutDone();  // ABOUT answered, or waited for long enough
    void fail(EngineFailure kind, const QString& message);
    void send(const QByteArray& line);
    void armTimer(std::chrono::milliseconds timeout);
    void stopProcess();

    QString program_;
    QStringList arguments_;
    QProcess* process_ = nullptr;
    qint64 group_ = 0;  // the engine's process group (its pid); 0 when none runs
    QTimer timer_;
    QElapsedTimer clock_;
    LineSplitter splitter_;
    State state_ = State::Idle;
    std::chrono::milliseconds grace_{1000};
    std::chrono::milliseconds startTimeout_{5000};
    QString about_;
    qint64 maxMemory_ = kDefaultEngineMemory;
    std::chrono::milliseconds matchTime_{0};
    int threads_ = 1;
    int toldThreads_ = 1;  // what the running engine was last told (1: nothing)
    EngineFailure failure_ = EngineFailure::None;

    // What the running engine was started with and knows.
    int size_ = 0;
    Family family_ = Family::Freestyle;
    std::vector<std::uint8_t> known_;  // per cell: 0 empty, 1 the engine's, 2 the opponent's
    Player side_ = kNoPlayer;          // OXO's player number the engine plays

    // The request being served.
    std::optional<Position> pending_;
    std::chrono::milliseconds budget_{1000};
};

}  // namespace oxo::pbrain
