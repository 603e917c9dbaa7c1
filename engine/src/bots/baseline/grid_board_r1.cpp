// GridSearch's board bookkeeping: the padded mark array, the per-cell effect cache, making
// and taking back moves with the evaluation totals, and the candidate list of a node.
#include <algorithm>

#include "grid_search_r1.h"

namespace oxo::baseline {
lines::CellEffect GridSearch::effectAt(Cell cell) {
    if (board_.empty()) {
        return lines::cellEffect(position_, cell);
    }
    const auto idx = static_cast<std::size_t>(position_.index(cell));
    if (!effectValid_.empty() && effectValid_[idx] != 0) {
        return effectCache_[idx];
    }
    const std::uint8_t* at = board_.data() + padded(cell);
    const lines::CellEffect effect =
        lines::effectOf(position_.rules().winLength, position_.rules().players,
                        [&](int dir, int step) { return at[step * steps_[dir]]; });
    if (!effectValid_.empty()) {
        effectCache_[idx] = effect;
        effectValid_[idx] = 1;
    }
    return effect;
}

void GridSearch::invalidateAround(Cell cell) {
    if (effectValid_.empty()) {
        return;
    }
    constexpr std::array<std::array<int, 2>, 4> kDirs{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
    const int k = position_.rules().winLength;
    for (const auto& [dr, dc] : kDirs) {
        for (int step = -(k - 1); step < k; ++step) {
            const Cell c{cell.row + step * dr, cell.col + step * dc};
            if (position_.inBounds(c)) {
                effectValid_[static_cast<std::size_t>(position_.index(c))] = 0;
            }
        }
    }
}

void GridSearch::play(Cell cell, const lines::CellEffect& effect) {
    if (!board_.empty()) {
        board_[padded(cell)] = static_cast<std::uint8_t>(position_.toMove() + 1);
    }
    const auto delta = lines::moveDelta(effect, position_.toMove());
    for (int p = 0; p < kMaxPlayers; ++p) {
        totals_[p] += delta[p];
    }
    deltas_.push_back(delta);
    marks_.push_back(position_.index(cell));
    position_.make(cell);
    invalidateAround(cell);
}

void GridSearch::takeBack(Cell cell) {
    position_.unmake(cell);
    if (!board_.empty()) {
        board_[padded(cell)] = 0;
    }
    invalidateAround(cell);
    marks_.pop_back();
    for (int p = 0; p < kMaxPlayers; ++p) {
        totals_[p] -= deltas_.back()[p];
    }
    deltas_.pop_back();
}

std::int64_t GridSearch::evaluate() const {
    std::int64_t others = 0;
    for (int p = 0; p < position_.rules().players; ++p) {
        if (p != root_) {
            others += totals_[p];
        }
    }
    return std::clamp(totals_[root_] - others, -kWinThreshold + 1, kWinThreshold - 1);
}

void GridSearch::candidates(std::vector<Candidate>& out) {
    out.clear();
    const int n = position_.size();
    std::vector<Cell>& cells = cellBuffer_;
    cells.clear();
    if (position_.rules().gravity && n <= 32) {
        position_.legalMoves(cells);
    } else if (marks_.empty()) {
        cells.push_back(position_.landing({(n - 1) / 2, n / 2}));
    } else {
        std::vector<int>& near = nearBuffer_;
        near.clear();
        if (usesStamps() && ++stampNow_ == 0) {
            std::fill(stamp_.begin(), stamp_.end(), 0);
            stampNow_ = 1;
        }
        for (const int idx : marks_) {
            const Cell c = position_.cellAt(idx);
            for (int r = std::max(0, c.row - kRadius); r <= std::min(n - 1, c.row + kRadius); ++r) {
                for (int col = std::max(0, c.col - kRadius);
                     col <= std::min(n - 1, c.col + kRadius); ++col) {
                    const int i = r * n + col;
                    if (!position_.isEmpty(i)) {
                        continue;
                    }
                    if (usesStamps()) {
                        if (stamp_[static_cast<std::size_t>(i)] == stampNow_) {
                            continue;
                        }
                        stamp_[static_cast<std::size_t>(i)] = stampNow_;
                    }
                    near.push_back(i);
                }
            }
        }
        if (!usesStamps()) {
            std::sort(near.begin(), near.end());
            near.erase(std::unique(near.begin(), near.end()), near.end());
        }
        for (const int i : near) {
            const Cell c = position_.cellAt(i);
            if (!position_.rules().gravity || position_.landing(c) == c) {
                cells.push_back(c);
            }
        }
        if (cells.empty()) {
            position_.legalMoves(cells);
        }
    }
    const Player mover = position_.toMove();
    const int players = position_.rules().players;
    for (const Cell c : cells) {
        Candidate cand{c, 0, effectAt(c)};
        std::int64_t defence = 0;
        for (int p = 0; p < players; ++p) {
            if (p != mover) {
                defence = std::max(defence, cand.effect.gain[p]);
            }
        }
        cand.order = cand.effect.gain[mover] + defence;
        if (!history_.empty()) {
            cand.order += history_[static_cast<std::size_t>(position_.index(c))];
        }
        out.push_back(cand);
    }
}

}  // namespace oxo::baseline
