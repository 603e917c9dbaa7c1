#include "oxo/review.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "oxo/bots/hard_bot.h"
#include "oxo/position.h"

namespace oxo {

namespace {

// Hard's scores: a few hundred is a clear edge. The analysis panel uses this scale too.
constexpr double kScoreScale = 400.0;

MoveValue valueOf(const Analysis& a) {
    MoveValue v;
    v.known = true;
    v.proven = a.proven;
    v.verdict = a.proven ? a.verdict : Verdict::Unknown;
    v.distance = a.proven ? a.distance : -1;
    v.score = a.score;
    return v;
}

// The worth of a position for the player who just moved into it, from its value for the
// next player (two players only: one's win is the other's loss).
MoveValue flipped(const MoveValue& next) {
    MoveValue v = next;
    v.score = -next.score;
    if (next.proven) {
        v.verdict = next.verdict == Verdict::Win    ? Verdict::Loss
                    : next.verdict == Verdict::Loss ? Verdict::Win
                                                    : next.verdict;
        v.distance = next.distance + 1;
    }
    return v;
}

// A finished position, for the player who made its last move.
MoveValue ended(const Position& position, Player mover) {
    MoveValue v;
    v.known = true;
    v.proven = true;
    v.distance = 0;
    v.verdict = position.status() == Status::Won
                    ? (position.winner() == mover ? Verdict::Win : Verdict::Loss)
                    : Verdict::Draw;
    return v;
}

}  // namespace

double MoveValue::goodness() const {
    if (proven) {
        return verdict == Verdict::Win ? 1.0 : verdict == Verdict::Loss ? -1.0 : 0.0;
    }
    return 0.9 * std::tanh(score / kScoreScale);
}

MoveMark markOf(const MoveValue& before, const MoveValue& after, bool playedTheBest) {
    if (playedTheBest || !before.known || !after.known) {
        return MoveMark::None;
    }
    if (before.proven && after.proven) {
        const bool threwWin = before.verdict == Verdict::Win && after.verdict != Verdict::Win;
        const bool lostDraw = before.verdict == Verdict::Draw && after.verdict == Verdict::Loss;
        if (threwWin || lostDraw) {
            return MoveMark::Blunder;
        }
        return MoveMark::None;  // the same proven result, perhaps a little slower
    }
    const double drop = before.goodness() - after.goodness();
    return drop > kBlunderDrop   ? MoveMark::Blunder
           : drop > kMistakeDrop ? MoveMark::Mistake
                                 : MoveMark::None;
}

std::string_view markSign(MoveMark mark) {
    switch (mark) {
        case MoveMark::Mistake:
            return "?";
        case MoveMark::Blunder:
            return "??";
        case MoveMark::None:
            break;
    }
    return "";
}

std::vector<MoveReview> reviewGame(const Rules& rules, std::span<const Move> moves,
                                   const ReviewOptions& options, const std::stop_token& stop,
                                   const ReviewProgress& progress) {
    const int total = static_cast<int>(moves.size()) + 1;
    HardBot bot;
    bot.setExactRootValues(true);
    // Every position once: its value for the side to move gives the move's "before" and the
    // previous move's "after".
    std::vector<std::optional<Analysis>> analyses(moves.size() + 1);
    std::vector<Position> positions;
    positions.reserve(moves.size() + 1);
    positions.emplace_back(rules);
    for (const Move& m : moves) {
        Position next = positions.back();
        assert(next.check(m.cell) == MoveError::None);
        next.make(m.cell);
        positions.push_back(next);
    }
    int done = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (stop.stop_requested()) {
            break;
        }
        if (!positions[i].isOver()) {
            SearchLimits limits = options.perMove;
            limits.stop = stop;
            bot.setMultiPv(rules.players == 2 ? 1 : positions[i].cellCount());
            analyses[i] = bot.think(positions[i], limits);
        }
        if (progress) {
            progress(++done, total);
        }
    }
    std::vector<MoveReview> reviews;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        // A position cut short by `stop` has no value: the review ends before it.
        if (!analyses[i] ||
            (!positions[i + 1].isOver() && !analyses[i + 1] && rules.players == 2)) {
            break;
        }
        MoveReview r;
        r.move = moves[i];
        r.before = valueOf(*analyses[i]);
        r.best = analyses[i]->move;
        if (positions[i + 1].isOver()) {
            r.after = ended(positions[i + 1], moves[i].player);
        } else if (rules.players == 2) {
            r.after = flipped(valueOf(*analyses[i + 1]));
        } else {
            // More players: the played move's own root value, when the search ranked it.
            for (const RootMove& root : analyses[i]->rootMoves) {
                if (root.move == moves[i].cell) {
                    r.after.known = true;
                    r.after.proven = root.proven;
                    r.after.verdict = root.proven ? root.verdict : Verdict::Unknown;
                    r.after.distance = root.proven ? root.distance : -1;
                    r.after.score = root.score;
                }
            }
        }
        r.mark = markOf(r.before, r.after, r.best == moves[i].cell);
        reviews.push_back(r);
    }
    return reviews;
}

}  // namespace oxo
