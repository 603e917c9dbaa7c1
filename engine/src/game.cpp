#include "oxo/game.h"

#include <algorithm>

#include "oxo/notation.h"

namespace oxo {

Game::Game(const Rules& rules) : position_(rules) {}

template <typename Fn>
void Game::notify(Fn&& fn) {
    // By index over the live list, without a copy per move: an observer removed during the
    // round is only blanked (so it is never called after removal) and swept afterwards.
    ++notifying_;
    // By index: an observer may add another while being notified, which would invalidate
    // iterators. NOLINTNEXTLINE(modernize-loop-convert)
    for (std::size_t i = 0; i < observers_.size(); ++i) {
        if (GameObserver* observer = observers_[i]) {
            fn(*observer);
        }
    }
    if (--notifying_ == 0) {
        std::erase(observers_, nullptr);
    }
}

PlayResult Game::play(Cell target, Player mover) {
    if (const MoveError error = position_.check(target, mover); error != MoveError::None) {
        return {error, target};
    }
    const Cell placed = position_.landing(target);
    const Move move{position_.toMove(), placed};
    position_.make(placed);
    history_.push_back(move);
    redoTail_.clear();
    notify([&](GameObserver& o) { o.movePlayed(*this, move); });
    if (position_.isOver()) {
        notify([&](GameObserver& o) { o.gameEnded(*this); });
    }
    return {MoveError::None, placed};
}

bool Game::undo() {
    return step(false);
}

bool Game::redo() {
    return step(true);
}

// Undo and redo mirror each other: one moves the last move from the history to the redo tail
// and takes it off the board, the other moves it back and plays it again.
bool Game::step(bool forward) {
    std::vector<Move>& from = forward ? redoTail_ : history_;
    std::vector<Move>& to = forward ? history_ : redoTail_;
    if (from.empty()) {
        return false;
    }
    const Move move = from.back();
    from.pop_back();
    to.push_back(move);
    if (!forward) {
        position_.unmake(move.cell);
        notify([&](GameObserver& o) { o.moveUndone(*this, move); });
        return true;
    }
    position_.make(move.cell);
    notify([&](GameObserver& o) { o.moveRedone(*this, move); });
    if (position_.isOver()) {
        notify([&](GameObserver& o) { o.gameEnded(*this); });
    }
    return true;
}

void Game::reset() {
    position_ = Position(position_.rules());
    history_.clear();
    redoTail_.clear();
    notify([&](GameObserver& o) { o.gameReset(*this); });
}

std::optional<Game> Game::fromHistory(const Rules& rules, std::span<const Move> moves,
                                      ReplayError* error) {
    Game game(rules);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& move = moves[i];
        // A recorded move always names its player; kNoPlayer would skip the turn check.
        const Player mover = move.player < 0 || move.player >= rules.players
                                 ? static_cast<Player>(kMaxPlayers)
                                 : move.player;
        if (const MoveError why = checkRecorded(game.position_, move.cell, mover);
            why != MoveError::None) {
            if (error != nullptr) {
                *error = {i, why};
            }
            return std::nullopt;
        }
        game.play(move.cell, move.player);
    }
    return game;
}

void Game::addObserver(GameObserver* observer) {
    if (observer != nullptr &&
        std::find(observers_.begin(), observers_.end(), observer) == observers_.end()) {
        observers_.push_back(observer);
    }
}

void Game::removeObserver(GameObserver* observer) {
    if (notifying_ > 0) {
        std::replace(observers_.begin(), observers_.end(), observer,
                     static_cast<GameObserver*>(nullptr));
    } else {
        std::erase(observers_, observer);
    }
}

}  // namespace oxo
