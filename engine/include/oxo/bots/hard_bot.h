// Hard: search (R-B2, R-B3). Two players on at most 64 cells go to the exact bitboard solver
// (perfect wherever it finishes within the budget); everything else to the grid search.
// Before either starts, an immediate win or a needed block is chosen, so even a search cut
// off at once never misses one.
#pragma once

#include <memory>

#include "oxo/bot.h"

namespace oxo {

class AlphaBetaR1Bot;

class HardBot final : public Bot {
public:
    HardBot();
    ~HardBot() override;
    HardBot(const HardBot&) = delete;
    HardBot& operator=(const HardBot&) = delete;

    std::string_view name() const override { return levelName(BotLevel::Hard); }
    Analysis think(const Position& position, const SearchLimits& limits) override;

private:
    // Until the new search lands, Hard plays as the frozen baseline does.
    std::unique_ptr<AlphaBetaR1Bot> today_;
};

}  // namespace oxo
