#include "oxo/bots/hard_bot.h"

#include "oxo/bots/baseline_bot.h"

namespace oxo {

HardBot::HardBot() : today_(std::make_unique<AlphaBetaR1Bot>()) {}
HardBot::~HardBot() = default;

Analysis HardBot::think(const Position& position, const SearchLimits& limits) {
    return today_->think(position, limits);
}

}  // namespace oxo
