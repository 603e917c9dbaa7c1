#include "oxo/position.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <stdexcept>

#include "forbidden.h"
#include "window_marks.h"

namespace oxo {

namespace {

// The four line directions (row step, column step): across, down, diagonal, anti-diagonal.
constexpr std::array<std::array<int, 2>, 4> kDirections{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

// Lines for K = N (rows, columns, two diagonals); K-windows in the four directions otherwise.
std::int64_t initialLiveLines(int n, int k) {
    if (k == n) {
        return 2 * static_cast<std::int64_t>(n) + 2;
    }
    const std::int64_t starts = n - k + 1;
    return 2 * static_cast<std::int64_t>(n) * starts + 2 * starts * starts;
}

}  // namespace

Position::Position(const Rules& rules) : rules_(rules) {
    if (const auto error = validate(rules)) {
        throw std::invalid_argument(error->message());
    }
    const int n = rules.size;
    cells_.assign(static_cast<std::size_t>(n) * n, 0);
    if (rules.winLength == n) {
        const std::size_t lines = 2 * static_cast<std::size_t>(n) + 2;
        lineMarks_.assign(lines * kMaxPlayers, 0);
        lineOwners_.assign(lines, 0);
    }
    if (rules.gravity) {
        columnFill_.assign(static_cast<std::size_t>(n), 0);
    }
    liveLines_ = initialLiveLines(n, rules.winLength);
    toMove_ = rules.firstPlayer;
}

bool Position::inBounds(Cell cell) const {
    return cell.row >= 0 && cell.row < size() && cell.col >= 0 && cell.col < size();
}

MoveError Position::check(Cell target, Player mover) const {
    if (isOver()) {
        return MoveError::GameOver;
    }
    if (mover != kNoPlayer && mover != toMove_) {
        return MoveError::WrongTurn;
    }
    if (!inBounds(target)) {
        return MoveError::OutOfBounds;
    }
    if (rules_.gravity) {
        return columnFill_[target.col] == size() ? MoveError::ColumnFull : MoveError::None;
    }
    if (!isEmpty(index(target))) {
        return MoveError::Occupied;
    }
    return isForbidden(index(target)) ? MoveError::Forbidden : MoveError::None;
}

bool Position::isForbidden(int index) const {
    return rules_.forbidsFor(toMove_) &&
           renju::isForbidden(cells_, size(), index, static_cast<std::uint8_t>(toMove_ + 1));
}

Cell Position::landing(Cell target) const {
    assert(inBounds(target));
    if (!rules_.gravity) {
        return target;
    }
    assert(columnFill_[target.col] < size());
    return {size() - 1 - columnFill_[target.col], target.col};
}

void Position::make(Cell cell) {
    // Not check(): a forbidden cell may be made (searches look at such moves; Game refuses
    // them, R-E15), and deciding it would cost a renju search on every assert.
    assert(!isOver() && inBounds(cell) && isEmpty(index(cell)) && landing(cell) == cell);
    const int idx = index(cell);
    const Player player = toMove_;
    const bool wholeLines = rules_.winLength == size();
    const bool flanks = !wholeLines && rules_.family == Family::Exact;
    if (flanks) {
        liveLines_ -= liveWindowsAround(cell.row, cell.col);
    } else if (!wholeLines) {
        liveLines_ -= windowsClosedBy(cell.row, cell.col, player);  // needs the cell still empty
    }
    cells_[idx] = static_cast<std::uint8_t>(player + 1);
    if (flanks) {
        liveLines_ += liveWindowsAround(cell.row, cell.col);
    }
    hash_ ^= zobristKey(idx, player);
    occupied_.push_back(idx);
    ++moveCount_;
    if (rules_.gravity) {
        ++columnFill_[cell.col];
    }
    const bool won = wholeLines ? addToLines(cell.row, cell.col, player)
                                : winThrough(cell.row, cell.col, player);
    if (won) {
        status_ = Status::Won;
        winner_ = player;
    } else if (moveCount_ == cellCount()) {
        status_ = Status::Draw;  // a last-cell move that wins was caught above (R-E5)
        drawKind_ = DrawKind::BoardFull;
    } else if (rules_.earlyDraw && liveLines_ == 0) {
        status_ = Status::Draw;
        drawKind_ = DrawKind::NoLineWinnable;
    }
    // No division on the hot path: the turn wraps by comparison.
    toMove_ = player + 1 == rules_.players ? Player{0} : static_cast<Player>(player + 1);
    // Renju (R-E15): a first player left with only forbidden cells cannot move; the game is
    // drawn then, as the solvers score it. Usually the first empty cell looked at is allowed.
    if (status_ == Status::InProgress && rules_.forbidsFor(toMove_) && !hasAllowedCell()) {
        status_ = Status::Draw;
        drawKind_ = DrawKind::NoLegalMove;
    }
}

bool Position::hasAllowedCell() const {
    for (int idx = 0; idx < cellCount(); ++idx) {
        if (isEmpty(idx) && !isForbidden(idx)) {
            return true;
        }
    }
    return false;
}

void Position::unmake(Cell cell) {
    assert(inBounds(cell) && !isEmpty(index(cell)));
    const int idx = index(cell);
    const Player player = at(idx);
    const bool flanks = rules_.winLength != size() && rules_.family == Family::Exact;
    if (flanks) {
        liveLines_ -= liveWindowsAround(cell.row, cell.col);
    }
    cells_[idx] = 0;
    hash_ ^= zobristKey(idx, player);
    assert(!occupied_.empty() && occupied_.back() == idx);
    if (occupied_.back() == idx) {
        occupied_.pop_back();
    } else {  // not the last move after all: keep the list right anyway
        std::erase(occupied_, idx);
    }
    --moveCount_;
    if (rules_.gravity) {
        --columnFill_[cell.col];
    }
    if (rules_.winLength == size()) {
        removeFromLines(cell.row, cell.col, player);
    } else if (flanks) {
        liveLines_ += liveWindowsAround(cell.row, cell.col);
    } else {
        liveLines_ += windowsClosedBy(cell.row, cell.col, player);  // the cell is empty again
    }
    if (status_ != Status::InProgress) {
        status_ = Status::InProgress;
        winner_ = kNoPlayer;
        drawKind_ = DrawKind::None;
        winStart_ = {};
        winDRow_ = winDCol_ = winLength_ = 0;
    }
    toMove_ = player;
}

// K = N: the per-line, per-player counters. A line dies when a second player enters it
// (R-E7); a counter reaching N is a win (R-E6). O(1): a cell is on at most four lines.
[[gnu::always_inline]] inline bool Position::addToLines(int row, int col, Player player) {
    const int n = size();
    bool won = false;
    const auto add = [&](int line, Cell start, int dRow, int dCol) {
        auto& marks = lineMarks_[static_cast<std::size_t>(line) * kMaxPlayers + player];
        if (marks++ == 0 && ++lineOwners_[line] == 2) {
            --liveLines_;
        }
        if (marks == n && !won) {
            won = true;
            winStart_ = start;
            winDRow_ = dRow;
            winDCol_ = dCol;
            winLength_ = n;
        }
    };
    add(row, {row, 0}, 0, 1);
    add(n + col, {0, col}, 1, 0);
    if (row == col) {
        add(2 * n, {0, 0}, 1, 1);
    }
    if (row + col == n - 1) {
        add(2 * n + 1, {0, n - 1}, 1, -1);
    }
    return won;
}

// Undo of addToLines: a line comes back to life when one player is left in it.
[[gnu::always_inline]] inline void Position::removeFromLines(int row, int col, Player player) {
    const int n = size();
    const auto remove = [&](int line) {
        auto& marks = lineMarks_[static_cast<std::size_t>(line) * kMaxPlayers + player];
        if (--marks == 0 && lineOwners_[line]-- == 2) {
            ++liveLines_;
        }
    };
    remove(row);
    remove(n + col);
    if (row == col) {
        remove(2 * n);
    }
    if (row + col == n - 1) {
        remove(2 * n + 1);
    }
}

// K < N: how many K-windows through the (empty) cell would die if `player` took it: those
// holding marks of exactly one other player. O(K) per direction with a sliding window over
// the at most 2K-1 cells around the move; every K-window among them contains the move.
std::int64_t Position::windowsClosedBy(int row, int col, Player player) const {
    const int n = size();
    const int k = rules_.winLength;
    std::int64_t closed = 0;
    for (const auto& [dRow, dCol] : kDirections) {
        int back = k - 1;
        int forward = k - 1;
        if (dRow == 1) {
            back = std::min(back, row);
            forward = std::min(forward, n - 1 - row);
        }
        if (dCol == 1) {
            back = std::min(back, col);
            forward = std::min(forward, n - 1 - col);
        } else if (dCol == -1) {
            back = std::min(back, n - 1 - col);
            forward = std::min(forward, col);
        }
        const int span = back + 1 + forward;
        if (span < k) {
            continue;
        }
        const int stride = dRow * n + dCol;
        const std::uint8_t* first = cells_.data() + index({row - back * dRow, col - back * dCol});
        WindowMarks window;
        for (int j = 0; j < k; ++j) {
            window.enter(first[static_cast<std::ptrdiff_t>(j) * stride]);
        }
        for (int start = 0;; ++start) {
            if (window.owners == 1 && window.count[player + 1] == 0) {
                ++closed;
            }
            if (start + k >= span) {
                break;
            }
            window.leave(first[static_cast<std::ptrdiff_t>(start) * stride]);
            window.enter(first[static_cast<std::ptrdiff_t>(start + k) * stride]);
        }
    }
    return closed;
}

// K < N under the exact-length rule (R-E7 with R-E14): a window is live while some player could
// still complete it into a run of exactly K: it holds no other player's marks, and neither
// cell just beyond it holds that player's (else completing it makes an overline). Counts the
// live windows among the K + 2 per direction that the cell lies in or flanks, with one sliding
// pass over the 2K + 1 cells around it: O(K). make/unmake take the difference around a move.
std::int64_t Position::liveWindowsAround(int row, int col) const {
    const int k = rules_.winLength;
    const int players = rules_.players;
    std::int64_t live = 0;
    for (const auto& direction : kDirections) {
        const int dRow = direction[0];  // named, not bound: a lambda below captures them
        const int dCol = direction[1];
        // The cell t steps along the direction: 0 empty, player + 1, or -1 off the board.
        const auto value = [&](int t) {
            const Cell c{row + t * dRow, col + t * dCol};
            return inBounds(c) ? int{cells_[static_cast<std::size_t>(index(c))]} : -1;
        };
        WindowMarks window;
        int onBoard = 0;
        const auto enter = [&](int v) {
            onBoard += v >= 0 ? 1 : 0;
            window.enter(v);
        };
        const auto leave = [&](int v) {
            onBoard -= v >= 0 ? 1 : 0;
            window.leave(v);
        };
        for (int t = -k; t < 0; ++t) {
            enter(value(t));
        }
        // Windows start at s = -k (the cell flanks its far end) up to s = 1 (flanks its start).
        for (int s = -k; s <= 1; ++s) {
            if (s > -k) {
                leave(value(s - 1));
                enter(value(s + k - 1));
            }
            if (onBoard < k || window.owners > 1) {
                continue;
            }
            const int before = value(s - 1);
            const int after = value(s + k);
            if (window.owners == 1) {
                int owner = 1;
                while (window.count[owner] == 0) {
                    ++owner;
                }
                live += before != owner && after != owner ? 1 : 0;
            } else {
                // Empty: some player must be on neither flank.
                const int flanked = (before > 0 ? 1 : 0) + (after > 0 && after != before ? 1 : 0);
                live += players > flanked ? 1 : 0;
            }
        }
    }
    return live;
}

// Length of the run of `player` through (row, col) along one direction, looking at most
// K cells each way (enough to tell "K or more" and "exactly K"); `back` gets the cells
// before the move.
int Position::runThrough(int row, int col, int dRow, int dCol, Player player, int* back) const {
    const int limit = rules_.winLength;
    const auto owns = [&](int r, int c) { return inBounds({r, c}) && at(Cell{r, c}) == player; };
    int before = 0;
    while (before < limit && owns(row - (before + 1) * dRow, col - (before + 1) * dCol)) {
        ++before;
    }
    int after = 0;
    while (after < limit && owns(row + (after + 1) * dRow, col + (after + 1) * dCol)) {
        ++after;
    }
    *back = before;
    return before + 1 + after;
}

// K < N: count outward from the move in the four directions, O(K) (R-E6); under the
// exact-length rule a run longer than K does not win (R-E14).
bool Position::winThrough(int row, int col, Player player) {
    const int k = rules_.winLength;
    for (const auto& [dRow, dCol] : kDirections) {
        int back = 0;
        const int run = runThrough(row, col, dRow, dCol, player, &back);
        if (rules_.exactFor(player) ? run == k : run >= k) {
            winStart_ = {row - back * dRow, col - back * dCol};
            winDRow_ = dRow;
            winDCol_ = dCol;
            winLength_ = run;
            return true;
        }
    }
    return false;
}

std::vector<Cell> Position::winningLine() const {
    std::vector<Cell> cells;
    cells.reserve(static_cast<std::size_t>(winLength_));
    for (int i = 0; i < winLength_; ++i) {
        cells.push_back({winStart_.row + i * winDRow_, winStart_.col + i * winDCol_});
    }
    return cells;
}

void Position::legalMoves(std::vector<Cell>& out) const {
    out.clear();
    if (isOver()) {
        return;
    }
    const int n = size();
    if (rules_.gravity) {
        for (int col = 0; col < n; ++col) {
            if (columnFill_[col] < n) {
                out.push_back(landing({0, col}));
            }
        }
        return;
    }
    for (int idx = 0; idx < cellCount(); ++idx) {
        if (cells_[idx] == 0 && !isForbidden(idx)) {
            out.push_back(cellAt(idx));
        }
    }
}

bool operator==(const Position& a, const Position& b) {
    return a.state() == b.state();
}

}  // namespace oxo
