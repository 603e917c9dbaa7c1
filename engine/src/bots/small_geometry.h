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

constexpr int kMaxSymmetries = 8;

constexpr Bits bit(int cell) {
    return Bits{1} << cell;
}

// The board's lines as masks, plus the symmetry maps; rebuilt only when the rules change.
struct Geometry {
    Rules rules;
    bool exact = false;  // the exact-length rule: a run longer than K does not win (R-E14)
    // Renju (R-E15): `black` wins only with exactly K and has forbidden cells; the other player
    // wins with K or more.
    bool renju = false;
    int black = 0;
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

    explicit Geometry(const Rules& r)
        : rules(r),
          exact(r.family == Family::Exact),
          renju(r.family == Family::Renju),
          black(r.firstPlayer),
          n(r.size),
          cells(r.size * r.size) {
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

    // Whether a run longer than K fails to win for `player`.
    bool exactFor(int player) const { return exact || (renju && player == black); }
};

// The one cell that completes window `i` for the player holding `mine`, or 0: the window holds
// K - 1 of its marks and the caller has checked that no other player holds a cell of it; under
// the exact-length rule no mark of its own may lie just beyond (that run would be an overline).
// `exact`: whether a longer run fails for that player (Geometry::exactFor).
inline Bits completingCell(const Geometry& g, std::size_t i, Bits mine, bool exact) {
    const Bits gap = g.windows[i] & ~mine;
    if ((gap & (gap - 1)) != 0 || (exact && (mine & g.ends[i]) != 0)) {
        return 0;
    }
    return gap;
}
inline Bits completingCell(const Geometry& g, std::size_t i, Bits mine) {
    return completingCell(g, i, mine, g.exact);
}

// Whether `mine`, which holds `cell`, completes a window through it (a win, not an overline).
inline bool completesWindow(const Geometry& g, Bits mine, int cell) {
    for (std::size_t i = 0; i < g.windows.size(); ++i) {
        const Bits w = g.windows[i];
        if ((w & bit(cell)) != 0 && (w & ~mine) == 0 && !(g.exact && (mine & g.ends[i]) != 0)) {
            return true;
        }
    }
    return false;
}

// Every empty cell that would complete a window for `me`, two players (`opp` holds the rest).
inline Bits completions(const Geometry& g, Bits me, Bits opp) {
    Bits out = 0;
    for (std::size_t i = 0; i < g.windows.size(); ++i) {
        if ((g.windows[i] & opp) == 0) {
            out |= completingCell(g, i, me);
        }
    }
    return out;
}

}  // namespace oxo::small
