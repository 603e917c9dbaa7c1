// Line arithmetic shared by Medium and Hard on boards of any size: does a cell win for a
// player, and how much does a cell add to each player's open K-windows (R-B2).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "oxo/position.h"

namespace oxo::lines {

// Value of a K-window held by one player alone, by the marks in it; the weights grow fast so
// that one line closer to completion outweighs many weaker ones.
std::int64_t windowWeight(int marks, int winLength);

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
};
CellEffect cellEffect(const Position& position, Cell cell);

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

}  // namespace oxo::lines
