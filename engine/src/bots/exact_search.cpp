#include "exact_search.h"

#include <algorithm>
#include <cstdlib>

namespace oxo::small {

namespace {

// A proven score's verdict and distance (a draw's: at most the empty cells, when the board is
// full).
void verdictOf(int score, int empties, Verdict* verdict, int* distance) {
    if (score > kWinScoreThreshold) {
        *verdict = Verdict::Win;
        *distance = kWinScore - score;
    } else if (score < -kWinScoreThreshold) {
        *verdict = Verdict::Loss;
        *distance = kWinScore + score;
    } else {
        *verdict = Verdict::Draw;
        *distance = empties;
    }
}

}  // namespace

bool rootProven(int score, int depth, bool guess) {
    return !guess || (std::abs(score) > kWinScoreThreshold && kWinScore - std::abs(score) <= depth);
}

bool SearchCore::setUpFor(const Rules& rules) {
    if (geo && geo->rules == rules) {
        return false;
    }
    geo = std::make_unique<Geometry>(rules);
    table.allocate(tableBits > 0 ? tableBits : defaultTableBits(geo->cells));
    return true;
}

Analysis SearchCore::begin(const Position& position, const SearchLimits& limits) {
    started = std::chrono::steady_clock::now();
    clock.start(limits);
    clock.setCostlyNodes(position.rules().family == Family::Renju);
    nodes = 0;
    rootEmpties = 0;
    for (int cell = 0; cell < position.cellCount(); ++cell) {
        rootEmpties += position.isEmpty(cell) ? 1 : 0;
    }
    deepest = clock.allowsDepth(rootEmpties) ? rootEmpties : limits.depth;
    passScores.clear();
    rootScores.clear();
    Analysis result;
    std::vector<Cell> legal;
    position.legalMoves(legal);
    if (!legal.empty()) {
        result.move = legal.front();
    }
    return result;
}

void SearchCore::rootDecided(int cell, int value) {
    rootBest = cell;
    passScores.push_back({cell, value, true, false});
}

void SearchCore::scoreRootMove(int cell, int value, int alpha, int beta, int lo, int hi,
                               bool childGuess) {
    const int v = std::clamp(value, lo, hi);
    const bool exact = (v > alpha || v == lo) && (v < beta || v == hi);
    passScores.push_back({cell, v, exact, childGuess, !exact && v <= alpha});
}

void SearchCore::setProvenVerdict(Analysis& result, ProofModel model) const {
    result.model = model;
    verdictOf(result.score, rootEmpties, &result.verdict, &result.distance);
}

std::vector<RootMove> SearchCore::rankRootMoves(const Analysis& result,
                                                const Position& position) const {
    std::vector<RootMove> ranked;
    const int best = position.index(result.move);
    // The best move carries the root's own value (the pass's score, proven as the root is);
    // the others what their own search showed.
    RootMove front;
    front.move = result.move;
    front.score = result.score;
    front.proven = result.proven;
    front.verdict = result.verdict;
    front.distance = result.distance;
    front.depth = result.depth;
    ranked.push_back(front);
    for (const RootScore& r : rootScores) {
        if (r.cell == best) {
            continue;
        }
        RootMove m;
        m.move = position.cellAt(r.cell);
        m.score = r.value;
        m.depth = result.depth;
        m.proven = r.exact && rootProven(r.value, result.depth, r.guess);
        m.bound = r.exact ? ScoreBound::Exact : r.upper ? ScoreBound::Upper : ScoreBound::Lower;
        if (m.proven) {
            verdictOf(r.value, rootEmpties, &m.verdict, &m.distance);
        }
        ranked.push_back(m);
    }
    // Best first: by score, an exact value before a bound of the same score.
    std::stable_sort(ranked.begin() + 1, ranked.end(), [](const RootMove& a, const RootMove& b) {
        return a.score != b.score ? a.score > b.score : a.proven && !b.proven;
    });
    return ranked;
}

}  // namespace oxo::small
