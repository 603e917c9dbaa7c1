#include "oxo/types.h"

#include <array>

#include "oxo/enum_table.h"

namespace oxo {

namespace {

// Indexed by the enums (enum_table.h), in the order types.h declares them.
constexpr std::array<std::string_view, 8> kMoveErrorTexts{
    "legal move",
    "the game is over",
    "it is not that player's turn",
    "that cell is outside the board",
    "that cell is already taken",
    "that column is full",
    "under gravity a mark lands on the lowest free cell",
    "that move is forbidden to the first player under renju"};
static_assert(kMoveErrorTexts.size() == static_cast<std::size_t>(MoveError::Forbidden) + 1);

constexpr std::array<std::string_view, 4> kDrawTexts{
    "not a draw", "draw: the board is full", "draw: no line can be won any more",
    "draw: every free cell is forbidden to the player to move"};
static_assert(kDrawTexts.size() == static_cast<std::size_t>(DrawKind::NoLegalMove) + 1);

}  // namespace

std::string_view describe(MoveError error) {
    return enumEntry(kMoveErrorTexts, error, "unknown error");
}

std::string_view describe(DrawKind kind) {
    return enumEntry(kDrawTexts, kind, "unknown draw");
}

std::string_view markName(Player player) {
    // X, O, Δ, □ in turn order.
    static constexpr std::array<std::string_view, kMaxPlayers> kMarks{"X", "O", "\u0394", "\u25A1"};
    return player >= 0 && player < kMaxPlayers ? kMarks[static_cast<std::size_t>(player)] : "?";
}

}  // namespace oxo
