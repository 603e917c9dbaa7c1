// Easy: a uniform random legal move from a seeded generator (R-B2, R-B3).
#pragma once

#include "oxo/bots/seeded_bot.h"

namespace oxo {

class RandomBot final : public SeededBot<BotLevel::Easy> {
public:
    using SeededBot::SeededBot;
    Analysis think(const Position& position, const SearchLimits& limits) override;
};

}  // namespace oxo
