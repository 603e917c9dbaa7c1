// Searcher, two players: the root's iterative deepening. Forced answers and threat wins first,
// then the safety check of the root moves, then iterations with aspiration bounds (and, with
// several principal variations wanted, a search for the next best lines) for as long as the
// time manager allows, and the final check of the move chosen.
#include <algorithm>
#include <functional>

#include "scoped_move.h"
#include "searcher.h"

namespace oxo::hard {

Analysis Searcher::analyseTwo(Analysis result) {
    if (rootThreats(result)) {
        return result;
    }
    const Mode mode = generate(0, -1, rootMoves_, 100);
    if (rootMoves_.empty()) {
        // Nothing stops the opponent's open three and we have no four.
        std::vector<ScoredMove> any;
        candidates(any);
        if (any.empty()) {
            return result;  // renju: the first player has no allowed cell in the window
        }
        provenAtRoot(result, any.front().cell, Verdict::Loss, 4);
        return result;
    }
    result.move = board_.toCell(rootMoves_.front().cell);
    if (rootMoves_.size() == 1) {
        result.depth = 1;  // a forced reply: nothing to think about
        return result;
    }
    if (mode == Mode::BreakVcf) {
        // The opponent wins by fours if we let it: every candidate is a possible defence
        // (a stone can also break the line by turning a forced block into a four of ours),
        // the cells of the line found and our own fours first.
        std::vector<ScoredMove> all;
        candidates(all);
        scoreMoves(0, -1, all);
        for (ScoredMove& m : all) {
            const bool onLine = std::any_of(rootMoves_.begin(), rootMoves_.end(),
                                            [&](const ScoredMove& r) { return r.cell == m.cell; });
            m.score += onLine ? (1 << 24) : 0;
        }
        std::stable_sort(all.begin(), all.end(), [](const ScoredMove& a, const ScoredMove& b) {
            return a.score > b.score;
        });
        rootMoves_ = all;
        const std::vector<int> threatLine = line_;
        rootSafetyFilter(64, threatLine);
    } else if (mode == Mode::Normal && settings_.rootSafetyQuiet) {
        rootSafetyFilter(24, {});
    } else if (mode == Mode::Normal && settings_.rootVctDefence) {
        if (const int plies = opponentVctIfItMovedNow(); plies > 0) {
            rootSafetyFilter(48, {}, plies);
        }
    }
    result.move = board_.toCell(rootMoves_.front().cell);
    const int me = board_.toMove();
    const int opp = board_.next(me);
    const bool sharp = !board_.threeCells(opp).empty() || !board_.fourCells(opp).empty() ||
                       !board_.fourCells(me).empty();
    time_.setPace(sharp ? TimeManager::Pace::Sharp : TimeManager::Pace::Quiet);
    iterateWithHelpers(result);
    verifyChoice();
    result.move = board_.toCell(rootMoves_.front().cell);
    reportRootMoves(result);
    return result;
}

void Searcher::iterate(Analysis& result) {
    const std::size_t lines =
        std::min(static_cast<std::size_t>(settings_.multiPv), rootMoves_.size());
    int previous = 0;
    // A helper a ply ahead (depthSkew_) starts one deeper.
    for (int depth = 1 + depthSkew_; depth < kMaxPly - 8 && time_.allowsDepth(depth); ++depth) {
        int score = 0;
        int delta = settings_.aspiration;
        const bool aspire = delta > 0 && depth >= 4;
        int alpha = aspire ? previous - delta : -kInfinity;
        int beta = aspire ? previous + delta : kInfinity;
        while (true) {
            score = rootSearch(depth, alpha, beta);
            if (time_.stopped()) {
                break;
            }
            if (score <= alpha && alpha > -kInfinity) {
                alpha = std::max(score - delta, -kInfinity);
            } else if (score >= beta && beta < kInfinity) {
                beta = std::min(score + delta, kInfinity);
            } else {
                break;
            }
            delta *= 4;
        }
        if (lines > 1 && !time_.stopped()) {
            searchOtherLines(depth, lines);
        }
        result.move = board_.toCell(rootMoves_.front().cell);
        if (time_.stopped()) {
            break;
        }
        completedDepth_ = depth;
        result.depth = depth;
        result.score = score;
        previous = score;
        records_.completed(depth, rootMoves_.front().cell);
        reportIteration(result);
        if (!time_.nextIteration(depth, rootMoves_.front().cell, std::abs(score) > kMateBound)) {
            break;
        }
    }
}

int Searcher::searchRootMove(int cell, int depth, int alpha, int beta, bool full) {
    const ScopedMove move(board_, cell);
    if (board_.won()) {
        return kMate - 1;
    }
    if (board_.boardFull()) {
        return 0;
    }
    if (full) {
        return -pvs(-beta, -alpha, depth - 1, 1, true);
    }
    const int v = -pvs(-alpha - 1, -alpha, depth - 1, 1, false);
    if (v > alpha && v < beta && !time_.stopped()) {
        return -pvs(-beta, -alpha, depth - 1, 1, true);
    }
    return v;
}

int Searcher::rootSearch(int depth, int alpha, int beta) {
    int best = -kInfinity;
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        const int cell = rootMoves_[i].cell;
        const int v = searchRootMove(cell, depth, alpha, beta, i == 0);
        if (time_.stopped()) {
            break;
        }
        records_.searched(cell, v, depth);
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                // The best so far goes first: an interrupted iteration still knows it.
                std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<long>(i),
                            rootMoves_.begin() + static_cast<long>(i) + 1);
                rootMoves_.front().score = v;
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    return best;
}

// Several principal variations. The best line is the one-line search's own (above): the same
// windows, table, history and killers, so it is exactly what one line would give. Then the
// other root moves are searched for the next `lines` - 1 best, the first of them with full
// bounds and each later one against the last line kept (zero-width, again in full when it
// beats it). Those
// searches read the main table but write to a table of their own, and what they change in the
// threat table, the board's cell order and the move ordering is put back afterwards, so the next
// iteration's best line is still the one-line search's. Each extra line's expected play is read off
// the tables before that.
void Searcher::searchOtherLines(int depth, std::size_t lines) {
    otherLines_ = true;
    threats_.saveTable(linesThreats_);
    // The board too: the order its cell sets list candidates in follows the moves made and
    // taken back, and ties between equal move scores go by that order.
    linesBoard_ = board_;
    const auto history = history_;
    std::vector<std::array<int, 2>> killers(frames_.size());
    for (std::size_t i = 0; i < frames_.size(); ++i) {
        killers[i] = frames_[i].killers;
    }
    std::vector<int> kept;  // the extra lines' scores, best first
    for (std::size_t i = 1; i < rootMoves_.size(); ++i) {
        const int cell = rootMoves_[i].cell;
        const bool opening = kept.size() + 1 < lines;
        const int bar = opening ? -kInfinity : kept.back();
        const int v = searchRootMove(cell, depth, bar, kInfinity, opening);
        if (time_.stopped()) {
            break;
        }
        if (!opening && v <= bar) {
            records_.searched(cell, v, depth);  // at most the last line's score
            continue;
        }
        std::vector<Cell> line;
        tableLine(cell, depth, line);
        records_.searchedExact(cell, v, depth, std::move(line));
        kept.insert(std::upper_bound(kept.begin(), kept.end(), v, std::greater<>()), v);
        if (kept.size() + 1 > lines) {
            kept.pop_back();
        }
    }
    otherLines_ = false;
    threats_.restoreTable(linesThreats_);
    board_ = linesBoard_;
    history_ = history;
    for (std::size_t i = 0; i < frames_.size(); ++i) {
        frames_[i].killers = killers[i];
    }
}

}  // namespace oxo::hard
