// Hard's search on boards the small solver does not take (issue 11).
//
// Two players: principal-variation search with iterative deepening, aspiration windows, a
// transposition table, killer and history move ordering, late-move reductions and pruning,
// candidate moves restricted to cells near the stones and ordered by their pattern values, and
// a quiescence search over fours. Threats are read off the pattern board at every node: a win
// now, the opponent's four (the one reply), an own open four (a win in three), the opponent's
// open three (only the moves that stop it, or own fours), and, with depth left, the opponent's
// continuous-fours win if it moved now (the moves that break that line, or own fours). At the
// root the side to move's own VCF and VCT are tried first, and every root move is checked for
// handing the opponent a VCF or VCT.
//
// Three or four players: paranoid alpha-beta (the others play together against the side the
// search is for), with the same board, ordering and table; the immediate threats are read per
// seat (who moves before whom), so a member of the coalition is never made to block a partner.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <vector>

#include "../search_clock.h"
#include "oxo/bot.h"
#include "pattern_board.h"
#include "threat_search.h"
#include "transposition.h"

namespace oxo::hard {

struct SearchSettings {
    int tableBits = 20;        // transposition table: 2^bits entries of 16 bytes
    int threatTableBits = 18;  // the threat searches' own table
    EvalWeights weights = EvalWeights::tuned();
};

class Searcher {
public:
    explicit Searcher(const SearchSettings& settings = {});

    // Precondition: !position.isOver(), winLength <= kMaxPatternWinLength, and the position's
    // marks lie inside the window chosen for it (window.h).
    Analysis analyse(const Position& position, const Window& window, const SearchLimits& limits);

    // For tuning and tests: the board after the last analyse().
    const PatternBoard& board() const { return board_; }

    static constexpr int kMaxPly = 120;

private:
    struct ScoredMove {
        int cell = -1;
        int score = 0;
    };
    struct Frame {
        std::vector<ScoredMove> moves;
        std::vector<int> scratch;
        std::array<int, 2> killers{-1, -1};
    };
    enum class Mode : std::uint8_t { Normal, Forced, Defend, BreakVcf };

    void prepare(const Position& position, const Window& window, const SearchLimits& limits);
    bool poll();

    // Two players.
    Analysis analyseTwo(Analysis result);
    bool rootThreats(Analysis& result);
    void rootSafetyFilter();
    int rootSearch(int depth, int alpha, int beta);
    int pvs(int alpha, int beta, int depth, int ply, bool pvNode);
    int quiesce(int alpha, int beta, int ply, int qply);
    Mode generate(int ply, int ttMove, std::vector<ScoredMove>& out, int depth);
    void scoreMoves(int ply, int ttMove, std::vector<ScoredMove>& moves) const;
    bool tactical(int cell, int me) const;
    void updateHistory(int ply, int cell, int depth, const std::vector<ScoredMove>& tried,
                       std::size_t count);

    // Three or four players.
    Analysis analyseMany(Analysis result);
    int paranoid(int alpha, int beta, int depth, int ply);
    void generateMany(int ply, int ttMove, std::vector<ScoredMove>& out);

    void candidates(std::vector<ScoredMove>& out) const;
    std::chrono::steady_clock::duration elapsed() const {
        return std::chrono::steady_clock::now() - started_;
    }

    SearchSettings settings_;
    ShapeTable table_;
    PatternBoard board_;
    ThreatSearch threats_;
    TranspositionTable tt_;
    SearchClock clock_;
    SearchLimits limits_;
    Rules rules_;
    bool rulesSet_ = false;
    std::chrono::steady_clock::time_point started_;
    std::uint64_t nodes_ = 0;
    int root_ = 0;
    int completedDepth_ = 0;
    std::vector<Frame> frames_;
    std::vector<ScoredMove> rootMoves_;
    std::array<std::vector<std::int32_t>, kMaxPlayers> history_;
    std::vector<int> line_;
};

}  // namespace oxo::hard
