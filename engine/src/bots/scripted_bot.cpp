#include "oxo/bots/scripted_bot.h"

namespace oxo {

Analysis ScriptedBot::think(const Position& position, const SearchLimits& /*limits*/) {
    Analysis result;
    if (next_ < moves_.size() && position.check(moves_[next_]) == MoveError::None) {
        result.move = position.landing(moves_[next_++]);
        return result;
    }
    exhausted_ = true;
    std::vector<Cell> legal;
    position.legalMoves(legal);
    if (!legal.empty()) {
        result.move = legal.front();
    }
    return result;
}

}  // namespace oxo
