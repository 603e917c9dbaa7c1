// What an outside engine says while it thinks (R-F5, R-U12): its MESSAGE lines read into depth,
// value, nodes, speed, time and best line, for the analysis panel.
//
// The formats are Rapfi's (the strongest public pbrain engine), which GUIs built for it read:
//   Depth 12-25 | Eval 35 | Time 120ms | H8 I9 J10          (each finished depth)
//   (2) -12 | 12-25 | H8 I9 J10                             (one of several best lines)
//   Speed 820K | Depth 21-32 | Eval -193 | Node 795K | Time 970ms   (the search ended)
//   Bestline G9 J8 G7
//   (1) 35 (W 55.00, D 10.00, S 0.12) | V 1234K | SD 20 | H8 I9    (its MCTS search)
//   Speed 12K | Visit 50K | Time 12s
//   depth 12-25 multipv 2 ev 35 n 1234K n/ms 800 tm 1200 pv H8 I9  (its "ucilike" mode)
// Values are for the side to move, in the engine's own units; "+M9" / "-M8" are a win / loss in
// that many plies, "+M*" / "-M*" one of unknown length. Counts carry K, M, G or T (thousands,
// millions, ...); times are "970ms", "12s", "3min", "1h". Some builds print a line's cells
// run together ("H8I9J10"); that is read too.
//
// Cell names: a letter for the column counted from 'A' = the protocol's X = 0, then a number
// for the row, 1 = the protocol's Y = 0. That is the TOP row as Piskvork and OXO draw the
// board, so an engine's "H8" is OXO's "h8" (oxo/notation.h counts rows from 1 at the top too).
// (Yixin-Board shows rows counted from the bottom and asks Rapfi to flip its coordinates with
// coord_conversion_mode; OXO asks for no conversion, Rapfi's default.)
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringView>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "oxo/types.h"

namespace oxo::pbrain {

// An engine's value of the position for the side to move.
struct EngineEval {
    enum class Kind : std::uint8_t { Score, Win, Loss };
    Kind kind = Kind::Score;
    int score = 0;   // Score: in the engine's own units (positive: good for the side to move)
    int plies = -1;  // Win, Loss: plies to the end; -1 when the engine did not say how many
    friend bool operator==(const EngineEval&, const EngineEval&) = default;
};

// What one MESSAGE line said; every field the line did not carry is empty.
struct EngineInfo {
    int rank = 0;  // 1, 2, ... for one of several best lines ("(2) ..."); 0: the search's own
    std::optional<int> depth;
    std::optional<int> selectiveDepth;
    std::optional<EngineEval> eval;
    std::optional<std::uint64_t> nodes;
    std::optional<std::uint64_t> speed;  // nodes per second
    std::optional<std::chrono::milliseconds> time;
    std::vector<Cell> bestLine;  // the expected play, the side to move's move first
    bool pondering = false;      // about a position after the engine's own move: not this one
    QString text;                // the message as the engine wrote it (made printable)

    // Whether anything above `text` was understood; if not, the line is plain text for a log.
    bool recognised() const;
};

// Reads one MESSAGE line (without the word MESSAGE) of an engine playing on a size×size board.
// Cells off that board end the best line where they stand. Never fails: what it does not
// understand stays in `text` only.
EngineInfo parseEngineMessage(const QString& message, int boardSize);

// The pieces, for tests and for other readers of engine text:
// "795K" -> 795000, "1.5M" -> 1500000, "820" -> 820.
std::optional<std::uint64_t> parseEngineCount(QStringView text);
// "35", "-193", "+M9", "-M8", "+M*" (Rapfi's forms); "W9" / "L4" are read as a win / loss in
// so many plies too, in case an engine writes them so (no public engine seen doing it).
std::optional<EngineEval> parseEngineEval(QStringView text);
// "970ms", "12s", "1.2s", "3min", "1h", "1200" (milliseconds).
std::optional<std::chrono::milliseconds> parseEngineTime(QStringView text);

// Folds `line` into `summary`, the latest value of each field winning: the whole search as
// the panel shows it. Lines of rank 2 and below leave the summary alone (they are other moves),
// as do pondering lines.
void mergeEngineInfo(EngineInfo& summary, const EngineInfo& line);

}  // namespace oxo::pbrain

Q_DECLARE_METATYPE(oxo::pbrain::EngineInfo)
