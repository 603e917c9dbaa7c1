// Plain value types shared by every part of the engine.
#pragma once

#include <cstdint>
#include <string_view>

namespace oxo {

// Players are numbered 0..3 in turn order: X, O, Δ, □ (R-E3).
using Player = std::int8_t;
inline constexpr Player kNoPlayer = -1;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMinPlayers = 2;

// Board limits (R-E1, R-E2).
inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 4096;
inline constexpr int kMinWinLength = 3;

// Zero-based (row, col); row 0 is the top row, col 0 the leftmost column (R-E1).
struct Cell {
    int row = 0;
    int col = 0;
    friend constexpr bool operator==(Cell, Cell) = default;
};

// One entry of the history: who played where (R-E9).
struct Move {
    Player player = kNoPlayer;
    Cell cell;
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

// Why a move was refused, in the order the checks are made (R-E4).
enum class MoveError : std::uint8_t {
    None,
    GameOver,
    WrongTurn,
    OutOfBounds,
    Occupied,
    ColumnFull,  // only under gravity (R-E13)
    Floating,    // replaying a history under gravity: the cell is not where the mark lands
    Forbidden,   // renju: the first player may not play there (R-E15)
};

enum class Status : std::uint8_t { InProgress, Won, Draw };

enum class DrawKind : std::uint8_t {
    None,
    BoardFull,       // every cell is taken
    NoLineWinnable,  // early draw: every line / K-window holds two different players (R-E7)
    NoLegalMove,     // renju: every empty cell is forbidden to the player to move (R-E15)
};

// English description for logs and the CLI; the UI translates the enum itself.
std::string_view describe(MoveError error);
std::string_view describe(DrawKind kind);

// Mark letters for text output: X, O, then Δ and □ (R-E3).
std::string_view markName(Player player);

}  // namespace oxo
