// Searcher, two players: the threat searches at the root. The side to move's own wins first,
// then the check of every root move against the opponent's threat sequences, and at the end
// the deeper check of the move chosen. Their budgets come from the time manager.
#include <algorithm>

#include "scoped_move.h"
#include "searcher.h"

namespace oxo::hard {

bool Searcher::rootThreats(Analysis& result) {
    const int me = board_.toMove();
    const int opp = board_.next(me);
    int count = 0;
    if (const int win = board_.playableWin(me, &count); win >= 0) {
        provenAtRoot(result, win, Verdict::Win, 1);
        return true;
    }
    int oppWins = 0;
    const int threat = board_.playableWin(opp, &oppWins);
    if (oppWins >= 2 || (oppWins == 1 && board_.forbidden(threat, me))) {
        // Two fives to stop, or (renju) the one block is forbidden: lost, but a move is due.
        provenAtRoot(result, allowedOr(threat), Verdict::Loss, 2);
        return true;
    }
    if (oppWins == 1 || board_.gravity()) {
        return false;
    }
    if (board_.hasFlexFour(me)) {
        provenAtRoot(result, board_.flexFour(me), Verdict::Win, 3);
        return true;
    }
    if (threats_.vcf(board_, 41, time_.rootVcf(), &line_) && !line_.empty()) {
        const std::vector<int> after(line_.begin() + 1, line_.end());
        provenAtRoot(result, line_.front(), Verdict::Win, static_cast<int>(line_.size()), after);
        return true;
    }
    if (!settings_.rootVct) {
        return false;
    }
    if (const int plies = rootVctPlies(17); plies > 0 && !line_.empty()) {
        provenAtRoot(result, line_.front(), Verdict::Win, plies);
        return true;
    }
    return false;
}

// Root moves are checked for what they leave the opponent: nothing forced, a win by threats
// with open threes (VCT), or a win by fours (VCF, the fastest). Moves that replay the
// opponent's known line are VCF losses at once; the others are probed, as many as the budget
// allows. Then the moves are ordered safe, unchecked, VCT loss, VCF loss, and only the safe
// ones are kept when there are any, else everything but the VCF losses (unless that is all).
// Every loss found is recorded as proven. Against a VCT threat (`vctPlies`) the probes go as
// deep as that threat and share a larger budget.
void Searcher::rootSafetyFilter(std::size_t checkedMoves, const std::vector<int>& threatLine,
                                int vctPlies) {
    if (board_.gravity() || rootMoves_.size() <= 1 || !settings_.rootSafety) {
        return;
    }
    std::size_t toProbe = 0;
    for (ScoredMove& m : rootMoves_) {
        bool lineWins = false;
        {
            const ScopedMove move(board_, m.cell);
            lineWins = !board_.won() && !threatLine.empty() &&
                       ThreatSearch::replayWins(board_, threatLine);
        }
        m.level = lineWins ? kVcf : kUnchecked;
        toProbe += lineWins ? 0 : 1;
        if (lineWins) {
            records_.proved(m.cell, Verdict::Loss, static_cast<int>(threatLine.size()) + 1,
                            threatLine);
        }
    }
    const std::size_t checked = std::min(toProbe, checkedMoves);
    const ThreatBudget vcfProbe =
        vctPlies > 0 ? time_.rootDefence(checked, false) : time_.rootSafety(checked, false);
    const ThreatBudget vctStep =
        vctPlies > 0 ? time_.rootDefence(checked, true) : time_.rootSafety(checked, true);
    const int maxVctPlies = std::max(9, vctPlies);
    std::size_t probed = 0;
    std::vector<int> line;
    for (ScoredMove& m : rootMoves_) {
        if (m.level != kUnchecked || probed >= checked || time_.stopped()) {
            continue;
        }
        ++probed;
        const ScopedMove move(board_, m.cell);
        if (board_.won()) {
            m.level = kSafe;
        } else if (threats_.vcf(board_, 31, vcfProbe, &line)) {
            m.level = kVcf;
            records_.proved(m.cell, Verdict::Loss, static_cast<int>(line.size()) + 1, line);
        } else if (!threats_.exhausted()) {
            // Threats with threes, a little deeper each time (cheap when short).
            int lossPlies = 0;
            bool unknown = false;
            for (int plies = 5; plies <= maxVctPlies && lossPlies == 0 && !unknown; plies += 2) {
                lossPlies = threats_.vct(board_, plies, vctStep) ? plies : 0;
                unknown = threats_.exhausted();
            }
            m.level = lossPlies > 0 ? kVct : unknown ? kUnchecked : kSafe;
            if (lossPlies > 0) {
                records_.proved(m.cell, Verdict::Loss, lossPlies + 1);  // within that many
            }
        }
    }
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

// Whether the opponent would win by threats with threes if it moved now (a quiet root: it has
// no open three and no VCF): the plies of such a win found within the root VCT's allowance (9
// or 13), else 0. A win in 5 counts as none: the main search sees that far by itself, and
// checking every move against it cost more than it saved (matches at 200 ms).
int Searcher::opponentVctIfItMovedNow() {
    const ScopedTurn pass(board_, board_.next(board_.toMove()));
    const int plies = rootVctPlies(13);
    return plies > 5 ? plies : 0;
}

// The side to move's VCT at the root: threats with open K-2 as well, deeper step by step (5, 9,
// 13, ... up to `maxPlies`), all steps on the root VCT's one allowance, so the first depth that
// wins is (about) how long the win takes. That depth, with the line in line_, else 0.
int Searcher::rootVctPlies(int maxPlies) {
    const Allowance vct = time_.rootVct();
    for (int plies = 5; plies <= maxPlies && vct.open(); plies += 4) {
        if (threats_.vct(board_, plies, vct.rest(), &line_)) {
            return plies;
        }
        if (threats_.exhausted()) {
            break;
        }
    }
    return 0;
}

// Whether the opponent, after our `cell`, wins by fours or by threats with threes (found within
// `budget`; a search cut short answers no): the plies to our loss (about, for threes), else 0.
int Searcher::opponentWinsAfter(int cell, const ThreatBudget& budget) {
    const ScopedMove move(board_, cell);
    if (board_.won()) {
        return 0;
    }
    const Allowance allowance(time_, budget);
    if (threats_.vcf(board_, 41, allowance.part(2), &line_)) {
        return static_cast<int>(line_.size()) + 1;
    }
    for (int plies = 5; plies <= 15 && allowance.open(); plies += 2) {
        if (threats_.vct(board_, plies, allowance.rest())) {
            return plies + 1;
        }
    }
    return 0;
}

// The chosen move is checked once more, deeper than the root filter could afford for every
// move: when it hands the opponent a forced win, the next best move that does not is played.
void Searcher::verifyChoice() {
    if (!settings_.verifyChoice || rootMoves_.size() <= 1 ||
        (completedDepth_ > 0 && rootMoves_.front().score > kMateBound)) {
        return;
    }
    if (rootMoves_.front().level == kVct || rootMoves_.front().level == kVcf) {
        return;  // already known to lose to threats: every move left does (the filter kept
                 // the least bad class)
    }
    constexpr std::size_t kTried = 4;
    const std::size_t tried = std::min(rootMoves_.size(), kTried);
    const std::optional<ThreatBudget> perMove = time_.finalCheck(tried);
    if (!perMove) {
        return;
    }
    for (std::size_t i = 0; i < tried; ++i) {
        if (rootMoves_[i].level == kVct || rootMoves_[i].level == kVcf) {
            continue;
        }
        const int cell = rootMoves_[i].cell;
        if (const int loss = opponentWinsAfter(cell, *perMove); loss > 0) {
            records_.proved(cell, Verdict::Loss, loss);
            continue;
        }
        std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<long>(i),
                    rootMoves_.begin() + static_cast<long>(i) + 1);
        break;
    }
}

}  // namespace oxo::hard
