#include "lines.h"

#include <algorithm>

namespace oxo::lines {

namespace {
constexpr std::array<std::array<int, 2>, 4> kDirections{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
}

std::int64_t windowWeight(int marks, int winLength) {
    if (marks <= 0) {
        return 0;
    }
    // 8^(marks-1), but a window one short of K always dominates everything else.
    const int shift = std::min(3 * (marks - 1), 45);
    std::int64_t weight = std::int64_t{1} << shift;
    if (marks == winLength - 1) {
        weight *= 4;
    }
    return weight;
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
        if (position.rules().exactLength ? run == k : run >= k) {
            // With K = N only full rows, columns and the two main diagonals exist, and a
            // run of N through the cell is exactly one of them.
            return true;
        }
    }
    return false;
}

CellEffect cellEffect(const Position& position, Cell cell) {
    CellEffect effect;
    const int k = position.rules().winLength;
    const int players = position.rules().players;
    for (const auto& [dr, dc] : kDirections) {
        // The cells from K-1 before to K-1 after, clipped to the board.
        int back = 0;
        while (back < k - 1 && position.inBounds({cell.row - (back + 1) * dr,
                                                  cell.col - (back + 1) * dc})) {
            ++back;
        }
        int forward = 0;
        while (forward < k - 1 && position.inBounds({cell.row + (forward + 1) * dr,
                                                     cell.col + (forward + 1) * dc})) {
            ++forward;
        }
        const int span = back + 1 + forward;
        if (span < k) {
            continue;
        }
        // Player + 1 at step i of the span, 0 for empty.
        const auto markAt = [&](int i) {
            return static_cast<std::uint8_t>(
                position.at(Cell{cell.row + (i - back) * dr, cell.col + (i - back) * dc}) + 1);
        };
        std::array<int, kMaxPlayers + 1> count{};
        int owners = 0;
        const auto enter = [&](std::uint8_t v) {
            if (v != 0 && count[v]++ == 0) {
                ++owners;
            }
        };
        const auto leave = [&](std::uint8_t v) {
            if (v != 0 && --count[v] == 0) {
                --owners;
            }
        };
        for (int i = 0; i < k; ++i) {
            enter(markAt(i));
        }
        for (int start = 0;; ++start) {
            if (owners == 0) {
                for (int p = 0; p < players; ++p) {
                    effect.gain[p] += windowWeight(1, k);
                }
            } else if (owners == 1) {
                int q = 0;
                while (count[q + 1] == 0) {
                    ++q;
                }
                const int c = count[q + 1];
                effect.gain[q] += windowWeight(c + 1, k) - windowWeight(c, k);
                effect.loss[q] += windowWeight(c, k);
                if (c + 1 == k) {
                    effect.completes[q] = true;
                }
            }
            if (start + k >= span) {
                break;
            }
            leave(markAt(start));
            enter(markAt(start + k));
        }
    }
    return effect;
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
    std::vector<std::uint8_t> near(static_cast<std::size_t>(position.cellCount()), 0);
    bool any = false;
    for (int idx = 0; idx < position.cellCount(); ++idx) {
        if (position.isEmpty(idx)) {
            continue;
        }
        any = true;
        const Cell c = position.cellAt(idx);
        for (int r = std::max(0, c.row - radius); r <= std::min(n - 1, c.row + radius); ++r) {
            for (int col = std::max(0, c.col - radius); col <= std::min(n - 1, c.col + radius);
                 ++col) {
                near[static_cast<std::size_t>(r * n + col)] = 1;
            }
        }
    }
    if (!any) {
        out.push_back(position.landing({(n - 1) / 2, n / 2}));
        return;
    }
    for (int idx = 0; idx < position.cellCount(); ++idx) {
        if (near[static_cast<std::size_t>(idx)] != 0 && position.isEmpty(idx)) {
            const Cell c = position.cellAt(idx);
            if (!position.rules().gravity || position.landing(c) == c) {
                out.push_back(c);
            }
        }
    }
    if (out.empty()) {
        position.legalMoves(out);  // gravity: no landing cell near a mark
    }
}

}  // namespace oxo::lines
