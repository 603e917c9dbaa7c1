// Frozen baselines: earlier versions of Hard, kept so that a new Hard can be measured against
// them in engine matches (`oxo-cli match --bot2 alphabeta-r1`). Not offered in the app.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "oxo/bot.h"

namespace oxo {

class SmallSolver;
namespace baseline {
class GridSearch;
}

// Hard as it was before the gomoku engine: the small-board solver up to 64 cells, else an
// iterative-deepening alpha-beta over open K-windows with a continuous-fours check.
class AlphaBetaR1Bot final : public Bot {
public:
    static constexpr std::string_view kName = "alphabeta-r1";

    AlphaBetaR1Bot();
    ~AlphaBetaR1Bot() override;
    AlphaBetaR1Bot(const AlphaBetaR1Bot&) = delete;
    AlphaBetaR1Bot& operator=(const AlphaBetaR1Bot&) = delete;

    std::string_view name() const override { return kName; }
    Analysis think(const Position& position, const SearchLimits& limits) override;

private:
    std::unique_ptr<SmallSolver> solver_;
    std::unique_ptr<baseline::GridSearch> grid_;
};

// The baseline called `name` (case-insensitive), or null when there is none by that name.
std::unique_ptr<Bot> makeBaselineBot(std::string_view name);

// Every baseline name, oldest first.
std::vector<std::string_view> baselineNames();

}  // namespace oxo
