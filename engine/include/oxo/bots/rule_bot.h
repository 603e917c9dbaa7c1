// Medium: rule-based (R-B2, R-B3). On classic 3×3 the Newell–Simon order (win, block, fork,
// block a fork, centre, opposite corner, empty corner, empty side), which never loses; on
// other boards: win now, else block the player who would win next, else the cell that makes
// or stops the strongest open lines, nearest the centre. Ties are broken by a seeded
// generator so that bot-vs-bot matches are not one game repeated.
#pragma once

#include "oxo/bots/seeded_bot.h"

namespace oxo {

class RuleBot final : public SeededBot<BotLevel::Medium> {
public:
    using SeededBot::SeededBot;
    Analysis think(const Position& position, const SearchLimits& limits) override;

private:
    Cell classicMove(const Position& position);
    Cell generalMove(const Position& position);
};

}  // namespace oxo
