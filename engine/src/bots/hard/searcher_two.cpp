// Searcher, two players: the principal-variation search below the root and its quiescence.
#include <algorithm>

#include "scoped_move.h"
#include "searcher.h"

namespace oxo::hard {

namespace {

constexpr int kNodeVcfPlies = 21;

}  // namespace

Searcher::Mode Searcher::generate(int ply, int ttMove, std::vector<ScoredMove>& out, int depth,
                                  bool sortAll) {
    out.clear();
    const int me = board_.toMove();
    const int opp = board_.next(me);
    int oppWins = 0;
    const int threat = board_.playableWin(opp, &oppWins);
    if (oppWins == 1) {
        out.push_back({threat, 0});
        return Mode::Forced;
    }
    Frame& f = frames_[static_cast<std::size_t>(ply)];
    if (!board_.gravity() && board_.hasFlexFour(opp)) {
        // The opponent threatens an open four: stop it, or make fours of our own.
        ThreatSearch::defencesAgainstFlexFour(board_, f.scratch);
        for (const int cell : f.scratch) {
            out.push_back({cell, 0});
        }
        for (const int cell : board_.fourCells(me)) {
            if (!board_.forbidden(cell, me) &&
                std::find(f.scratch.begin(), f.scratch.end(), cell) == f.scratch.end()) {
                out.push_back({cell, 0});
            }
        }
        scoreMoves(ply, ttMove, out);
        return Mode::Defend;
    }
    if (!board_.gravity() && settings_.opponentVcfDepth > 0 &&
        depth >= settings_.opponentVcfDepth) {
        // Would the opponent win by fours if it moved now? Then only the cells of that line
        // (taking one breaks it) and our own fours are worth searching.
        bool threatened = false;
        {
            const ScopedTurn pass(board_, opp);
            threatened = threats_.vcf(board_, kNodeVcfPlies, settings_.nodeVcfBudget, &line_);
        }
        if (threatened && !line_.empty()) {
            for (const int cell : line_) {
                if (board_.allowed(cell, me)) {
                    out.push_back({cell, 0});
                }
            }
            for (const int cell : board_.fourCells(me)) {
                if (!board_.forbidden(cell, me) &&
                    std::find(line_.begin(), line_.end(), cell) == line_.end()) {
                    out.push_back({cell, 0});
                }
            }
            scoreMoves(ply, ttMove, out);
            f.lineMoves = out.size();
            return Mode::BreakVcf;
        }
    }
    candidates(out, ply == 0);
    scoreMoves(ply, ttMove, out, sortAll);
    return Mode::Normal;
}

// Not every defence against a win by fours lies on the line found: a stone elsewhere can turn
// one of the forced blocks into a four of ours. So when every cell of the line (and every four
// of ours) loses, the other candidates are searched too, before a loss is claimed; and at a PV
// node always (breakVcfOthersAtPv), so that a line move that merely scores badly does not hide
// a defence off the line that holds (docs/bench/strength-sessions.md, session 20).
void Searcher::appendOtherDefences(int ply, int ttMove, std::vector<ScoredMove>& moves) {
    Frame& f = frames_[static_cast<std::size_t>(ply)];
    candidates(f.scratchMoves);
    const auto tried = moves.begin() + static_cast<long>(f.lineMoves);
    const auto end =
        std::remove_if(f.scratchMoves.begin(), f.scratchMoves.end(), [&](const ScoredMove& m) {
            return std::any_of(moves.begin(), tried,
                               [&](const ScoredMove& t) { return t.cell == m.cell; });
        });
    f.scratchMoves.erase(end, f.scratchMoves.end());
    scoreMoves(ply, ttMove, f.scratchMoves);
    moves.insert(moves.end(), f.scratchMoves.begin(), f.scratchMoves.end());
}

// What every node settles before searching: a win now, a loss to two winning cells of the
// opponent (`oppWins` counts them, `threat` is one of them), a full board.
std::optional<int> Searcher::decidedNow(int ply, int* oppWins, int* threat) {
    const int me = board_.toMove();
    int count = 0;
    if (board_.playableWin(me, &count) >= 0) {
        return kMate - (ply + 1);
    }
    *oppWins = 0;
    *threat = board_.playableWin(board_.next(me), oppWins);
    if (*oppWins >= 2 || (*oppWins == 1 && board_.forbidden(*threat, me))) {
        return -(kMate - (ply + 2));  // two fives to stop, or (renju) the one block forbidden
    }
    if (board_.boardFull()) {
        return 0;
    }
    return std::nullopt;
}

int Searcher::pvs(int alpha, int beta, int depth, int ply, bool pvNode, bool nullAllowed) {
    if (poll()) {
        return 0;
    }
    const int me = board_.toMove();
    const int opp = board_.next(me);
    int oppWins = 0;
    int threat = -1;
    if (const auto decided = decidedNow(ply, &oppWins, &threat)) {
        return *decided;
    }
    if (ply >= kMaxPly - 4) {
        return board_.evaluate(me);
    }
    alpha = std::max(alpha, -(kMate - ply));
    beta = std::min(beta, kMate - (ply + 1));
    if (alpha >= beta) {
        return alpha;
    }
    if (oppWins == 0 && !board_.gravity() && board_.hasFlexFour(me)) {
        return kMate - (ply + 3);
    }
    if (depth <= 0) {
        return quiesce(alpha, beta, ply, 0);
    }

    const std::uint64_t key = nodeKey();
    const std::optional<TranspositionTable::Entry> entry = probeTable(key);
    int ttMove = -1;
    if (entry) {
        ttMove = entry->move;
        if (!pvNode && entry->depth >= depth) {
            const int v = scoreFromTable(entry->score, ply);
            const Bound b = entry->bound();
            if (b == kExactBound || (b == kLowerBound && v >= beta) ||
                (b == kUpperBound && v <= alpha)) {
                return v;
            }
        }
    }
    // Our own win by fours settles the node at once.
    if (!board_.gravity() && settings_.ownVcfDepth > 0 && depth >= settings_.ownVcfDepth &&
        !board_.fourCells(me).empty() && oppWins == 0 &&
        threats_.vcf(board_, kNodeVcfPlies, settings_.nodeVcfBudget, &line_)) {
        // As long as the line found: a faster win may exist, a slower one is not claimed.
        return kMate - (ply + std::max<int>(1, static_cast<int>(line_.size())));
    }

    const int staticEval = board_.evaluate(me);
    const bool quietNode = oppWins == 0 && (board_.gravity() || !board_.hasFlexFour(opp));
    // Static cut (reverse futility): so far above beta this near the horizon, with the
    // opponent threatening nothing, no move of ours will bring the score below it.
    if (settings_.staticCutMargin > 0 && !pvNode && quietNode &&
        depth <= settings_.staticCutDepth && std::abs(beta) < kMateBound &&
        staticEval - settings_.staticCutMargin * depth >= beta) {
        return staticEval;
    }
    // Null move: if passing still holds beta, a real move will too (gomoku has no zugzwang to
    // speak of); not when the opponent threatens anything.
    if (settings_.nullMove && !pvNode && nullAllowed && quietNode && depth >= 3 &&
        staticEval >= beta && std::abs(beta) < kMateBound) {
        const int reduction = 3 + depth / 6;
        int v = 0;
        {
            const ScopedTurn pass(board_, opp);
            v = -pvs(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false, false);
        }
        if (time_.stopped()) {
            return 0;
        }
        if (v >= beta) {
            return v >= kMateBound ? beta : v;
        }
    }

    Frame& f = frames_[static_cast<std::size_t>(ply)];
    const Mode mode = generate(ply, ttMove, f.moves, depth, false);
    bool sorted = mode != Mode::Normal;  // a Normal list has only its best first so far
    if (f.moves.empty()) {
        // Nothing stops the opponent's open three and we have no four: lost in four plies.
        return mode == Mode::Defend ? -(kMate - (ply + 4)) : board_.evaluate(me);
    }
    const int alphaIn = alpha;
    int best = -kInfinity;
    int bestMove = f.moves.front().cell;
    std::size_t tried = 0;
    bool othersAdded = false;
    for (std::size_t i = 0; i < f.moves.size(); ++i) {
        if (i == 1 && !sorted) {
            sortMoves(f.moves, 1);
            sorted = true;
        }
        const int cell = f.moves[i].cell;
        // BreakVcf: past the line's cells, the other candidates (appended below) are plain moves.
        const bool plain = mode == Mode::Normal || (mode == Mode::BreakVcf && i >= f.lineMoves);
        if (plain && board_.forbidden(cell, me)) {
            continue;  // renju: not a move (R-E15); the other modes' lists hold none
        }
        const bool isTactical = !plain || board_.cellClass(cell, me) <= settings_.tacticalClass ||
                                board_.cellClass(cell, opp) <= settings_.tacticalBlockClass ||
                                cell == ttMove || cell == f.killers[0] || cell == f.killers[1];
        // Late-move pruning: deep in a quiet list at low depth, the rest is not worth it;
        // futility: near the horizon, a quiet move cannot lift a hopeless static score.
        const bool blocksThree = settings_.threeBlockMaxReduction >= 0 && plain && !isTactical &&
                                 board_.cellClass(cell, opp) <= kClassThree;
        if (!pvNode && !isTactical && !blocksThree && i > 0 && best > -kMateBound) {
            if (depth <= settings_.lmpMaxDepth &&
                i >= static_cast<std::size_t>(settings_.lmpBase +
                                              settings_.lmpScale * depth * depth)) {
                continue;
            }
            if (settings_.futilityMargin > 0 && depth <= 2 &&
                staticEval + settings_.futilityMargin * depth <= alpha) {
                continue;
            }
        }
        ++tried;
        int v = 0;
        {
            const ScopedMove move(board_, cell);
            if (board_.won()) {
                v = kMate - (ply + 1);
            } else if (board_.boardFull()) {
                v = 0;
            } else {
                // A forced reply costs no depth: threat sequences are followed to their end.
                const bool extended =
                    mode == Mode::Forced ||
                    (mode == Mode::Defend &&
                     f.moves.size() <= static_cast<std::size_t>(settings_.defendExtension));
                const int newDepth = depth - 1 + (extended ? 1 : 0);
                if (i == 0) {
                    v = -pvs(-beta, -alpha, newDepth, ply + 1, pvNode);
                } else {
                    int reduction = 0;
                    if (!isTactical && depth >= settings_.lmrMinDepth && i >= 3) {
                        if (settings_.lmrLog) {
                            reduction = reductions_[static_cast<std::size_t>(std::min(depth, 63))]
                                                   [std::min<std::size_t>(i, 63)] +
                                        (pvNode ? 0 : 1);
                            reduction = std::clamp(reduction, 1, std::max(1, newDepth - 1));
                        } else {
                            reduction = 1 + (i >= 8 ? 1 : 0) + (depth >= 6 && i >= 16 ? 1 : 0);
                        }
                        reduction = capReduction(reduction, cell, me, ply, blocksThree);
                    }
                    v = -pvs(-alpha - 1, -alpha, newDepth - reduction, ply + 1, false);
                    if (v > alpha && reduction > 0) {
                        v = -pvs(-alpha - 1, -alpha, newDepth, ply + 1, false);
                    }
                    if (v > alpha && v < beta && pvNode) {
                        v = -pvs(-beta, -alpha, newDepth, ply + 1, true);
                    }
                }
            }
        }
        if (time_.stopped()) {
            return 0;
        }
        if (v > best) {
            best = v;
            bestMove = cell;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    if (!makesOrStops(cell, settings_.tacticalClass)) {
                        updateHistory(ply, cell, depth, f.moves, i);
                    }
                    break;
                }
            }
        }
        if (mode == Mode::BreakVcf && !othersAdded && i + 1 == f.moves.size() &&
            (best <= -kMateBound || (pvNode && settings_.breakVcfOthersAtPv))) {
            othersAdded = true;
            appendOtherDefences(ply, ttMove, f.moves);
        }
    }
    if (tried == 0) {
        return board_.evaluate(me);
    }
    const Bound bound = best >= beta ? kLowerBound : best > alphaIn ? kExactBound : kUpperBound;
    (otherLines_ ? linesTable_ : *tt_).store(key, bestMove, scoreToTable(best, ply), depth, bound);
    return best;
}

int Searcher::quiesce(int alpha, int beta, int ply, int qply) {
    if (poll()) {
        return 0;
    }
    const int me = board_.toMove();
    int oppWins = 0;
    int threat = -1;
    if (const auto decided = decidedNow(ply, &oppWins, &threat)) {
        return *decided;
    }
    if (oppWins == 0 && !board_.gravity() && board_.hasFlexFour(me)) {
        return kMate - (ply + 3);
    }
    if (ply >= kMaxPly - 4) {
        return board_.evaluate(me);
    }
    if (oppWins == 1) {
        // The one reply; what it leads to is still part of the quiescence.
        if (qply >= 2 * settings_.quiescenceFourPlies) {
            return board_.evaluate(me);
        }
        const ScopedMove reply(board_, threat);
        return board_.won()         ? kMate - (ply + 1)
               : board_.boardFull() ? 0
                                    : -quiesce(-beta, -alpha, ply + 1, qply + 1);
    }
    int best = board_.evaluate(me);
    if (best >= beta || board_.gravity() || qply >= settings_.quiescenceFourPlies) {
        return best;
    }
    alpha = std::max(alpha, best);
    // Our fours, best first: each forces the reply, so a winning attack shows up here.
    Frame& f = frames_[static_cast<std::size_t>(ply)];
    f.moves.clear();
    for (const int cell : board_.fourCells(me)) {
        if (!board_.forbidden(cell, me)) {
            f.moves.push_back({cell, board_.cellValue(cell, me, true)});
        }
    }
    std::sort(f.moves.begin(), f.moves.end(),
              [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
    const std::size_t limit =
        std::min(f.moves.size(), static_cast<std::size_t>(settings_.quiescenceFours));
    for (std::size_t i = 0; i < limit; ++i) {
        const int cell = f.moves[i].cell;
        int v = 0;
        {
            const ScopedMove four(board_, cell);
            v = -quiesce(-beta, -alpha, ply + 1, qply + 1);
        }
        if (time_.stopped()) {
            return 0;
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    return best;
}

}  // namespace oxo::hard
