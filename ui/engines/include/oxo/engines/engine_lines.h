// The best lines of one outside-engine search, gathered from its MESSAGE lines (R-F5, R-U12):
// the search as a whole (mergeEngineInfo) and each of several best moves ("(k) ..." lines of
// an engine asked with YXNBEST), kept to distinct legal moves of the position searched.
#pragma once

#include <optional>
#include <vector>

#include "oxo/engines/engine_info.h"
#include "oxo/position.h"

namespace oxo::pbrain {

// One of the engine's best moves and what it said about it.
struct EngineLine {
    Cell move;
    std::optional<EngineEval> eval;  // for the side to move
    std::optional<int> depth;
    std::vector<Cell> line;  // the expected play, `move` first (just `move` when not said)
};

class EngineLines {
public:
    // A new search of `position` for `wanted` best moves (1 or more): forgets the last one.
    void start(const Position& position, int wanted);
    // One MESSAGE line of the search (pondering lines are left out).
    void note(const EngineInfo& info);

    // Everything said about the search so far.
    const EngineInfo& summary() const { return summary_; }
    // The best lines so far, best first (empty until a message named a legal move).
    const std::vector<EngineLine>& lines() const { return lines_; }
    // The lines once the engine answered `best`: `best` first, with what was said about it,
    // then the other ranked moves, distinct, at most `wanted` in all.
    std::vector<EngineLine> withBest(Cell best) const;

private:
    bool legal(Cell cell) const;

    std::optional<Position> position_;
    int wanted_ = 1;
    EngineInfo summary_;
    std::vector<std::optional<EngineLine>> ranked_;  // by rank - 1
    std::vector<EngineLine> lines_;
};

}  // namespace oxo::pbrain
