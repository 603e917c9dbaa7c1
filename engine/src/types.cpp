#include "oxo/types.h"

#include <array>

namespace oxo {

std::string_view describe(MoveError error) {
    switch (error) {
        case MoveError::None:
            return "legal move";
        case MoveError::GameOver:
            return "the game is over";
        case MoveError::WrongTurn:
            return "it is not that player's turn";
        case MoveError::OutOfBounds:
            return "that cell is outside the board";
        case MoveError::Occupied:
            return "that cell is already taken";
        case MoveError::ColumnFull:
            return "that column is full";
        case MoveError::Floating:
            return "under gravity a mark lands on the lowest free cell";
    }
    return "unknown error";
}

std::string_view describe(DrawKind kind) {
    switch (kind) {
        case DrawKind::None:
            return "not a draw";
        case DrawKind::BoardFull:
            return "draw: the board is full";
        case DrawKind::NoLineWinnable:
            return "draw: no line can be won any more";
    }
    return "unknown draw";
}

std::string_view markName(Player player) {
    // X, O, Δ, □ in turn order.
    static constexpr std::array<std::string_view, kMaxPlayers> kMarks{"X", "O", "\u0394", "\u25A1"};
    return player >= 0 && player < kMaxPlayers ? kMarks[static_cast<std::size_t>(player)] : "?";
}

}  // namespace oxo
