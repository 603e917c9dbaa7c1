// A scripted player (R-B1): replays a fixed list of moves, one per call, for tests and
// replays. When the list runs out, or its next move is not legal here, it plays the first
// legal move and says so through exhausted().
#pragma once

#include <cstddef>
#include <vector>

#include "oxo/bot.h"

namespace oxo {

class ScriptedBot final : public Bot {
public:
    explicit ScriptedBot(std::vector<Cell> moves) : moves_(std::move(moves)) {}
    std::string_view name() const override { return "Scripted"; }
    Analysis think(const Position& position, const SearchLimits& limits) override;
    bool exhausted() const { return exhausted_; }

private:
    std::vector<Cell> moves_;
    std::size_t next_ = 0;
    bool exhausted_ = false;
};

}  // namespace oxo
