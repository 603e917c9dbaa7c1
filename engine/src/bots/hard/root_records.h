// What Hard's root search learned about each root move, kept apart from the move lists of the
// hot path: the score and depth of the last completed iteration, and what a threat search
// proved (a win for us, or a loss: the move hands the opponent a forced win). Only completed
// iterations count, so every move reported was scored at the same depth.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "oxo/bot.h"

namespace oxo::hard {

class RootRecords {
public:
    struct Record {
        int cell = -1;
        int score = 0;
        int depth = 0;       // of the completed iteration that scored it; 0 = none did
        bool exact = false;  // score is the move's value, not only a bound on it
        int pendingScore = 0;
        int pendingDepth = 0;  // of the iteration under way
        bool pendingExact = false;
        std::vector<Cell> searchLine;  // an extra line's play (multi-PV), its own move first
        std::vector<Cell> pendingLine;
        Verdict verdict = Verdict::Unknown;  // proven by a threat search when not Unknown
        int distance = -1;
        std::vector<int> line;  // the proof's moves after this one, when known
    };

    // A new search on a board of `cells` cells: nothing known.
    void reset(int cells) {
        for (const Record& r : records_) {
            slot_[static_cast<std::size_t>(r.cell)] = -1;
        }
        records_.clear();
        slot_.resize(static_cast<std::size_t>(cells), -1);
        best_ = -1;
    }
    // `cell` was searched to `depth` in the iteration under way and scored `score` (exact or
    // a bound, as the alpha-beta bounds gave it).
    void searched(int cell, int score, int depth) {
        Record& r = at(cell);
        r.pendingScore = score;
        r.pendingDepth = depth;
        r.pendingExact = false;
        r.pendingLine.clear();
    }
    // `cell`'s exact value at `depth`; `line`: its expected play, when it is not the table's
    // (an extra line of a multi-PV iteration, whose table entries are not kept).
    void searchedExact(int cell, int score, int depth, std::vector<Cell> line = {}) {
        searched(cell, score, depth);
        Record& r = at(cell);
        r.pendingExact = true;
        r.pendingLine = std::move(line);
    }
    // Iteration `depth` completed with `best` first: its scores become the ones reported.
    void completed(int depth, int best) {
        for (Record& r : records_) {
            if (r.pendingDepth == depth) {
                r.score = r.pendingScore;
                r.depth = depth;
                r.exact = r.pendingExact;
                r.searchLine = r.pendingLine;
            }
        }
        best_ = best;
    }
    // A threat search proved what playing `cell` leads to, in `distance` plies; `line`: the
    // moves after it, when known.
    void proved(int cell, Verdict verdict, int distance, const std::vector<int>& line = {}) {
        Record& r = at(cell);
        r.verdict = verdict;
        r.distance = distance;
        r.line = line;
    }

    const std::vector<Record>& records() const { return records_; }
    // The index of `cell`'s record in records(), or -1 when it has none.
    int indexOf(int cell) const { return slot_[static_cast<std::size_t>(cell)]; }
    // The move first after the last completed iteration; -1 before one completed.
    int best() const { return best_; }

private:
    Record& at(int cell) {
        std::int32_t& slot = slot_[static_cast<std::size_t>(cell)];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(records_.size());
            records_.push_back({});
            records_.back().cell = cell;
        }
        return records_[static_cast<std::size_t>(slot)];
    }

    std::vector<Record> records_;
    std::vector<std::int32_t> slot_;  // a cell's index in records_, -1 when it has none
    int best_ = -1;
};

}  // namespace oxo::hard
