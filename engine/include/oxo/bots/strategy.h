// A proven two-player result written out as strategies that anyone can check without the
// solver (R-B4): for each claim ("X wins", "O does not lose"), the move its owner
// plays in every position the opponent can steer to, where a pairing may stand for a whole
// subtree. A draw is two claims: each side does not lose.
//
// Text format, one record a line:
//   oxo-strategy 1
//   rules <size> <win> <players> <gravity 0|1> <exact 0|1> <first player>
//   start <cells>                       the position the claims are made in
//   claim <player> win|notlose          the records up to the next claim belong to it
//   move <cells> <cell>                 in this position the owner plays <cell>
//   pairs <cells> <cell>-<cell> ...     from this position on the owner answers a move on one
//                                       cell of a pair with the other: the opponent never wins
// <cells> is the board, row by row from the top, '.' for empty, else the player's number.
#pragma once

#include <cstdint>
#include <string>

#include "oxo/bot.h"
#include "oxo/position.h"

namespace oxo {

struct StrategyText {
    bool ok = false;
    std::string text;           // the file, when ok
    std::string error;          // why not, when !ok
    std::uint64_t records = 0;  // move and pairs records written
};

// Writes the strategies behind a proven verdict of the SmallSolver's (two players, at most 64
// cells). Every owner move is taken from a proven analysis with `limits`; more than
// `maxRecords` records, an unproven step or a limit reached gives !ok.
StrategyText writeStrategy(const Position& position, Verdict verdict, const SearchLimits& limits,
                           std::uint64_t maxRecords = 2'000'000);

// The board as a strategy file writes it.
std::string strategyCells(const Position& position);

}  // namespace oxo
