// FROZEN BASELINE "alphabeta-r1": the Hard search as it was before the gomoku engine (commit
// 7569514), kept unchanged so that every new Hard can be matched against it (`oxo-cli match --bot2
// alphabeta-r1`). Do not improve it: test_baseline_bot pins its moves at node limits.
//
// Hard on boards the small solver cannot hold (more than 64 cells, or 3-4 players):
// iterative-deepening alpha-beta on a private Position copy (R-E11) with a transposition table
// keyed by the position's Zobrist hash, forced wins and blocks found at every node, candidate
// moves restricted to cells near the marks, ordered by the open lines they make or stop plus
// a history heuristic, and an incremental evaluation of every player's open K-windows at the
// horizon. Two players is plain minimax; three or four use the paranoid method: the others
// are assumed to play together against the bot (R-B2).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "../lines.h"
#include "../search_clock.h"
#include "oxo/bot.h"

namespace oxo::baseline {

class GridSearch {
public:
    Analysis analyse(const Position& position, const SearchLimits& limits);

    static constexpr std::int64_t kWin = std::int64_t{1} << 60;  // a win on ply p: kWin - p
    static constexpr std::int64_t kWinThreshold = kWin - 100000;
    static constexpr std::int64_t kInf = std::int64_t{1} << 62;
    static constexpr int kMaxPly = 96;
    static constexpr int kRadius = 2;  // candidates: empty cells this close to a mark

private:
    struct Candidate {
        Cell cell;
        std::int64_t order = 0;
        lines::CellEffect effect;
    };
    struct Entry {
        std::uint64_t key = 0;
        std::int64_t score = 0;
        std::int32_t move = -1;
        std::int16_t depth = 0;
        std::uint8_t bound = 0;
    };

    std::int64_t search(int depth, std::int64_t alpha, std::int64_t beta, int ply);
    // Victory by continuous fours: the mover wins by moves that each threaten to win at once
    // and force the single block. Returns the plies to the win (0 if none found).
    int continuousFours(int ply, Cell* first);
    void candidates(std::vector<Candidate>& out);
    std::int64_t evaluate() const;
    void play(Cell cell, const lines::CellEffect& effect);
    void takeBack(Cell cell);
    bool usesStamps() const { return !stamp_.empty(); }
    lines::CellEffect effectAt(Cell cell);
    std::size_t padded(Cell cell) const {
        return static_cast<std::size_t>((cell.row + pad_) * stride_ + cell.col + pad_);
    }

    Position position_{Rules{}};
    Rules tableRules_;  // the table is cleared when the rules change
    Player root_ = 0;
    // Marks on a board with a K-wide off-board border (boards up to 1024): line reads need no
    // bounds checks. Empty when the board is larger; then the Position is read instead.
    std::vector<std::uint8_t> board_;
    // Each cell's effect stays valid until a mark lands within K-1 of it on one of its lines
    // (boards up to 2^16 cells): most of a node's candidates are reused from its parent.
    std::vector<lines::CellEffect> effectCache_;
    std::vector<std::uint8_t> effectValid_;
    void invalidateAround(Cell cell);
    int stride_ = 0;
    int pad_ = 0;
    std::array<int, 4> steps_{};
    int width_ = 12;
    std::vector<int> marks_;  // indices of every mark, root marks first
    std::vector<std::array<std::int64_t, kMaxPlayers>> deltas_;  // undo stack for totals_
    std::array<std::int64_t, kMaxPlayers> totals_{};  // window values relative to the root
    std::vector<std::uint32_t> stamp_;  // candidate de-duplication (boards up to 2^22 cells)
    std::uint32_t stampNow_ = 0;
    std::vector<int> history_;  // cutoff counts per cell (boards up to 2^16 cells)
    std::vector<Entry> table_;
    std::vector<std::vector<Candidate>> plyMoves_;
    std::vector<Cell> cellBuffer_;
    std::vector<int> nearBuffer_;
    Cell rootBest_;
    bool rootBestSet_ = false;
    std::uint64_t nodes_ = 0;
    std::uint64_t fourNodes_ = 0;
    SearchClock clock_;
};

}  // namespace oxo::baseline
