#include "oxo/bots/random_bot.h"

namespace oxo {

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
            const auto index = static_cast<int>(below(cells));
            if (position.isEmpty(index)) {
                result.move = position.cellAt(index);
                return result;
            }
        }
    }
    position.legalMoves(moves_);
    result.move = pickFrom(moves_);
    return result;
}

}  // namespace oxo
