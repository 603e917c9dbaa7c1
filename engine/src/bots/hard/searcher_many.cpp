// Searcher, three or four players: paranoid alpha-beta. Scores are for the player the search
// is for (the root); the others are taken to play together against it. Immediate threats are
// read per seat: the root must block every other player's win (nobody else will), while a
// coalition member only has to block the root when it is the last to move before the root,
// and never a partner: a partner's win before the root moves again ends the search as a loss
// for the root. Nothing here is reported as proven except a win on the root's next move.
#include <algorithm>

#include "../minimax_bounds.h"
#include "scoped_move.h"
#include "searcher.h"

namespace oxo::hard {

namespace {

constexpr std::uint64_t kParanoidSalt = 0x8F1BBCDC5A827999ULL;
constexpr std::size_t kQuietWidth = 12;  // quiet moves searched near the horizon

// Up to `limit` distinct playable cells where p completes K.
void playableWins(const PatternBoard& board, int p, std::size_t limit, std::vector<int>& out) {
    for (const int cell : board.winCells(p)) {
        if (out.size() >= limit) {
            return;
        }
        if (board.playable(cell) && std::find(out.begin(), out.end(), cell) == out.end()) {
            out.push_back(cell);
        }
    }
}

}  // namespace

std::uint64_t Searcher::paranoidKey() const {
    return nodeKey() ^ (kParanoidSalt * static_cast<std::uint64_t>(root_ + 1));
}

void Searcher::generateMany(int ply, int ttMove, std::vector<ScoredMove>& out) {
    candidates(out);
    scoreMoves(ply, ttMove, out);
}

int Searcher::paranoid(int alpha, int beta, int depth, int ply) {
    if (poll()) {
        return 0;
    }
    const int me = board_.toMove();
    const int players = board_.players();
    const bool maximizing = me == root_;
    const auto rootWinsAt = [&](int plies) { return kMate - (ply + plies); };
    int count = 0;
    if (board_.playableWin(me, &count) >= 0) {
        return maximizing ? rootWinsAt(1) : -rootWinsAt(1);
    }
    if (board_.boardFull()) {
        return 0;
    }
    Frame& f = frames_[static_cast<std::size_t>(ply)];
    std::vector<int>& forced = f.scratch;
    forced.clear();
    const auto seatsAhead = [&](int q) { return (q - me + players) % players; };
    if (maximizing) {
        for (int q = 0; q < players; ++q) {
            if (q != me) {
                playableWins(board_, q, 2, forced);
            }
        }
        if (forced.size() >= 2) {
            return -rootWinsAt(2);  // one block cannot stop two of them
        }
    } else {
        const int rootAhead = seatsAhead(root_);
        for (int q = 0; q < players; ++q) {
            const int ahead = seatsAhead(q);
            if (q != me && q != root_ && ahead < rootAhead && board_.playableWin(q, &count) >= 0) {
                return -rootWinsAt(ahead + 1);  // a partner wins before the root moves
            }
        }
        playableWins(board_, root_, static_cast<std::size_t>(rootAhead) + 1, forced);
        if (forced.size() > static_cast<std::size_t>(rootAhead)) {
            return rootWinsAt(rootAhead + 1);  // more root wins than moves left to block them
        }
        if (rootAhead > 1) {
            forced.clear();  // partners still to move can block too: no move is forced yet
        }
    }
    if (depth <= 0 || ply >= kMaxPly - 4) {
        return board_.evaluate(root_);
    }
    const std::uint64_t key = paranoidKey();
    const std::optional<TranspositionTable::Entry> entry = tt_->probe(key);
    int ttMove = -1;
    if (entry) {
        ttMove = entry->move;
        if (entry->depth >= depth && ply > 0) {
            const int v = scoreFromTable(entry->score, ply);
            const Bound b = entry->bound();
            if (b == kExactBound || (b == kLowerBound && v >= beta) ||
                (b == kUpperBound && v <= alpha)) {
                return v;
            }
        }
    }
    std::vector<ScoredMove>& moves = ply == 0 ? rootMoves_ : f.moves;
    if (!forced.empty()) {
        moves.clear();
        for (const int cell : forced) {
            moves.push_back({cell, 0});
        }
    } else {
        generateMany(ply, ttMove, moves);
    }
    const int alphaIn = alpha;
    const int betaIn = beta;
    int best = maximizing ? -kInfinity : kInfinity;
    int bestMove = moves.front().cell;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int cell = moves[i].cell;
        // With three or four players every open three matters: not the two-player class.
        if (depth <= 2 && i >= kQuietWidth && !makesOrStops(cell, kClassThree)) {
            continue;
        }
        int v = 0;
        {
            const ScopedMove move(board_, cell);
            if (board_.won()) {
                v = maximizing ? rootWinsAt(1) : -rootWinsAt(1);
            } else if (board_.boardFull()) {
                v = 0;
            } else {
                v = paranoid(alpha, beta, depth - 1 + (forced.size() == 1 ? 1 : 0), ply + 1);
            }
        }
        if (time_.stopped()) {
            return 0;
        }
        if (ply == 0) {
            records_.searched(cell, v, depth);
        }
        if (maximizing ? v > best : v < best) {
            best = v;
            bestMove = cell;
            if (ply == 0) {
                // The best so far goes first: an interrupted iteration still knows it.
                std::rotate(moves.begin(), moves.begin() + static_cast<long>(i),
                            moves.begin() + static_cast<long>(i) + 1);
            }
        }
        if (narrowBounds(maximizing, best, alpha, beta)) {
            if (!makesOrStops(cell, kClassThree)) {
                updateHistory(ply, cell, depth, moves, i);
            }
            break;
        }
    }
    const Bound bound = best >= betaIn ? kLowerBound : best <= alphaIn ? kUpperBound : kExactBound;
    tt_->store(key, bestMove, scoreToTable(best, ply), depth, bound);
    return best;
}

Analysis Searcher::analyseMany(Analysis result) {
    int count = 0;
    if (const int win = board_.playableWin(root_, &count); win >= 0) {
        provenAtRoot(result, win, Verdict::Win, 1);
        return result;
    }
    time_.setPace(TimeManager::Pace::Paranoid);
    rootMoves_.clear();
    for (int depth = 1; depth < kMaxPly - 8 && time_.allowsDepth(depth); ++depth) {
        const int score = paranoid(-kInfinity, kInfinity, depth, 0);
        const int best = rootMoves_.empty() ? -1 : rootMoves_.front().cell;
        if (best >= 0) {
            result.move = board_.toCell(best);
        }
        if (time_.stopped()) {
            break;
        }
        result.depth = depth;
        result.score = score;
        records_.completed(depth, best);
        reportIteration(result);
        // Forced, decided under the paranoid assumption, or out of time.
        if (rootMoves_.size() == 1 ||
            !time_.nextIteration(depth, best, std::abs(score) > kMateBound)) {
            break;
        }
    }
    reportRootMoves(result);
    return result;
}

}  // namespace oxo::hard
