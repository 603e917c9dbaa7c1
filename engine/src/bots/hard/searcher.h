// Hard's search on boards the small solver does not take.
//
// Two players: principal-variation search with iterative deepening, aspiration bounds, a
// transposition table, killer and history move ordering, late-move reductions and pruning,
// candidate moves restricted to cells near the stones and ordered by their pattern values, and
// a quiescence search over fours. Threats are read off the pattern board at every node: a win
// now, the opponent's four (the one reply), an own open four (a win in three), the opponent's
// open three (only the moves that stop it, or own fours; with few of them the reply costs no
// depth, as the one reply to a four does), and, with depth left, the opponent's
// continuous-fours win if it moved now (the moves on that line and own fours first; the other
// moves only when all of those lose, so that no loss is claimed untried). At the root the side
// to move's own VCF and VCT are tried first, and every root move is checked for handing the
// opponent a VCF or VCT (with rootVctDefence, also against a long VCT the opponent would have
// if it moved now).
//
// Three or four players: paranoid alpha-beta (the others play together against the side the
// search is for), with the same board, ordering and table; the immediate threats are read per
// seat (who moves before whom), so a member of the coalition is never made to block a partner.
//
// With SearchLimits::threads above one, helper threads iterate beside the two-player search and
// share its transposition table (searcher_helpers.cpp).
//
// How the budget is spent is decided by the time manager (time_manager.h) alone. Every root
// move searched is reported in Analysis::rootMoves, best first (root_records.h).
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "oxo/bot.h"
#include "pattern_board.h"
#include "root_records.h"
#include "threat_search.h"
#include "time_manager.h"
#include "transposition.h"

namespace oxo::hard {

// What a Searcher is built with. The defaults are Hard's; the other values exist so that
// tests/bench/hard_tools can match variants against each other.
struct SearchSettings {
    int tableBits = 20;        // transposition table: 2^bits entries of 16 bytes
    int threatTableBits = 18;  // the threat searches' own table
    EvalWeights weights = EvalWeights::tuned();
    int opponentVcfDepth = 4;  // from this depth on, ask for the opponent's VCF; 0 = never
    // Where the opponent's VCF limits a node to that line's cells and our fours, a PV node
    // searches the other candidates after them too (a non-PV node only once every one lost).
    bool breakVcfOthersAtPv = true;
    // From this depth on, ask for our own VCF at a node; 0 = never. Nearer the horizon the
    // quiescence's fours find the short ones, and the probes cost more nodes than they saved
    // (docs/bench/strength-sessions.md, session 11).
    int ownVcfDepth = 4;
    std::uint64_t nodeVcfBudget = 300;  // nodes per VCF question inside the search
    int quiescenceFourPlies = 2;        // plies of own fours at the horizon
    int quiescenceFours = 4;            // fours tried per quiescence node
    bool rootVct = true;                // look for our own VCT before searching
    // Check root moves for handing the opponent a VCF/VCT: when the opponent threatens a VCF
    // (always, unless rootSafety is off) and in quiet positions (rootSafetyQuiet; matches at
    // 100 ms found it cost more than it saved).
    bool rootSafety = true;
    bool rootSafetyQuiet = false;
    // In a quiet position, ask whether the opponent would win by threats with threes (VCT) if
    // it moved now; when that win is longer than the search sees (9 plies or more), check the
    // root moves against it to that depth, with up to a third of the budget. Off: it holds
    // more defence positions, but matches against outside engines went no better with it
    // (docs/bench/strength-outside.md).
    bool rootVctDefence = false;
    bool verifyChoice = true;  // check the chosen move against deeper threat searches
    int aspiration = 40;       // first aspiration bounds: best ± this from depth 4 on; 0 = none
    int lmrMinDepth = 3;       // late-move reductions from this depth on
    bool lmrLog = true;        // reductions growing with log(depth) * log(move number)
    int lmrDivisor = 94;       // lmrLog: log(depth) * log(move number) * 100 / this (SPSA)
    int lmpBase = 4;           // quiet moves kept at depth d: lmpBase + lmpScale*d*d
    int lmpScale = 1;
    int lmpMaxDepth = 6;  // late-move pruning up to this depth
    // A move is never reduced or pruned when its cell is of `tacticalClass` or better for the
    // side to move (by default it makes a K-1, a four) or of `tacticalBlockClass` or better for
    // the opponent (by default it takes a cell where the opponent would make a four and an open
    // three at once). Taking a cell of a mere four of the opponent's is searched like a quiet
    // move: session 14 measured that against treating it as tactical
    // (docs/bench/strength-sessions.md).
    int tacticalClass = kClassFour;
    int tacticalBlockClass = kClassFourThree;
    // A move that stops the opponent's open K-2 (three) but is not tactical by the classes above
    // is never pruned and reduced by at most this many plies; -1 = treated like a quiet move
    // (Hard's play since session 14; 1 before, when such blocks were pruned and four-blocks
    // were tactical, pruning them lost games to Medium, session 9).
    int threeBlockMaxReduction = -1;
    // At ply 1 (the opponent's replies to a root move) a move that makes an open K-2 is never
    // reduced: reduced there, a quiet attacking reply that wins by force went unseen below the
    // root move (session 21). Elsewhere such moves are reduced like quiet ones (session 18 found
    // sparing them everywhere no better).
    bool fullDepthThreesAtPly1 = true;
    // A move that makes an open K-3 or better on two or more lines at once (two open twos at
    // K = 5: a quiet move that starts an attack) is reduced by at most this many plies; -1 =
    // like any quiet move. Reduced further, such a reply hid a win by threats that followed it
    // (session 22); not reduced at all (0, sessions 23-25) it scored 90.2 % against Carbon beside
    // 86.7 % with 1, and level against Rapfi. Only where K >= 5: at smaller K nearly every cell
    // would count.
    int twoLinesMaxReduction = 0;
    bool nullMove = true;  // null-move pruning where the opponent threatens nothing
    // A reply to the opponent's open three, when at most this many moves answer it, costs no
    // depth: threat lines with threes are followed like those with fours (each attacking three
    // costs a ply, its answer none); 0 = never.
    int defendExtension = 6;
    int futilityMargin = 200;  // per ply of depth, at depth 1-2; 0 = off
    // Static cut: near the horizon, in a quiet node, a static score this far above beta per
    // ply of depth left is taken as a fail-high without searching; 0 = never. Tuned with the
    // weights by self-play (tests/bench/tools/spsa_tune.py).
    int staticCutMargin = 140;
    int staticCutDepth = 3;
    TimeShares shares;  // how the time manager divides a move's budget (time_manager.h)
    // Principal variations wanted (two players): the best this many root moves are searched
    // with full bounds, so each has an exact score and its line. 1 is Hard's play.
    int multiPv = 1;
};

class Searcher {
public:
    explicit Searcher(const SearchSettings& settings = {});

    // Precondition: !position.isOver(), winLength <= kMaxPatternWinLength, and the position's
    // marks lie inside the search window chosen for it (window.h). The budget counts from
    // `started`.
    Analysis analyse(const Position& position, const Window& window, const SearchLimits& limits,
                     SteadyTime started = std::chrono::steady_clock::now());
    // Principal variations wanted from the next analyse() on (at least 1).
    void setMultiPv(int lines) { settings_.multiPv = lines < 1 ? 1 : lines; }

    // For tuning and tests: the board after the last analyse().
    const PatternBoard& board() const { return board_; }
    // For tests: the helper searchers kept (built when first wanted, freed when fewer are).
    std::size_t helperCount() const { return helpers_.size(); }

    static constexpr int kMaxPly = 120;

private:
    struct ScoredMove {
        int cell = -1;
        int score = 0;
        // Root only: what the safety filter found the move leaves the opponent (kSafe, kVct,
        // kVcf or kUnchecked).
        std::int8_t level = kUnchecked;
    };
    static constexpr std::int8_t kSafe = 0;
    static constexpr std::int8_t kVct = 1;
    static constexpr std::int8_t kVcf = 2;
    static constexpr std::int8_t kUnchecked = 3;
    struct Frame {
        std::vector<ScoredMove> moves;
        std::vector<int> scratch;
        std::vector<ScoredMove> scratchMoves;
        std::size_t lineMoves = 0;  // BreakVcf: the moves on the opponent's line and our fours
        std::array<int, 2> killers{-1, -1};
    };
    enum class Mode : std::uint8_t { Normal, Forced, Defend, BreakVcf };

    void prepare(const Position& position, const Window& window, const SearchLimits& limits,
                 SteadyTime started);
    bool poll() { return time_.countNode(); }

    // Two players.
    Analysis analyseTwo(Analysis result);
    bool rootThreats(Analysis& result);
    int opponentWinsAfter(int cell, const ThreatBudget& budget);
    void verifyChoice();
    // `vctPlies` > 0: the opponent threatens a VCT that long, and the moves are checked for it
    // to that depth, with the larger budget of TimeManager::rootDefence.
    void rootSafetyFilter(std::size_t checkedMoves, const std::vector<int>& threatLine,
                          int vctPlies = 0);
    int opponentVctIfItMovedNow();
    int rootVctPlies(int maxPlies);
    void iterate(Analysis& result);
    // iterate() with SearchLimits::threads - 1 helpers beside it (searcher_helpers.cpp).
    void iterateWithHelpers(Analysis& result);
    // A helper's search: the main searcher's root position and root moves, its table shared,
    // until `stop`; `depthSkew` plies deeper than the iteration counts.
    void followMain(const Searcher& main, std::stop_token stop, int depthSkew);
    std::uint64_t helperNodes() const;
    // Hands what iteration `result.depth` found to SearchLimits::onIteration, if set.
    void reportIteration(const Analysis& result);
    int rootSearch(int depth, int alpha, int beta);
    // One root move to `depth`: a win or a full board at once; else within [alpha, beta] when
    // `full`, otherwise zero-width above alpha and again in full when it beats it.
    int searchRootMove(int cell, int depth, int alpha, int beta, bool full);
    void searchOtherLines(int depth, std::size_t lines);
    // The table entry for `key`: while the extra lines are searched, the deeper of their own
    // table's and the main one's (which they only read).
    std::optional<TranspositionTable::Entry> probeTable(std::uint64_t key) const {
        const std::optional<TranspositionTable::Entry> main = tt_->probe(key);
        if (otherLines_) {
            const std::optional<TranspositionTable::Entry> own = linesTable_.probe(key);
            if (own && (!main || own->depth >= main->depth)) {
                return own;
            }
        }
        return main;
    }
    std::optional<int> decidedNow(int ply, int* oppWins, int* threat);
    int pvs(int alpha, int beta, int depth, int ply, bool pvNode, bool nullAllowed = true);
    std::uint64_t nodeKey() const;
    int quiesce(int alpha, int beta, int ply, int qply);
    // The moves to search at `ply`, best first. With `sortAll` false a Normal list has only
    // its best first, the rest in list order: sortMoves(out, 1) before the second is wanted
    // (most nodes that cut do so on the first move, and the sort is then saved).
    Mode generate(int ply, int ttMove, std::vector<ScoredMove>& out, int depth,
                  bool sortAll = true);
    void appendOtherDefences(int ply, int ttMove, std::vector<ScoredMove>& moves);
    void scoreMoves(int ply, int ttMove, std::vector<ScoredMove>& moves, bool sortAll = true);
    void sortMoves(std::vector<ScoredMove>& moves, std::size_t first);
    // Whether a stone here would make that class or better for any player (makes or stops
    // that much): the two-player search's `tacticalClass`, the paranoid search's open three.
    bool makesOrStops(int cell, int cellClass) const;
    // A late move's reduction, capped by the shape the move just played at `cell` makes
    // (threeBlockMaxReduction, fullDepthThreesAtPly1, twoLinesMaxReduction): one rule, as
    // each cap is the same idea, a move of that shape hides too much when reduced further.
    int capReduction(int reduction, int cell, int me, int ply, bool blocksThree) const;
    // Whether a stone of p here makes an open K-3 or better on two or more of its lines.
    bool buildsTwoLines(int cell, int p) const;
    void updateHistory(int ply, int cell, int depth, const std::vector<ScoredMove>& tried,
                       std::size_t count);

    // Three or four players.
    Analysis analyseMany(Analysis result);
    int paranoid(int alpha, int beta, int depth, int ply);
    void generateMany(int ply, int ttMove, std::vector<ScoredMove>& out);
    std::uint64_t paranoidKey() const;

    // The root moves for the Analysis (root_moves.cpp).
    void provenAtRoot(Analysis& result, int cell, Verdict verdict, int distance,
                      const std::vector<int>& line = {});
    void reportRootMoves(Analysis& result);
    void tableLine(int cell, int plies, std::vector<Cell>& out);

    // `allowedOnly`: without the cells forbidden to the side to move (renju); the search below
    // the root skips those only when it comes to them, most never being reached.
    void candidates(std::vector<ScoredMove>& out, bool allowedOnly = true) const;
    // `preferred` if the side to move may play it, else its first allowed candidate (renju: a
    // proven loss still needs a legal move), else `preferred`.
    int allowedOr(int preferred) const;

    SearchSettings settings_;
    ShapeTable table_;
    ShapeTable freeTable_;  // renju: the second player's lines (five or more) at radius K
    PatternBoard board_;
    ThreatSearch threats_;
    TranspositionTable ownTable_;
    TranspositionTable* tt_ = &ownTable_;  // a helper's points at the main searcher's
    TimeManager time_;
    RootRecords records_;
    Rules rules_;
    bool rulesSet_ = false;
    int root_ = 0;
    int completedDepth_ = 0;
    std::function<void(const Analysis&)> onIteration_;  // the current search's, if any
    std::vector<Frame> frames_;
    std::vector<ScoredMove> rootMoves_;
    std::array<std::vector<std::int32_t>, kMaxPlayers> history_;
    std::vector<int> line_;
    // searchOtherLines: the extra lines' own table (kept from one iteration and one search to
    // the next, like the main one), and copies of what must come back as it was.
    bool otherLines_ = false;
    TranspositionTable linesTable_;
    ThreatSearch::TableCopy linesThreats_;
    PatternBoard linesBoard_;
    std::array<std::array<std::int8_t, 64>, 64> reductions_{};  // [depth][move number]
    // Lazy SMP: while the main searcher iterates, its helpers search the same root moves on
    // threads of their own, sharing its transposition table, through which their work reaches
    // the main search (searcher_helpers.cpp). Built on first use, kept while as many are wanted.
    int threads_ = 1;  // SearchLimits::threads, in range
    int depthSkew_ = 0;
    std::size_t activeHelpers_ = 0;  // helpers started by the current search
    std::vector<std::unique_ptr<Searcher>> helpers_;
    Analysis helperResult_;                         // a helper's last completed iteration
    std::atomic<std::uint64_t> publishedNodes_{0};  // a helper's node count, for the main's reports
};

}  // namespace oxo::hard
