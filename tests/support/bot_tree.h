// Helpers for the bot proofs: walk every opponent line against a bot, and build random
// mid-game positions. Header-only; each test executable includes it once.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "oxo/bot.h"
#include "oxo/notation.h"
#include "oxo/position.h"

namespace oxo::test {

struct TreeStats {
    std::uint64_t lines = 0;    // games played to the end
    std::uint64_t losses = 0;   // games the bot lost
    std::uint64_t wins = 0;     // games the bot won
    std::uint64_t illegal = 0;  // moves the bot returned that could not be played
};

// A minimax value as a verdict: > 0 a win for the side to move, < 0 a loss, 0 a draw.
inline Verdict verdictOf(int value) {
    return value > 0 ? Verdict::Win : value < 0 ? Verdict::Loss : Verdict::Draw;
}

inline SearchLimits generous() {
    SearchLimits limits;
    limits.budget = std::chrono::seconds(30);
    return limits;
}

// A search limited by nodes only (the budget is out of reach), so that the move does not
// depend on the machine's speed or load.
inline SearchLimits nodeLimited(std::uint64_t nodes) {
    SearchLimits limits;
    limits.budget = std::chrono::hours(1);
    limits.nodes = nodes;
    return limits;
}

// The bot plays `botPlayer`; every other player tries every legal move (the whole tree).
inline void walkEveryLine(Position& position, Bot& bot, Player botPlayer, TreeStats& stats) {
    if (position.isOver()) {
        ++stats.lines;
        if (position.status() == Status::Won) {
            (position.winner() == botPlayer ? stats.wins : stats.losses) += 1;
        }
        return;
    }
    if (position.toMove() == botPlayer) {
        const Position before = position;
        const Cell move = bot.think(position, generous()).move;
        if (!(before == position) || position.check(move) != MoveError::None ||
            position.landing(move) != move) {
            ++stats.illegal;
            ++stats.lines;
            return;
        }
        position.make(move);
        walkEveryLine(position, bot, botPlayer, stats);
        position.unmake(move);
        return;
    }
    std::vector<Cell> moves;
    position.legalMoves(moves);
    for (const Cell move : moves) {
        position.make(move);
        walkEveryLine(position, bot, botPlayer, stats);
        position.unmake(move);
    }
}

// Plays `count` random moves that do not end the game (fewer if every move would end it).
inline void randomMidGame(Position& position, int count, std::mt19937_64& rng) {
    std::vector<Cell> moves;
    for (int i = 0; i < count && !position.isOver(); ++i) {
        position.legalMoves(moves);
        std::shuffle(moves.begin(), moves.end(), rng);
        bool played = false;
        for (const Cell move : moves) {
            position.make(move);
            if (!position.isOver()) {
                played = true;
                break;
            }
            position.unmake(move);
        }
        if (!played) {
            return;
        }
    }
}

// Would `player` win by a mark on the empty `cell`? Written plainly for the tests.
inline bool wouldWin(const Position& position, Cell cell, Player player) {
    const Rules& rules = position.rules();
    constexpr int kDirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& d : kDirs) {
        int run = 1;
        for (int sign : {-1, 1}) {
            for (int i = 1;; ++i) {
                const Cell c{cell.row + sign * i * d[0], cell.col + sign * i * d[1]};
                if (!position.inBounds(c) || position.at(c) != player) {
                    break;
                }
                ++run;
            }
        }
        if (rules.family == Family::Exact ? run == rules.winLength : run >= rules.winLength) {
            return true;
        }
    }
    return false;
}

struct TacticsReport {
    int winsChecked = 0;
    int blocksChecked = 0;
    std::vector<std::string> failures;

    // Empty when `wanted` wins and `wanted` blocks were checked and none failed; else what
    // went wrong, for the test's failure message.
    std::string problems(int wanted) const {
        std::string text;
        if (winsChecked != wanted || blocksChecked != wanted) {
            text = "checked " + std::to_string(winsChecked) + " wins and " +
                   std::to_string(blocksChecked) + " blocks, wanted " + std::to_string(wanted) +
                   " of each\n";
        }
        for (const std::string& failure : failures) {
            text += failure + "\n";
        }
        return text;
    }
};

// Random two-player mid-game positions on boards up to 19x19 with K = 5: where the side to
// move can win at once the bot must win; where it cannot but the opponent threatens exactly
// one winning cell the bot must take that cell (R-B3).
inline TacticsReport checkTactics(Bot& bot, int wanted, std::uint64_t seed,
                                  const SearchLimits& limits) {
    struct Board {
        int n, k;
        bool gravity, exact;
    };
    const std::vector<Board> boards{
        {5, 4, false, false},  {6, 4, false, false},  {7, 5, false, false},  {9, 5, false, false},
        {11, 5, false, false}, {15, 5, false, false}, {19, 5, false, false}, {8, 4, true, false},
        {10, 5, false, true},  {19, 5, false, true},  {12, 4, true, false},  {15, 3, false, false}};
    std::mt19937_64 rng(seed);
    TacticsReport report;
    std::vector<Cell> legal;
    for (int attempt = 0; attempt < 20000; ++attempt) {
        if (report.winsChecked >= wanted && report.blocksChecked >= wanted) {
            break;
        }
        const Board& b = boards[rng() % boards.size()];
        Rules rules = Rules::square(b.n, b.k);
        rules.gravity = b.gravity;
        rules.family = b.exact ? Family::Exact : Family::Freestyle;
        Position position(rules);
        const int count = b.n + static_cast<int>(rng() % static_cast<std::uint64_t>(b.n * b.n / 3));
        randomMidGame(position, count, rng);
        if (position.isOver()) {
            continue;
        }
        const Player me = position.toMove();
        const auto them = static_cast<Player>(1 - me);
        position.legalMoves(legal);
        std::vector<Cell> wins;
        std::vector<Cell> threats;
        for (const Cell c : legal) {
            if (wouldWin(position, c, me)) {
                wins.push_back(c);
            }
            if (wouldWin(position, c, them)) {
                threats.push_back(c);
            }
        }
        const bool winCase = !wins.empty();
        const bool blockCase = wins.empty() && threats.size() == 1;
        if ((winCase && report.winsChecked >= wanted) ||
            (blockCase && report.blocksChecked >= wanted) || (!winCase && !blockCase)) {
            continue;
        }
        const Position before = position;
        const Cell move = bot.think(position, limits).move;
        const bool unchanged = before == position;
        const bool ok = winCase ? std::find(wins.begin(), wins.end(), move) != wins.end()
                                : move == threats.front();
        (winCase ? report.winsChecked : report.blocksChecked) += 1;
        if (!ok || !unchanged) {
            report.failures.push_back(
                std::to_string(b.n) + "x" + std::to_string(b.n) + " K" + std::to_string(b.k) +
                (winCase ? " missed win" : " missed block") + " after " +
                std::to_string(position.moveCount()) + " moves: played " + cellName(move));
        }
    }
    return report;
}

}  // namespace oxo::test
