// The two threat helpers that read the board without searching: the cells that stop an open
// K-1, and whether a known VCF line still wins. Static, so they touch no search state.
#include <algorithm>

#include "scoped_move.h"
#include "threat_search.h"

namespace oxo::hard {

void ThreatSearch::defencesAgainstFlexFour(PatternBoard& board, std::vector<int>& out) {
    out.clear();
    const int defender = board.toMove();
    const int attacker = board.next(defender);
    std::vector<int> candidates;
    for (const int f : board.flexFourCells(attacker)) {
        candidates.push_back(f);
        if (board.forbidden(f, attacker)) {
            continue;  // renju: no threat there (R-E15)
        }
        for (int dir = 0; dir < 4; ++dir) {
            const Shape s = board.shape(f, attacker, dir);
            if (s != kFlexFour && s != kFour) {
                continue;
            }
            for (int offset = -board.radius(); offset <= board.radius(); ++offset) {
                const int cell = f + offset * board.step(dir);
                if (offset != 0 && board.at(cell) != kWall && board.playable(cell)) {
                    candidates.push_back(cell);
                }
            }
        }
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    // Read from the keys where the board can (a third of the search's instructions went to
    // making and unmaking each candidate), else by making the move.
    const bool read = board.readsDefences(attacker);
    for (const int cell : candidates) {
        if (!board.allowed(cell, defender)) {
            continue;
        }
        bool stops = false;
        if (read) {
            stops = board.leavesNoFlexFour(cell, attacker);
        } else {
            const ScopedMove move(board, cell);
            stops = !board.hasFlexFour(attacker);
        }
        if (stops) {
            out.push_back(cell);
        }
    }
}

bool ThreatSearch::replayWins(PatternBoard& board, const std::vector<int>& line) {
    const int attacker = board.toMove();
    const int defender = board.next(attacker);
    ScopedLine played(board);
    int count = 0;
    for (std::size_t i = 0; i < line.size(); i += 2) {
        if (board.playableWin(attacker, &count) >= 0) {
            return true;  // the attacker completes K now
        }
        if (board.playableWin(defender, &count) >= 0 || !board.allowed(line[i], attacker)) {
            return false;  // the defender threatens to win first, or the cell is taken
        }
        played.play(line[i]);
        const int block = board.playableWin(attacker, &count);
        if (count != 1 || board.forbidden(block, defender)) {
            return count >= 1;  // two wins at once or a forbidden block, or no longer a four
        }
        played.play(block);
    }
    return false;
}

}  // namespace oxo::hard
