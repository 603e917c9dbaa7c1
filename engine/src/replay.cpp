#include "oxo/replay.h"

namespace oxo {

std::string ReplayError::message() const {
    return "move " + std::to_string(moveIndex + 1) + ": " + std::string(describe(error));
}

MoveError checkRecorded(const Position& position, Cell cell, Player mover) {
    const MoveError why = position.check(cell, mover);
    if (why != MoveError::None || position.landing(cell) == cell) {
        return why;
    }
    // Under gravity check() accepts any cell of a column that is not full.
    return position.isEmpty(position.index(cell)) ? MoveError::Floating : MoveError::Occupied;
}

std::optional<ReplayError> replay(Position& position, std::span<const Cell> cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (const MoveError why = checkRecorded(position, cells[i]); why != MoveError::None) {
            return ReplayError{i, why};
        }
        position.make(cells[i]);
    }
    return std::nullopt;
}

}  // namespace oxo
