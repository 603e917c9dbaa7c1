// Game review (R-B5): every move of a game weighed by the Hard bot — the value of the position
// before it and after it for the player who moved, the best move there, and a mark where the
// move threw something away: "??" for a blunder (a proven win given up, a proven draw turned
// into a loss, or the evaluation falling past kBlunderDrop), "?" for a mistake (past
// kMistakeDrop). Proven values come from the exact solvers wherever they take the position.
// Standard C++, so the app, oxo-cli review and the tests share it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "oxo/bot.h"
#include "oxo/rules.h"
#include "oxo/types.h"

namespace oxo {

// A position's worth for one player: a proven result, or the search's score.
struct MoveValue {
    bool proven = false;
    Verdict verdict = Verdict::Unknown;  // when proven
    int distance = -1;                   // plies to the end when proven
    int score = 0;                       // the search's score otherwise
    bool known = false;                  // false: nothing could be said (3-4 players, unranked)

    // -1 (lost) .. 1 (won): proven results at the ends, scores squashed between.
    double goodness() const;
    friend bool operator==(const MoveValue&, const MoveValue&) = default;
};

enum class MoveMark : std::uint8_t { None, Mistake, Blunder };

struct MoveReview {
    Move move;         // who played where
    MoveValue before;  // the position before the move, for the mover
    MoveValue after;   // the position after it, for the mover
    Cell best;         // the move the search preferred
    MoveMark mark = MoveMark::None;
    friend bool operator==(const MoveReview&, const MoveReview&) = default;
};

inline constexpr double kMistakeDrop = 0.25;
inline constexpr double kBlunderDrop = 0.5;

// The mark a move earns from its values (a better move must exist for any mark).
MoveMark markOf(const MoveValue& before, const MoveValue& after, bool playedTheBest);

// "?" and "??" (empty for none): the signs analysis boards use.
std::string_view markSign(MoveMark mark);

struct ReviewOptions {
    SearchLimits perMove;  // each position's search (its stop token is ignored: see below)
};

// Called after each position is weighed: (positions done, positions in all).
using ReviewProgress = std::function<void(int done, int total)>;

// Reviews `moves` (a legal history under `rules`). Stops early, returning the moves reviewed
// so far, once `stop` is requested.
std::vector<MoveReview> reviewGame(const Rules& rules, std::span<const Move> moves,
                                   const ReviewOptions& options, const std::stop_token& stop = {},
                                   const ReviewProgress& progress = {});

}  // namespace oxo
