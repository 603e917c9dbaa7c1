// PatternBoard: preparing the window and loading a position (the cold path; make/unmake
// and the incremental updates are in pattern_board.cpp).
#include "pattern_board.h"

#include <algorithm>
#include <cassert>

namespace oxo::hard {

namespace {

// Shapes beyond the tuned levels (long K): what the last tuned level is worth, shrinking.
EvalWeights extendedForLongLines(EvalWeights w) {
    constexpr int kLastTuned = 4;
    for (int level = kLastTuned + 1; level <= kMaxLevel; ++level) {
        for (const bool flex : {true, false}) {
            const auto slot = static_cast<std::size_t>(makeShape(level, flex));
            const auto tuned = static_cast<std::size_t>(makeShape(kLastTuned, flex));
            const int divisor = level - kLastTuned + 1;
            w.mover[slot] = std::max(1, w.mover[tuned] / divisor);
            w.other[slot] = std::max(1, w.other[tuned] / divisor);
        }
    }
    return w;
}

}  // namespace

void PatternBoard::setup(const Rules& rules, const Window& window, const ShapeTable* table,
                         const EvalWeights& weights, const ShapeTable* freeTable) {
    assert(rules.winLength <= kMaxPatternWinLength);
    assert(window.rows > 0 && window.cols > 0 && window.row0 >= 0 && window.col0 >= 0 &&
           window.row0 + window.rows <= rules.size && window.col0 + window.cols <= rules.size);
    rules_ = rules;
    window_ = window;
    players_ = rules.players;
    winLength_ = rules.winLength;
    exact_ = rules.family != Family::Freestyle;
    gravity_ = rules.gravity;
    renju_ = rules.family == Family::Renju;
    black_ = rules.firstPlayer;
    radius_ = shapeRadius(winLength_, exact_);
    const auto fits = [&](const ShapeTable* t, bool exact) {
        return t != nullptr && t->usable() && t->winLength() == winLength_ && t->exact() == exact &&
               t->radius() == radius_;
    };
    table_ = fits(table, exact_) ? table : nullptr;
    twoWithTable_ = table_ != nullptr && players_ == 2;
    // Renju's second player wins with five or more (R-E15): read with its own table when one
    // is given, else as exact like the first (which only undervalues its long runs).
    const bool freeSecond = renju_ && (table_ == nullptr || fits(freeTable, false));
    for (int p = 0; p < kMaxPlayers; ++p) {
        const bool free = freeSecond && p != black_;
        exactFor_[static_cast<std::size_t>(p)] = exact_ && !free;
        const ShapeTable* own = free && table_ != nullptr ? freeTable : table_;
        tables_[static_cast<std::size_t>(p)] = own != nullptr ? own->data() : nullptr;
    }
    if (renju_) {
        forbiddenCache_.assign(std::size_t{1} << 14, ForbiddenEntry{});
    }
    weights_ = extendedForLongLines(weights);
    moverShape_.fill(0);
    otherShape_.fill(0);
    for (int slot = 0; slot < kShapeSlots; ++slot) {
        moverShape_[static_cast<std::size_t>(slot)] =
            weights_.mover[static_cast<std::size_t>(slot)];
        otherShape_[static_cast<std::size_t>(slot)] =
            weights_.other[static_cast<std::size_t>(slot)];
    }
    makes_ = 0;
    pad_ = std::max(radius_, 3);
    stride_ = window.cols + 2 * pad_;
    const int totalRows = window.rows + 2 * pad_;
    const auto cells = static_cast<std::size_t>(stride_) * static_cast<std::size_t>(totalRows);
    steps_ = {1, stride_, stride_ + 1, stride_ - 1};
    nearOffsets_.clear();
    for (int dr = -3; dr <= 3; ++dr) {
        for (int dc = -3; dc <= 3; ++dc) {
            const bool square = std::max(std::abs(dr), std::abs(dc)) <= 2;
            const bool line = (dr == 0 || dc == 0 || std::abs(dr) == std::abs(dc));
            if ((dr != 0 || dc != 0) && (square || line)) {
                nearOffsets_.push_back(dr * stride_ + dc);
            }
        }
    }
    pow3_.assign(static_cast<std::size_t>(2 * radius_), 1);
    for (std::size_t i = 1; i < pow3_.size(); ++i) {
        pow3_[i] = pow3_[i - 1] * 3;
    }
    unitAt_.assign(static_cast<std::size_t>(2 * radius_ + 1), 0);
    for (int offset = -radius_; offset <= radius_; ++offset) {
        if (offset != 0) {
            // The mark is at -offset as seen from the cell it changes.
            unitAt_[static_cast<std::size_t>(offset + radius_)] =
                pow3_[static_cast<std::size_t>(keyDigit(-offset, radius_))];
        }
    }

    cells_.assign(cells, kWall);
    absIndex_.assign(cells, -1);
    for (int r = 0; r < window.rows; ++r) {
        for (int c = 0; c < window.cols; ++c) {
            const auto i = static_cast<std::size_t>((r + pad_) * stride_ + c + pad_);
            cells_[i] = 0;
            absIndex_[i] = (window.row0 + r) * rules.size + window.col0 + c;
        }
    }
    columnTop_.assign(static_cast<std::size_t>(window.cols), 0);
    for (int c = 0; c < window.cols; ++c) {
        columnTop_[static_cast<std::size_t>(c)] = (window.rows - 1 + pad_) * stride_ + c + pad_;
    }
    keys_.assign(table_ != nullptr ? cells * 4 * kMaxPlayers : 0, 0);
    patterns_.assign(cells * kMaxPlayers * kPatternBytes, kDead);
    for (std::size_t at = kClassByte; at < patterns_.size(); at += kPatternBytes) {
        patterns_[at] = kClassNone;
    }
    nearCount_.assign(cells, 0);
    for (int p = 0; p < kMaxPlayers; ++p) {
        sets_[kWinSets + p].reset(cells);
        sets_[kFlexFourSets + p].reset(cells);
        sets_[kFourSets + p].reset(cells);
        sets_[kThreeSets + p].reset(cells);
    }
    sets_[kNearSet].reset(cells);
    moverSum_ = {};
    otherSum_ = {};
    for (int cell = 0; cell < static_cast<int>(cells); ++cell) {
        if (cells_[static_cast<std::size_t>(cell)] == kWall) {
            continue;
        }
        if (table_ != nullptr) {
            // Walls are blocked cells for every player.
            for (int dir = 0; dir < 4; ++dir) {
                for (int offset = -radius_; offset <= radius_; ++offset) {
                    if (offset != 0 &&
                        cells_[static_cast<std::size_t>(
                            cell + offset * steps_[static_cast<std::size_t>(dir)])] == kWall) {
                        const std::uint32_t add =
                            2 * pow3_[static_cast<std::size_t>(keyDigit(offset, radius_))];
                        for (int p = 0; p < players_; ++p) {
                            keys_[keysOf(cell, dir) + static_cast<std::size_t>(p)] += add;
                        }
                    }
                }
            }
        }
        setEmptyCell(cell);
    }
    toMove_ = rules.firstPlayer;
    hash_ = 0;
    emptyOnBoard_ = static_cast<std::int64_t>(rules.size) * rules.size;
    stonesOnBoard_ = 0;
    moves_.clear();
    wonStack_.clear();
    journal_.clear();
    undo_.clear();
}

void PatternBoard::load(const Position& position) {
    assert(position.rules() == rules_);
    // Bottom row first, so that under gravity each column's top is right after its last mark.
    for (int r = window_.rows - 1; r >= 0; --r) {
        for (int c = 0; c < window_.cols; ++c) {
            const int p = position.at(Cell{window_.row0 + r, window_.col0 + c});
            if (p != kNoPlayer) {
                place((r + pad_) * stride_ + c + pad_, p);
            }
        }
    }
    hash_ = position.hash();  // marks outside the window count too
    emptyOnBoard_ = static_cast<std::int64_t>(position.cellCount()) - position.moveCount();
    stonesOnBoard_ = position.moveCount();
    toMove_ = position.toMove();
    moves_.clear();
    wonStack_.clear();
    journal_.clear();  // the loaded marks are never unmade
    undo_.clear();
}

int PatternBoard::fromCell(Cell cell) const {
    const int r = cell.row - window_.row0;
    const int c = cell.col - window_.col0;
    if (r < 0 || c < 0 || r >= window_.rows || c >= window_.cols) {
        return -1;
    }
    return (r + pad_) * stride_ + c + pad_;
}

}  // namespace oxo::hard
