// Medium: rule-based (R-B2, R-B3). On classic 3×3 the Newell–Simon order (win, block, fork,
// block a fork, centre, opposite corner, empty corner, empty side), which never loses; on
// other boards: win now, else block the player who would win next, else the cell that makes
// or stops the strongest open lines, nearest the centre. Ties are broken by a seeded
// generator so that bot-vs-bot matches are not one game repeated.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "oxo/bot.h"

namespace oxo {

class RuleBot final : public Bot {
public:
    explicit RuleBot(std::uint64_t seed) : rng_(seed) {}
    std::string_view name() const override { return levelName(BotLevel::Medium); }
    Analysis think(const Position& position, const SearchLimits& limits) override;

private:
    Cell classicMove(const Position& position);
    Cell generalMove(const Position& position);
    std::mt19937_64 rng_;
    std::vector<Cell> moves_;
};

}  // namespace oxo
