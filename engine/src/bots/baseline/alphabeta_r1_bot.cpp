// The frozen "alphabeta-r1" seat: Hard's think() as it was before the gomoku engine.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <string>

#include "../lines.h"
#include "grid_search_r1.h"
#include "oxo/bots/baseline_bot.h"
#include "oxo/bots/small_solver.h"

namespace oxo {

AlphaBetaR1Bot::AlphaBetaR1Bot()
    : solver_(std::make_unique<SmallSolver>()), grid_(std::make_unique<baseline::GridSearch>()) {}
AlphaBetaR1Bot::~AlphaBetaR1Bot() = default;

Analysis AlphaBetaR1Bot::think(const Position& position, const SearchLimits& limits) {
    if (position.isOver()) {
        return {};
    }
    const auto started = std::chrono::steady_clock::now();
    const Cell fallback = lines::safeMove(position);
    // The fallback's scan is part of the budget (it is not free on a huge board).
    SearchLimits rest = limits;
    rest.budget -= std::min(rest.budget, std::chrono::duration_cast<std::chrono::milliseconds>(
                                             std::chrono::steady_clock::now() - started));
    Analysis result = SmallSolver::supports(position.rules()) ? solver_->analyse(position, rest)
                                                              : grid_->analyse(position, rest);
    if (result.depth == 0) {
        result.move = fallback;  // no iteration finished: at least never miss a win or block
    }
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
    return result;
}

std::unique_ptr<Bot> makeBaselineBot(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == AlphaBetaR1Bot::kName) {
        return std::make_unique<AlphaBetaR1Bot>();
    }
    return nullptr;
}

std::vector<std::string_view> baselineNames() {
    return {AlphaBetaR1Bot::kName};
}

}  // namespace oxo
