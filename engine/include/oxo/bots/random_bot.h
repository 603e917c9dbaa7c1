// Easy: a uniform random legal move from a seeded generator (R-B2, R-B3).
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "oxo/bot.h"

namespace oxo {

class RandomBot final : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    std::string_view name() const override { return levelName(BotLevel::Easy); }
    Analysis think(const Position& position, const SearchLimits& limits) override;

private:
    std::mt19937_64 rng_;  // the same seed gives the same moves on every platform
    std::vector<Cell> moves_;
};

}  // namespace oxo
