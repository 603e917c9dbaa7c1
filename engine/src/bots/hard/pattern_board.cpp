// PatternBoard: make/unmake and the incremental updates of shapes, classes and sums around a
// move, evaluation, and renju's forbidden cells (the setup is in pattern_board_setup.cpp).
#include "pattern_board.h"

#include <algorithm>
#include <cassert>

#include "../../forbidden.h"

namespace oxo::hard {

void PatternBoard::make(int cell) {
    assert(playable(cell));
    ++makes_;
    const bool won = cellClass(cell, toMove_) == kClassWin;
    place(cell, toMove_);
    moves_.push_back(cell);
    wonStack_.push_back(won ? 1 : 0);
    --emptyOnBoard_;
    ++stonesOnBoard_;
    toMove_ = next(toMove_);
}

void PatternBoard::unmake(int cell) {
    assert(!moves_.empty() && moves_.back() == cell);
    toMove_ = previous(toMove_);
    remove(cell, toMove_);
    moves_.pop_back();
    wonStack_.pop_back();
    ++emptyOnBoard_;
    --stonesOnBoard_;
}

int PatternBoard::playableWin(int p, int* count) const {
    int first = -1;
    int found = 0;
    for (const int cell : sets_[kWinSets + p]) {
        if (playable(cell)) {
            if (first < 0) {
                first = cell;
            }
            if (++found == 2) {
                break;
            }
        }
    }
    *count = found;
    return first;
}

std::int32_t PatternBoard::evaluate(int side) const {
    std::int64_t total = 0;
    for (int p = 0; p < players_; ++p) {
        const std::int64_t value = p == toMove_ ? moverSum_[p] : otherSum_[p];
        total += p == side ? value : -value;
    }
    if (renju_) {
        // Renju: black's threes and fours on forbidden cells threaten nothing (R-E15).
        const std::int64_t lost = forbiddenThreatValue();
        total += black_ == side ? -lost : lost;
    }
    return static_cast<std::int32_t>(std::clamp<std::int64_t>(total, -20000, 20000));
}

std::int32_t PatternBoard::cellValue(int cell, int p, bool isMover) const {
    std::int32_t value = weights_.classWeight(cellClass(cell, p), isMover);
    for (int dir = 0; dir < 4; ++dir) {
        value += weights_.shapeWeight(shape(cell, p, dir), isMover);
    }
    return value;
}

void PatternBoard::addCell(int cell, int p, int sign) {
    moverSum_[p] += sign * cellValue(cell, p, true);
    otherSum_[p] += sign * cellValue(cell, p, false);
}

void PatternBoard::refreshMembership(int cell, int p) {
    setMembership(cell, p, cellClass(cell, p));
}

void PatternBoard::setMembership(int cell, int p, CellClass c) {
    const auto id = static_cast<std::uint8_t>(p);
    setMember(kWinSets + id, cell, c == kClassWin);
    setMember(kFlexFourSets + id, cell, c == kClassFlexFour);
    setMember(kFourSets + id, cell, c == kClassFlexFour || c == kClassFourThree || c == kClassFour);
    const Shape* s = &shapes_[(static_cast<std::size_t>(cell) * kMaxPlayers + p) * 4];
    const bool three =
        s[0] == kFlexThree || s[1] == kFlexThree || s[2] == kFlexThree || s[3] == kFlexThree;
    setMember(kThreeSets + id, cell, three && c != kClassWin);
}

Shape PatternBoard::computeShape(int cell, int p, int dir) const {
    std::array<std::uint8_t, 2 * kMaxPatternWinLength + 1> codes{};
    const int step = steps_[static_cast<std::size_t>(dir)];
    for (int offset = -radius_; offset <= radius_; ++offset) {
        const std::uint8_t v = cells_[static_cast<std::size_t>(cell + offset * step)];
        codes[static_cast<std::size_t>(offset + radius_)] = offset == 0 ? kOwnCode
                                                            : v == 0    ? kEmptyCode
                                                            : v == static_cast<std::uint8_t>(p + 1)
                                                                ? kOwnCode
                                                                : kBlockedCode;
    }
    if (exact_ && !exactFor_[static_cast<std::size_t>(p)]) {
        // Read at the exact radius; a free line's shape ignores the outermost cells.
        return classifyLine(codes.data() + 1, winLength_, false);
    }
    return classifyLine(codes.data(), winLength_, exact_);
}

// Whether a black stone on `cell` may be forbidden at all, from its shapes alone: a five is
// never forbidden; otherwise it needs an overline, a four (two fours may share one line) or
// open threes on two lines, and a four or an open three shows as a shape of kFlexThree or
// better (a straight four's two windows share the one more stone).
bool PatternBoard::mayBeForbidden(int cell) const {
    int busyLines = 0;
    bool four = false;
    for (int dir = 0; dir < 4; ++dir) {
        const Shape s = shape(cell, black_, dir);
        if (s == kFive) {
            return false;
        }
        busyLines += s <= kFlexThree ? 1 : 0;
        four = four || s == kFour || s == kFlexFour;
    }
    if (busyLines >= 2 || four) {
        return true;
    }
    // An overline: five or more black stones in a row next to the cell.
    const auto black = static_cast<std::uint8_t>(black_ + 1);
    for (int dir = 0; dir < 4; ++dir) {
        const int step = steps_[static_cast<std::size_t>(dir)];
        int run = 0;
        for (int at = cell + step; cells_[static_cast<std::size_t>(at)] == black; at += step) {
            ++run;
        }
        for (int at = cell - step; cells_[static_cast<std::size_t>(at)] == black; at -= step) {
            ++run;
        }
        if (run >= 5) {
            return true;
        }
    }
    return false;
}

bool PatternBoard::forbiddenForBlack(int cell) const {
    if (!mayBeForbidden(cell)) {
        return false;
    }
    const std::uint64_t key =
        (hash_ ^ (static_cast<std::uint64_t>(cell) + 1) * 0x9E3779B97F4A7C15ULL) | 1;
    ForbiddenEntry& entry = forbiddenCache_[key & (forbiddenCache_.size() - 1)];
    if (entry.key != key) {
        entry.key = key;
        entry.forbidden = renju::isForbidden(cells_.data(), cellCount() / stride_, stride_, cell,
                                             static_cast<std::uint8_t>(black_ + 1));
    }
    return entry.forbidden;
}

std::int64_t PatternBoard::forbiddenThreatValue() const {
    const bool mover = black_ == toMove_;
    std::int64_t value = 0;
    for (const int cell : sets_[kFourSets + black_]) {
        value += forbiddenForBlack(cell) ? cellValue(cell, black_, mover) : 0;
    }
    for (const int cell : sets_[kThreeSets + black_]) {
        if (!sets_[kFourSets + black_].contains(cell) && forbiddenForBlack(cell)) {
            value += cellValue(cell, black_, mover);
        }
    }
    return value;
}

int PatternBoard::firstAllowed(const CellSet& cells, int p) const {
    for (const int cell : cells) {
        if (allowed(cell, p)) {
            return cell;
        }
    }
    return -1;
}

void PatternBoard::updateShape(int cell, int dir) {
    const auto base = static_cast<std::size_t>(cell) * kMaxPlayers;
    for (int p = 0; p < players_; ++p) {
        const Shape now =
            table_ != nullptr
                ? (*tables_[static_cast<std::size_t>(
                      p)])[keys_[(static_cast<std::size_t>(cell) * 4 + dir) * kMaxPlayers + p]]
                : computeShape(cell, p, dir);
        Shape* stored = &shapes_[(base + p) * 4];
        const Shape old = stored[dir];
        if (now == old) {
            continue;
        }
        // Only the changed direction and, when it changes, the class move the sums.
        moverSum_[p] += moverShape_[now] - moverShape_[old];
        otherSum_[p] += otherShape_[now] - otherShape_[old];
        std::array<Shape, 4> s{stored[0], stored[1], stored[2], stored[3]};
        s[static_cast<std::size_t>(dir)] = now;
        journal_.byteChanged(kShapeBytes, static_cast<std::uint32_t>((base + p) * 4 + dir), old);
        stored[dir] = now;
        const auto oldClass = static_cast<CellClass>(classes_[base + p]);
        const CellClass newClass = classify(s[0], s[1], s[2], s[3]);
        if (newClass != oldClass) {
            journal_.byteChanged(kClassBytes, static_cast<std::uint32_t>(base + p), oldClass);
            moverSum_[p] += weights_.moverClass[newClass] - weights_.moverClass[oldClass];
            otherSum_[p] += weights_.otherClass[newClass] - weights_.otherClass[oldClass];
            classes_[base + p] = newClass;
            setMembership(cell, p, newClass);
        } else if (old == kFlexThree || now == kFlexThree) {
            refreshMembership(cell, p);
        }
    }
}

void PatternBoard::setEmptyCell(int cell) {
    const auto base = static_cast<std::size_t>(cell) * kMaxPlayers;
    for (int p = 0; p < players_; ++p) {
        Shape* s = &shapes_[(base + p) * 4];
        for (int dir = 0; dir < 4; ++dir) {
            s[dir] =
                table_ != nullptr
                    ? (*tables_[static_cast<std::size_t>(
                          p)])[keys_[(static_cast<std::size_t>(cell) * 4 + dir) * kMaxPlayers + p]]
                    : computeShape(cell, p, dir);
        }
        classes_[base + p] = classify(s[0], s[1], s[2], s[3]);
        addCell(cell, p, +1);
        refreshMembership(cell, p);
    }
}

// The near-cell counts around a stone placed or removed; placing also puts the cells that just
// became near in the set (removing leaves the set to the journal).
template <bool Placing>
void PatternBoard::markNear(int cell) {
    for (const int offset : nearOffsets_) {
        const auto i = static_cast<std::size_t>(cell + offset);
        if (cells_[i] == kWall) {
            continue;
        }
        if constexpr (Placing) {
            if (nearCount_[i]++ == 0 && cells_[i] == 0) {
                setMember(kNearSet, cell + offset, true);
            }
        } else {
            --nearCount_[i];
        }
    }
}

// The keys and shapes of every cell within R of `cell` on its four lines, after a mark of `p`
// was placed there or removed. One body for both directions, chosen at compile time so that
// make and unmake stay branch-free on the hot path.
// With Placing false only the keys change: remove() takes the shapes back from the journal.
template <bool Placing>
void PatternBoard::updateLines(int cell, int p) {
    for (int dir = 0; dir < 4; ++dir) {
        const int step = steps_[static_cast<std::size_t>(dir)];
        for (int offset = -radius_; offset <= radius_; ++offset) {
            const int other = cell + offset * step;
            if (offset == 0 || cells_[static_cast<std::size_t>(other)] == kWall) {
                continue;
            }
            if (table_ != nullptr) {
                const std::uint32_t unit =
                    pow3_[static_cast<std::size_t>(keyDigit(-offset, radius_))];
                std::uint32_t* key =
                    &keys_[(static_cast<std::size_t>(other) * 4 + dir) * kMaxPlayers];
                for (int q = 0; q < players_; ++q) {
                    const std::uint32_t digit = q == p ? unit : 2 * unit;
                    if constexpr (Placing) {
                        key[q] += digit;
                    } else {
                        key[q] -= digit;
                    }
                }
            }
            if (Placing && cells_[static_cast<std::size_t>(other)] == 0) {
                updateShape(other, dir);
            }
        }
    }
}

void PatternBoard::place(int cell, int p) {
    const auto at = static_cast<std::size_t>(cell);
    assert(cells_[at] == 0);
    undo_.push_back({journal_.mark(), moverSum_, otherSum_});
    for (int q = 0; q < players_; ++q) {
        addCell(cell, q, -1);
        for (int id = q; id < kNearSet; id += kMaxPlayers) {
            setMember(static_cast<std::uint8_t>(id), cell, false);  // every threat set of q
        }
    }
    cells_[at] = static_cast<std::uint8_t>(p + 1);
    updateLines<true>(cell, p);
    markNear<true>(cell);
    setMember(kNearSet, cell, false);
    if (gravity_) {
        const int above = cell - stride_;
        columnTop_[static_cast<std::size_t>(cell % stride_ - pad_)] =
            cells_[static_cast<std::size_t>(above)] == kWall ? -1 : above;
    }
    hash_ ^= zobristKey(absIndex_[at], static_cast<Player>(p));
}

void PatternBoard::remove(int cell, int p) {
    const auto at = static_cast<std::size_t>(cell);
    assert(cells_[at] == static_cast<std::uint8_t>(p + 1) && !undo_.empty());
    cells_[at] = 0;
    updateLines<false>(cell, p);
    markNear<false>(cell);
    if (gravity_) {
        columnTop_[static_cast<std::size_t>(cell % stride_ - pad_)] = cell;
    }
    const Undo& undo = undo_.back();
    journal_.undoTo(
        undo.mark,
        [this](std::uint8_t table, std::uint32_t index, std::uint8_t old) {
            (table == kShapeBytes ? shapes_ : classes_)[index] = old;
        },
        [this](std::uint8_t id) -> CellSet& { return sets_[id]; });
    moverSum_ = undo.moverSum;
    otherSum_ = undo.otherSum;
    undo_.pop_back();
    hash_ ^= zobristKey(absIndex_[at], static_cast<Player>(p));
}

}  // namespace oxo::hard
