#include "proof_search.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace oxo::small {

namespace {

constexpr std::uint32_t kInfinity = 1U << 30;

std::uint32_t capped(std::uint64_t sum) {
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(sum, kInfinity));
}

}  // namespace

ProofSearch::ProofSearch(const Geometry& geometry)
    : g_(geometry), pairing_(geometry), threats_(geometry) {}

std::uint64_t ProofSearch::key(const Node& node) const {
    std::uint64_t k = node.side != 0 ? 0x9E3779B97F4A7C15ULL : 0;
    for (int p = 0; p < 2; ++p) {
        for (Bits left = node.marks[p]; left != 0; left &= left - 1) {
            k ^= g_.keys[0][std::countr_zero(left)][p];
        }
    }
    return k;
}

Bits ProofSearch::moves(const Node& node) const {
    const Bits me = node.marks[node.side];
    const Bits opp = node.marks[node.side ^ 1];
    const Bits empty = g_.full & ~(me | opp);
    const Bits theirs = completions(g_, opp, me) & empty;
    return theirs != 0 ? theirs : empty;  // one threat against the mover: it must block
}

ProofSearch::Numbers ProofSearch::evaluate(const Node& node) {
    constexpr Numbers proven{0, kInfinity};
    constexpr Numbers disproven{kInfinity, 0};
    const Bits me = node.marks[node.side];
    const Bits opp = node.marks[node.side ^ 1];
    const Bits empty = g_.full & ~(me | opp);
    const bool attackerMoves = node.side == attacker_;
    if (empty == 0) {
        return disproven;
    }
    if ((completions(g_, me, opp) & empty) != 0) {
        return attackerMoves ? proven : disproven;  // the mover wins now
    }
    const Bits theirs = completions(g_, opp, me) & empty;
    if ((theirs & (theirs - 1)) != 0) {
        return attackerMoves ? disproven : proven;  // two threats: one block cannot stop both
    }
    const Bits attacker = node.marks[attacker_];
    const Bits defender = node.marks[attacker_ ^ 1];
    bool live = false;
    for (const Bits w : g_.windows) {
        live = live || (w & defender) == 0;
    }
    if (!live || pairing_.find(defender, empty, nullptr)) {
        return disproven;  // the attacker can never complete a window
    }
    if (attackerMoves && theirs == 0 && threats_.win(attacker, defender, g_.cells) > 0) {
        return proven;
    }
    return {1, 1};
}

ProofSearch::Numbers ProofSearch::lookup(const Node& node) {
    const std::uint64_t k = key(node);
    if (const auto it = table_.find(k); it != table_.end()) {
        return it->second;
    }
    const Numbers n = evaluate(node);
    table_.emplace(k, n);
    return n;
}

// Multiple-iterative deepening: search below `node` until its proof number reaches pnLimit or
// its disproof number dnLimit (or it is settled, or the node budget is spent).
void ProofSearch::search(const Node& node, std::uint32_t pnLimit, std::uint32_t dnLimit) {
    ++nodes_;
    const bool orNode = node.side == attacker_;
    std::vector<Node> children;
    for (Bits left = moves(node); left != 0; left &= left - 1) {
        Node child = node;
        child.marks[node.side] |= bit(std::countr_zero(left));
        child.side = node.side ^ 1;
        children.push_back(child);
    }
    std::vector<Numbers> numbers(children.size());
    for (std::size_t i = 0; i < children.size(); ++i) {
        numbers[i] = lookup(children[i]);
    }
    const std::uint64_t self = key(node);
    for (;;) {
        // OR node: proven by one child, disproven by all; AND node the other way round.
        std::uint64_t sum = 0;
        std::uint32_t best = kInfinity;
        std::uint32_t second = kInfinity;
        std::size_t pick = 0;
        for (std::size_t i = 0; i < children.size(); ++i) {
            const std::uint32_t mine = orNode ? numbers[i].pn : numbers[i].dn;
            sum += orNode ? numbers[i].dn : numbers[i].pn;
            if (mine < best) {
                second = best;
                best = mine;
                pick = i;
            } else if (mine < second) {
                second = mine;
            }
        }
        const Numbers here = orNode ? Numbers{best, capped(sum)} : Numbers{capped(sum), best};
        table_[self] = here;
        if (here.pn >= pnLimit || here.dn >= dnLimit || nodes_ >= maxNodes_) {
            return;
        }
        const Numbers& chosen = numbers[pick];
        const std::uint32_t childPn = orNode ? std::min(pnLimit, capped(std::uint64_t{second} + 1))
                                             : capped(std::uint64_t{pnLimit} - here.pn + chosen.pn);
        const std::uint32_t childDn = orNode ? capped(std::uint64_t{dnLimit} - here.dn + chosen.dn)
                                             : std::min(dnLimit, capped(std::uint64_t{second} + 1));
        search(children[pick], childPn, childDn);
        numbers[pick] = lookup(children[pick]);
    }
}

ProofSearch::Answer ProofSearch::prove(Bits mark0, Bits mark1, int side, int attacker,
                                       std::uint64_t maxNodes) {
    if (g_.rules.gravity) {
        return Answer::Unknown;
    }
    attacker_ = attacker;
    nodes_ = 0;
    maxNodes_ = maxNodes;
    table_.clear();
    const Node root{{mark0, mark1}, side};
    Numbers n = lookup(root);
    if (n.pn != 0 && n.dn != 0) {
        search(root, kInfinity, kInfinity);
        n = lookup(root);
    }
    return n.pn == 0 ? Answer::Proven : n.dn == 0 ? Answer::Disproven : Answer::Unknown;
}

}  // namespace oxo::small
