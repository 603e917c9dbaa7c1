#include "oxo/bots/hard_bot.h"

#include <algorithm>
#include <chrono>

#include "grid_search.h"
#include "lines.h"
#include "oxo/bots/paranoid_solver.h"
#include "oxo/bots/solver.h"

namespace oxo {

namespace {

// Win now, else block the next player's win, else the first nearby cell: what a search cut
// off before its first iteration still plays (R-B3).
Cell safeMove(const Position& position) {
    std::vector<Cell> cells;
    lines::nearbyMoves(position, 1, cells);
    const Player me = position.toMove();
    const auto next = static_cast<Player>((me + 1) % position.rules().players);
    for (const Player p : {me, next}) {
        for (const Cell c : cells) {
            if (lines::winsAt(position, c, p)) {
                return c;
            }
        }
    }
    return cells.front();
}

}  // namespace

HardBot::HardBot()
    : solver_(std::make_unique<SmallSolver>()),
      paranoid_(std::make_unique<ParanoidSolver>()),
      grid_(std::make_unique<GridSearch>()) {}
HardBot::~HardBot() = default;

Analysis HardBot::think(const Position& position, const SearchLimits& limits) {
    if (position.isOver()) {
        return {};
    }
    const auto started = std::chrono::steady_clock::now();
    const Cell fallback = safeMove(position);
    // The fallback's scan is part of the budget (it is not free on a huge board).
    SearchLimits rest = limits;
    rest.budget -= std::min(rest.budget, std::chrono::duration_cast<std::chrono::milliseconds>(
                                             std::chrono::steady_clock::now() - started));
    // Small boards go to the exact solvers (paranoid for 3-4 players, up to 5x5); the grid
    // search's 3-4 player values rest on assumed blocks, so they are never reported proven.
    const Rules& rules = position.rules();
    const bool paranoid = ParanoidSolver::supports(rules) && position.cellCount() <= 25;
    Analysis result = SmallSolver::supports(rules) ? solver_->analyse(position, rest)
                      : paranoid                   ? paranoid_->analyse(position, rest)
                                                   : grid_->analyse(position, rest);
    if (!SmallSolver::supports(rules) && !paranoid) {
        result.proven = result.proven && rules.players == 2;
        result.verdict = result.proven ? result.verdict : Verdict::Unknown;
        result.model = result.proven ? ProofModel::Exact : ProofModel::None;
    }
    if (result.depth == 0) {
        result.move = fallback;  // no iteration finished: at least never miss a win or block
    }
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
    return result;
}

}  // namespace oxo
