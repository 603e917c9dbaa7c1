// GridSearch's victory-by-continuous-fours search: the attacker only plays moves that
// threaten to win at once, the defender only the forced block, so it looks far ahead cheaply.
#include "grid_search_r1.h"

namespace oxo::baseline {
int GridSearch::continuousFours(int ply, Cell* first) {
    constexpr int kMaxFourPly = 40;
    constexpr std::uint64_t kMaxFourNodes = 20000;
    if (ply >= kMaxFourPly || ++fourNodes_ > kMaxFourNodes || clock_.stopped()) {
        return 0;
    }
    if ((fourNodes_ & 63) == 0) {
        clock_.poll(nodes_ + fourNodes_);
    }
    const Player attacker = position_.toMove();
    const auto defender = static_cast<Player>(1 - attacker);
    std::vector<Candidate>& moves = plyMoves_[static_cast<std::size_t>(ply)];
    candidates(moves);
    for (const Candidate& c : moves) {
        if (c.effect.completes[attacker] && lines::winsAt(position_, c.cell, attacker)) {
            *first = c.cell;
            return 1;
        }
    }
    for (const Candidate& c : moves) {
        if (c.effect.completes[defender] && lines::winsAt(position_, c.cell, defender)) {
            return 0;  // the defender's own threat must be met first: not a pure four chain
        }
    }
    std::vector<Candidate> fours;
    for (const Candidate& c : moves) {
        if (c.effect.makesFour[attacker]) {
            fours.push_back(c);
        }
    }
    for (const Candidate& four : fours) {
        play(four.cell, four.effect);
        int found = 0;
        std::vector<Candidate>& replies = plyMoves_[static_cast<std::size_t>(ply + 1)];
        candidates(replies);
        Cell block;
        int wins = 0;
        bool defenderWins = false;
        for (const Candidate& r : replies) {
            defenderWins = defenderWins || (r.effect.completes[defender] &&
                                            lines::winsAt(position_, r.cell, defender));
            if (r.effect.completes[attacker] && lines::winsAt(position_, r.cell, attacker)) {
                block = r.cell;
                ++wins;
            }
        }
        if (!defenderWins && wins >= 2) {
            found = 3;  // the four, any block, the other win
        } else if (!defenderWins && wins == 1) {
            const lines::CellEffect effect = effectAt(block);
            play(block, effect);
            Cell next;
            const int rest = position_.isOver() ? 0 : continuousFours(ply + 2, &next);
            takeBack(block);
            found = rest > 0 ? rest + 2 : 0;
        }
        takeBack(four.cell);
        if (found > 0) {
            *first = four.cell;
            return found;
        }
    }
    return 0;
}

}  // namespace oxo::baseline
