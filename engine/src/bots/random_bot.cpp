#include "oxo/bots/random_bot.h"

namespace oxo {

namespace {

// Uniform in [0, count) by rejection instead of uniform_int_distribution: the standard leaves
// that distribution's algorithm to the library, and a seed must replay the same game anywhere.
std::uint64_t below(std::mt19937_64& rng, std::uint64_t count) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % count;
    std::uint64_t draw = rng();
    while (draw >= limit) {
        draw = rng();
    }
    return draw % count;
}

}  // namespace

Analysis RandomBot::think(const Position& position, const SearchLimits& /*limits*/) {
    Analysis result;
    if (position.isOver()) {
        return result;
    }
    result.nodes = 1;
    // On a big, mostly empty board, drawing cells until an empty one turns up is uniform over
    // the empty cells too, and spares a list of millions of moves.
    const auto cells = static_cast<std::uint64_t>(position.cellCount());
    if (!position.rules().gravity && cells > 4096 &&
        static_cast<std::uint64_t>(position.moveCount()) * 2 < cells) {
        for (int attempt = 0; attempt < 64; ++attempt) {
            const auto index = static_cast<int>(below(rng_, cells));
            if (position.isEmpty(index)) {
                result.move = position.cellAt(index);
                return result;
            }
        }
    }
    position.legalMoves(moves_);
    result.move = moves_[static_cast<std::size_t>(below(rng_, moves_.size()))];
    return result;
}

}  // namespace oxo
