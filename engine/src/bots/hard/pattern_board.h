// Hard's board: a window of the game's board with a border of wall cells, and for
// every empty cell, direction and player the shape a stone there would make (shape.h), the
// cell's class (eval_weights.h), the evaluation sums and the sets of threat cells, all kept up
// to date in make/unmake by touching only the cells within R of the move on its four lines
// (O(K) per move and player with the shape table; O(K^2) when K is too long for a table).
// Nothing here scans the board after setup.
//
// The window is the whole board up to kMaxWindow cells a side; on larger boards it is a part
// around the stones (window.h chooses it) and cells outside it count as the board's edge.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "board_journal.h"
#include "cell_set.h"
#include "eval_weights.h"
#include "oxo/position.h"
#include "shape.h"
#include "window.h"

namespace oxo::hard {

inline constexpr std::uint8_t kWall = 0xFF;

class PatternBoard {
public:
    // Prepares an empty window of the game's board; `table` must be built for the rules'
    // (K, exact) and outlive the board. Under renju `freeTable`, built for (K, not exact) at
    // the exact radius, reads the second player's lines (five or more wins); without it that
    // player is read as exact too. Precondition: K <= kMaxPatternWinLength.
    void setup(const Rules& rules, const Window& window, const ShapeTable* table,
               const EvalWeights& weights, const ShapeTable* freeTable = nullptr);
    // Puts the position's marks inside the window on the board and takes its turn.
    void load(const Position& position);

    // Plays toMove() on the empty, playable `cell`; won() then says whether it completed K.
    void make(int cell);
    void unmake(int cell);

    // --- the game ---
    int players() const { return players_; }
    int toMove() const { return toMove_; }
    int previous(int p) const { return (p + players_ - 1) % players_; }
    int next(int p) const { return p + 1 == players_ ? 0 : p + 1; }
    bool won() const { return !wonStack_.empty() && wonStack_.back() != 0; }
    bool boardFull() const { return emptyOnBoard_ == 0; }
    int ply() const { return static_cast<int>(moves_.size()); }  // moves made since load()
    // The last move made since load(); precondition: ply() > 0.
    int lastMove() const { return moves_.back(); }
    std::int64_t stonesOnBoard() const { return stonesOnBoard_; }
    std::uint64_t hash() const { return hash_; }
    bool gravity() const { return gravity_; }
    int winLength() const { return winLength_; }
    int radius() const { return radius_; }  // cells read on each side for a shape
    // Hands the turn to `p` without a move (threat probes: "what if they moved now?"); the
    // caller gives it back with the same call before the next make or unmake (ScopedTurn).
    void setToMove(int p) { toMove_ = p; }

    // --- cells ---
    int cellCount() const { return static_cast<int>(cells_.size()); }
    bool isEmpty(int cell) const { return cells_[static_cast<std::size_t>(cell)] == 0; }
    // Empty, and under gravity resting on a mark or the bottom edge.
    bool playable(int cell) const {
        return isEmpty(cell) &&
               (!gravity_ || cells_[static_cast<std::size_t>(cell + stride_)] != 0);
    }
    std::uint8_t at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
    Cell toCell(int cell) const {
        return {cell / stride_ - pad_ + window_.row0, cell % stride_ - pad_ + window_.col0};
    }
    // The window index of a board cell, or -1 when it lies outside the window.
    int fromCell(Cell cell) const;
    int step(int dir) const { return steps_[static_cast<std::size_t>(dir)]; }
    const Window& window() const { return window_; }

    // --- patterns ---
    Shape shape(int cell, int p, int dir) const {
        return patterns_[patternsOf(cell, p) + static_cast<std::size_t>(dir)];
    }
    CellClass cellClass(int cell, int p) const {
        return static_cast<CellClass>(patterns_[patternsOf(cell, p) + kClassByte]);
    }
    // Under gravity: the cell a mark dropped into window column `col` (0-based) lands on, or
    // -1 when that column is full.
    int landing(int col) const { return columnTop_[static_cast<std::size_t>(col)]; }

    // Cells where p completes K / makes an open K-1 or two K-1 / makes a K-1 / makes an open K-2.
    const CellSet& winCells(int p) const { return sets_[kWinSets + p]; }
    const CellSet& flexFourCells(int p) const { return sets_[kFlexFourSets + p]; }
    const CellSet& fourCells(int p) const { return sets_[kFourSets + p]; }
    const CellSet& threeCells(int p) const { return sets_[kThreeSets + p]; }
    // Empty cells near a mark: within two king steps or three steps along a line.
    const CellSet& nearCells() const { return sets_[kNearSet]; }

    // The first playable cell where p completes K, or -1; *count gets how many there are (0, 1
    // or 2 meaning "two or more"). Never forbidden: a five is always allowed (R-E15).
    int playableWin(int p, int* count) const;

    // --- renju's forbidden cells (R-E15) ---
    bool renju() const { return renju_; }
    // Whether a stone of p on the empty `cell` is forbidden: only renju's first player has such
    // cells, decided by forbidden.cpp on the window and remembered per position and cell.
    bool forbidden(int cell, int p) const {
        return renju_ && p == black_ && forbiddenForBlack(cell);
    }
    // Whether p may play `cell` now: playable and not forbidden to p.
    bool allowed(int cell, int p) const { return playable(cell) && !forbidden(cell, p); }
    // The first cell where p makes an open K-1 (or two K-1) and may play, or -1: under renju a
    // first player's open three whose straight four is forbidden threatens nothing.
    int flexFour(int p) const {
        if (!renju_ || p != black_) {
            return sets_[kFlexFourSets + p].empty() ? -1 : sets_[kFlexFourSets + p][0];
        }
        return firstAllowed(sets_[kFlexFourSets + p], p);
    }
    bool hasFlexFour(int p) const { return flexFour(p) >= 0; }
    // The first cell of `cells` p may play, or -1.
    int firstAllowed(const CellSet& cells, int p) const;

    // Whether a stone of another player on the empty `cell` would leave `attacker` no cell of
    // an open K-1 (flexFourCells empty), read from the shape keys without making the move: such
    // a stone only blocks the attacker's lines, so its flex-four cells can only be lost.
    // Precondition: readsDefences(attacker).
    bool leavesNoFlexFour(int cell, int attacker) const;
    // Whether leavesNoFlexFour may be asked: a shape table, no gravity, and not renju's first
    // player (whose forbidden cells another stone can change).
    bool readsDefences(int attacker) const {
        return table_ != nullptr && !gravity_ && !(renju_ && attacker == black_);
    }

    // Evaluation for `side`: its cells' values minus the others', in weight units; the side to
    // move's own cells use the mover weights.
    std::int32_t evaluate(int side) const;
    // One cell's value for p (ordering and tuning).
    std::int32_t cellValue(int cell, int p, bool isMover) const;

    const EvalWeights& weights() const { return weights_; }
    std::uint64_t makes() const { return makes_; }  // moves made since setup (profiling)

private:
    void place(int cell, int p);
    void remove(int cell, int p);
    // The shapes of the empty `cell` along `dir` after a change on that line, and what that
    // does to its class, the sums and the threat sets.
    template <int Players>
    void updateShape(int cell, int dir);
    Shape computeShape(int cell, int p, int dir) const;
    bool forbiddenForBlack(int cell) const;
    bool mayBeForbidden(int cell) const;
    // What black's three and four cells that are forbidden add to its sums (renju).
    std::int64_t forbiddenThreatValue() const;
    void addCell(int cell, int p, int sign);
    // Puts `cell` in or out of p's threat sets whose bit is set in `changed`, as `now` says (bit
    // i: the set i * kMaxPlayers + p, that is win, flex four, four, three).
    void setMembership(int cell, int p, unsigned changed, unsigned now);
    void setEmptyCell(int cell);  // setup: every shape and the class of an empty cell
    template <bool Placing>
    void markNear(int cell);
    // patterns_ holds kPatternBytes bytes per cell and player: the shapes of the four
    // directions, then the class; one array, so that the journal restores any of them alike.
    static constexpr std::size_t kPatternBytes = 8;
    static constexpr std::size_t kClassByte = 4;
    static std::size_t patternsOf(int cell, int p) {
        return (static_cast<std::size_t>(cell) * kMaxPlayers + static_cast<std::size_t>(p)) *
               kPatternBytes;
    }
    // The threat-cell sets of each player (first + p) and the near cells, in sets_; the index
    // is also the set's id in the journal.
    static constexpr std::uint8_t kWinSets = 0;
    static constexpr std::uint8_t kFlexFourSets = kMaxPlayers;
    static constexpr std::uint8_t kFourSets = 2 * kMaxPlayers;
    static constexpr std::uint8_t kThreeSets = 3 * kMaxPlayers;
    static constexpr std::uint8_t kNearSet = 4 * kMaxPlayers;
    void setMember(std::uint8_t id, int cell, bool member) {
        journal_.setMember(sets_[id], id, cell, member);
    }
    template <bool Placing, int Players>
    void updateLines(int cell, int p);
    // Where the keys of `cell` along `dir` start in keys_, one per player.
    static std::size_t keysOf(int cell, int dir) {
        return (static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(dir)) * kMaxPlayers;
    }

    Rules rules_;
    Window window_;
    const ShapeTable* table_ = nullptr;  // null: shapes computed per cell
    // Each player's table's shapes by key, when table_ is set.
    std::array<const Shape*, kMaxPlayers> tables_{};
    std::array<bool, kMaxPlayers> exactFor_{};  // whose runs longer than K fail
    EvalWeights weights_;
    // The weights by shape for all 256 shape codes (dead = 0), so updates need no branch.
    std::array<std::int32_t, 256> moverShape_{};
    std::array<std::int32_t, 256> otherShape_{};
    std::uint64_t makes_ = 0;
    int players_ = 2;
    int winLength_ = 5;
    bool exact_ = false;  // some player's lines are read as exact: the radius is K
    bool gravity_ = false;
    bool renju_ = false;
    int black_ = 0;  // renju's first player, who has forbidden cells
    // Forbidden answers per (position hash, cell): a renju search asks the same cells again
    // and again, and forbidden.cpp's recursive check is costly.
    struct ForbiddenEntry {
        std::uint64_t key = 0;
        bool forbidden = false;
    };
    mutable std::vector<ForbiddenEntry> forbiddenCache_;
    int radius_ = 4;
    int pad_ = 4;
    int stride_ = 0;
    std::array<int, 4> steps_{};
    std::vector<int> nearOffsets_;
    std::vector<std::uint32_t> pow3_;
    // What a mark at offset -R..R (index offset + R) adds to the key of the cell at offset 0.
    std::vector<std::uint32_t> unitAt_;
    bool twoWithTable_ = false;  // two players and a shape table: the unrolled updates

    std::vector<std::uint8_t> cells_;     // 0 empty, player + 1, kWall
    std::vector<std::uint32_t> keys_;     // at keysOf(cell, dir) + p, table mode only
    std::vector<std::uint8_t> patterns_;  // at patternsOf(cell, p): shapes by dir, class
    std::vector<std::uint8_t> nearCount_;
    std::vector<std::int32_t> absIndex_;  // the cell's index on the game's board, -1 for walls
    std::vector<int> columnTop_;          // gravity: the lowest empty cell of each window column
    std::array<CellSet, kNearSet + 1> sets_;
    std::array<std::int64_t, kMaxPlayers> moverSum_{};
    std::array<std::int64_t, kMaxPlayers> otherSum_{};

    int toMove_ = 0;
    std::uint64_t hash_ = 0;
    std::int64_t emptyOnBoard_ = 0;
    std::int64_t stonesOnBoard_ = 0;
    std::vector<int> moves_;
    std::vector<std::uint8_t> wonStack_;
    // What each make since load() changed (board_journal.h), and the sums before it.
    struct Undo {
        BoardJournal::Mark mark;
        std::array<std::int64_t, kMaxPlayers> moverSum{};
        std::array<std::int64_t, kMaxPlayers> otherSum{};
    };
    BoardJournal journal_;
    std::vector<Undo> undo_;
};

}  // namespace oxo::hard
