#include "oxo/bots/hard_bot.h"

#include <algorithm>
#include <chrono>

#include "hard/searcher.h"
#include "hard/window.h"
#include "lines.h"
#include "oxo/bots/paranoid_solver.h"
#include "oxo/bots/rule_bot.h"
#include "oxo/bots/small_solver.h"

namespace oxo {

namespace {

// On a board larger than the search window with marks outside it: a win or a needed block
// anywhere, found around every mark (the window's search cannot see those).
std::optional<Cell> tacticsOutsideWindow(const Position& position) {
    constexpr int kDirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    const int k = position.rules().winLength;
    const Player me = position.toMove();
    std::optional<Cell> block;
    for (const int idx : position.occupied()) {
        const Cell mark = position.cellAt(idx);
        for (const auto& d : kDirs) {
            for (int step = -(k - 1); step < k; ++step) {
                const Cell c{mark.row + step * d[0], mark.col + step * d[1]};
                if (!position.inBounds(c) || !position.isEmpty(position.index(c)) ||
                    position.landing(c) != c) {
                    continue;
                }
                if (lines::winsAt(position, c, me)) {
                    return c;
                }
                if (!block && lines::winsAt(position, c, position.at(idx))) {
                    block = c;
                }
            }
        }
    }
    return block;
}

}  // namespace

HardBot::HardBot()
    : solver_(std::make_unique<SmallSolver>()), paranoid_(std::make_unique<ParanoidSolver>()) {}
HardBot::~HardBot() = default;

Analysis HardBot::think(const Position& position, const SearchLimits& limits) {
    if (position.isOver()) {
        return {};
    }
    const auto started = std::chrono::steady_clock::now();
    const auto finish = [&](Analysis result) {
        result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
            std::chrono::steady_clock::now() - started);
        return result;
    };

    // Small boards: the exact solvers (two players up to 64 cells; paranoid for three or four
    // up to 5x5), perfect wherever they finish within the budget.
    const Rules& rules = position.rules();
    const bool paranoid = ParanoidSolver::supports(rules) && position.cellCount() <= 25;
    if (SmallSolver::supports(rules) || paranoid) {
        const Cell fallback = lines::safeMove(position);
        SearchLimits rest = limits;
        rest.budget -= std::min(rest.budget, std::chrono::duration_cast<std::chrono::milliseconds>(
                                                 std::chrono::steady_clock::now() - started));
        Analysis result =
            paranoid ? paranoid_->analyse(position, rest) : solver_->analyse(position, rest);
        if (result.depth == 0) {
            result.move = fallback;  // no iteration finished: at least never miss a win or block
        }
        return finish(result);
    }

    // Lines longer than the pattern engine takes: Medium's rules (win, block, best lines).
    if (position.rules().winLength > hard::kMaxPatternWinLength) {
        if (!longLines_) {
            longLines_ = std::make_unique<RuleBot>(0);
        }
        return finish(longLines_->think(position, limits));
    }

    // The gomoku engine, on the board or the window of it that holds the marks.
    const hard::WindowChoice choice = hard::chooseWindow(position);
    if (!choice.coversEveryMark) {
        if (const auto urgent = tacticsOutsideWindow(position)) {
            Analysis result;
            result.move = *urgent;
            result.depth = 1;
            return finish(result);
        }
    }
    if (!searcher_) {
        searcher_ = std::make_unique<hard::Searcher>();
    }
    SearchLimits rest = limits;
    rest.budget -= std::min(rest.budget, std::chrono::duration_cast<std::chrono::milliseconds>(
                                             std::chrono::steady_clock::now() - started));
    Analysis result = searcher_->analyse(position, choice.window, rest);
    if (position.isForbidden(position.index(result.move))) {
        // Renju: the pattern search does not know the first player's forbidden cells; Medium's
        // rules only pick legal ones (R-E15).
        if (!longLines_) {
            longLines_ = std::make_unique<RuleBot>(0);
        }
        result.move = longLines_->think(position, limits).move;
        result.proven = false;
    }
    // With three or four players only a win on this move is a proof: longer values rest on the
    // paranoid assumption of a coalition that may never form.
    result.proven = result.proven && (rules.players == 2 ||
                                      (result.verdict == Verdict::Win && result.distance == 1));
    result.verdict = result.proven ? result.verdict : Verdict::Unknown;
    result.model = result.proven ? ProofModel::Exact : ProofModel::None;
    return finish(result);
}

}  // namespace oxo
