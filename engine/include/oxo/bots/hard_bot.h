// Hard: search (R-B2, R-B3). Two players on at most 64 cells go to the exact bitboard solver
// (perfect wherever it finishes within the budget), three or four on at most 25 cells to the
// exact paranoid solver. Everything else goes to the gomoku engine (engine/src/bots/hard/):
// incremental pattern evaluation, threat-space search (VCF/VCT) and principal-variation search
// for two players, paranoid search for three or four; K beyond what the pattern engine takes
// (64) falls back to Medium's rules. Before any search, a win now or a needed block is found,
// so even a search cut off at once never misses one.
#pragma once

#include <memory>

#include "oxo/bot.h"

namespace oxo {

class SmallSolver;
class ParanoidSolver;
class RuleBot;
namespace hard {
class Searcher;
}

class HardBot final : public Bot {
public:
    HardBot();
    ~HardBot() override;
    HardBot(const HardBot&) = delete;
    HardBot& operator=(const HardBot&) = delete;

    std::string_view name() const override { return levelName(BotLevel::Hard); }
    Analysis think(const Position& position, const SearchLimits& limits) override;

    // Principal variations wanted from the gomoku search (two players): the best `lines` root
    // moves are searched with full bounds, each reported in Analysis::rootMoves with its exact
    // score and its line (what an analysis board shows). 1, the default, is Hard's own play;
    // more costs search time, so the same budget reaches less deep.
    void setMultiPv(int lines) { multiPv_ = lines < 1 ? 1 : lines; }
    int multiPv() const { return multiPv_; }

    // Where the exact solvers take the position: every root move searched with the full
    // bounds, so each carries its own proven value (the value of every empty cell, R-B4), not
    // only the best. Off, the default, is Hard's own play (faster).
    void setExactRootValues(bool on);

private:
    std::unique_ptr<SmallSolver> solver_;
    std::unique_ptr<ParanoidSolver> paranoid_;
    std::unique_ptr<hard::Searcher> searcher_;  // built on first use: its tables are large
    std::unique_ptr<RuleBot> longLines_;
    int multiPv_ = 1;
};

}  // namespace oxo
