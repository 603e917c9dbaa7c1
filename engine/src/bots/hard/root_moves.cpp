// Searcher: the root moves for the Analysis, from what the root search recorded (root_records.h).
// The move played comes first; the others follow, the proven wins, then the rest by depth and
// score (the search's order breaking ties, so with several lines the lines come first), then
// the proven losses, slowest first. A move's line is its proof's, else the principal variation
// read from the transposition table.
#include <algorithm>
#include <climits>

#include "scoped_move.h"
#include "searcher.h"

namespace oxo::hard {

namespace {

int provenScore(Verdict verdict, int distance) {
    return verdict == Verdict::Win ? kMate - distance : -(kMate - distance);
}

}  // namespace

void Searcher::provenAtRoot(Analysis& result, int cell, Verdict verdict, int distance,
                            const std::vector<int>& line) {
    result.move = board_.toCell(cell);
    result.verdict = verdict;
    result.proven = true;
    result.distance = distance;
    result.depth = std::max(result.depth, 1);
    records_.proved(cell, verdict, distance, line);
    reportRootMoves(result);
}

// `cell`, then the moves the table holds as best in the positions that follow, at most `plies`
// moves in all.
void Searcher::tableLine(int cell, int plies, std::vector<Cell>& out) {
    out.push_back(board_.toCell(cell));
    ScopedLine played(board_);
    played.play(cell);
    for (int i = 1; i < plies && !board_.won() && !board_.boardFull(); ++i) {
        const std::optional<TranspositionTable::Entry> e =
            probeTable(board_.players() == 2 ? nodeKey() : paranoidKey());
        // An entry from a search on another search window may name a cell outside this one.
        if (!e || e->move < 0 || e->move >= board_.cellCount() ||
            !board_.allowed(e->move, board_.toMove())) {
            break;
        }
        out.push_back(board_.toCell(e->move));
        played.play(e->move);
    }
}

void Searcher::reportRootMoves(Analysis& result) {
    result.rootMoves.clear();
    const int front = board_.fromCell(result.move);
    const auto& records = records_.records();
    const auto known = [](const RootRecords::Record& r) {
        return r.depth > 0 || r.verdict != Verdict::Unknown;
    };
    if (front < 0 || records_.indexOf(front) < 0 ||
        !known(records[static_cast<std::size_t>(records_.indexOf(front))])) {
        return;  // nothing scored the move played (no iteration completed)
    }
    // Where each recorded move stands in the search's order (ties are broken by it).
    std::vector<int> order(records.size(), INT_MAX);
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        if (const int at = records_.indexOf(rootMoves_[i].cell); at >= 0) {
            order[static_cast<std::size_t>(at)] = static_cast<int>(i);
        }
    }
    struct Ranked {
        RootMove move;
        int order;
    };
    std::vector<Ranked> ranked;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const RootRecords::Record& r = records[i];
        if (!known(r)) {
            continue;
        }
        RootMove m;
        m.move = board_.toCell(r.cell);
        m.score = r.score;
        m.depth = r.depth;
        bool exact = r.exact;
        const std::vector<Cell>* searchLine = &r.searchLine;
        if (r.cell == front && r.cell != records_.best() && r.pendingDepth > r.depth) {
            // A new best move in the iteration cut short: its score from there.
            m.score = r.pendingScore;
            m.depth = r.pendingDepth;
            exact = r.pendingExact;
            searchLine = &r.pendingLine;
        }
        // The best line and the extra lines (multi-PV) have their values; the others were
        // only shown not better than the last line kept.
        m.bound = exact || r.cell == front ? ScoreBound::Exact : ScoreBound::Upper;
        if (r.verdict != Verdict::Unknown) {
            m.bound = ScoreBound::Exact;
            m.verdict = r.verdict;
            m.proven = true;
            m.distance = r.distance;
            m.score = provenScore(r.verdict, r.distance);
        }
        if (!r.line.empty() || m.depth == 0) {
            m.line.push_back(m.move);
            for (const int cell : r.line) {
                m.line.push_back(board_.toCell(cell));
            }
        } else if (!m.proven && !searchLine->empty()) {
            m.line = *searchLine;
        } else {
            tableLine(r.cell, m.depth, m.line);
        }
        ranked.push_back({std::move(m), order[i]});
    }
    const auto rank = [](const RootMove& m) {
        return !m.proven ? 1 : m.verdict == Verdict::Win ? 0 : 2;
    };
    const auto before = [&](const Ranked& a, const Ranked& b) {
        if (rank(a.move) != rank(b.move)) {
            return rank(a.move) < rank(b.move);
        }
        if (a.move.proven && a.move.distance != b.move.distance) {
            // Wins fastest first, losses slowest first.
            return (a.move.distance < b.move.distance) == (a.move.verdict == Verdict::Win);
        }
        if (a.move.depth != b.move.depth) {
            return a.move.depth > b.move.depth;
        }
        if (a.move.score != b.move.score) {
            return a.move.score > b.move.score;
        }
        if (a.move.bound != b.move.bound) {
            return a.move.bound == ScoreBound::Exact;  // a line before a mere bound as high
        }
        return a.order < b.order;
    };
    const auto first = std::find_if(ranked.begin(), ranked.end(),
                                    [&](const Ranked& r) { return r.move.move == result.move; });
    std::iter_swap(ranked.begin(), first);
    std::sort(ranked.begin() + 1, ranked.end(), before);
    result.rootMoves.reserve(ranked.size());
    for (Ranked& r : ranked) {
        result.rootMoves.push_back(std::move(r.move));
    }
}

}  // namespace oxo::hard
