// Test helpers: a brute-force judge written plainly (full-board scans, no counters) that the
// engine's incremental bookkeeping is checked against (R-E12), and small conveniences.
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

#include "oxo/game.h"
#include "oxo/notation.h"
#include "oxo/position.h"

namespace ref {

struct Verdict {
    oxo::Status status = oxo::Status::InProgress;
    oxo::Player winner = oxo::kNoPlayer;
    oxo::DrawKind draw = oxo::DrawKind::None;
    int winners = 0;  // how many players hold a winning run (more than one is a bug)
};

// Random rules for seeded property tests: N from 3 to maxSize, any K, two to four players, any
// first player, gravity half the time, early draws three times in four, exact length one in four.
template <typename Rng>
oxo::Rules randomRules(Rng& rng, int maxSize) {
    oxo::Rules rules;
    rules.size = 3 + static_cast<int>(rng() % static_cast<unsigned>(maxSize - 2));
    rules.winLength = 3 + static_cast<int>(rng() % static_cast<unsigned>(rules.size - 2));
    rules.players = 2 + static_cast<int>(rng() % 3);
    rules.firstPlayer = static_cast<oxo::Player>(rng() % static_cast<unsigned>(rules.players));
    rules.gravity = rng() % 2 == 0;
    rules.earlyDraw = rng() % 4 != 0;
    rules.family = (rng() % 4 == 0) ? oxo::Family::Exact : oxo::Family::Freestyle;
    return rules;
}

inline int cellOf(const oxo::Position& pos, int row, int col) {
    return pos.at(oxo::Cell{row, col});
}

inline bool onBoard(int n, int row, int col) {
    return row >= 0 && row < n && col >= 0 && col < n;
}

inline constexpr int kDirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

// Does a run of `length` marks count as a win under these rules?
inline bool winningRun(const oxo::Rules& rules, int length) {
    return rules.family == oxo::Family::Exact ? length == rules.winLength
                                              : length >= rules.winLength;
}

// Lines (K = N) or K-windows (K < N) that hold marks of at most one player, counted by
// looking at every cell of every one of them. Under the exact-length rule with K < N a window
// counts only if some player could complete it into a run of exactly K: no other player's
// marks in it and none of that player's marks on the cells just beyond it (R-E7, R-E14).
inline std::int64_t liveCount(const oxo::Position& pos) {
    const int n = pos.size();
    const int k = pos.rules().winLength;
    const bool exact = pos.rules().family == oxo::Family::Exact && k < n;
    std::int64_t live = 0;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            for (const auto& d : kDirs) {
                if (!onBoard(n, r + (k - 1) * d[0], c + (k - 1) * d[1])) {
                    continue;  // with K = N only whole rows, columns and diagonals fit
                }
                if (!exact) {
                    int owner = -1;
                    bool dead = false;
                    for (int i = 0; i < k && !dead; ++i) {
                        const int p = cellOf(pos, r + i * d[0], c + i * d[1]);
                        if (p >= 0) {
                            dead = owner >= 0 && owner != p;
                            owner = p;
                        }
                    }
                    live += dead ? 0 : 1;
                    continue;
                }
                bool someone = false;
                for (int p = 0; p < pos.rules().players && !someone; ++p) {
                    bool open = true;
                    for (int i = 0; i < k && open; ++i) {
                        const int q = cellOf(pos, r + i * d[0], c + i * d[1]);
                        open = q < 0 || q == p;
                    }
                    for (const int i : {-1, k}) {
                        const int fr = r + i * d[0];
                        const int fc = c + i * d[1];
                        open = open && !(onBoard(n, fr, fc) && cellOf(pos, fr, fc) == p);
                    }
                    someone = open;
                }
                live += someone ? 1 : 0;
            }
        }
    }
    return live;
}

// Every maximal run on the board, judged from scratch.
inline Verdict judge(const oxo::Position& pos) {
    const oxo::Rules& rules = pos.rules();
    const int n = rules.size;
    Verdict verdict;
    std::vector<bool> hasWin(oxo::kMaxPlayers, false);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int p = cellOf(pos, r, c);
            if (p < 0) {
                continue;
            }
            for (const auto& d : kDirs) {
                // Only count from the first cell of a run.
                if (onBoard(n, r - d[0], c - d[1]) && cellOf(pos, r - d[0], c - d[1]) == p) {
                    continue;
                }
                int length = 0;
                while (onBoard(n, r + length * d[0], c + length * d[1]) &&
                       cellOf(pos, r + length * d[0], c + length * d[1]) == p) {
                    ++length;
                }
                if (winningRun(rules, length)) {
                    hasWin[p] = true;
                }
            }
        }
    }
    for (int p = 0; p < oxo::kMaxPlayers; ++p) {
        if (hasWin[p]) {
            ++verdict.winners;
            verdict.winner = static_cast<oxo::Player>(p);
        }
    }
    if (verdict.winners > 0) {
        verdict.status = oxo::Status::Won;
        return verdict;
    }
    int filled = 0;
    for (int i = 0; i < n * n; ++i) {
        filled += pos.isEmpty(i) ? 0 : 1;
    }
    if (filled == n * n) {
        verdict.status = oxo::Status::Draw;
        verdict.draw = oxo::DrawKind::BoardFull;
        return verdict;
    }
    if (!rules.earlyDraw) {
        return verdict;
    }
    if (rules.earlyDraw && liveCount(pos) == 0) {
        verdict.status = oxo::Status::Draw;
        verdict.draw = oxo::DrawKind::NoLineWinnable;
    }
    return verdict;
}

// True when `line` is a straight maximal run of `player` through `through`.
inline bool isMaximalRunThrough(const oxo::Position& pos, const std::vector<oxo::Cell>& line,
                                oxo::Player player, oxo::Cell through) {
    if (line.size() < 2) {
        return false;
    }
    const int n = pos.size();
    const int dr = line[1].row - line[0].row;
    const int dc = line[1].col - line[0].col;
    bool contains = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const oxo::Cell c = line[i];
        if (c.row != line[0].row + static_cast<int>(i) * dr ||
            c.col != line[0].col + static_cast<int>(i) * dc || pos.at(c) != player) {
            return false;
        }
        contains = contains || c == through;
    }
    const oxo::Cell before{line.front().row - dr, line.front().col - dc};
    const oxo::Cell after{line.back().row + dr, line.back().col + dc};
    const auto owned = [&](oxo::Cell c) { return onBoard(n, c.row, c.col) && pos.at(c) == player; };
    return contains && !owned(before) && !owned(after);
}

// The hash a position must have, recomputed from its cells.
inline std::uint64_t fullHash(const oxo::Position& pos) {
    std::uint64_t hash = 0;
    for (int i = 0; i < pos.cellCount(); ++i) {
        if (!pos.isEmpty(i)) {
            hash ^= oxo::zobristKey(i, pos.at(i));
        }
    }
    return hash;
}

// "a1 b2 c3" -> cells (the test fails loudly on a typo).
inline std::vector<oxo::Cell> cells(const QString& text, int n) {
    std::vector<oxo::Cell> out;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto parsed = oxo::parseCell(word.toStdString(), n);
        if (!parsed.cell) {
            qFatal("bad cell in test data: %s", qPrintable(word));
        }
        out.push_back(*parsed.cell);
    }
    return out;
}

// The position after `moves` ("a1 b2 c3") under `rules`.
inline oxo::Position played(const oxo::Rules& rules, const QString& moves) {
    oxo::Position position(rules);
    for (const oxo::Cell cell : cells(moves, rules.size)) {
        position.make(cell);
    }
    return position;
}

// Five in a row on `size`×`size`, freestyle unless told otherwise.
inline oxo::Rules gomoku(int size = 15, oxo::Family family = oxo::Family::Freestyle) {
    oxo::Rules rules = oxo::Rules::square(size, 5);
    rules.family = family;
    return rules;
}

inline QString names(const std::vector<oxo::Cell>& list) {
    QStringList words;
    for (const oxo::Cell c : list) {
        words << QString::fromStdString(oxo::cellName(c));
    }
    return words.join(QLatin1Char(' '));
}

}  // namespace ref
