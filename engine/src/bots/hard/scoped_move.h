// Guards for trying moves on the pattern board (like Rapfi's ScopedMove): what a guard plays
// is taken back when it goes out of scope, so no early return can leave a stone behind. They
// hold a reference and a number or two, never allocate, and compile to the bare make/unmake.
#pragma once

#include "pattern_board.h"

namespace oxo::hard {

// One move, played for the guard's lifetime.
class ScopedMove {
public:
    ScopedMove(PatternBoard& board, int cell) : board_(board), cell_(cell) { board_.make(cell); }
    ~ScopedMove() { board_.unmake(cell_); }
    ScopedMove(const ScopedMove&) = delete;
    ScopedMove& operator=(const ScopedMove&) = delete;

private:
    PatternBoard& board_;
    int cell_;
};

// A line of moves played one by one (a threat line replayed, a principal variation read from
// the table), all taken back, last first, when the guard goes out of scope.
class ScopedLine {
public:
    explicit ScopedLine(PatternBoard& board) : board_(board), start_(board.ply()) {}
    ~ScopedLine() {
        while (board_.ply() > start_) {
            board_.unmake(board_.lastMove());
        }
    }
    ScopedLine(const ScopedLine&) = delete;
    ScopedLine& operator=(const ScopedLine&) = delete;

    void play(int cell) { board_.make(cell); }

private:
    PatternBoard& board_;
    int start_;
};

// The turn handed to `player` without a move ("what if they moved now?"), given back to the
// side to move when the guard goes out of scope.
class ScopedTurn {
public:
    ScopedTurn(PatternBoard& board, int player) : board_(board), mover_(board.toMove()) {
        board_.setToMove(player);
    }
    ~ScopedTurn() { board_.setToMove(mover_); }
    ScopedTurn(const ScopedTurn&) = delete;
    ScopedTurn& operator=(const ScopedTurn&) = delete;

private:
    PatternBoard& board_;
    int mover_;
};

}  // namespace oxo::hard
