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

// Root moves are checked for what they leave the opponent: nothing forced, a win by threats
// with open threes (VCT), or a win by fours (VCF, the fastest). Moves that replay the
// opponent's known line are VCF losses at once; the others are probed, as many as the budget
// allows. Then the moves are ordered safe, unchecked, VCT loss, VCF loss, and only the safe
// ones are kept when there are any, else everything but the VCF losses (unless that is all).
void Searcher::rootSafetyFilter(std::size_t checkedMoves, const std::vector<int>& threatLine) {
    if (board_.gravity() || rootMoves_.size() <= 1 || !settings_.rootSafety) {
        return;
    }
    std::size_t toProbe = 0;
    for (ScoredMove& m : rootMoves_) {
        board_.make(m.cell);
        const bool lineWins =
            !board_.won() && !threatLine.empty() && ThreatSearch::replayWins(board_, threatLine);
        board_.unmake(m.cell);
        m.level = lineWins ? kVcf : kUnchecked;
        toProbe += lineWins ? 0 : 1;
    }
    const std::size_t checked = std::min(toProbe, checkedMoves);
    const std::uint64_t perMove =
        shareOfSearch(limits_, 16 * std::max<std::size_t>(checked, 1), 100, 20000);
    const auto budget =
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(limits_.budget);
    threats_.setDeadline(started_ + budget / 6);
    std::size_t probed = 0;
    for (ScoredMove& m : rootMoves_) {
        if (m.level != kUnchecked || probed >= checked || clock_.stopped()) {
            continue;
        }
        ++probed;
        board_.make(m.cell);
        if (board_.won()) {
            m.level = kSafe;
        } else if (threats_.vcf(board_, 31, perMove)) {
            m.level = kVcf;
        } else if (!threats_.exhausted()) {
            // Threats with threes, a little deeper each time (cheap when short).
            bool vct = false;
            bool unknown = false;
            for (int plies = 5; plies <= 9 && !vct && !unknown; plies += 2) {
                vct = threats_.vct(board_, plies, perMove / 3);
                unknown = threats_.exhausted();
            }
            m.level = vct ? kVct : unknown ? kUnchecked : kSafe;
        }
        board_.unmake(m.cell);
    }
    threats_.clearDeadline();
    const auto rank = [](std::int8_t level) {
        return level == kSafe ? 0 : level == kUnchecked ? 1 : level == kVct ? 2 : 3;
    };
    std::stable_sort(
        rootMoves_.begin(), rootMoves_.end(),
        [&](const ScoredMove& a, const ScoredMove& b) { return rank(a.level) < rank(b.level); });
    const int best = rank(rootMoves_.front().level);
    const auto drop = [&](const ScoredMove& m) {
        return best == 0 ? m.level != kSafe : best < 3 && m.level == kVcf;
    };
    rootMoves_.erase(std::remove_if(rootMoves_.begin(), rootMoves_.end(), drop), rootMoves_.end());
}

// Whether the opponent, after our `cell`, wins by fours or by threats with threes (found within
// `budget` nodes; a search cut short answers no).
bool Searcher::opponentWinsAfter(int cell, std::uint64_t budget) {
    board_.make(cell);
    bool wins = false;
    if (!board_.won()) {
        const std::uint64_t start = nodes_;
        wins = threats_.vcf(board_, 41, budget / 2);
        for (int plies = 5; plies <= 15 && !wins && nodes_ - start < budget; plies += 2) {
            wins = threats_.vct(board_, plies, budget - (nodes_ - start));
        }
    }
    board_.unmake(cell);
    return wins;
}

// The chosen move is checked once more, deeper than the root filter could afford for every
// move: when it hands the opponent a forced win, the next best move that does not is played.
void Searcher::verifyChoice() {
    if (!reserveForCheck_ || !settings_.verifyChoice || rootMoves_.size() <= 1 ||
        (completedDepth_ > 0 && rootMoves_.front().score > kMateBound)) {
        return;
    }
    const std::uint64_t left = limits_.nodes != 0
                                   ? (limits_.nodes > nodes_ ? limits_.nodes - nodes_ : 0)
                                   : shareOfSearch(limits_, 8, 2000, 400000);
    if (left < 200) {
        return;
    }
    if (rootMoves_.front().level == kVct || rootMoves_.front().level == kVcf) {
        return;  // already known to lose to threats: every move left does (the filter kept
                 // the least bad class)
    }
    constexpr std::size_t kTried = 4;
    const std::size_t tried = std::min(rootMoves_.size(), kTried);
    const std::uint64_t perMove = left / tried;
    threats_.attach(&nodes_, nullptr);  // the main clock has stopped; the deadline rules here
    threats_.setDeadline(
        started_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(limits_.budget));
    for (std::size_t i = 0; i < tried; ++i) {
        if (rootMoves_[i].level == kVct || rootMoves_[i].level == kVcf) {
            continue;
        }
        if (!opponentWinsAfter(rootMoves_[i].cell, perMove)) {
            std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<long>(i),
                        rootMoves_.begin() + static_cast<long>(i) + 1);
            break;
        }
    }
    threats_.clearDeadline();
    threats_.attach(&nodes_, &clock_);
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
    } else if (mode == Mode::Normal && settings_.rootSafetyQuiet) {
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
        const double share = (sharp ? settings_.sharpShare : settings_.quietShare) *
                             (1.0 + 0.15 * std::min(changes, 3));
        if (elapsed() > budget * std::min(share, 0.95) * (reserveForCheck_ ? 0.875 : 1.0)) {
            break;  // the next iteration would most likely not finish
        }
    }
    verifyChoice();
    result.move = board_.toCell(rootMoves_.front().cell);
    return result;
}

}  // namespace oxo::hard
