// An independent checker of written strategies: it shares no code with the solver
// or the strategy writer. It reads the text format of oxo/bots/strategy.h, replays every line
// the opponent can choose with oxo::Position (the rules engine), follows the owner's recorded
// moves, and accepts a "pairs" record only after checking by itself that the pairs are
// disjoint empty cells and that every K-window the opponent could still complete holds one
// whole pair (under gravity: only a cell and the one right above it).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "oxo/notation.h"
#include "oxo/position.h"

namespace oxo::test {

class StrategyVerifier {
public:
    // Empty when every claim holds; otherwise what is wrong.
    std::string verify(const std::string& text) {
        std::istringstream in(text);
        std::string line;
        std::string magic;
        if (!std::getline(in, magic) || magic != "oxo-strategy 1") {
            return "not a strategy file";
        }
        Rules rules;
        std::string start;
        std::vector<Claim> claims;
        while (std::getline(in, line)) {
            std::istringstream words(line);
            std::string kind;
            words >> kind;
            if (kind == "rules") {
                int gravity = 0;
                int exact = 0;
                int first = 0;
                words >> rules.size >> rules.winLength >> rules.players >> gravity >> exact >>
                    first;
                rules.gravity = gravity != 0;
                rules.family = (exact != 0) ? Family::Exact : Family::Freestyle;
                rules.firstPlayer = static_cast<Player>(first);
            } else if (kind == "start") {
                words >> start;
            } else if (kind == "claim") {
                Claim c;
                int owner = 0;
                std::string goal;
                words >> owner >> goal;
                c.owner = static_cast<Player>(owner);
                c.win = goal == "win";
                claims.push_back(c);
            } else if ((kind == "move" || kind == "pairs") && !claims.empty()) {
                std::string cells;
                words >> cells;
                std::vector<std::string> rest;
                for (std::string w; words >> w;) {
                    rest.push_back(w);
                }
                (kind == "move" ? claims.back().moves : claims.back().pairs)[cells] = rest;
            } else {
                return "bad record: " + line;
            }
        }
        if (claims.empty()) {
            return "no claim";
        }
        for (const Claim& c : claims) {
            Position position(rules);
            if (!replay(position, start)) {
                return "the start position cannot be reached";
            }
            claim_ = &c;
            proven_.clear();
            nodes_ = 0;
            if (std::string error = walk(position); !error.empty()) {
                return "claim of player " + std::to_string(c.owner) + ": " + error;
            }
            total_ += nodes_;
        }
        return {};
    }

    std::uint64_t positionsChecked() const { return total_; }
    std::uint64_t pairingsChecked() const { return pairings_; }

private:
    struct Claim {
        Player owner = 0;
        bool win = true;
        std::map<std::string, std::vector<std::string>> moves;
        std::map<std::string, std::vector<std::string>> pairs;
    };

    static std::string cellsOf(const Position& p) {
        std::string s;
        for (int i = 0; i < p.cellCount(); ++i) {
            s += p.isEmpty(i) ? '.' : static_cast<char>('0' + p.at(i));
        }
        return s;
    }

    // Plays marks onto an empty board so that it shows `cells` (the players' counts must fit
    // the turn order; any order of each player's cells that never ends the game will do).
    static bool replay(Position& position, const std::string& cells) {
        if (static_cast<int>(cells.size()) != position.cellCount()) {
            return false;
        }
        // Bottom rows first, so that gravity lands every mark where it is drawn.
        std::vector<std::vector<int>> byPlayer(static_cast<std::size_t>(kMaxPlayers));
        for (int i = position.cellCount() - 1; i >= 0; --i) {
            if (cells[static_cast<std::size_t>(i)] != '.') {
                byPlayer[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)] - '0')]
                    .push_back(i);
            }
        }
        std::vector<std::size_t> used(byPlayer.size(), 0);
        for (;;) {
            auto& mine = byPlayer[static_cast<std::size_t>(position.toMove())];
            auto& next = used[static_cast<std::size_t>(position.toMove())];
            if (next == mine.size()) {
                break;
            }
            const Cell cell = position.cellAt(mine[next++]);
            if (position.check(cell) != MoveError::None || !(position.landing(cell) == cell)) {
                return false;
            }
            position.make(cell);
        }
        return cellsOf(position) == cells;
    }

    std::string walk(Position& position) {
        if (position.isOver()) {
            const bool won = position.status() == Status::Won;
            const bool ok = claim_->win ? won && position.winner() == claim_->owner
                                        : !(won && position.winner() != claim_->owner);
            return ok ? std::string() : "a line ends against the claim at " + cellsOf(position);
        }
        const std::string cells = cellsOf(position);
        if (proven_.count(cells) != 0) {
            return {};
        }
        ++nodes_;
        std::string error;
        if (const auto p = claim_->pairs.find(cells); p != claim_->pairs.end() && !claim_->win) {
            error = checkPairs(position, p->second);
        } else if (position.toMove() == claim_->owner) {
            const auto m = claim_->moves.find(cells);
            if (m == claim_->moves.end() || m->second.size() != 1) {
                return "no move recorded for the owner at " + cells;
            }
            const auto parsed = parseCell(m->second.front(), position.size());
            if (!parsed.cell || position.check(*parsed.cell) != MoveError::None ||
                !(position.landing(*parsed.cell) == *parsed.cell)) {
                return "illegal move " + m->second.front() + " at " + cells;
            }
            position.make(*parsed.cell);
            error = walk(position);
            position.unmake(*parsed.cell);
        } else {
            std::vector<Cell> moves;
            position.legalMoves(moves);
            for (const Cell move : moves) {
                position.make(move);
                error = walk(position);
                position.unmake(move);
                if (!error.empty()) {
                    break;
                }
            }
        }
        if (error.empty()) {
            proven_.insert(cells);
        }
        return error;
    }

    // Every window free of the owner's marks must hold a whole pair of empty cells.
    std::string checkPairs(const Position& position, const std::vector<std::string>& words) {
        ++pairings_;
        const int n = position.size();
        const int k = position.rules().winLength;
        std::vector<std::pair<int, int>> pairs;
        std::set<int> taken;
        for (const std::string& w : words) {
            const auto dash = w.find('-');
            const auto a = parseCell(w.substr(0, dash), n);
            const auto b = dash == std::string::npos ? a : parseCell(w.substr(dash + 1), n);
            if (dash == std::string::npos || !a.cell || !b.cell) {
                return "bad pair " + w;
            }
            const int x = position.index(*a.cell);
            const int y = position.index(*b.cell);
            if (x == y || !position.isEmpty(x) || !position.isEmpty(y) || !taken.insert(x).second ||
                !taken.insert(y).second) {
                return "pair " + w + " is not two free cells of its own";
            }
            if (position.rules().gravity && a.cell->col != b.cell->col) {
                return "pair " + w + " is not vertical under gravity";
            }
            if (position.rules().gravity && std::abs(a.cell->row - b.cell->row) != 1) {
                return "pair " + w + " is not two stacked cells";
            }
            pairs.emplace_back(x, y);
        }
        static constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                for (const auto& d : kDirections) {
                    const int er = r + (k - 1) * d[0];
                    const int ec = c + (k - 1) * d[1];
                    if (er < 0 || er >= n || ec < 0 || ec >= n) {
                        continue;
                    }
                    std::set<int> window;
                    bool blocked = false;
                    for (int i = 0; i < k; ++i) {
                        const int idx = (r + i * d[0]) * n + c + i * d[1];
                        window.insert(idx);
                        blocked = blocked || position.at(idx) == claim_->owner;
                    }
                    bool covered = blocked;
                    for (const auto& [x, y] : pairs) {
                        covered = covered || (window.count(x) != 0 && window.count(y) != 0);
                    }
                    if (!covered) {
                        return "a window at " + cellName({r, c}) + " has no pair";
                    }
                }
            }
        }
        return {};
    }

    const Claim* claim_ = nullptr;
    std::set<std::string> proven_;
    std::uint64_t nodes_ = 0;
    std::uint64_t total_ = 0;
    std::uint64_t pairings_ = 0;
};

}  // namespace oxo::test
