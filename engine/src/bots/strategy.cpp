#include "oxo/bots/strategy.h"

#include <memory>
#include <unordered_set>
#include <utility>
#include <vector>

#include "oxo/bots/small_solver.h"
#include "oxo/notation.h"
#include "pairing.h"
#include "small_geometry.h"

namespace oxo {

namespace {

// The writer looks harder for pairings than the search does: each one found saves a subtree
// of records, and it is asked once per position, not once per node.
constexpr int kPairingSteps = 3000;

class Writer {
public:
    Writer(const Rules& rules, SearchLimits limits, std::uint64_t maxRecords)
        : geometry_(rules),
          pairing_(geometry_, kPairingSteps),
          limits_(std::move(limits)),
          maxRecords_(maxRecords) {}

    // The records proving that `owner` wins (or does not lose) from `position`.
    bool claim(Position& position, Player owner, bool win) {
        owner_ = owner;
        win_ = win;
        seen_.clear();
        out_ += "claim " + std::to_string(owner) + (win ? " win\n" : " notlose\n");
        return walk(position);
    }

    std::string out_;
    std::string error_;
    std::uint64_t records_ = 0;

private:
    bool fail(std::string why) {
        error_ = std::move(why);
        return false;
    }

    bool walk(Position& position) {
        if (position.isOver()) {
            const bool ownerWon = position.status() == Status::Won && position.winner() == owner_;
            const bool ownerLost = position.status() == Status::Won && position.winner() != owner_;
            return (win_ ? ownerWon : !ownerLost) ||
                   fail("a line ends against the claim after " + strategyCells(position));
        }
        const std::string cells = strategyCells(position);
        if (!seen_.insert(cells).second) {
            return true;  // reached by another order of the same moves: written once
        }
        if (++records_ > maxRecords_) {
            return fail("more than " + std::to_string(maxRecords_) + " records");
        }
        if (!win_ && writePairs(position, cells)) {
            return true;
        }
        if (position.toMove() == owner_) {
            if (!win_ && writePairedMove(position, cells)) {
                return true;
            }
            const Analysis a = solver_.analyse(position, limits_);
            const bool holds = a.verdict == Verdict::Win || (!win_ && a.verdict == Verdict::Draw);
            if (!a.proven || !holds) {
                return fail("no proven move for the owner at " + cells);
            }
            out_ += "move " + cells + ' ' + cellName(a.move) + '\n';
            position.make(a.move);
            const bool ok = walk(position);
            position.unmake(a.move);
            return ok;
        }
        --records_;  // the opponent's positions write nothing of their own
        std::vector<Cell> moves;
        position.legalMoves(moves);
        for (const Cell move : moves) {
            position.make(move);
            const bool ok = walk(position);
            position.unmake(move);
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    // A move after which the owner holds a pairing: the whole subtree is one more record.
    bool writePairedMove(Position& position, const std::string& cells) {
        std::vector<Cell> moves;
        position.legalMoves(moves);
        for (const Cell move : moves) {
            position.make(move);
            const bool paired =
                !position.isOver() && pairing_.find(marksOf(position), emptyOf(position), nullptr);
            if (paired) {
                out_ += "move " + cells + ' ' + cellName(move) + '\n';
                const bool ok = walk(position);
                position.unmake(move);
                return ok;
            }
            position.unmake(move);
        }
        return false;
    }

    small::Bits marksOf(const Position& position) const {
        small::Bits mine = 0;
        for (int i = 0; i < position.cellCount(); ++i) {
            mine |= position.at(i) == owner_ ? small::bit(i) : 0;
        }
        return mine;
    }
    static small::Bits emptyOf(const Position& position) {
        small::Bits empty = 0;
        for (int i = 0; i < position.cellCount(); ++i) {
            empty |= position.isEmpty(i) ? small::bit(i) : 0;
        }
        return empty;
    }

    // A pairing of the owner's against every window the opponent could still complete.
    bool writePairs(const Position& position, const std::string& cells) {
        if (!pairing_.find(marksOf(position), emptyOf(position), &pairs_)) {
            return false;
        }
        out_ += "pairs " + cells;
        for (const small::CellPair& p : pairs_) {
            out_ += ' ' + cellName(position.cellAt(p[0])) + '-' + cellName(position.cellAt(p[1]));
        }
        out_ += '\n';
        return true;
    }

    small::Geometry geometry_;
    small::PairFinder pairing_;
    SmallSolver solver_;
    SearchLimits limits_;
    std::uint64_t maxRecords_;
    std::vector<small::CellPair> pairs_;
    std::unordered_set<std::string> seen_;
    Player owner_ = 0;
    bool win_ = true;
};

}  // namespace

std::string strategyCells(const Position& position) {
    std::string cells(static_cast<std::size_t>(position.cellCount()), '.');
    for (int i = 0; i < position.cellCount(); ++i) {
        if (!position.isEmpty(i)) {
            cells[static_cast<std::size_t>(i)] = static_cast<char>('0' + position.at(i));
        }
    }
    return cells;
}

StrategyText writeStrategy(const Position& position, Verdict verdict, const SearchLimits& limits,
                           std::uint64_t maxRecords) {
    StrategyText result;
    const Rules& rules = position.rules();
    // Not renju: the strategy format and its verifier know no forbidden cells.
    if (!SmallSolver::supports(rules) || rules.family == Family::Renju || position.isOver() ||
        verdict == Verdict::Unknown) {
        result.error = "strategies are written for proven two-player results up to 64 cells";
        return result;
    }
    Writer writer(rules, limits, maxRecords);
    writer.out_ = "oxo-strategy 1\nrules " + std::to_string(rules.size) + ' ' +
                  std::to_string(rules.winLength) + ' ' + std::to_string(rules.players) + ' ' +
                  (rules.gravity ? "1 " : "0 ") + (rules.family == Family::Exact ? "1 " : "0 ") +
                  std::to_string(rules.firstPlayer) + "\nstart " + strategyCells(position) + '\n';
    Position work = position;
    const Player mover = work.toMove();
    const auto other = static_cast<Player>(1 - mover);
    bool ok = true;
    if (verdict == Verdict::Win) {
        ok = writer.claim(work, mover, true);
    } else if (verdict == Verdict::Loss) {
        ok = writer.claim(work, other, true);
    } else {
        ok = writer.claim(work, mover, false) && writer.claim(work, other, false);
    }
    result.ok = ok;
    result.records = writer.records_;
    if (ok) {
        result.text = std::move(writer.out_);
    } else {
        result.error = writer.error_;
    }
    return result;
}

}  // namespace oxo
