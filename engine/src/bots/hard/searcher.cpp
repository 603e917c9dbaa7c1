// Searcher: setting up a search, the candidate moves and their order, shared by the two-player
// and the paranoid searches.
#include <algorithm>
#include <cmath>

#include "searcher.h"

namespace oxo::hard {

Searcher::Searcher(const SearchSettings& settings)
    : settings_(settings), threats_(settings.threatTableBits), time_(settings.shares) {
    for (std::size_t d = 1; d < reductions_.size(); ++d) {
        for (std::size_t i = 1; i < reductions_[d].size(); ++i) {
            const double r = std::log(static_cast<double>(d)) * std::log(static_cast<double>(i)) *
                             100 / std::max(settings_.lmrDivisor, 1);
            reductions_[d][i] = static_cast<std::int8_t>(r);
        }
    }
}

std::uint64_t Searcher::nodeKey() const {
    // The side to move is part of the key: after a null move the same stones have the other
    // side to move.
    return board_.hash() ^
           (0xC2B2AE3D27D4EB4FULL * static_cast<std::uint64_t>(board_.toMove() + 1));
}

void Searcher::prepare(const Position& position, const Window& window, const SearchLimits& limits,
                       SteadyTime started) {
    // Two players without gravity check the chosen move against the opponent's threat
    // sequences once the search is done (verifyChoice): the time manager keeps a share for it.
    const Rules& rules = position.rules();
    time_.start(limits, started, rules.players == 2 && !rules.gravity);
    time_.setCostlyNodes(rules.family == Family::Renju);
    if (!rulesSet_ || !(rules == rules_)) {
        rules_ = rules;
        rulesSet_ = true;
        table_.build(rules.winLength, rules.family != Family::Freestyle);
        if (rules.family == Family::Renju) {
            freeTable_.build(rules.winLength, false, shapeRadius(rules.winLength, true));
        }
        // A small board needs no big table.
        const int cells = rules.size * rules.size;
        tt_->reset(cells <= 400 ? std::min(settings_.tableBits, 18) : settings_.tableBits);
        linesTable_ = TranspositionTable();  // new rules: nothing of the old lines holds
        threats_.clear();
        for (auto& h : history_) {
            h.clear();
        }
    }
    board_.setup(rules, window, &table_, settings_.weights, &freeTable_);
    board_.load(position);
    for (int p = 0; p < rules.players; ++p) {
        auto& h = history_[static_cast<std::size_t>(p)];
        if (h.size() != static_cast<std::size_t>(board_.cellCount())) {
            h.assign(static_cast<std::size_t>(board_.cellCount()), 0);
        }
        for (auto& v : h) {
            v /= 4;  // age: cutoffs of the last search say less about this one
        }
    }
    threats_.attach(&time_);
    records_.reset(board_.cellCount());
    tt_->newSearch();
    if (settings_.multiPv > 1 && rules_.players == 2) {
        if (linesTable_.bits() != tt_->bits()) {
            linesTable_.reset(tt_->bits());  // allocated when first wanted
        }
        linesTable_.newSearch();
    }
    root_ = position.toMove();
    completedDepth_ = 0;
    threads_ = std::clamp(limits.threads, 1, kMaxSearchThreads);
    // Fewer threads than before: the helpers no longer wanted give their memory back.
    helpers_.resize(std::min(helpers_.size(), static_cast<std::size_t>(threads_ - 1)));
    activeHelpers_ = 0;
    onIteration_ = limits.onIteration;
    frames_.resize(kMaxPly + 2);
    for (Frame& f : frames_) {
        f.killers = {-1, -1};
    }
}

Analysis Searcher::analyse(const Position& position, const Window& window,
                           const SearchLimits& limits, SteadyTime started) {
    prepare(position, window, limits, started);
    Analysis result;
    std::vector<ScoredMove> first;
    candidates(first);
    result.move = first.empty() ? position.landing(Cell{position.size() / 2, position.size() / 2})
                                : board_.toCell(first.front().cell);
    result = rules_.players == 2 ? analyseTwo(result) : analyseMany(result);
    result.nodes = time_.nodes() + helperNodes();
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(time_.elapsed());
    return result;
}

void Searcher::reportIteration(const Analysis& result) {
    if (!onIteration_) {
        return;
    }
    Analysis found = result;
    found.nodes = time_.nodes() + helperNodes();
    found.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(time_.elapsed());
    reportRootMoves(found);
    onIteration_(found);
}

// Cells near the stones (under gravity: every column's landing cell), unscored.
void Searcher::candidates(std::vector<ScoredMove>& out, bool allowedOnly) const {
    out.clear();
    if (board_.gravity()) {
        for (int col = 0; col < board_.window().cols; ++col) {
            if (const int cell = board_.landing(col); cell >= 0) {
                out.push_back({cell, 0});
            }
        }
        return;
    }
    const int me = board_.toMove();
    for (const int cell : board_.nearCells()) {
        if (!allowedOnly || !board_.forbidden(cell, me)) {  // renju's first player (R-E15)
            out.push_back({cell, 0});
        }
    }
    if (out.empty() && board_.renju() && board_.stonesOnBoard() > 0) {
        // Every near cell is forbidden: any allowed cell of the window.
        for (int cell = 0; cell < board_.cellCount() && out.empty(); ++cell) {
            if (board_.at(cell) != kWall && board_.allowed(cell, me)) {
                out.push_back({cell, 0});
            }
        }
    }
    if (out.empty()) {
        // No stone in the window: the window's middle.
        const Window& w = board_.window();
        const int cell = board_.fromCell(Cell{w.row0 + w.rows / 2, w.col0 + w.cols / 2});
        out.push_back({cell, 0});
    }
}

int Searcher::allowedOr(int preferred) const {
    const int me = board_.toMove();
    if (board_.allowed(preferred, me)) {
        return preferred;
    }
    std::vector<ScoredMove> any;
    candidates(any);
    return !any.empty() && board_.allowed(any.front().cell, me) ? any.front().cell : preferred;
}

bool Searcher::makesOrStops(int cell, int cellClass) const {
    for (int p = 0; p < board_.players(); ++p) {
        if (board_.cellClass(cell, p) <= cellClass) {
            return true;
        }
    }
    return false;
}

int Searcher::capReduction(int reduction, int cell, int me, int ply, bool blocksThree) const {
    // The opponent's replies to a root move that make a three: never reduced.
    if (ply == 1 && settings_.fullDepthThreesAtPly1 && board_.cellClass(cell, me) <= kClassThree) {
        return 0;
    }
    if (blocksThree) {
        reduction = std::min(reduction, settings_.threeBlockMaxReduction);
    }
    const int twoLinesMax = settings_.twoLinesMaxReduction;
    // Asked last and only when it would cap: it reads four shapes.
    if (twoLinesMax >= 0 && reduction > twoLinesMax && buildsTwoLines(cell, me)) {
        reduction = twoLinesMax;
    }
    return reduction;
}

bool Searcher::buildsTwoLines(int cell, int p) const {
    if (board_.winLength() < 5) {
        return false;
    }
    // An open K-3 is level 3, flex; every stronger shape has a smaller code (shape.h).
    const Shape openKMinus3 = makeShape(3, true);
    int lines = 0;
    for (int dir = 0; dir < 4; ++dir) {
        lines += board_.shape(cell, p, dir) <= openKMinus3 ? 1 : 0;
    }
    return lines >= 2;
}

void Searcher::scoreMoves(int ply, int ttMove, std::vector<ScoredMove>& moves, bool sortAll) {
    const int me = board_.toMove();
    const Frame& f = frames_[static_cast<std::size_t>(ply)];
    const auto& history = history_[static_cast<std::size_t>(me)];
    for (ScoredMove& m : moves) {
        if (m.cell == ttMove) {
            m.score = 1 << 30;
            continue;
        }
        int defence = 0;
        for (int p = 0; p < board_.players(); ++p) {
            if (p != me) {
                defence = std::max(defence, board_.cellValue(m.cell, p, false));
            }
        }
        m.score = board_.cellValue(m.cell, me, true) + defence +
                  history[static_cast<std::size_t>(m.cell)] / 64;
        if (m.cell == f.killers[0]) {
            m.score += 400;
        } else if (m.cell == f.killers[1]) {
            m.score += 300;
        }
    }
    if (sortAll) {
        sortMoves(moves, 0);
        return;
    }
    // Only the best first (the earliest of equals), the rest left in list order.
    const auto best = std::max_element(
        moves.begin(), moves.end(),
        [](const ScoredMove& a, const ScoredMove& b) { return a.score < b.score; });
    if (best != moves.end()) {
        std::rotate(moves.begin(), best, best + 1);
    }
}

// Best first, ties in list order, from `first` on. An insertion sort: it moves little in one
// cached array, and merged runs, though fewer instructions, took no less time (BENCHMARKS.md,
// session 18); what saves time is not sorting at all where the first move cuts (generate()).
void Searcher::sortMoves(std::vector<ScoredMove>& moves, std::size_t first) {
    for (std::size_t i = first + 1; i < moves.size(); ++i) {
        const ScoredMove m = moves[i];
        std::size_t j = i;
        for (; j > first && moves[j - 1].score < m.score; --j) {
            moves[j] = moves[j - 1];
        }
        moves[j] = m;
    }
}

void Searcher::updateHistory(int ply, int cell, int depth, const std::vector<ScoredMove>& tried,
                             std::size_t count) {
    Frame& f = frames_[static_cast<std::size_t>(ply)];
    if (f.killers[0] != cell) {
        f.killers[1] = f.killers[0];
        f.killers[0] = cell;
    }
    auto& history = history_[static_cast<std::size_t>(board_.toMove())];
    const int bonus = std::min(depth * depth * 16, 4096);
    auto& h = history[static_cast<std::size_t>(cell)];
    h += bonus - h * bonus / 65536;
    for (std::size_t i = 0; i < count; ++i) {
        if (tried[i].cell != cell) {
            auto& other = history[static_cast<std::size_t>(tried[i].cell)];
            other -= bonus + other * bonus / 65536;
        }
    }
}

}  // namespace oxo::hard
