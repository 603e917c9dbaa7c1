#include "oxo/controller/history_view.h"

#include <span>
#include <vector>

#include "oxo/replay.h"

namespace oxo::ui {

HistoryView::HistoryView(QObject* parent) : QObject(parent) {
    connect(&timer_, &QTimer::timeout, this, &HistoryView::step);
}

void HistoryView::show(const Game& game, int ply) {
    Q_ASSERT(ply >= 0 && ply < static_cast<int>(game.history().size()));
    std::vector<Cell> cells;
    cells.reserve(static_cast<std::size_t>(ply));
    for (int i = 0; i < ply; ++i) {
        cells.push_back(game.history()[static_cast<std::size_t>(i)].cell);
    }
    Position shown(game.rules());
    [[maybe_unused]] const auto error = replay(shown, cells);
    Q_ASSERT(!error);  // the game's own history
    shown_ = std::move(shown);
    ply_ = ply;
}

void HistoryView::leave() {
    ply_ = -1;
    shown_.reset();
}

void HistoryView::startReplay(int intervalMs) {
    timer_.start(intervalMs);
}

}  // namespace oxo::ui
