// The one rule for replaying a recorded list of moves (R-E9, R-E13), used by game files, the
// app's history, opening files, oxo-cli's --moves, the bench positions and the tools: a record
// names the cell where each mark landed, so under gravity a cell must be the landing cell of
// its column. Naming another empty cell of the column is refused (MoveError::Floating), never
// read as "that column" — one list, one position, whoever reads it.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>

#include "oxo/position.h"
#include "oxo/types.h"

namespace oxo {

// Why a list could not be replayed: the index of the first bad move and its reason.
struct ReplayError {
    std::size_t moveIndex = 0;
    MoveError error = MoveError::None;
    std::string message() const;
};

// Whether `cell` can be the next recorded move on `position` (by `mover`, when named): the
// move checks of R-E4, then, under gravity, Floating for an empty cell that is not where the
// mark would land.
MoveError checkRecorded(const Position& position, Cell cell, Player mover = kNoPlayer);

// Plays `cells` on `position` in order. On the first that checkRecorded() refuses, returns
// its index and reason; the moves before it stay played.
std::optional<ReplayError> replay(Position& position, std::span<const Cell> cells);

}  // namespace oxo
