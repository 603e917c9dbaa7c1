#include "oxo/bots/rule_bot.h"

#include <algorithm>
#include <array>
#include <limits>

#include "lines.h"

namespace oxo {

namespace {

// The eight lines of the classic board, as cell indices 0..8.
constexpr std::array<std::array<int, 3>, 8> kLines{
    {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

bool isClassic(const Rules& rules) {
    return rules.size == 3 && rules.winLength == 3 && rules.players == 2 && !rules.gravity;
}

// Lines through `cell` where `player` has one mark and the rest is empty: taking the cell
// makes that many threats (two or more is a fork).
int threatsMadeBy(const Position& position, int cell, Player player) {
    int made = 0;
    for (const auto& line : kLines) {
        if (std::find(line.begin(), line.end(), cell) == line.end()) {
            continue;
        }
        int own = 0;
        int other = 0;
        for (const int c : line) {
            if (c != cell && !position.isEmpty(c)) {
                (position.at(c) == player ? own : other) += 1;
            }
        }
        made += (own == 1 && other == 0) ? 1 : 0;
    }
    return made;
}

std::vector<int> winningCells(const Position& position, Player player) {
    std::vector<int> cells;
    for (int idx = 0; idx < 9; ++idx) {
        if (position.isEmpty(idx) && lines::winsAt(position, position.cellAt(idx), player)) {
            cells.push_back(idx);
        }
    }
    return cells;
}

}  // namespace

Analysis RuleBot::think(const Position& position, const SearchLimits& /*limits*/) {
    Analysis result;
    if (position.isOver()) {
        return result;
    }
    result.move = isClassic(position.rules()) ? classicMove(position) : generalMove(position);
    result.nodes = 1;
    return result;
}

Cell RuleBot::classicMove(const Position& position) {
    const Player me = position.toMove();
    const auto them = static_cast<Player>(1 - me);
    const auto cell = [&](int idx) { return position.cellAt(idx); };
    // 1. Win. 2. Block.
    if (const auto wins = winningCells(position, me); !wins.empty()) {
        return cell(wins.front());
    }
    if (const auto blocks = winningCells(position, them); !blocks.empty()) {
        return cell(blocks.front());
    }
    // Preference order for the remaining rules: centre, corners, sides.
    constexpr std::array<int, 9> kOrder{4, 0, 2, 6, 8, 1, 3, 5, 7};
    // 3. Fork.
    for (const int idx : kOrder) {
        if (position.isEmpty(idx) && threatsMadeBy(position, idx, me) >= 2) {
            return cell(idx);
        }
    }
    // 4. Block a fork: the only one directly, else force them with a threat whose block does
    //    not hand them a fork.
    std::vector<int> forks;
    for (const int idx : kOrder) {
        if (position.isEmpty(idx) && threatsMadeBy(position, idx, them) >= 2) {
            forks.push_back(idx);
        }
    }
    if (forks.size() == 1) {
        return cell(forks.front());
    }
    if (forks.size() > 1) {
        for (const int idx : kOrder) {
            if (!position.isEmpty(idx) || threatsMadeBy(position, idx, me) == 0) {
                continue;
            }
            Position probe = position;
            probe.make(cell(idx));
            const auto reply = winningCells(probe, me);  // exactly one: not a fork (rule 3)
            probe.make(cell(reply.front()));
            if (probe.isOver() || winningCells(probe, them).size() < 2) {
                return cell(idx);
            }
        }
        return cell(forks.front());
    }
    // 5. Centre. 6. Corner opposite theirs. 7. Empty corner. 8. Empty side.
    if (position.isEmpty(4)) {
        return cell(4);
    }
    for (const int corner : {0, 2, 6, 8}) {
        if (position.isEmpty(8 - corner) && position.at(corner) == them) {
            return cell(8 - corner);
        }
    }
    for (const int idx : kOrder) {
        if (position.isEmpty(idx)) {
            return cell(idx);
        }
    }
    return cell(4);  // unreachable: the game is not over, so some cell is empty
}

Cell RuleBot::generalMove(const Position& position) {
    const Player me = position.toMove();
    const int players = position.rules().players;
    lines::nearbyMoves(position, 2, moves_);
    std::vector<lines::CellEffect> effects;
    effects.reserve(moves_.size());
    for (const Cell c : moves_) {
        effects.push_back(lines::cellEffect(position, c));
    }
    // Win now, else block whoever would win soonest (in turn order).
    for (int step = 0; step < players; ++step) {
        const auto p = static_cast<Player>((me + step) % players);
        for (std::size_t i = 0; i < moves_.size(); ++i) {
            if (effects[i].completes[p] && lines::winsAt(position, moves_[i], p)) {
                return moves_[i];
            }
        }
    }
    // Make or stop the strongest open lines; nearest the centre, then chance, breaks ties.
    std::int64_t bestValue = std::numeric_limits<std::int64_t>::min();
    int bestDistance = 0;
    std::vector<Cell> best;
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        std::int64_t defence = 0;
        for (int p = 0; p < players; ++p) {
            if (p != me) {
                defence = std::max(defence, effects[i].gain[p]);
            }
        }
        const std::int64_t value = effects[i].gain[me] + defence;
        const int distance = lines::centreDistance(position, moves_[i]);
        if (value > bestValue || (value == bestValue && distance < bestDistance)) {
            best.clear();
            bestValue = value;
            bestDistance = distance;
        }
        if (value == bestValue && distance == bestDistance) {
            best.push_back(moves_[i]);
        }
    }
    return pickFrom(best);
}

}  // namespace oxo
