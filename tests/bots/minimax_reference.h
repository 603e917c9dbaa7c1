// A brute-force judge for the solver tests, written plainly and sharing no code with the
// solvers (nor with Position's bookkeeping): its own board of at most 16 cells, a win found by
// walking the four directions from the last move, full minimax over every legal move, and a
// memo of every position seen. Values are for a fixed "root" player: +(100 - d) when the root
// wins d plies from here, -(100 - d) when another player does, 0 for a draw. The root
// maximises and every other player minimises: exact minimax for two players, the paranoid
// model for three or four. The early-draw rule changes no value (nobody can win any more either
// way), so the judge plays every game to a win or a full board.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

#include "oxo/position.h"

namespace oxo::test {

class MinimaxReference {
public:
    explicit MinimaxReference(const Rules& rules) : rules_(rules), n_(rules.size) {
        assert(rules.size * rules.size <= 16);
        keys_.assign(std::size_t{1} << 16, 0);
        values_.assign(keys_.size(), 0);
    }

    // The value of `position` for `root`. Precondition: the position is not over.
    int value(const Position& position, Player root) {
        cells_.fill(-1);
        for (int i = 0; i < n_ * n_; ++i) {
            cells_[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(position.at(i));
        }
        filled_ = position.moveCount();
        return search(position.toMove(), root);
    }

    // The value after `move` (must be legal) for `root`, seen from the position before it.
    int valueAfter(const Position& position, Cell move, Player root) {
        Position after = position;
        after.make(move);
        if (after.isOver()) {
            return after.status() == Status::Won ? (after.winner() == root ? 99 : -99) : 0;
        }
        return shrink(value(after, root));
    }

    // One ply further from the end: the magnitude of a win or loss falls by one.
    static int shrink(int v) { return v > 0 ? v - 1 : v < 0 ? v + 1 : 0; }

    std::size_t size() const { return stored_; }

private:
    int search(int mover, int root) {
        std::uint64_t key = std::uint64_t{1} << (50 + root);  // three bits a cell below
        for (int i = 0; i < n_ * n_; ++i) {
            key |= static_cast<std::uint64_t>(cells_[static_cast<std::size_t>(i)] + 1) << (3 * i);
        }
        std::size_t slot = (key * 0x9E3779B97F4A7C15ULL >> 20) & (keys_.size() - 1);
        while (keys_[slot] != 0) {
            if (keys_[slot] == key) {
                return values_[slot];
            }
            slot = (slot + 1) & (keys_.size() - 1);
        }
        const bool maximise = mover == root;
        int best = maximise ? -1000 : 1000;
        const int next = (mover + 1) % rules_.players;
        for (int col = 0; col < n_; ++col) {
            for (int row = n_ - 1; row >= 0; --row) {
                const int cell = row * n_ + col;
                if (cells_[static_cast<std::size_t>(cell)] >= 0) {
                    continue;
                }
                cells_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(mover);
                ++filled_;
                int v = 0;
                if (wins(row, col, mover)) {
                    v = mover == root ? 99 : -99;
                } else if (filled_ < n_ * n_) {
                    v = shrink(search(next, root));
                }
                --filled_;
                cells_[static_cast<std::size_t>(cell)] = -1;
                best = maximise ? std::max(best, v) : std::min(best, v);
                if (v == 99 || v == -99) {
                    col = n_;  // a win now: nobody can do better for the mover
                    break;
                }
                if (rules_.gravity) {
                    break;  // only the lowest empty cell of a column can be played
                }
            }
        }
        store(key, best);
        return best;
    }

    bool wins(int row, int col, int player) const {
        static constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (const auto& d : kDirections) {
            int run = 1;
            for (const int sign : {-1, 1}) {
                for (int r = row + sign * d[0], c = col + sign * d[1];
                     r >= 0 && r < n_ && c >= 0 && c < n_ &&
                     cells_[static_cast<std::size_t>(r * n_ + c)] == player;
                     r += sign * d[0], c += sign * d[1]) {
                    ++run;
                }
            }
            if (rules_.family == Family::Exact ? run == rules_.winLength
                                               : run >= rules_.winLength) {
                return true;
            }
        }
        return false;
    }

    void store(std::uint64_t key, int value) {
        if (2 * (stored_ + 1) > keys_.size()) {
            std::vector<std::uint64_t> oldKeys(keys_.size() * 2, 0);
            std::vector<int> oldValues(keys_.size() * 2, 0);
            oldKeys.swap(keys_);
            oldValues.swap(values_);
            stored_ = 0;
            for (std::size_t i = 0; i < oldKeys.size(); ++i) {
                if (oldKeys[i] != 0) {
                    store(oldKeys[i], oldValues[i]);
                }
            }
        }
        std::size_t slot = (key * 0x9E3779B97F4A7C15ULL >> 20) & (keys_.size() - 1);
        while (keys_[slot] != 0) {
            slot = (slot + 1) & (keys_.size() - 1);
        }
        keys_[slot] = key;
        values_[slot] = value;
        ++stored_;
    }

    Rules rules_;
    int n_;
    std::array<std::int8_t, 16> cells_{};
    int filled_ = 0;
    std::vector<std::uint64_t> keys_;
    std::vector<int> values_;
    std::size_t stored_ = 0;
};

}  // namespace oxo::test
