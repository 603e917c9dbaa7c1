#include "oxo/widgets/movelistdock.h"

#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "oxo/controller/gamecontroller.h"
#include "oxo/notation.h"

namespace oxo::ui {

MoveListDock::MoveListDock(GameController* controller, QWidget* parent)
    : QDockWidget(tr("Moves"), parent), controller_(controller) {
    setObjectName(QStringLiteral("moveListDock"));  // saveState() needs a name
    auto* body = new QWidget(this);
    list_ = new QListWidget(body);
    list_->setAccessibleName(tr("Move list"));
    live_ = new QPushButton(tr("Back to the Game"), body);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(list_);
    layout->addWidget(live_);
    setWidget(body);

    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!syncing_ && row >= 0) {
            controller_->showPly(row);  // the last row is the live game
        }
    });
    connect(live_, &QPushButton::clicked, this, [this] { controller_->showPly(-1); });
    connect(controller_, &GameController::stateChanged, this, &MoveListDock::rebuild);
    connect(controller_, &GameController::viewChanged, this, &MoveListDock::syncSelection);
    rebuild();
}

void MoveListDock::rebuild() {
    // Keep the rows that still match the history and redo only the rest, so a move on a
    // 50×50 board adds one row instead of rebuilding 2,500.
    const auto& history = controller_->game().history();
    syncing_ = true;
    if (list_->count() == 0) {
        list_->addItem(tr("Start"));
    }
    int keep = 1;
    while (keep < list_->count() && keep <= static_cast<int>(history.size()) &&
           list_->item(keep)->data(Qt::UserRole).toString() == entryKeyOf(history, keep - 1)) {
        ++keep;
    }
    while (list_->count() > keep) {
        delete list_->takeItem(list_->count() - 1);
    }
    for (std::size_t i = static_cast<std::size_t>(keep) - 1; i < history.size(); ++i) {
        const Move& move = history[i];
        const QString text =
            tr("%1. %2 %3").arg(i + 1).arg(markText(move.player), cellNameOf(move));
        auto* item =
            new QListWidgetItem(controller_->playedOnTimeout(static_cast<int>(i))
                                    ? tr("%1 (time ran out)", "a move the clock played").arg(text)
                                    : text,
                                list_);
        item->setData(Qt::UserRole, entryKeyOf(history, static_cast<int>(i)));
    }
    syncing_ = false;
    syncSelection();
}

QString MoveListDock::entryKey(const std::vector<Move>& history, int index) {
    const Move& move = history[static_cast<std::size_t>(index)];
    return QStringLiteral("%1%2").arg(int(move.player)).arg(cellNameOf(move));
}

QString MoveListDock::entryKeyOf(const std::vector<Move>& history, int index) const {
    return entryKey(history, index) +
           (controller_->playedOnTimeout(index) ? QStringLiteral("!") : QString());
}

QString MoveListDock::cellNameOf(const Move& move) {
    return QString::fromStdString(cellName(move.cell));
}

void MoveListDock::syncSelection() {
    syncing_ = true;
    const int row = controller_->isViewingHistory() ? controller_->viewPly() : list_->count() - 1;
    list_->setCurrentRow(row);
    list_->scrollToItem(list_->item(row));
    live_->setEnabled(controller_->isViewingHistory());
    syncing_ = false;
}

}  // namespace oxo::ui
