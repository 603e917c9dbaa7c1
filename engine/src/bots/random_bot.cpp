#include "oxo/bots/random_bot.h"

namespace oxo {

Analysis RandomBot::think(const Position& position, const SearchLimits& /*limits*/) {
    Analysis result;
    position.legalMoves(moves_);
    if (moves_.empty()) {
        return result;
    }
    // Rejection sampling instead of uniform_int_distribution: the standard leaves that
    // distribution's algorithm to the library, and a seed must replay the same game anywhere.
    const std::uint64_t count = moves_.size();
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % count;
    std::uint64_t draw = rng_();
    while (draw >= limit) {
        draw = rng_();
    }
    result.move = moves_[static_cast<std::size_t>(draw % count)];
    result.nodes = 1;
    return result;
}

}  // namespace oxo
