#include "grid_search_r1.h"

#include <algorithm>
#include <chrono>

namespace oxo::baseline {

namespace {

constexpr int kTableBits = 18;

enum Bound : std::uint8_t { kUpper = 1, kLower = 2, kExact = 3 };

std::int64_t toTable(std::int64_t s, int ply) {
    constexpr auto kT = GridSearch::kWinThreshold;
    return s > kT ? s + ply : s < -kT ? s - ply : s;
}
std::int64_t fromTable(std::int64_t s, int ply) {
    constexpr auto kT = GridSearch::kWinThreshold;
    return s > kT ? s - ply : s < -kT ? s + ply : s;
}

}  // namespace

std::int64_t GridSearch::search(int depth, std::int64_t alpha, std::int64_t beta, int ply) {
    if ((++nodes_ & 63) == 0) {
        clock_.poll(nodes_);
    }
    if (clock_.stopped()) {
        return 0;
    }
    const Player mover = position_.toMove();
    const bool maximizing = mover == root_;
    const int players = position_.rules().players;
    const auto winFor = [&](Player p, int plies) {
        return p == root_ ? kWin - (ply + plies) : -(kWin - (ply + plies));
    };
    std::vector<Candidate>& moves = plyMoves_[static_cast<std::size_t>(ply)];
    candidates(moves);
    // Forced lines first: win now; else the next player's immediate wins must be blocked.
    for (const Candidate& c : moves) {
        if (c.effect.completes[mover] && lines::winsAt(position_, c.cell, mover)) {
            if (ply == 0) {
                rootBest_ = c.cell;
                rootBestSet_ = true;
            }
            return winFor(mover, 1);
        }
    }
    const auto next = static_cast<Player>((mover + 1) % players);
    std::size_t blocks = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i].effect.completes[next] && lines::winsAt(position_, moves[i].cell, next)) {
            std::swap(moves[blocks++], moves[i]);
        }
    }
    if (blocks > 0) {
        moves.resize(blocks);
        if (ply == 0) {
            rootBest_ = moves.front().cell;
            rootBestSet_ = true;
        }
        if (blocks >= 2 && players == 2) {
            return winFor(next, 2);  // one block cannot stop two wins
        }
        if (ply < kMaxPly) {
            ++depth;  // a forced reply costs no depth: follow threat sequences further
        }
    }
    if (depth <= 0 || ply >= kMaxPly) {
        // The mover still has its move: credit its best single move (a one-ply quiescence).
        std::int64_t tempo = 0;
        for (const Candidate& c : moves) {
            std::int64_t value = c.effect.gain[mover];
            for (int p = 0; p < players; ++p) {
                value += p != mover ? c.effect.loss[p] : 0;
            }
            tempo = std::max(tempo, value);
        }
        const std::int64_t v = evaluate() + (maximizing ? tempo : -tempo);
        return std::clamp(v, -kWinThreshold + 1, kWinThreshold - 1);
    }

    const std::uint64_t key =
        position_.hash() ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(root_ + 1));
    Entry& entry = table_[key & ((std::uint64_t{1} << kTableBits) - 1)];
    int hashMove = -1;
    if (entry.key == key) {
        hashMove = entry.move;
        if (ply > 0 && entry.depth >= depth) {
            const std::int64_t v = fromTable(entry.score, ply);
            if (entry.bound == kExact || (entry.bound == kLower && v >= beta) ||
                (entry.bound == kUpper && v <= alpha)) {
                return v;
            }
        }
    }
    for (Candidate& c : moves) {
        if (position_.index(c.cell) == hashMove) {
            c.order = kInf;
        }
        if (ply == 0 && rootBestSet_ && c.cell == rootBest_) {
            c.order = kInf;  // the previous iteration's choice first
        }
    }
    std::sort(moves.begin(), moves.end(),
              [](const Candidate& a, const Candidate& b) { return a.order > b.order; });
    const std::size_t width =
        ply == 0 ? std::max<std::size_t>(2 * width_, 24) : static_cast<std::size_t>(width_);
    if (moves.size() > width) {
        moves.resize(width);
    }

    const std::int64_t alphaIn = alpha;
    const std::int64_t betaIn = beta;
    std::int64_t best = maximizing ? -kInf : kInf;
    Cell bestMove = moves.front().cell;
    for (const Candidate& c : moves) {
        play(c.cell, c.effect);
        std::int64_t v = 0;
        if (position_.status() == Status::Won) {
            v = winFor(position_.winner(), 0);
        } else if (position_.status() == Status::Draw) {
            v = 0;
        } else {
            v = search(depth - 1, alpha, beta, ply + 1);
        }
        takeBack(c.cell);
        if (clock_.stopped()) {
            return 0;
        }
        if (maximizing ? v > best : v < best) {
            best = v;
            bestMove = c.cell;
            if (ply == 0) {
                rootBest_ = bestMove;
                rootBestSet_ = true;
            }
        }
        if (maximizing) {
            alpha = std::max(alpha, best);
        } else {
            beta = std::min(beta, best);
        }
        if (alpha >= beta) {
            if (!history_.empty()) {
                history_[static_cast<std::size_t>(position_.index(c.cell))] += depth * depth;
            }
            break;
        }
    }
    entry.key = key;
    entry.score = toTable(best, ply);
    entry.move = position_.index(bestMove);
    entry.depth = static_cast<std::int16_t>(depth);
    entry.bound = best <= alphaIn ? kUpper : best >= betaIn ? kLower : kExact;
    return best;
}

Analysis GridSearch::analyse(const Position& position, const SearchLimits& limits) {
    const auto started = std::chrono::steady_clock::now();
    clock_.start(limits);
    Analysis result;
    if (position.isOver()) {
        return result;
    }
    if (table_.empty() || !(tableRules_ == position.rules())) {
        table_.assign(std::size_t{1} << kTableBits, Entry{});
        tableRules_ = position.rules();
        const auto cells = static_cast<std::size_t>(position.cellCount());
        stamp_.assign(cells <= (std::size_t{1} << 22) ? cells : 0, 0);
        stampNow_ = 0;
        history_.assign(cells <= (std::size_t{1} << 16) ? cells : 0, 0);
    }
    for (int& h : history_) {
        h /= 8;  // age: old cutoffs say less about this position
    }
    position_ = position;
    root_ = position.toMove();
    totals_ = {};
    deltas_.clear();
    marks_.clear();
    const int n = position.size();
    board_.clear();
    const auto cellCount = static_cast<std::size_t>(position.cellCount());
    effectValid_.assign(cellCount <= (std::size_t{1} << 16) ? cellCount : 0, 0);
    effectCache_.resize(effectValid_.size());
    if (n <= 1024) {
        pad_ = position.rules().winLength;
        stride_ = n + 2 * pad_;
        steps_ = {1, stride_, stride_ + 1, stride_ - 1};
        board_.assign(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(stride_),
                      lines::kOffBoard);
    }
    for (int idx = 0; idx < position.cellCount(); ++idx) {
        if (!board_.empty()) {
            board_[padded(position.cellAt(idx))] = static_cast<std::uint8_t>(position.at(idx) + 1);
        }
        if (!position.isEmpty(idx)) {
            marks_.push_back(idx);
        }
    }
    nodes_ = 0;
    plyMoves_.resize(kMaxPly + 2);  // one list per ply, never reallocated during a search
    rootBestSet_ = false;
    width_ = position.rules().players > 2 ? 8 : 12;

    // Depth 0 of the search already finds wins and forced blocks: a legal answer at once.
    std::vector<Candidate> first;
    candidates(first);
    result.move = first.front().cell;
    // A forced win by fours is tried first: cheap, and deeper than the full-width search.
    if (position.rules().players == 2) {
        fourNodes_ = 0;
        Cell winning;
        if (const int plies = continuousFours(0, &winning); plies > 0 && !clock_.stopped()) {
            result.move = winning;
            result.proven = true;
            result.verdict = Verdict::Win;
            result.distance = plies;  // a forced win this long; a shorter one may exist
            result.depth = plies;
            result.nodes = nodes_ + fourNodes_;
            result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
                std::chrono::steady_clock::now() - started);
            return result;
        }
    }
    const std::int64_t remaining = position.cellCount() - position.moveCount();
    for (int depth = 1; depth <= std::min<std::int64_t>(remaining, 64) && clock_.allowsDepth(depth);
         ++depth) {
        const std::int64_t score = search(depth, -kInf, kInf, 0);
        if (clock_.stopped()) {
            break;
        }
        if (rootBestSet_) {
            result.move = rootBest_;
        }
        result.depth = depth;
        if (score > kWinThreshold || score < -kWinThreshold) {
            // With 3-4 players a paranoid "loss" assumes the others gang up: not a proof.
            if (score > 0 || position.rules().players == 2) {
                result.proven = true;
                result.verdict = score > 0 ? Verdict::Win : Verdict::Loss;
                result.distance = static_cast<int>(kWin - (score > 0 ? score : -score));
                break;
            }
        }
        result.score =
            static_cast<int>(std::clamp<std::int64_t>(score, -1'000'000'000, 1'000'000'000));
        // An iteration takes several times the last one: do not start what cannot finish.
        const auto spent = std::chrono::steady_clock::now() - started;
        if (spent * 3 > limits.budget) {
            break;
        }
    }
    result.nodes = nodes_;
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
    return result;
}

}  // namespace oxo::baseline
