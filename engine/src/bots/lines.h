// Line arithmetic shared by Medium and Hard on boards of any size: does a cell win for a
// player, and how much does a cell add to each player's open K-windows (R-B2).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "../window_marks.h"
#include "oxo/position.h"

namespace oxo::lines {

// Value of a K-window held by one player alone, by the marks in it; the weights grow fast so
// that one line closer to completion outweighs many weaker ones.
inline std::int64_t windowWeight(int marks, int winLength) {
    if (marks <= 0) {
        return 0;
    }
    // 8^(marks-1), and a window one short of K counts four times more again.
    const int shift = 3 * (marks - 1) < 45 ? 3 * (marks - 1) : 45;
    const std::int64_t weight = std::int64_t{1} << shift;
    return marks == winLength - 1 ? 4 * weight : weight;
}

// True when `player` placing a mark on the empty `cell` would win (overline rule included).
// Under gravity the caller passes a landing cell.
bool winsAt(const Position& position, Cell cell, Player player);

// What a mark on the empty `cell` would do to the windows through it, per player:
// `gain[p]`: value p's windows would gain if p took the cell;
// `loss[p]`: value p's windows would lose if someone else took it;
// `completes[p]`: some window of p would be completed (confirm with winsAt under exact K).
struct CellEffect {
    std::array<std::int64_t, kMaxPlayers> gain{};
    std::array<std::int64_t, kMaxPlayers> loss{};
    std::array<bool, kMaxPlayers> completes{};
    std::array<bool, kMaxPlayers> makesFour{};  // some window of p would be one short of K
};
CellEffect cellEffect(const Position& position, Cell cell);

// The same, reading marks through `markAt(direction, step)`: player + 1 for a mark, 0 for an
// empty cell, kOffBoard beyond the edge; steps run from -(K-1) to K-1 along the directions
// across, down, diagonal, anti-diagonal. The search uses it on its own padded board.
inline constexpr std::uint8_t kOffBoard = 0xFF;
template <class MarkAt>
CellEffect effectOf(int k, int players, MarkAt markAt);

template <class MarkAt>
CellEffect effectOf(int k, int players, MarkAt markAt) {
    CellEffect effect;
    for (int dir = 0; dir < 4; ++dir) {
        int back = 0;
        while (back < k - 1 && markAt(dir, -(back + 1)) != kOffBoard) {
            ++back;
        }
        int forward = 0;
        while (forward < k - 1 && markAt(dir, forward + 1) != kOffBoard) {
            ++forward;
        }
        if (back + 1 + forward < k) {
            continue;
        }
        // Slide a K-window from the first cell to the last, counting marks per player.
        WindowMarks window;
        for (int i = -back; i < -back + k; ++i) {
            window.enter(markAt(dir, i));
        }
        for (int start = -back;; ++start) {
            if (window.owners == 0) {
                for (int p = 0; p < players; ++p) {
                    effect.gain[p] += windowWeight(1, k);
                }
            } else if (window.owners == 1) {
                int q = 0;
                while (window.count[q + 1] == 0) {
                    ++q;
                }
                const int c = window.count[q + 1];
                effect.gain[q] += windowWeight(c + 1, k) - windowWeight(c, k);
                effect.loss[q] += windowWeight(c, k);
                effect.completes[q] = effect.completes[q] || c + 1 == k;
                effect.makesFour[q] = effect.makesFour[q] || c + 2 == k;
            }
            if (start + k > forward) {
                break;
            }
            window.leave(markAt(dir, start));
            window.enter(markAt(dir, start + k));
        }
    }
    return effect;
}

// Change of each player's window total when `mover` takes the empty `cell`.
std::array<std::int64_t, kMaxPlayers> moveDelta(const CellEffect& effect, Player mover);

// Distance from the centre, squared and doubled to stay integral: the tie-breaker.
inline int centreDistance(const Position& position, Cell cell) {
    const int m = position.size() - 1;
    const int dr = 2 * cell.row - m;
    const int dc = 2 * cell.col - m;
    return dr * dr + dc * dc;
}

}  // namespace oxo::lines

namespace oxo::lines {

// Cells worth considering: empty cells within `radius` (king steps) of a mark (under gravity:
// landing cells, all of them on boards up to 32 columns); the centre on an empty board.
void nearbyMoves(const Position& position, int radius, std::vector<Cell>& out);

// Win now, else block the next player's win, else the first nearby cell: what a search cut
// off before its first iteration still plays (R-B3). Looks only around the marks.
Cell safeMove(const Position& position);

}  // namespace oxo::lines
