// How a bot plays an opening rule (R-E16): it places the opening's stones so that the position
// is as balanced as its evaluation can tell, and it chooses the colour its evaluation favours.
// The evaluation is a search (the caller's bot, normally Hard) limited by depth and nodes, so
// the same seed gives the same decision on every machine.
#pragma once

#include <cstdint>
#include <span>
#include <stop_token>

#include "oxo/bot.h"
#include "oxo/opening_rule.h"
#include "oxo/position.h"

namespace oxo {

struct OpeningLimits {
    int depth = 2;               // of each evaluation
    std::uint64_t nodes = 3000;  // of each evaluation
    int candidates = 12;         // placements tried per stone
    std::stop_token stop;
};

// The evaluation of `position` for the side to move, by `evaluator` within `limits`: a proven
// win or loss counts as ±kDecided, a proven draw as 0.
inline constexpr int kDecided = 1'000'000;
int openingEvaluation(Bot& evaluator, const Position& position, const OpeningLimits& limits);

// The next stone to place when the placing person must bring the board to `placeUntil` stones:
// of `limits.candidates` seeded completions near the centre, the one whose final position
// evaluates nearest 0; Easy and Medium pick at random among the near-balanced ones (a wider
// margin for Easy), Hard takes the most balanced. Precondition: position.moveCount() <
// placeUntil and the position is not over.
Cell openingStone(Bot& evaluator, BotLevel level, const Position& position, int placeUntil,
                  std::uint64_t seed, const OpeningLimits& limits = {});

// The choice among `options` (OpeningStep::options at `position`): the colour the evaluation
// favours; with PlaceTwo offered and the position near balance, PlaceTwo (leave the choice to the
// other person after balancing it again). Precondition: options is not empty.
OpeningChoice openingChoice(Bot& evaluator, const Position& position,
                            std::span<const OpeningChoice> options,
                            const OpeningLimits& limits = {});

// How far from 0 an evaluation may be and still count as balanced (for PlaceTwo).
inline constexpr int kBalancedMargin = 30;

}  // namespace oxo
