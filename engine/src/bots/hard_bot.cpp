#include "oxo/bots/hard_bot.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "hard/searcher.h"
#include "hard/time_manager.h"
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
                if (!block && lines::winsAt(position, c, position.at(idx)) &&
                    !position.isForbidden(position.index(c))) {
                    block = c;
                }
            }
        }
    }
    return block;
}

// After a fallback replaced the search's move: the ranked root moves lead with the move
// played, or are dropped when the search did not rank it (Analysis::rootMoves' invariant).
// With three or four players only a win on this move is a proof: longer values rest on the
// paranoid assumption of a coalition that may never form.
void normaliseProofs(Analysis& result, const Rules& rules) {
    const auto proof = [&](bool proven, Verdict verdict, int distance) {
        return proven && (rules.players == 2 || (verdict == Verdict::Win && distance == 1));
    };
    result.proven = proof(result.proven, result.verdict, result.distance);
    result.verdict = result.proven ? result.verdict : Verdict::Unknown;
    result.model = result.proven ? ProofModel::Exact : ProofModel::None;
    for (RootMove& m : result.rootMoves) {
        m.proven = proof(m.proven, m.verdict, m.distance);
        m.verdict = m.proven ? m.verdict : Verdict::Unknown;
        m.distance = m.proven ? m.distance : -1;
    }
}

void leadWithMove(Analysis& result) {
    auto& moves = result.rootMoves;
    const auto played = std::find_if(moves.begin(), moves.end(),
                                     [&](const RootMove& m) { return m.move == result.move; });
    if (played == moves.end()) {
        moves.clear();
        return;
    }
    std::rotate(moves.begin(), played, played + 1);
}

}  // namespace

HardBot::HardBot()
    : solver_(std::make_unique<SmallSolver>()), paranoid_(std::make_unique<ParanoidSolver>()) {}
HardBot::~HardBot() = default;

void HardBot::setExactRootValues(bool on) {
    solver_->setExactRootValues(on);
    paranoid_->setExactRootValues(on);
}

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
        const SearchLimits rest =
            hard::TimeManager::rest(limits, started, std::chrono::steady_clock::now());
        Analysis result =
            paranoid ? paranoid_->analyse(position, rest) : solver_->analyse(position, rest);
        if (result.depth == 0) {
            // No iteration finished: at least never miss a win or a block.
            result.move = lines::safeMove(position);
            leadWithMove(result);
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
    searcher_->setMultiPv(multiPv_);
    const auto forbidden = [&](Cell c) {
        return position.isEmpty(position.index(c)) && position.isForbidden(position.index(c));
    };
    SearchLimits searchLimits = limits;
    if (limits.onIteration) {
        // Each iteration's findings as think() itself would report them.
        searchLimits.onIteration = [&](const Analysis& found) {
            Analysis a = found;
            std::erase_if(a.rootMoves, [&](const RootMove& m) { return forbidden(m.move); });
            if (forbidden(a.move) && !a.rootMoves.empty()) {
                a.move = a.rootMoves.front().move;
            }
            normaliseProofs(a, rules);
            limits.onIteration(finish(std::move(a)));
        };
    }
    // The search's time manager counts the budget from `started`: the window and the checks
    // above are paid from it too.
    Analysis result = searcher_->analyse(position, choice.window, searchLimits, started);
    if (forbidden(result.move)) {
        // Renju: the search knows the first player's forbidden cells (R-E15) but reads them on
        // its window, whose edge counts as a wall; should it still name one, its best allowed
        // root move, else Medium's rules, which only pick allowed cells.
        std::erase_if(result.rootMoves, [&](const RootMove& m) { return forbidden(m.move); });
        if (!result.rootMoves.empty()) {
            result.move = result.rootMoves.front().move;
        } else {
            if (!longLines_) {
                longLines_ = std::make_unique<RuleBot>(0);
            }
            result.move = longLines_->think(position, limits).move;
        }
        result.proven = false;
        leadWithMove(result);
    }
    normaliseProofs(result, rules);
    return finish(result);
}

}  // namespace oxo
