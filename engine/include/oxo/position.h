// A position: the board plus everything needed to decide the game after each move in O(1)
// (K = N) or O(K) (K < N), with make/unmake and an incrementally kept Zobrist hash.
//
// Position is the cheap, copyable value bots and analysis work on (R-E11): it has no history,
// no listeners and no redo tail; Game adds those. Nothing here ever scans the board after a
// move (R-E6, R-E7).
//
// Memory: one byte per cell plus O(N) counters and an index per mark, so even N = 4096 stays near
// 16 MiB; Zobrist keys are derived by hashing (cell, player), not read from per-cell tables.
#pragma once

#include <cassert>
#include <cstdint>
#include <tuple>
#include <vector>

#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo {

// Zobrist key of `player` on cell `index`: splitmix64's finaliser over the pair, the same in
// every run. Derived, not tabled, so a 4096×4096 board needs no per-cell key storage; inline
// because make/unmake call it on every move.
constexpr std::uint64_t zobristKey(int index, Player player) {
    std::uint64_t x = (static_cast<std::uint64_t>(index) << 2) | static_cast<std::uint64_t>(player);
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

class Position {
public:
    // Throws std::invalid_argument with RulesError::message() when validate(rules) fails.
    explicit Position(const Rules& rules);

    const Rules& rules() const { return rules_; }
    int size() const { return rules_.size; }
    int cellCount() const { return rules_.size * rules_.size; }
    int index(Cell cell) const {
        assert(inBounds(cell));
        return cell.row * rules_.size + cell.col;
    }
    Cell cellAt(int index) const {
        assert(index >= 0 && index < cellCount());
        return {index / rules_.size, index % rules_.size};
    }
    bool inBounds(Cell cell) const;

    Player at(Cell cell) const { return at(index(cell)); }
    Player at(int index) const {
        assert(index >= 0 && index < cellCount());
        return static_cast<Player>(cells_[index] - 1);
    }
    bool isEmpty(int index) const {
        assert(index >= 0 && index < cellCount());
        return cells_[index] == 0;
    }

    // The player whose turn it is; once the game is over, the one who would have been next.
    Player toMove() const { return toMove_; }
    int moveCount() const { return moveCount_; }
    Status status() const { return status_; }
    bool isOver() const { return status_ != Status::InProgress; }
    Player winner() const { return winner_; }
    DrawKind drawKind() const { return drawKind_; }
    std::uint64_t hash() const { return hash_; }

    // Lines (K = N) or K-windows (K < N) that some player could still complete (R-E7); under
    // the exact-length rule only into a run of exactly K (R-E14).
    std::int64_t liveLines() const { return liveLines_; }

    // The cells of the winning run, in order along the line (empty unless status() == Won).
    std::vector<Cell> winningLine() const;

    // R-E4 order: game over, wrong turn (only when a mover is named), out of bounds, occupied
    // (or, under gravity, column full), forbidden (renju, R-E15). Changes nothing.
    MoveError check(Cell target, Player mover = kNoPlayer) const;

    // Where a move aimed at `target` lands: the cell itself, or under gravity the lowest free
    // cell of its column (R-E13). Precondition: check(target) == MoveError::None.
    Cell landing(Cell target) const;

    // Whether renju forbids toMove() the empty cell `index` (R-E15); false under other rules.
    bool isForbidden(int index) const;

    // Plays toMove() on `cell`. Precondition: check(cell) is None (or Forbidden: a search may
    // look at such a move) and landing(cell) == cell.
    void make(Cell cell);
    // Takes back the last move, which must have been made on `cell`.
    void unmake(Cell cell);

    // Every cell a move can be made on now (under gravity, one per column that is not full;
    // under renju, no cell forbidden to the mover).
    void legalMoves(std::vector<Cell>& out) const;

    // The indices of the occupied cells, in the order they were played: what a bot on a huge
    // board looks at instead of scanning millions of empty cells.
    const std::vector<int>& occupied() const { return occupied_; }

    // Whole-state comparison; tests use it to prove a refused move changed nothing. The play
    // order is bookkeeping, not state: positions with the same marks are equal whatever order
    // the marks were played in.
    friend bool operator==(const Position& a, const Position& b);

private:
    // Whether the player to move may take some empty cell (renju: not every one is forbidden).
    bool hasAllowedCell() const;
    // Every member but the play order, for operator==.
    auto state() const {
        return std::tie(rules_, cells_, lineMarks_, lineOwners_, columnFill_, liveLines_, hash_,
                        moveCount_, toMove_, status_, winner_, drawKind_, winStart_, winDRow_,
                        winDCol_, winLength_);
    }

    bool addToLines(int row, int col, Player player);
    void removeFromLines(int row, int col, Player player);
    std::int64_t windowsClosedBy(int row, int col, Player player) const;
    std::int64_t liveWindowsAround(int row, int col) const;
    int runThrough(int row, int col, int dRow, int dCol, Player player, int* back) const;
    bool winThrough(int row, int col, Player player);

    Rules rules_;
    std::vector<std::uint8_t> cells_;  // 0 = empty, else player + 1
    // K = N only: marks per (line, player), lines = rows, columns, two diagonals.
    std::vector<std::uint16_t> lineMarks_;
    std::vector<std::uint8_t> lineOwners_;   // distinct players with a mark in each line
    std::vector<std::uint16_t> columnFill_;  // gravity only: marks in each column
    std::vector<int> occupied_;              // marked cells in play order
    std::int64_t liveLines_ = 0;
    std::uint64_t hash_ = 0;
    int moveCount_ = 0;
    Player toMove_ = 0;
    Status status_ = Status::InProgress;
    Player winner_ = kNoPlayer;
    DrawKind drawKind_ = DrawKind::None;
    // The winning run: first cell, direction and length.
    Cell winStart_;
    int winDRow_ = 0;
    int winDCol_ = 0;
    int winLength_ = 0;
};

}  // namespace oxo
