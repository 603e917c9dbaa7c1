// An outside pbrain engine as the analyser (R-F5, R-U12): one position searched for a budget,
// what the engine says while it thinks passed on as it arrives, then its best move(s).
//
// The position goes as BOARD in play order (field 1: a stone of the side to move, 2: the
// other side's), as Gomocup managers send it. When several best moves are wanted the common
// Yixin-Board extensions are tried: YXSHOWINFO (Rapfi then prints its per-depth lines),
// YXBOARD (the position without a search), YXNBEST n (search n best moves; the answer is the
// best one, the others come in "(k) ..." MESSAGE lines). An engine that answers ERROR or
// UNKNOWN to them (or stays silent past its budget) is searched again with plain BOARD, and
// asked so from then on. MESSAGE lines are read with parseEngineMessage (engine_info.h).
//
// The engine stays running between analyses (RESTART before each; an engine without RESTART
// is started afresh). stop() and a new analyse() send YXSTOP, which engines that think on a
// thread of their own answer at once with their best move so far; an engine that does not
// answer within the grace is ended (its whole process group) and started again when needed.
// A crash, a line that is neither a move nor a message, an illegal move, or silence past the
// budget + grace ends the engine and emits failed(). Nothing here waits: every step is a
// signal or a timer of the thread the analyser lives in (the GUI thread in the app).
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "oxo/engines/engine_info.h"
#include "oxo/engines/engine_lines.h"
#include "oxo/position.h"
#include "oxo/protocol/pbrain_protocol.h"

namespace oxo::pbrain {

// The end of one analysis.
struct EngineResult {
    // The engine's answer: a legal move. {-1, -1} only after stop() when the engine was ended
    // before it answered and none of its messages named a move.
    Cell best{-1, -1};
    // Best first, distinct legal moves, lines.front().move == best (empty when best is
    // {-1, -1}). More than one only when the engine answered YXNBEST.
    std::vector<EngineLine> lines;
    EngineInfo summary;    // everything its messages said about the search (mergeEngineInfo)
    bool stopped = false;  // stop() ended the search before its budget
};

class EngineAnalyser : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxLines = 10;

    explicit EngineAnalyser(QString program, QStringList arguments = {}, QObject* parent = nullptr);
    ~EngineAnalyser() override;
    EngineAnalyser(const EngineAnalyser&) = delete;
    EngineAnalyser& operator=(const EngineAnalyser&) = delete;

    // How long past its budget an engine may take (and how long YXSTOP may take) before it
    // counts as hung (default 1000 ms); how long START and RESTART may take (default 5000 ms).
    void setGrace(std::chrono::milliseconds grace) { grace_ = grace; }
    void setStartTimeout(std::chrono::milliseconds timeout) { startTimeout_ = timeout; }
    // INFO max_memory in bytes (kDefaultEngineMemory of engine_session.h unless set).
    void setMaxMemory(qint64 bytes) { maxMemory_ = bytes; }
    // INFO thread_num: the threads the engine may search with (R-B6). Sent before the next
    // search when it differs from what the engine was last told (one, after START).
    void setThreads(int threads) { threads_ = threads < 1 ? 1 : threads; }

    // Analyses `position` (the engine plays position.toMove()) for `budget` (INFO
    // timeout_turn), asking for `lines` best moves (1..kMaxLines). infoChanged() follows for
    // each MESSAGE line, then exactly one of finished() / failed(), unless cancel() or another
    // analyse() comes first (a new analyse() replaces the old one, whose result is dropped).
    // Starts the engine when it is not running. Rules no pbrain engine plays, or a position
    // that is over, fail (queued, like every other outcome).
    // A zero budget is sent as INFO timeout_turn 0 (with timeout_match 0): Rapfi then searches
    // without a limit until stop(), and nothing counts as hung; engines that read 0 as "play
    // at once", as the protocol has it, answer at once.
    void analyse(const Position& position, int lines, std::chrono::milliseconds budget);

    // Ends the search early: YXSTOP asks for the best move so far, and finished() follows with
    // stopped set. An engine that does not answer within the grace is ended; finished() then
    // carries the first move of its last best line, if it named one.
    void stop();

    // Drops the current analysis; no signal follows for it. The engine is asked to stop and
    // ended if it does not within the grace.
    void cancel();

    // Ends the engine (its whole process group) now.
    void shutdown();

    bool busy() const { return request_.has_value() || state_ == State::Stopping; }
    // The engine's ABOUT name (name="..."), or the executable's file name.
    QString displayName() const;
    // Whether the engine answered YXNBEST (nullopt until it was asked).
    std::optional<bool> multiPvSupported() const { return multiPv_; }
    // What the current (or last) analysis said so far.
    const EngineInfo& summary() const { return book_.summary(); }
    // Its best lines so far, best first; what finished() will carry.
    const std::vector<EngineLine>& lines() const { return book_.lines(); }

signals:
    void engineStarted(const QString& name);
    // One MESSAGE line as read (its fields empty when not understood: then text for a log),
    // while the engine starts or searches the position asked; lines that may be about another
    // position (between searches, from a search given up) are dropped.
    void infoChanged(const oxo::pbrain::EngineInfo& info);
    void finished(const oxo::pbrain::EngineResult& result);
    // The engine was dropped: it could not start, refused the board, crashed, hung, or
    // answered garbage or an illegal move. It is started again by the next analyse().
    void failed(const QString& message);

private:
    enum class State : std::uint8_t {
        Idle,        // no process
        Starting,    // START sent, waiting for OK
        About,       // ABOUT sent, waiting for its line
        Ready,       // waiting for a request
        Restarting,  // RESTART sent, waiting for OK
        Thinking,    // the search sent, waiting for X,Y
        Stopping,    // YXSTOP sent, waiting for X,Y
    };
    struct Request {
        Position position;
        int lines = 1;
        std::chrono::milliseconds budget{1000};
    };

    void launch();
    void proceed();  // sends what the pending request needs next
    void search();
    void searchPlain();
    void sendPosition(const QByteArray& command);  // BOARD or YXBOARD, the stones, DONE
    void onReadyRead();
    void onLine(const QString& line);
    void onThinkingLine(const std::string& word, const QString& line, const QString& rest);
    void onMove(Cell cell);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void onTimeout();
    void aboutDone();
    void abandonStop();  // YXSTOP went unanswered
    void fail(const QString& message);
    void deliver(Cell best, bool stopped);
    void send(const QByteArray& line);
    void killProcess();
    void startStop();

    QString program_;
    QStringList arguments_;
    QProcess* process_ = nullptr;
    qint64 group_ = 0;
    QTimer timer_;
    LineSplitter splitter_;
    State state_ = State::Idle;
    std::chrono::milliseconds grace_{1000};
    std::chrono::milliseconds startTimeout_{5000};
    qint64 maxMemory_;
    QString about_;
    int size_ = 0;
    Family family_ = Family::Freestyle;
    bool fresh_ = true;  // the engine has seen no position since START or RESTART
    int threads_ = 1;
    int toldThreads_ = 1;  // what the running engine was told: one until INFO thread_num
    int restartTries_ = 0;
    int ignoreRefusals_ = 0;  // ERROR/UNKNOWN lines still due for a YXSTOP the engine lacks
    std::optional<bool> multiPv_;
    bool askedMultiPv_ = false;  // the search running was asked with YXNBEST

    std::optional<Request> request_;  // the analysis wanted (running or waiting its turn)
    bool deliverStop_ = false;        // the search being stopped belongs to request_
    EngineLines book_;                // what the current (or last) search said
};

}  // namespace oxo::pbrain

Q_DECLARE_METATYPE(oxo::pbrain::EngineResult)
