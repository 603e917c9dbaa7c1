// Threat-space search for two players: does the side to move win by a sequence of
// threats the opponent must answer?
//  - VCF (victory by continuous fours): every attacking move makes a K-1 (a "four"), so the
//    only answer is to take its completing cell; an open K-1 or two K-1 at once win.
//  - VCT (victory by continuous threats): attacking moves may also make an open K-2 (a
//    "three", which threatens an open K-1); the defender's answers are then every cell that
//    leaves the attacker no open K-1 to make, plus the defender's own fours.
// Both are sound: the defender's answers are all the moves that do not lose at once, so a win
// found is a forced win. A search cut off by its node budget answers "no win found".
// Both keep their results in their own table, keyed by the position and the attacker. A search
// stops one way: when its ThreatBudget, handed out by the time manager, says so.
// Not used under gravity (a threat there may hang over a cell that cannot be played yet).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "pattern_board.h"
#include "time_manager.h"
#include "zeroed_table.h"

namespace oxo::hard {

class ThreatSearch {
public:
    explicit ThreatSearch(int tableBits = 18);
    ThreatSearch(const ThreatSearch&) = delete;  // manager_ may point at own_
    ThreatSearch& operator=(const ThreatSearch&) = delete;

    // Forget the table (new rules).
    void clear();
    // Counts nodes into `manager` and stops as it says (it outlives the searches); null: a
    // manager of its own, without limits.
    void attach(TimeManager* manager) { manager_ = manager != nullptr ? manager : &own_; }

    // Whether the side to move wins by continuous fours within `maxPlies` plies, within
    // `budget`. On a win, *line (when given) gets the moves, attacker's first.
    bool vcf(PatternBoard& board, int maxPlies, const ThreatBudget& budget,
             std::vector<int>* line = nullptr);
    // The same with threes as attacking moves too.
    bool vct(PatternBoard& board, int maxPlies, const ThreatBudget& budget,
             std::vector<int>* line = nullptr);
    // Visiting at most `nodes` nodes (and ending with the main search, when attached).
    bool vcf(PatternBoard& board, int maxPlies, std::uint64_t nodes,
             std::vector<int>* line = nullptr) {
        return vcf(board, maxPlies, ThreatBudget{nodes}, line);
    }
    bool vct(PatternBoard& board, int maxPlies, std::uint64_t nodes,
             std::vector<int>* line = nullptr) {
        return vct(board, maxPlies, ThreatBudget{nodes}, line);
    }

    // Whether the last call ran out of budget (its "no" then means "not found").
    bool exhausted() const { return exhausted_; }

    // Whether the continuous-fours `line` (attacker's fours and the blocks, as vcf() returns it)
    // still wins for the side to move here: each four still forces one block, no block makes
    // a four for the defender, and the last move completes K. Cheap (the length of the line)
    // and sound: a "yes" is a forced win.
    static bool replayWins(PatternBoard& board, const std::vector<int>& line);

    // The side to move's answers to the opponent's open K-2 (the opponent has a cell that makes
    // an open K-1): every cell after which the opponent has none left. Own fours not included.
    static void defencesAgainstFlexFour(PatternBoard& board, std::vector<int>& out);

    // What the table holds, kept aside and put back: searches whose findings must not change
    // what later searches see (the extra lines of a multi-PV iteration) run between the two.
    class TableCopy;
    void saveTable(TableCopy& copy) const;
    void restoreTable(const TableCopy& copy);

private:
    enum Result : std::uint8_t { kNone = 0, kFail = 1, kWinFound = 2 };
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t move = -1;  // the attacking move of a win
        std::int16_t plies = 0;
        std::uint8_t result = kNone;
    };

    struct AttackStart {
        std::optional<Result> answer;  // none: search the node
        std::uint64_t key = 0;
        int attacker = 0;
        int threat = -1;  // the defender's one winning cell, when defenderWins == 1
        int defenderWins = 0;
    };
    AttackStart startAttack(PatternBoard& board, int plies, int kind);
    bool searchWin(PatternBoard& board, int maxPlies, const ThreatBudget& budget, bool threes);
    template <typename Search>
    Result withMove(PatternBoard& board, int move, Search&& search);
    Result attack(PatternBoard& board, int plies, bool threes);
    Result vcfDefend(PatternBoard& board, int attacker, int plies);
    Result vctDefend(PatternBoard& board, int plies);
    bool spend();
    Entry* probe(std::uint64_t key);
    void store(std::uint64_t key, int plies, Result result, int move = -1);
    void extractVcfLine(PatternBoard& board, std::vector<int>& line);
    std::uint64_t keyOf(const PatternBoard& board, int kind) const;
    void orderedAttacks(const PatternBoard& board, bool threes, std::vector<int>& out) const;

    ZeroedTable<Entry> table_;  // all zero = empty (result kNone)
    std::uint64_t mask_ = 0;
    int tableBits_ = 0;
    bool used_ = false;  // something was stored since the table was last emptied
    TimeManager own_;
    TimeManager* manager_ = &own_;
    ThreatBudget budget_;          // the current search's
    std::uint64_t callNodes_ = 0;  // nodes the current search has visited
    bool exhausted_ = false;
    std::vector<int> stack_;  // the moves of the line being searched
    std::vector<int> winLine_;
    std::vector<std::vector<int>> buffers_;  // one move list per ply
};

class ThreatSearch::TableCopy {
    friend class ThreatSearch;
    ZeroedTable<Entry> table_;
    bool used_ = false;
};

}  // namespace oxo::hard
