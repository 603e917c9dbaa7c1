// Every game format OXO reads and writes (R-F1, R-F7), chosen by the file's suffix:
//   .oxo  OXO's own JSON (game_file.h): everything
//   .psq  Piskvork (psq_format.h): two players, no gravity
//   .sgf  SGF FF[4] GM[4] (sgf_format.h): boards up to 52×52
//   .txt  positions (position_text.h), one game a line as an analysis board writes it
//         ("h8i9j10", rows from the bottom; a line with spaces is OXO notation, rows from the
//         top). Only moves: reading takes the first line under gomoku rules, 15×15, K = 5,
//         freestyle, no early draw, or 20×20 when the moves only fit there; writing keeps
//         the moves and loses rules and seats.
// Readers replay every move through the engine and give readGame()'s guarantees: a game or a
// translated message, never both; sizes and counts bounded; damaged input never crashes.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

#include "oxo/files/game_file.h"

namespace oxo {

enum class GameFormat { Oxo, Psq, Sgf, Positions };

// By suffix, case-insensitive: .oxo, .psq, .sgf, .txt; empty for any other.
std::optional<GameFormat> formatOfPath(const QString& path);
// The suffix without the dot: "oxo", "psq", "sgf", "txt".
QString formatSuffix(GameFormat format);

ReadResult readGameAs(GameFormat format, QByteArrayView data, const FileLimits& limits = {});
// The format from the suffix (an unknown one is refused with a message), then as
// loadGameFile(): a regular file only, its size checked before it is read.
ReadResult loadAnyGameFile(const QString& path, const FileLimits& limits = {});

// Empty when `format` can hold `record`; otherwise why not (translated). Positions hold any
// game's moves but not an empty game (the rest is lost: see above).
QString formatProblem(GameFormat format, const GameRecord& record);
// The file's bytes; empty and *error set (when given) when the format cannot hold the record.
QByteArray gameBytes(GameFormat format, const GameRecord& record, QString* error = nullptr);
// As saveGameFile(), atomic and checked, in the format of the path's suffix.
bool saveAnyGameFile(const QString& path, const GameRecord& record, QString* error = nullptr);

}  // namespace oxo
