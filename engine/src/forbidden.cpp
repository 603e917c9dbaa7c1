#include "forbidden.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>

namespace oxo::renju {

namespace {

// The neighbourhood the check reads: far enough for the recursion the rule needs in practice
// (each level looks at most four cells along a line from the stone before it).
constexpr int kRadius = 15;
constexpr int kSide = 2 * kRadius + 1;
// Deeper chains of "this three is real because that stone is not forbidden" than this are
// treated as real: no position from play needs more.
constexpr int kMaxDepth = 6;

enum Code : std::uint8_t { kEmpty = 0, kBlack = 1, kOther = 2, kWall = 3 };

constexpr std::array<std::array<int, 2>, 4> kDirections{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

// The cell's neighbourhood seen from black's side; cells off the board are walls.
class Grid {
public:
    Grid(const std::uint8_t* cells, int rows, int cols, int index, std::uint8_t black) {
        const int row0 = index / cols - kRadius;
        const int col0 = index % cols - kRadius;
        // Walls everywhere, then the part of the neighbourhood that lies on the board (on a
        // small board most of it does not).
        codes_.fill(kWall);
        const int rBegin = std::max(0, -row0);
        const int rEnd = std::min(kSide, rows - row0);
        const int cBegin = std::max(0, -col0);
        const int cEnd = std::min(kSide, cols - col0);
        for (int r = rBegin; r < rEnd; ++r) {
            const std::uint8_t* line = cells + static_cast<std::ptrdiff_t>(row0 + r) * cols + col0;
            for (int c = cBegin; c < cEnd; ++c) {
                const std::uint8_t mark = line[c];
                codes_[static_cast<std::size_t>(r * kSide + c)] =
                    mark == 0 ? kEmpty : (mark == black ? kBlack : kOther);
            }
        }
    }

    Code at(int r, int c) const {
        if (r < 0 || r >= kSide || c < 0 || c >= kSide) {
            return kWall;
        }
        return codes_[static_cast<std::size_t>(r * kSide + c)];
    }
    void set(int r, int c, Code code) { codes_[static_cast<std::size_t>(r * kSide + c)] = code; }

    // Black stones in a row through (r, c) along (dr, dc), the cell itself included.
    int run(int r, int c, int dr, int dc) const {
        int length = 1;
        for (int s = 1; at(r + s * dr, c + s * dc) == kBlack; ++s) {
            ++length;
        }
        for (int s = 1; at(r - s * dr, c - s * dc) == kBlack; ++s) {
            ++length;
        }
        return length;
    }

    // The empty cells within four steps of (r, c) along the line, as offsets: where a stone
    // is tried to see what it would make.
    int trialOffsets(int r, int c, int dr, int dc, std::array<int, 8>& offsets) const {
        int count = 0;
        for (int i = -4; i <= 4; ++i) {
            if (i != 0 && at(r + i * dr, c + i * dc) == kEmpty) {
                offsets[static_cast<std::size_t>(count++)] = i;
            }
        }
        return count;
    }

    // The offsets i (-4..4) along the line where one more black stone makes exactly five
    // through (r, c), which holds black. At most 2 fit: `count` says how many.
    int fivePoints(int r, int c, int dr, int dc, std::array<int, 8>& points) {
        std::array<int, 8> trials{};
        const int tried = trialOffsets(r, c, dr, dc, trials);
        int count = 0;
        for (int t = 0; t < tried; ++t) {
            const int i = trials[static_cast<std::size_t>(t)];
            const int er = r + i * dr;
            const int ec = c + i * dc;
            set(er, ec, kBlack);
            // The five must pass through (r, c): the stones between the two cells are black.
            bool joined = true;
            for (int s = i < 0 ? i + 1 : 1; s < (i < 0 ? 0 : i); ++s) {
                joined = joined && at(r + s * dr, c + s * dc) == kBlack;
            }
            if (joined && run(er, ec, dr, dc) == 5) {
                points[static_cast<std::size_t>(count++)] = i;
            }
            set(er, ec, kEmpty);
        }
        return count;
    }

    // Fours through black's stone on (r, c) along one line: 0, 1 or 2 (a straight four, whose
    // two completing cells are five apart, is one four; two cells closer are two fours).
    int fours(int r, int c, int dr, int dc) {
        std::array<int, 8> points{};
        const int count = fivePoints(r, c, dr, dc, points);
        if (count == 2 && points[1] - points[0] == 5) {
            return 1;
        }
        return count;
    }

    bool straightFour(int r, int c, int dr, int dc) {
        std::array<int, 8> points{};
        return fivePoints(r, c, dr, dc, points) == 2 && points[1] - points[0] == 5;
    }

    // Whether black's stone on (r, c) makes an open three along the line: some empty cell
    // turns it into a straight four and may itself be played.
    bool openThree(int r, int c, int dr, int dc, int depth) {
        std::array<int, 8> trials{};
        const int tried = trialOffsets(r, c, dr, dc, trials);
        for (int t = 0; t < tried; ++t) {
            const int er = r + trials[static_cast<std::size_t>(t)] * dr;
            const int ec = c + trials[static_cast<std::size_t>(t)] * dc;
            set(er, ec, kBlack);
            const bool four = straightFour(r, c, dr, dc);
            set(er, ec, kEmpty);
            if (four && (depth >= kMaxDepth || !forbidden(er, ec, depth + 1))) {
                return true;
            }
        }
        return false;
    }

    // Precondition: (r, c) is empty.
    bool forbidden(int r, int c, int depth) {
        assert(at(r, c) == kEmpty);
        set(r, c, kBlack);
        bool five = false;
        bool overline = false;
        for (const auto& [dr, dc] : kDirections) {
            const int length = run(r, c, dr, dc);
            five = five || length == 5;
            overline = overline || length > 5;
        }
        bool result = false;
        if (!five && overline) {
            result = true;
        } else if (!five) {
            int fourCount = 0;
            int threeCount = 0;
            for (const auto& [dr, dc] : kDirections) {
                const int lineFours = fours(r, c, dr, dc);
                fourCount += lineFours;
                if (lineFours == 0 && threeCount < 2 && openThree(r, c, dr, dc, depth)) {
                    ++threeCount;
                }
            }
            result = fourCount >= 2 || threeCount >= 2;
        }
        set(r, c, kEmpty);
        return result;
    }

private:
    std::array<Code, static_cast<std::size_t>(kSide* kSide)> codes_{};
};

// Black stones within five cells of (r, c) along each line: a stone with fewer than two such
// lines, none holding four, can make neither two threes, two fours nor an overline.
bool quietCell(const std::uint8_t* cells, int rows, int cols, int index, std::uint8_t black) {
    const int row = index / cols;
    const int col = index % cols;
    int busyLines = 0;
    for (const auto& [dr, dc] : kDirections) {
        int stones = 0;
        for (int s = -5; s <= 5; ++s) {
            const int r = row + s * dr;
            const int c = col + s * dc;
            if (s != 0 && r >= 0 && r < rows && c >= 0 && c < cols &&
                cells[static_cast<std::size_t>(r * cols + c)] == black) {
                ++stones;
            }
        }
        if (stones >= 4) {
            return false;
        }
        busyLines += stones >= 2 ? 1 : 0;
    }
    return busyLines < 2;
}

}  // namespace

bool isForbidden(const std::vector<std::uint8_t>& cells, int size, int index, std::uint8_t black) {
    assert(cells.size() == static_cast<std::size_t>(size) * static_cast<std::size_t>(size));
    return isForbidden(cells.data(), size, size, index, black);
}

bool isForbidden(const std::uint8_t* cells, int rows, int cols, int index, std::uint8_t black) {
    assert(index >= 0 && index < rows * cols && cells[static_cast<std::size_t>(index)] == 0);
    if (quietCell(cells, rows, cols, index, black)) {
        return false;
    }
    Grid grid(cells, rows, cols, index, black);
    return grid.forbidden(kRadius, kRadius, 0);
}

}  // namespace oxo::renju
