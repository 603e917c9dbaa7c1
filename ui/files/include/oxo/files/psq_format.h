// Piskvork's .psq game record (R-F7), as Piskvork writes and reads it:
//   Piskvorky 20x20, 0:0, 0      board width x height, the two seats' levels (0 = human), and
//                                 which seat moved first (0 or 1)
//   10,10,0                       one move a line: column,row counted from 1 at the top left,
//   11,10,0                       then the think time in ms (may be missing); seats alternate
//   homo-1                        a line per seat: "homo-..." is a human, anything else the
//   pbrain-x.exe                  engine program Piskvork ran
//   -1                            a status number
//   OXO {...}                     OXO's own line (below)
// Piskvork stops reading after the two seat lines, so OXO's line after the status is ignored
// there. It holds the .oxo JSON without moves (rules, seats with names and kinds, clock), so
// OXO → PSQ → OXO loses nothing, even K ≠ 5 or exact or renju rules, which Piskvork itself
// plays by its own settings. Without it a PSQ reads as a two-player game of gomoku: N×N,
// K = 5, freestyle, no early draw (a long game may go on after no line is winnable), both
// seats human, named by their seat lines ("homo-2" is no name; an engine line gives its file
// name). A rectangular board is refused. Writing refuses what PSQ cannot hold: 3 or 4 players,
// gravity.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include "oxo/files/game_file.h"

namespace oxo {

inline constexpr char kPsqSuffix[] = "psq";

// Empty when `record` can be written as PSQ; otherwise why not (translated).
QString psqProblem(const GameRecord& record);
// The PSQ text of `record`. Precondition: psqProblem(record) is empty.
QByteArray toPsq(const GameRecord& record);
// Replays the moves through the engine, as readGame() does for .oxo.
ReadResult readPsq(QByteArrayView data, const FileLimits& limits = {});

}  // namespace oxo
