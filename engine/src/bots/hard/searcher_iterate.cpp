// Searcher, two players: the root's iterative deepening. Forced answers and threat wins first,
// then the safety check of the root moves, then iterations with aspiration bounds (or, with
// several principal variations wanted, full bounds for the best lines) for as long as the time
// manager allows, and the final check of the move chosen.
#include <algorithm>

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
    }
    result.move = board_.toCell(rootMoves_.front().cell);
    const int me = board_.toMove();
    const int opp = board_.next(me);
    const bool sharp = !board_.threeCells(opp).empty() || !board_.fourCells(opp).empty() ||
                       !board_.fourCells(me).empty();
    time_.setPace(sharp ? TimeManager::Pace::Sharp : TimeManager::Pace::Quiet);
    iterate(result);
    verifyChoice();
    result.move = board_.toCell(rootMoves_.front().cell);
    reportRootMoves(result);
    return result;
}

void Searcher::iterate(Analysis& result) {
    const std::size_t lines =
        std::min(static_cast<std::size_t>(settings_.multiPv), rootMoves_.size());
    int previous = 0;
    for (int depth = 1; depth < kMaxPly - 8 && time_.allowsDepth(depth); ++depth) {
        int score = 0;
        if (lines > 1) {
            score = rootSearchLines(depth, lines);
        } else {
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

// Several principal variations: the first `lines` moves are searched with full bounds, every
// other one against the last line kept (zero-width bounds, searched again in full when it
// beats it). The lines stay at the front, best first, each with its exact score.
int Searcher::rootSearchLines(int depth, std::size_t lines) {
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        const int cell = rootMoves_[i].cell;
        const bool opening = i < lines;
        const int bar = opening ? -kInfinity : rootMoves_[lines - 1].score;
        const int v = searchRootMove(cell, depth, bar, kInfinity, opening);
        if (time_.stopped()) {
            break;
        }
        records_.searched(cell, v, depth);
        if (!opening && v <= bar) {
            continue;
        }
        // Up past every line it beats (the last line, when it is pushed out, goes next).
        const auto end = rootMoves_.begin() + static_cast<long>(std::min(i, lines));
        const auto at =
            std::find_if(rootMoves_.begin(), end, [v](const ScoredMove& m) { return m.score < v; });
        std::rotate(at, rootMoves_.begin() + static_cast<long>(i),
                    rootMoves_.begin() + static_cast<long>(i) + 1);
        at->score = v;
    }
    return rootMoves_.front().score;
}

}  // namespace oxo::hard
