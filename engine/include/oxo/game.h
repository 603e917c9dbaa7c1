// Game: the facade a front end drives. It owns the position, the move history with its redo
// tail, and a list of observers it reports to (R-E8, R-E9, R-E10). It is not copyable, like an
// engine that owns state others listen to; bots take a Position copy instead (R-E11).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "oxo/position.h"
#include "oxo/replay.h"
#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo {

class Game;

// Observers learn of changes after they happened; they must not change the game from inside
// a callback (they may add or remove observers). The engine does not know who listens (R-E10).
class GameObserver {
public:
    virtual ~GameObserver() = default;
    virtual void movePlayed(const Game& /*game*/, const Move& /*move*/) {}
    virtual void moveUndone(const Game& /*game*/, const Move& /*move*/) {}
    virtual void moveRedone(const Game& /*game*/, const Move& /*move*/) {}
    virtual void gameReset(const Game& /*game*/) {}
    virtual void gameEnded(const Game& /*game*/) {}  // after the move that won or drew
};

struct PlayResult {
    MoveError error = MoveError::None;
    Cell placed;  // where the mark went (differs from the target under gravity)
    bool ok() const { return error == MoveError::None; }
};

class Game {
public:
    // Throws std::invalid_argument when validate(rules) fails.
    explicit Game(const Rules& rules);
    Game(const Game&) = delete;
    Game& operator=(const Game&) = delete;
    Game(Game&&) = default;
    Game& operator=(Game&&) = default;
    ~Game() = default;

    const Rules& rules() const { return position_.rules(); }
    const Position& position() const { return position_; }
    Player toMove() const { return position_.toMove(); }
    Status status() const { return position_.status(); }

    // Plays for the player to move; with `mover` named, refuses it when it is not their turn.
    // A refused move changes nothing and notifies no one (R-E4).
    PlayResult play(Cell target, Player mover = kNoPlayer);

    bool canUndo() const { return !history_.empty(); }
    bool canRedo() const { return !redoTail_.empty(); }
    bool undo();  // re-opens a finished game (R-E8)
    bool redo();
    void reset();  // a fresh game with the same rules; clears history and redo tail

    // The moves that led to the current position, oldest first (R-E9).
    const std::vector<Move>& history() const { return history_; }
    // Moves undone and not yet redone; the next redo() replays redoTail().back().
    const std::vector<Move>& redoTail() const { return redoTail_; }

    // Rebuilds a game by replaying `moves` with each named mover checked (R-E9).
    static std::optional<Game> fromHistory(const Rules& rules, std::span<const Move> moves,
                                           ReplayError* error = nullptr);

    void addObserver(GameObserver* observer);
    void removeObserver(GameObserver* observer);

private:
    bool step(bool forward);  // redo when forward, else undo
    template <typename Fn>
    void notify(Fn&& fn);

    Position position_;
    std::vector<Move> history_;
    std::vector<Move> redoTail_;
    std::vector<GameObserver*> observers_;
    int notifying_ = 0;  // depth of notify() calls under way
};

}  // namespace oxo
