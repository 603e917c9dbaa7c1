// PatternBoard: make/unmake and the incremental updates of shapes, classes and sums around a
// move, evaluation, and renju's forbidden cells (the setup is in pattern_board_setup.cpp).
#include "pattern_board.h"

#include <algorithm>
#include <cassert>

#include "../../forbidden.h"

namespace oxo::hard {

namespace {

// shapeCounts() and, by a cell's counts, its class (low four bits) and the threat sets it
// belongs to (high four, bit i: the set i * kMaxPlayers + p), so that a shape change costs a few
// lookups instead of classifying the cell again.
constexpr auto kShapeCounts = [] {
    std::array<std::uint16_t, 256> t{};
    for (std::size_t s = 0; s < t.size(); ++s) {
        t[s] = static_cast<std::uint16_t>(shapeCounts(static_cast<Shape>(s)));
    }
    return t;
}();

constexpr unsigned membership(CellClass c, bool three) {
    const bool four = c == kClassFlexFour || c == kClassFourThree || c == kClassFour;
    // Bit i stands for the set i * kMaxPlayers + p: win, flex four, four, three.
    return (c == kClassWin ? 1U : 0U) | (c == kClassFlexFour ? 2U : 0U) | (four ? 4U : 0U) |
           (three && c != kClassWin ? 8U : 0U);
}

constexpr auto kClassAndSets = [] {
    static_assert(kClassCount <= 16);
    std::array<std::uint8_t, kMaxCellCounts + 1> t{};
    for (std::size_t counts = 0; counts < t.size(); ++counts) {
        const CellClass c = classOfCounts(static_cast<int>(counts));
        t[counts] = static_cast<std::uint8_t>(c | membership(c, ((counts >> 3) & 7) != 0) << 4);
    }
    return t;
}();

int countsOf(const Shape* s) {
    return kShapeCounts[s[0]] + kShapeCounts[s[1]] + kShapeCounts[s[2]] + kShapeCounts[s[3]];
}

}  // namespace

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
    // The tables by all 256 shape codes (dead weighs 0): no branch per direction.
    const std::array<std::int32_t, 256>& byShape = isMover ? moverShape_ : otherShape_;
    const Shape* s = &patterns_[patternsOf(cell, p)];
    return weights_.classWeight(static_cast<CellClass>(s[kClassByte]), isMover) + byShape[s[0]] +
           byShape[s[1]] + byShape[s[2]] + byShape[s[3]];
}

void PatternBoard::addCell(int cell, int p, int sign) {
    moverSum_[p] += sign * cellValue(cell, p, true);
    otherSum_[p] += sign * cellValue(cell, p, false);
}

void PatternBoard::setMembership(int cell, int p, unsigned changed, unsigned now) {
    for (unsigned bit = 0; changed != 0; ++bit, changed >>= 1) {
        if ((changed & 1U) != 0) {
            setMember(static_cast<std::uint8_t>(bit * kMaxPlayers + static_cast<unsigned>(p)), cell,
                      ((now >> bit) & 1U) != 0);
        }
    }
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

bool PatternBoard::leavesNoFlexFour(int cell, int attacker) const {
    assert(readsDefences(attacker) && isEmpty(cell));
    const auto a = static_cast<std::size_t>(attacker);
    for (const int f : sets_[kFlexFourSets + attacker]) {
        if (f == cell) {
            continue;  // taken
        }
        // The one direction, if any, in which `cell` lies within R of f, and its offset from f.
        const int dr = cell / stride_ - f / stride_;
        const int dc = cell % stride_ - f % stride_;
        const int dir = dr == 0 ? 0 : dc == 0 ? 1 : dr == dc ? 2 : dr == -dc ? 3 : -1;
        const int offset = dir == 0 ? dc : dr;
        if (dir < 0 || offset < -radius_ || offset > radius_) {
            return false;  // f's lines do not pass `cell`: still an open K-1
        }
        // The shape along that line with `cell` blocked, and the class it then gives f.
        const std::size_t at = patternsOf(f, attacker);
        const Shape old = patterns_[at + static_cast<std::size_t>(dir)];
        const std::uint32_t key = keys_[keysOf(f, dir) + a] +
                                  2 * pow3_[static_cast<std::size_t>(keyDigit(offset, radius_))];
        const Shape now = tables_[a][key];
        const int counts = countsOf(&patterns_[at]) - kShapeCounts[old] + kShapeCounts[now];
        if ((kClassAndSets[static_cast<std::size_t>(counts)] & 15U) == kClassFlexFour) {
            return false;
        }
    }
    return true;
}

int PatternBoard::firstAllowed(const CellSet& cells, int p) const {
    for (const int cell : cells) {
        if (allowed(cell, p)) {
            return cell;
        }
    }
    return -1;
}

template <int Players>
void PatternBoard::updateShape(int cell, int dir) {
    const int players = Players != 0 ? Players : players_;
    // Locals, not members, inside the loop: the byte stores below could alias any member.
    const bool table = Players != 0 || table_ != nullptr;
    const std::uint32_t* const keys =
        table ? keys_.data() + keysOf(cell, dir) : nullptr;  // no keys without a table
    std::uint8_t* const patterns = patterns_.data();
    const std::array<const Shape*, kMaxPlayers> tables = tables_;
    for (int p = 0; p < players; ++p) {
        const auto player = static_cast<std::size_t>(p);
        const Shape now = table ? tables[player][keys[player]] : computeShape(cell, p, dir);
        const std::size_t at = patternsOf(cell, p);
        Shape* stored = patterns + at;
        const Shape old = stored[dir];
        if (now == old) {
            continue;
        }
        // Only the changed direction and, when it changes, the class move the sums.
        moverSum_[player] += moverShape_[now] - moverShape_[old];
        otherSum_[player] += otherShape_[now] - otherShape_[old];
        journal_.byteChanged(static_cast<std::uint32_t>(at + static_cast<std::size_t>(dir)), old);
        stored[dir] = now;
        const int delta = kShapeCounts[now] - kShapeCounts[old];
        if (delta == 0) {
            continue;  // most changes are between shapes the class does not count
        }
        const int newCounts = countsOf(stored);
        const unsigned oldInfo = kClassAndSets[static_cast<std::size_t>(newCounts - delta)];
        const unsigned newInfo = kClassAndSets[static_cast<std::size_t>(newCounts)];
        const auto oldClass = static_cast<CellClass>(oldInfo & 15U);
        const auto newClass = static_cast<CellClass>(newInfo & 15U);
        if (newClass != oldClass) {
            journal_.byteChanged(static_cast<std::uint32_t>(at + kClassByte), oldClass);
            moverSum_[player] += weights_.moverClass[newClass] - weights_.moverClass[oldClass];
            otherSum_[player] += weights_.otherClass[newClass] - weights_.otherClass[oldClass];
            stored[kClassByte] = newClass;
        }
        // Only the sets whose membership changed are touched.
        if (const unsigned changed = (oldInfo ^ newInfo) >> 4; changed != 0) {
            setMembership(cell, p, changed, newInfo >> 4);
        }
    }
}

void PatternBoard::setEmptyCell(int cell) {
    for (int p = 0; p < players_; ++p) {
        Shape* s = &patterns_[patternsOf(cell, p)];
        for (int dir = 0; dir < 4; ++dir) {
            s[dir] = table_ != nullptr
                         ? tables_[static_cast<std::size_t>(p)]
                                  [keys_[keysOf(cell, dir) + static_cast<std::size_t>(p)]]
                         : computeShape(cell, p, dir);
        }
        const unsigned info = kClassAndSets[static_cast<std::size_t>(countsOf(s))];
        s[kClassByte] = static_cast<std::uint8_t>(info & 15U);
        addCell(cell, p, +1);
        setMembership(cell, p, 15U, info >> 4);
    }
}

// The near-cell counts around a stone placed or removed; placing also puts the cells that just
// became near in the set (removing leaves the set to the journal).
template <bool Placing>
void PatternBoard::markNear(int cell) {
    // Walls are counted too (never read, and the padding holds every offset): no test per cell.
    for (const int offset : nearOffsets_) {
        const auto i = static_cast<std::size_t>(cell + offset);
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
// make and unmake stay branch-free on the hot path; `Players` 2 is two players with a shape
// table (the common case, unrolled), 0 any other board.
// With Placing false only the keys change: remove() takes the shapes back from the journal.
template <bool Placing, int Players>
void PatternBoard::updateLines(int cell, int p) {
    const int players = Players != 0 ? Players : players_;
    const bool table = Players != 0 || table_ != nullptr;
    // Walls' keys change too (never read, and the padding holds every offset): no test per cell.
    const auto update = [&](int other, int dir, int offset) {
        if (table) {
            const std::uint32_t unit = unitAt_[static_cast<std::size_t>(offset + radius_)];
            std::uint32_t* key = &keys_[keysOf(other, dir)];
            for (int q = 0; q < players; ++q) {
                const std::uint32_t digit = q == p ? unit : 2 * unit;
                if constexpr (Placing) {
                    key[q] += digit;
                } else {
                    key[q] -= digit;
                }
            }
        }
        if (Placing && cells_[static_cast<std::size_t>(other)] == 0) {
            updateShape<Players>(other, dir);
        }
    };
    for (int dir = 0; dir < 4; ++dir) {
        const int step = steps_[static_cast<std::size_t>(dir)];
        for (int offset = -radius_; offset < 0; ++offset) {
            update(cell + offset * step, dir, offset);
        }
        for (int offset = 1; offset <= radius_; ++offset) {
            update(cell + offset * step, dir, offset);
        }
    }
}

void PatternBoard::place(int cell, int p) {
    const auto at = static_cast<std::size_t>(cell);
    assert(cells_[at] == 0);
    undo_.push_back({journal_.mark(), moverSum_, otherSum_});
    for (int q = 0; q < players_; ++q) {
        addCell(cell, q, -1);
        const unsigned sets =
            kClassAndSets[static_cast<std::size_t>(countsOf(&patterns_[patternsOf(cell, q)]))] >> 4;
        setMembership(cell, q, sets, 0);
    }
    cells_[at] = static_cast<std::uint8_t>(p + 1);
    if (twoWithTable_) {
        updateLines<true, 2>(cell, p);
    } else {
        updateLines<true, 0>(cell, p);
    }
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
    if (twoWithTable_) {
        updateLines<false, 2>(cell, p);
    } else {
        updateLines<false, 0>(cell, p);
    }
    markNear<false>(cell);
    if (gravity_) {
        columnTop_[static_cast<std::size_t>(cell % stride_ - pad_)] = cell;
    }
    const Undo& undo = undo_.back();
    journal_.undoTo(
        undo.mark,
        [patterns = patterns_.data()](std::uint32_t index, std::uint8_t old) {
            patterns[index] = old;
        },
        [this](std::uint8_t id) -> CellSet& { return sets_[id]; });
    moverSum_ = undo.moverSum;
    otherSum_ = undo.otherSum;
    undo_.pop_back();
    hash_ ^= zobristKey(absIndex_[at], static_cast<Player>(p));
}

}  // namespace oxo::hard
