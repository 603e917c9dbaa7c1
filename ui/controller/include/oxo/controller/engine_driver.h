// EngineDriver: the part of GameController that runs outside pbrain-* engines (R-F5).
//
// One EngineSession per engine seat, started on the first request and kept for the game so
// the engine keeps its tables; the session itself re-sends the board (RESTART + BOARD) when
// the position is not the one it knows (undo, a loaded game, a cancelled search). Every
// request carries a tag, and every answer goes out with the tag of the request made to its
// seat: the controller's AnswerGate alone decides whether it is still wanted. Lives on the
// GUI thread.
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <chrono>
#include <cstdint>

#include "oxo/controller/game_settings.h"
#include "oxo/position.h"
#include "oxo/types.h"

namespace oxo::pbrain {
class EngineSession;
}

namespace oxo::ui {

class EngineDriver : public QObject {
    Q_OBJECT

public:
    explicit EngineDriver(QObject* parent = nullptr);
    ~EngineDriver() override;

    // Keeps the sessions whose seat still names the same program; ends the others.
    void configure(const GameSettings& settings);
    // Asks `player`'s engine for a move in `position` (player must be to move). Returns the
    // request's tag; exactly one of moveReady / failed follows with it unless cancel() comes.
    std::uint64_t request(Player player, const Position& position,
                          std::chrono::milliseconds budget);
    // Abandons the current request (the engine is stopped; the next request restarts it).
    void cancel();
    // Ends every engine (END, then a kill after a second).
    void shutdown();

    bool busy() const { return currentTag_ != 0; }
    // The engine's own name (from ABOUT) or its file name; empty for a seat without an engine.
    QString engineName(Player player) const;
    // How long past its budget an engine may take before it has hung (tests shorten it).
    void setGrace(std::chrono::milliseconds grace) { grace_ = grace; }

signals:
    void moveReady(std::uint64_t tag, oxo::Cell cell);
    void failed(std::uint64_t tag, oxo::Player player, const QString& message);
    void engineStarted(oxo::Player player, const QString& name);

private:
    pbrain::EngineSession* session(Player player);
    void answered(std::uint64_t tag);
    void drop(std::size_t seat);

    std::array<QString, kMaxPlayers> programs_;
    // Children of this object; an ended one is deleted later, as it may be mid-signal.
    std::array<pbrain::EngineSession*, kMaxPlayers> sessions_{};
    std::array<QString, kMaxPlayers> names_;
    std::uint64_t nextTag_ = 1;
    std::uint64_t currentTag_ = 0;
    Player currentPlayer_ = kNoPlayer;
    std::array<std::uint64_t, kMaxPlayers> tags_{};  // the last request made to each seat
    std::chrono::milliseconds grace_{1000};
    qint64 maxMemory_ = 0;                    // INFO max_memory, from the settings
    std::chrono::milliseconds matchTime_{0};  // INFO timeout_match: 0 unless the clock is on
    int threads_ = 1;                         // INFO thread_num: the bots' threads (R-B6)
};

}  // namespace oxo::ui
