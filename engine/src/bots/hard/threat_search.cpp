#include "threat_search.h"

#include <algorithm>

#include "scoped_move.h"

namespace oxo::hard {

namespace {

constexpr int kVcfKind = 0;
constexpr int kVctAttackKind = 1;
constexpr int kVctDefendKind = 2;
constexpr std::size_t kMaxVctAttacks = 20;
// Plies beyond the requested ones for the defender's counter-fours and their blocks.
constexpr int kCounterFourPlies = 48;

// Distinct salts per (kind, side to move), so the searches never read each other's entries.
std::uint64_t salt(int kind, int side) {
    std::uint64_t x = 0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(kind * 4 + side + 1);
    x ^= x >> 29;
    return x * 0x9E3779B97F4A7C15ULL;
}

int priority(CellClass c) {
    switch (c) {
        case kClassFlexFour:
            return 5;
        case kClassFourThree:
            return 4;
        case kClassDoubleThree:
            return 3;
        case kClassFour:
            return 2;
        case kClassThreeTwo:
        case kClassThree:
            return 1;
        default:
            return 0;
    }
}

}  // namespace

ThreatSearch::ThreatSearch(int tableBits)
    : mask_((std::uint64_t{1} << tableBits) - 1), tableBits_(tableBits) {
    table_.reset(std::size_t{1} << tableBits);
}

void ThreatSearch::clear() {
    if (used_) {  // a fresh table is empty already; reallocating it would only cost time
        table_.reset(std::size_t{1} << tableBits_);
        used_ = false;
    }
}

std::uint64_t ThreatSearch::keyOf(const PatternBoard& board, int kind) const {
    return board.hash() ^ salt(kind, board.toMove());
}

ThreatSearch::Entry* ThreatSearch::probe(std::uint64_t key) {
    Entry& e = table_[key & mask_];
    return e.key == key && e.result != kNone ? &e : nullptr;
}

void ThreatSearch::store(std::uint64_t key, int plies, Result result, int move) {
    if (result == kNone || (result == kFail && exhausted_)) {
        return;  // a search cut short proves nothing
    }
    used_ = true;
    Entry& e = table_[key & mask_];
    e.key = key;
    e.plies = static_cast<std::int16_t>(plies);
    e.result = result;
    e.move = move;
}

bool ThreatSearch::spend() {
    if (stack_.size() + 3 >= buffers_.size()) {
        exhausted_ = true;  // counter-fours can run long: a line this deep is left unknown
        return false;
    }
    if (!manager_->threatNode(budget_, ++callNodes_)) {
        exhausted_ = true;
        return false;
    }
    return true;
}

void ThreatSearch::orderedAttacks(const PatternBoard& board, bool threes,
                                  std::vector<int>& out) const {
    const int attacker = board.toMove();
    const int defender = board.next(attacker);
    out.assign(board.fourCells(attacker).begin(), board.fourCells(attacker).end());
    if (threes) {
        for (const int cell : board.threeCells(attacker)) {
            if (!board.fourCells(attacker).contains(cell)) {
                out.push_back(cell);
            }
        }
    }
    if (board.renju()) {  // the first player's forbidden cells are no attacks (R-E15)
        std::erase_if(out, [&](int cell) { return board.forbidden(cell, attacker); });
    }
    std::vector<std::pair<std::int64_t, int>> keyed;
    keyed.reserve(out.size());
    for (const int cell : out) {
        const std::int64_t score =
            std::int64_t{priority(board.cellClass(cell, attacker))} << 32 |
            static_cast<std::uint32_t>(board.cellValue(cell, attacker, true) +
                                       board.cellValue(cell, defender, false) + (1 << 20));
        keyed.emplace_back(score, cell);
    }
    std::sort(keyed.begin(), keyed.end(),
              [](const auto& a, const auto& b) { return a.first > b.first; });
    out.clear();
    for (const auto& k : keyed) {
        out.push_back(k.second);
    }
}

// What every attacking node checks first: a win now, two wins for the defender or too few
// plies (lost), the table's answer. No `answer`: the node must be searched.
ThreatSearch::AttackStart ThreatSearch::startAttack(PatternBoard& board, int plies, int kind) {
    AttackStart start;
    if (!spend()) {
        start.answer = kNone;  // out of budget: nothing is known
        return start;
    }
    start.attacker = board.toMove();
    int count = 0;
    if (board.playableWin(start.attacker, &count) >= 0) {
        start.answer = kWinFound;
        return start;
    }
    start.threat = board.playableWin(board.next(start.attacker), &start.defenderWins);
    if (start.defenderWins >= 2 || plies < 3) {
        start.answer = kFail;
        return start;
    }
    start.key = keyOf(board, kind);
    if (const Entry* e = probe(start.key)) {
        if (e->result == kWinFound || e->plies >= plies) {
            start.answer = static_cast<Result>(e->result);
        }
    }
    return start;
}

// Searches on with `move` played and on the stack of the line being built, then takes it back.
template <typename Search>
ThreatSearch::Result ThreatSearch::withMove(PatternBoard& board, int move, Search&& search) {
    const ScopedMove scoped(board, move);
    stack_.push_back(move);
    const Result r = search();
    stack_.pop_back();
    return r;
}

// An attacking node: of the VCF search (fours only) or, with `threes`, of the VCT search.
ThreatSearch::Result ThreatSearch::attack(PatternBoard& board, int plies, bool threes) {
    const AttackStart start = startAttack(board, plies, threes ? kVctAttackKind : kVcfKind);
    if (start.answer) {
        return *start.answer;
    }
    std::vector<int>& moves = buffers_[stack_.size()];
    if (start.defenderWins == 1) {
        // The block is forced; in a VCF it goes on only if it makes a four itself. Under renju
        // a block forbidden to the attacker loses.
        if (board.forbidden(start.threat, start.attacker) ||
            (!threes && !board.fourCells(start.attacker).contains(start.threat))) {
            store(start.key, plies, kFail);
            return kFail;
        }
        moves.assign(1, start.threat);
    } else if (threes && board.hasFlexFour(start.attacker)) {
        // An open K-1 (or two K-1) the defender cannot answer with a win of its own.
        store(start.key, plies, kWinFound, board.flexFour(start.attacker));
        return kWinFound;
    } else {
        orderedAttacks(board, threes, moves);
        if (threes && moves.size() > kMaxVctAttacks) {
            moves.resize(kMaxVctAttacks);
        }
    }
    for (const int move : moves) {  // deeper plies use their own buffers: `moves` stays put
        const Result r = withMove(board, move, [&] {
            return threes ? vctDefend(board, plies - 1) : vcfDefend(board, start.attacker, plies);
        });
        if (r == kWinFound) {
            store(start.key, plies, kWinFound, move);
            return kWinFound;
        }
        if (r == kNone) {
            return kNone;
        }
    }
    store(start.key, plies, kFail);
    return kFail;
}

// After the attacker's four: the defender must block it, and the attack goes on.
ThreatSearch::Result ThreatSearch::vcfDefend(PatternBoard& board, int attacker, int plies) {
    int wins = 0;
    const int block = board.playableWin(attacker, &wins);
    if (wins != 1) {
        // Two: the defender had no win of its own (checked before the four); none: no four.
        return wins >= 2 ? kWinFound : kFail;
    }
    if (board.forbidden(block, board.toMove())) {
        return kWinFound;  // renju: the first player may not take the one block (R-E15)
    }
    return withMove(board, block, [&] { return attack(board, plies - 2, false); });
}

ThreatSearch::Result ThreatSearch::vctDefend(PatternBoard& board, int plies) {
    if (!spend()) {
        return kNone;
    }
    const int defender = board.toMove();
    const int attacker = board.next(defender);
    int count = 0;
    if (board.playableWin(defender, &count) >= 0) {
        return kFail;  // the defender wins first
    }
    int attackerWins = 0;
    const int threat = board.playableWin(attacker, &attackerWins);
    if (attackerWins >= 2 || (attackerWins == 1 && board.forbidden(threat, defender))) {
        return kWinFound;
    }
    if (plies < 2) {
        return kFail;
    }
    const std::uint64_t key = keyOf(board, kVctDefendKind);
    if (const Entry* e = probe(key)) {
        if (e->result == kWinFound || e->plies >= plies) {
            return static_cast<Result>(e->result);
        }
    }
    const auto depth = stack_.size();
    std::vector<int>& replies = buffers_[depth];
    std::size_t defences = 1;  // replies before this index answer the threat directly
    if (attackerWins == 1) {
        replies.assign(1, threat);
    } else if (!board.hasFlexFour(attacker)) {
        store(key, plies, kFail);
        return kFail;  // the last attacking move threatened nothing
    } else {
        defencesAgainstFlexFour(board, replies);
        defences = replies.size();
        for (const int cell : board.fourCells(defender)) {
            if (!board.forbidden(cell, defender) &&
                std::find(replies.begin(), replies.end(), cell) == replies.end()) {
                replies.push_back(cell);
            }
        }
        if (replies.empty()) {
            store(key, plies, kWinFound);
            return kWinFound;
        }
    }
    for (std::size_t i = 0; i < replies.size(); ++i) {
        // A counter-four and its forced block cost the attacker no plies: the defender may
        // have many, and they only delay.
        const int attackPlies = i < defences ? plies - 1 : plies + 1;
        const Result r =
            withMove(board, replies[i], [&] { return attack(board, attackPlies, true); });
        if (r != kWinFound) {
            store(key, plies, r);
            return r;
        }
    }
    store(key, plies, kWinFound);
    return kWinFound;
}

void ThreatSearch::extractVcfLine(PatternBoard& board, std::vector<int>& line) {
    line.clear();
    ScopedLine played(board);
    for (int guard = 0; guard < 256; ++guard) {
        const int attacker = board.toMove();
        int count = 0;
        if (const int win = board.playableWin(attacker, &count); win >= 0) {
            line.push_back(win);
            break;
        }
        const Entry* e = probe(keyOf(board, kVcfKind));
        if (e == nullptr || e->result != kWinFound || e->move < 0 || !board.playable(e->move)) {
            break;
        }
        const int four = e->move;
        line.push_back(four);
        played.play(four);
        const int block = board.playableWin(attacker, &count);
        if (block < 0) {
            break;
        }
        line.push_back(block);
        played.play(block);
    }
}

// Runs a VCF or, with `threes`, a VCT search from the root; false also when it cannot apply
// (gravity, three or four players).
bool ThreatSearch::searchWin(PatternBoard& board, int maxPlies, const ThreatBudget& budget,
                             bool threes) {
    exhausted_ = false;
    if (board.gravity() || board.players() != 2) {
        return false;
    }
    callNodes_ = 0;
    budget_ = budget;
    stack_.clear();
    // One move list per ply, sized before the search: a list must not move while in use.
    if (buffers_.size() < static_cast<std::size_t>(maxPlies) + kCounterFourPlies) {
        buffers_.resize(static_cast<std::size_t>(maxPlies) + kCounterFourPlies);
    }
    return attack(board, maxPlies, threes) == kWinFound;
}

bool ThreatSearch::vcf(PatternBoard& board, int maxPlies, const ThreatBudget& budget,
                       std::vector<int>* line) {
    const bool won = searchWin(board, maxPlies, budget, false);
    if (won && line != nullptr) {
        extractVcfLine(board, *line);
    }
    return won;
}

bool ThreatSearch::vct(PatternBoard& board, int maxPlies, const ThreatBudget& budget,
                       std::vector<int>* line) {
    const bool won = searchWin(board, maxPlies, budget, true);
    if (won && line != nullptr) {
        line->clear();
        if (const Entry* e = probe(keyOf(board, kVctAttackKind)); e != nullptr) {
            line->push_back(e->move);
        }
        int count = 0;
        if (const int win = board.playableWin(board.toMove(), &count); win >= 0) {
            line->assign(1, win);
        }
    }
    return won;
}

void ThreatSearch::saveTable(TableCopy& copy) const {
    copy.table_.copyFrom(table_);
    copy.used_ = used_;
}

void ThreatSearch::restoreTable(const TableCopy& copy) {
    table_.copyFrom(copy.table_);
    used_ = copy.used_;
}

}  // namespace oxo::hard
