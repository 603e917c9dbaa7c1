#include "lines.h"

#include <algorithm>

namespace oxo::lines {

namespace {
constexpr std::array<std::array<int, 2>, 4> kDirections{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
}

bool winsAt(const Position& position, Cell cell, Player player) {
    const int k = position.rules().winLength;
    const auto owns = [&](int row, int col) {
        return position.inBounds({row, col}) && position.at(Cell{row, col}) == player;
    };
    for (const auto& [dr, dc] : kDirections) {
        int run = 1;
        for (int i = 1; i <= k && owns(cell.row - i * dr, cell.col - i * dc); ++i) {
            ++run;
        }
        for (int i = 1; i <= k && owns(cell.row + i * dr, cell.col + i * dc); ++i) {
            ++run;
        }
        if (position.rules().exactFor(player) ? run == k : run >= k) {
            // With K = N only full rows, columns and the two main diagonals exist, and a
            // run of N through the cell is exactly one of them.
            return true;
        }
    }
    return false;
}

CellEffect cellEffect(const Position& position, Cell cell) {
    return effectOf(position.rules().winLength, position.rules().players,
                    [&](int dir, int step) -> std::uint8_t {
                        const Cell c{cell.row + step * kDirections[dir][0],
                                     cell.col + step * kDirections[dir][1]};
                        if (!position.inBounds(c)) {
                            return kOffBoard;
                        }
                        return static_cast<std::uint8_t>(position.at(c) + 1);
                    });
}

std::array<std::int64_t, kMaxPlayers> moveDelta(const CellEffect& effect, Player mover) {
    std::array<std::int64_t, kMaxPlayers> delta{};
    for (int p = 0; p < kMaxPlayers; ++p) {
        delta[p] = p == mover ? effect.gain[p] : -effect.loss[p];
    }
    return delta;
}

}  // namespace oxo::lines

namespace oxo::lines {

void nearbyMoves(const Position& position, int radius, std::vector<Cell>& out) {
    out.clear();
    if (position.isOver()) {
        return;
    }
    const int n = position.size();
    if (position.rules().gravity && n <= 32) {
        position.legalMoves(out);
        return;
    }
    // Around the marks only, never over the whole board: a 4096×4096 board has 16 M cells.
    const std::vector<int>& marks = position.occupied();
    if (marks.empty()) {
        out.push_back(position.landing({(n - 1) / 2, n / 2}));
        return;
    }
    std::vector<int> near;
    near.reserve(marks.size() * static_cast<std::size_t>((2 * radius + 1) * (2 * radius + 1)));
    for (const int idx : marks) {
        const Cell c = position.cellAt(idx);
        for (int r = std::max(0, c.row - radius); r <= std::min(n - 1, c.row + radius); ++r) {
            for (int col = std::max(0, c.col - radius); col <= std::min(n - 1, c.col + radius);
                 ++col) {
                near.push_back(r * n + col);
            }
        }
    }
    std::sort(near.begin(), near.end());  // board order, as bots expect (reproducible play)
    near.erase(std::unique(near.begin(), near.end()), near.end());
    for (const int idx : near) {
        // Renju's forbidden cells are no moves at all (R-E15).
        if (position.isEmpty(idx) && !position.isForbidden(idx)) {
            const Cell c = position.cellAt(idx);
            if (!position.rules().gravity || position.landing(c) == c) {
                out.push_back(c);
            }
        }
    }
    if (out.empty()) {
        position.legalMoves(out);  // gravity or renju: no playable cell near a mark
    }
}

Cell safeMove(const Position& position) {
    std::vector<Cell> cells;
    nearbyMoves(position, 1, cells);
    const Player me = position.toMove();
    const auto next = static_cast<Player>((me + 1) % position.rules().players);
    for (const Player p : {me, next}) {
        for (const Cell c : cells) {
            if (winsAt(position, c, p)) {
                return c;
            }
        }
    }
    return cells.front();
}

}  // namespace oxo::lines
