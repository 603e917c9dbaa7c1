// Searcher, two players: the root. Forced answers and threat wins first, then the safety check
// of every root move against the opponent's threat sequences, then iterative deepening with
// aspiration windows under the time manager.
#include <algorithm>

#include "searcher.h"

namespace oxo::hard {

namespace {

std::int64_t budgetMs(const SearchLimits& limits) {
    return std::max<std::int64_t>(1, limits.budget.count());
}

// Nodes a threat probe may spend: a share of what the whole search is likely to visit (about
// 400 nodes per millisecond on the reference machine), or of the node limit when one is set.
std::uint64_t shareOfSearch(const SearchLimits& limits, std::uint64_t divisor, std::uint64_t floor,
                            std::uint64_t ceiling) {
    const std::uint64_t expected =
        limits.nodes != 0
            ? limits.nodes
            : static_cast<std::uint64_t>(std::min<std::int64_t>(budgetMs(limits), 3'600'000)) * 400;
    return std::clamp(expected / divisor, floor, ceiling);
}

void proven(Analysis& result, Cell move, Verdict verdict, int distance) {
    result.move = move;
    result.verdict = verdict;
    result.proven = true;
    result.distance = distance;
    result.depth = std::max(result.depth, 1);
}

}  // namespace

bool Searcher::rootThreats(Analysis& result) {
    const int me = board_.toMove();
    const int opp = board_.next(me);
    int count = 0;
    if (const int win = board_.playableWin(me, &count); win >= 0) {
        proven(result, board_.toCell(win), Verdict::Win, 1);
        return true;
    }
    int oppWins = 0;
    const int threat = board_.playableWin(opp, &oppWins);
    if (oppWins >= 2) {
        proven(result, board_.toCell(threat), Verdict::Loss, 2);
        return true;
    }
    if (oppWins == 1 || board_.gravity()) {
        return false;
    }
    if (!board_.flexFourCells(me).empty()) {
        proven(result, board_.toCell(board_.flexFourCells(me)[0]), Verdict::Win, 3);
        return true;
    }
    // The threat probes at the root get a share of the budget each, in time and in nodes.
    const auto budget =
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(limits_.budget);
    threats_.setDeadline(started_ + budget / 20);
    const bool vcfWin = threats_.vcf(board_, 41, shareOfSearch(limits_, 16, 1000, 60000), &line_);
    threats_.clearDeadline();
    if (vcfWin && !line_.empty()) {
        proven(result, board_.toCell(line_.front()), Verdict::Win, static_cast<int>(line_.size()));
        return true;
    }
    if (!settings_.rootVct) {
        return false;
    }
    // Threats with open K-2 as well, deeper step by step: the first depth that wins is (about)
    // how long the win takes.
    // One budget for all the steps together.
    const std::uint64_t vctBudget = shareOfSearch(limits_, 16, 1000, 100000);
    const std::uint64_t vctStart = nodes_;
    threats_.setDeadline(started_ + budget / 10);
    bool vctWin = false;
    int plies = 5;
    for (; plies <= 17 && !clock_.stopped() && nodes_ - vctStart < vctBudget; plies += 4) {
        vctWin =
            threats_.vct(board_, plies, vctBudget - (nodes_ - vctStart), &line_) && !line_.empty();
        if (vctWin || threats_.exhausted()) {
            break;
        }
    }
    threats_.clearDeadline();
    if (vctWin) {
        proven(result, board_.toCell(line_.front()), Verdict::Win, plies);
        return true;
    }
    return false;
}

// Root moves are checked for what they leave the opponent: nothing forced (kept first), a win
// by threats with open threes (VCT), or a win by fours (VCF, the fastest). Only the least bad
// class is kept, with the moves there was no time to check.
void Searcher::rootSafetyFilter(std::size_t checkedMoves, const std::vector<int>& threatLine) {
    if (board_.gravity() || rootMoves_.size() <= 1 || !settings_.rootSafety) {
        return;
    }
    const std::size_t checked = std::min(rootMoves_.size(), checkedMoves);
    const std::uint64_t perMove = shareOfSearch(limits_, 16 * checked, 100, 20000);
    const auto budget =
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(limits_.budget);
    threats_.setDeadline(started_ + budget / 6);
    constexpr int kUnchecked = 3;
    std::vector<int> level(rootMoves_.size(), kUnchecked);
    int least = kUnchecked;
    for (std::size_t i = 0; i < rootMoves_.size() && !clock_.stopped(); ++i) {
        board_.make(rootMoves_[i].cell);
        if (board_.won()) {
            level[i] = 0;
        } else if (!threatLine.empty() && ThreatSearch::replayWins(board_, threatLine)) {
            level[i] = 2;  // the opponent's line still wins: proven, and cheap to see
        } else if (i >= checked) {
            level[i] = kUnchecked;
        } else if (threats_.vcf(board_, 31, perMove)) {
            level[i] = 2;
        } else if (threats_.exhausted()) {
            level[i] = kUnchecked;  // not found is not the same as not there
        } else if (threats_.vct(board_, 9, perMove)) {
            level[i] = 1;
        } else {
            level[i] = threats_.exhausted() ? kUnchecked : 0;
        }
        board_.unmake(rootMoves_[i].cell);
        least = std::min(least, level[i]);
    }
    threats_.clearDeadline();
    if (least == kUnchecked) {
        return;
    }
    std::vector<ScoredMove> kept;
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        if (level[i] == least) {
            kept.push_back(rootMoves_[i]);
        }
    }
    if (least > 0) {
        // Nothing checked is safe: the unchecked moves may be, after the least bad ones.
        for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
            if (level[i] == kUnchecked) {
                kept.push_back(rootMoves_[i]);
            }
        }
    }
    rootMoves_ = kept;
}

int Searcher::rootSearch(int depth, int alpha, int beta) {
    int best = -kInfinity;
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        const int cell = rootMoves_[i].cell;
        board_.make(cell);
        int v = 0;
        if (board_.won()) {
            v = kMate - 1;
        } else if (board_.boardFull()) {
            v = 0;
        } else if (i == 0) {
            v = -pvs(-beta, -alpha, depth - 1, 1, true);
        } else {
            v = -pvs(-alpha - 1, -alpha, depth - 1, 1, false);
            if (v > alpha && v < beta && !clock_.stopped()) {
                v = -pvs(-beta, -alpha, depth - 1, 1, true);
            }
        }
        board_.unmake(cell);
        if (clock_.stopped()) {
            break;
        }
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

Analysis Searcher::analyseTwo(Analysis result) {
    if (rootThreats(result)) {
        return result;
    }
    const Mode mode = generate(0, -1, rootMoves_, 100);
    if (rootMoves_.empty()) {
        // Nothing stops the opponent's open three and we have no four.
        std::vector<ScoredMove> any;
        candidates(any);
        proven(result, board_.toCell(any.front().cell), Verdict::Loss, 4);
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
    } else if (mode == Mode::Normal) {
        rootSafetyFilter(24, {});
    }
    result.move = board_.toCell(rootMoves_.front().cell);
    // Time: a quiet position stops after about half the budget once the best move has held;
    // a sharp one (threats on the board) or an unstable best move may use all of it.
    const int me = board_.toMove();
    const int opp = board_.next(me);
    const bool sharp = !board_.threeCells(opp).empty() || !board_.fourCells(opp).empty() ||
                       !board_.fourCells(me).empty();
    const auto budget =
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(limits_.budget);
    int previous = 0;
    int previousBest = -1;
    int changes = 0;
    for (int depth = 1; depth < kMaxPly - 8 && clock_.allowsDepth(depth); ++depth) {
        int delta = settings_.aspiration;
        const bool window = delta > 0 && depth >= 4;
        int alpha = window ? previous - delta : -kInfinity;
        int beta = window ? previous + delta : kInfinity;
        int score = 0;
        while (true) {
            score = rootSearch(depth, alpha, beta);
            if (clock_.stopped()) {
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
        result.move = board_.toCell(rootMoves_.front().cell);
        if (clock_.stopped()) {
            break;
        }
        completedDepth_ = depth;
        stats_.nodesAtDepth[static_cast<std::size_t>(std::min(depth, 63))] = nodes_;
        result.depth = depth;
        result.score = score;
        previous = score;
        if (rootMoves_.front().cell != previousBest) {
            changes += depth > 1 ? 1 : 0;
            previousBest = rootMoves_.front().cell;
        }
        if (std::abs(score) > kMateBound && depth >= 6) {
            break;  // a forced result the deeper iterations will only confirm
        }
        const double share = (sharp ? 0.8 : 0.65) * (1.0 + 0.15 * std::min(changes, 3));
        if (elapsed() > budget * std::min(share, 0.95)) {
            break;  // the next iteration would most likely not finish
        }
    }
    return result;
}

}  // namespace oxo::hard
