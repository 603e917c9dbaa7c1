#include "window.h"

#include <algorithm>
#include <vector>

#include "shape.h"

namespace oxo::hard {

namespace {

// Clips [first, first + length) into [0, size) keeping its length where possible.
void fit(int& first, int& length, int size) {
    length = std::min(length, size);
    first = std::clamp(first, 0, size - length);
}

}  // namespace

WindowChoice chooseWindow(const Position& position) {
    const int n = position.size();
    WindowChoice choice;
    if (n <= kMaxWindow) {
        choice.window = {0, 0, n, n};
        return choice;
    }
    // The marks from the position's list: never a scan of the board.
    std::vector<Cell> marks;
    marks.reserve(position.occupied().size());
    for (const int idx : position.occupied()) {
        marks.push_back(position.cellAt(idx));
    }
    const int margin =
        shapeRadius(position.rules().winLength, position.rules().family != Family::Freestyle) + 6;
    Window w;
    if (marks.empty()) {
        const int side = std::min(n, 4 * margin);
        w = {(n - side) / 2, (n - side) / 2, side, side};
    } else {
        int top = n;
        int bottom = -1;
        int left = n;
        int right = -1;
        for (const Cell c : marks) {
            top = std::min(top, c.row);
            bottom = std::max(bottom, c.row);
            left = std::min(left, c.col);
            right = std::max(right, c.col);
        }
        if (bottom - top + 1 + 2 * margin <= kMaxWindow &&
            right - left + 1 + 2 * margin <= kMaxWindow) {
            w = {top - margin, left - margin, bottom - top + 1 + 2 * margin,
                 right - left + 1 + 2 * margin};
        } else {
            // Too wide: the full-size window around the mark with the most marks near it
            // (a sample of marks is tried, so this stays linear in the number of marks).
            const std::size_t tries = std::min<std::size_t>(marks.size(), 64);
            std::size_t bestCount = 0;
            Cell centre = marks.back();
            for (std::size_t t = 0; t < tries; ++t) {
                const Cell c = marks[t * marks.size() / tries];
                const auto count =
                    static_cast<std::size_t>(std::count_if(marks.begin(), marks.end(), [&](Cell m) {
                        return std::abs(m.row - c.row) < kMaxWindow / 2 &&
                               std::abs(m.col - c.col) < kMaxWindow / 2;
                    }));
                if (count > bestCount) {
                    bestCount = count;
                    centre = c;
                }
            }
            w = {centre.row - kMaxWindow / 2, centre.col - kMaxWindow / 2, kMaxWindow, kMaxWindow};
        }
    }
    if (position.rules().gravity) {
        // Marks land on the bottom row first: the window must reach it.
        const int bottomRow = w.row0 + w.rows;
        w.rows = std::min(kMaxWindow, w.rows + (n - bottomRow));
        w.row0 = n - w.rows;
    }
    fit(w.row0, w.rows, n);
    fit(w.col0, w.cols, n);
    choice.window = w;
    choice.coversEveryMark = std::all_of(marks.begin(), marks.end(), [&](Cell c) {
        return c.row >= w.row0 && c.row < w.row0 + w.rows && c.col >= w.col0 &&
               c.col < w.col0 + w.cols;
    });
    return choice;
}

}  // namespace oxo::hard
