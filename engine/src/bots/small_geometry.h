// The small solver's view of the board: every line as a 64-bit mask, and the symmetries of
// the square (only the left-right mirror under gravity) with their Zobrist keys.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "oxo/position.h"
#include "oxo/rules.h"

namespace oxo::small {

using Bits = std::uint64_t;

constexpr int kWinScore = 10000;  // a win on ply p from the root scores kWinScore - p
constexpr int kWinScoreThreshold = kWinScore - 1000;
constexpr int kInf = 30000;
constexpr int kMaxSymmetries = 8;

constexpr Bits bit(int cell) {
    return Bits{1} << cell;
}

// The board's lines as masks, plus the symmetry maps; rebuilt only when the rules change.
struct Geometry {
    Rules rules;
    int n = 0;
    int cells = 0;
    Bits full = 0;
    std::vector<Bits> windows;  // every K-window (for K = N: rows, columns, two diagonals)
    std::vector<Bits> ends;     // the on-board cells just beyond each window (overline check)
    int symmetries = 1;         // 8 on a square, 2 (left-right mirror) under gravity
    std::array<std::array<std::uint8_t, 64>, kMaxSymmetries> map{};
    std::array<std::array<std::uint8_t, 64>, kMaxSymmetries> inverse{};
    // keys[s][cell][player]: the Zobrist key of `player` on the image of `cell` under s.
    std::array<std::array<std::array<std::uint64_t, kMaxPlayers>, 64>, kMaxSymmetries> keys{};
    std::array<int, 64> lineCount{};  // windows through each cell: a static move order
    std::array<std::vector<Bits>, 64> windowsThrough;  // the windows through each cell
    std::array<int, 16> weight{};  // horizon value of a live window by its marks

    explicit Geometry(const Rules& r) : rules(r), n(r.size), cells(r.size * r.size) {
        full = cells == 64 ? ~Bits{0} : bit(cells) - 1;
        const int k = r.winLength;
        constexpr std::array<std::array<int, 2>, 4> dirs{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
        const auto on = [&](int row, int col) {
            return row >= 0 && row < n && col >= 0 && col < n;
        };
        for (const auto& [dr, dc] : dirs) {
            for (int row = 0; row < n; ++row) {
                for (int col = 0; col < n; ++col) {
                    if (!on(row + (k - 1) * dr, col + (k - 1) * dc)) {
                        continue;
                    }
                    Bits mask = 0;
                    for (int i = 0; i < k; ++i) {
                        mask |= bit((row + i * dr) * n + col + i * dc);
                    }
                    Bits beyond = 0;
                    if (on(row - dr, col - dc)) {
                        beyond |= bit((row - dr) * n + col - dc);
                    }
                    if (on(row + k * dr, col + k * dc)) {
                        beyond |= bit((row + k * dr) * n + col + k * dc);
                    }
                    windows.push_back(mask);
                    ends.push_back(beyond);
                    for (int i = 0; i < k; ++i) {
                        const auto cell =
                            static_cast<std::size_t>((row + i * dr) * n + col + i * dc);
                        ++lineCount[cell];
                        windowsThrough[cell].push_back(mask);
                    }
                }
            }
        }
        symmetries = r.gravity ? 2 : 8;
        for (int s = 0; s < symmetries; ++s) {
            for (int row = 0; row < n; ++row) {
                for (int col = 0; col < n; ++col) {
                    const int m = n - 1;
                    std::array<std::array<int, 2>, kMaxSymmetries> images{{{row, col},
                                                                           {row, m - col},
                                                                           {m - row, col},
                                                                           {m - row, m - col},
                                                                           {col, row},
                                                                           {col, m - row},
                                                                           {m - col, row},
                                                                           {m - col, m - row}}};
                    const int from = row * n + col;
                    const int to = images[s][0] * n + images[s][1];
                    map[s][from] = static_cast<std::uint8_t>(to);
                    inverse[s][to] = static_cast<std::uint8_t>(from);
                }
            }
            for (int cell = 0; cell < cells; ++cell) {
                for (int p = 0; p < kMaxPlayers; ++p) {
                    keys[s][cell][p] = zobristKey(map[s][cell], static_cast<Player>(p));
                }
            }
        }
        for (std::size_t c = 0; c < weight.size(); ++c) {
            weight[c] = c == 0 ? 0 : std::min(1 << (2 * c), 4096);
        }
    }
};

}  // namespace oxo::small
