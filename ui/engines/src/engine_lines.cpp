#include "oxo/engines/engine_lines.h"

#include <algorithm>
#include <utility>

namespace oxo::pbrain {

void EngineLines::start(const Position& position, int wanted) {
    Q_ASSERT(wanted >= 1);
    position_ = position;
    wanted_ = wanted;
    summary_ = EngineInfo{};
    ranked_.clear();
    lines_.clear();
}

bool EngineLines::legal(Cell cell) const {
    return position_ && position_->check(cell) == MoveError::None;
}

void EngineLines::note(const EngineInfo& info) {
    if (info.pondering || !position_) {
        return;
    }
    mergeEngineInfo(summary_, info);
    if (info.rank > 0 && info.rank <= wanted_ && !info.bestLine.empty() &&
        legal(info.bestLine.front())) {
        const auto index = static_cast<std::size_t>(info.rank - 1);
        if (ranked_.size() <= index) {
            ranked_.resize(index + 1);
        }
        ranked_[index] = EngineLine{info.bestLine.front(), info.eval, info.depth, info.bestLine};
    }
    std::optional<Cell> best;
    if (!ranked_.empty() && ranked_.front()) {
        best = ranked_.front()->move;
    } else if (!summary_.bestLine.empty() && legal(summary_.bestLine.front())) {
        best = summary_.bestLine.front();
    }
    lines_ = best ? withBest(*best) : std::vector<EngineLine>{};
}

std::vector<EngineLine> EngineLines::withBest(Cell best) const {
    std::vector<EngineLine> lines;
    // The best move first, with what the messages said about it.
    EngineLine first{best, summary_.eval, summary_.depth, {best}};
    if (!summary_.bestLine.empty() && summary_.bestLine.front() == best) {
        first.line = summary_.bestLine;
    }
    for (const auto& ranked : ranked_) {
        if (ranked && ranked->move == best) {
            first = *ranked;  // its highest rank
            break;
        }
    }
    lines.push_back(std::move(first));
    for (const auto& ranked : ranked_) {
        if (!ranked || std::cmp_greater_equal(lines.size(), wanted_)) {
            continue;
        }
        const bool seen = std::any_of(lines.begin(), lines.end(),
                                      [&](const EngineLine& l) { return l.move == ranked->move; });
        if (!seen) {
            lines.push_back(*ranked);
        }
    }
    return lines;
}

}  // namespace oxo::pbrain
