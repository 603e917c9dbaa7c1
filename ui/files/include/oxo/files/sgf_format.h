// Smart Game Format FF[4] for gomoku and renju, GM[4] (R-F7; https://www.red-bean.com/sgf/).
// What OXO reads and writes:
//   (;FF[4]GM[4]CA[UTF-8]AP[OXO]SZ[15]RU[0]PB[Ann]PW[Bob]RE[B+]OX[{...}];B[hh];W[ii];B[ig])
// - Points are two letters, column then row from the top left: "aa" is the top-left cell;
//   a–z count 0–25, A–Z 26–51 (so at most 52×52). B is the player who moves first, W the other.
// - RU is the Gomocup rule number: 0 freestyle (K = 5), 1 exact five, 4 renju (bits 1 and 4 of
//   Gomocup's rule; 2 "continuous" is ignored, Caro (8) is refused). Text values "freestyle",
//   "gomoku", "exact", "renju" are read too. RE ("B+", "W+", "0" for a draw) is written; on
//   reading, the moves decide.
// - OX is OXO's own property: the .oxo JSON without moves (rules, seats with names and kinds,
//   clock). It keeps what SGF has no property for (K, gravity, 3 or 4 players, who moves first,
//   early draw, bot and engine seats), so OXO → SGF → OXO loses nothing; when present it wins
//   over SZ (which must agree), RU, PB and PW. With 3 or 4 players B and W merely alternate.
// - Without OX: an N×N board (SZ, default 15), K = 5, no early draw, two human seats named by PB
//   and PW (filtered to one line of visible text).
// - Other programs' properties are ignored; only the main line (the first variation at every
//   branch) is read, and only the first game of a collection. Setup stones (AB, AW, AE), passes
//   and games other than GM[4] are refused.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include "oxo/files/game_file.h"

namespace oxo {

inline constexpr char kSgfSuffix[] = "sgf";
inline constexpr int kMaxSgfSize = 52;

// Empty when `record` can be written as SGF; otherwise why not (translated).
QString sgfProblem(const GameRecord& record);
// The SGF text of `record`. Precondition: sgfProblem(record) is empty.
QByteArray toSgf(const GameRecord& record);
// Replays the main line through the engine, as readGame() does for .oxo.
ReadResult readSgf(QByteArrayView data, const FileLimits& limits = {});

}  // namespace oxo
