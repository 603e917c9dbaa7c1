#include "oxo/widgets/move_list_dock.h"

#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/widgets/focus_ring.h"

namespace oxo::ui {

namespace {

// The list follows every move, undo and view change, and Qt's list view sends a Focus event
// for each new current row even without the focus: a screen reader then heard the move list
// claim the focus beside the board's cell (R-U6). It says so only when it has the focus.
class MoveListView : public FocusRing<QListView> {
public:
    using FocusRing::FocusRing;

protected:
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override {
        if (hasFocus()) {
            QListView::currentChanged(current, previous);
        } else {
            // All but the Focus event: QListView's own is what sends it.
            // NOLINTNEXTLINE(bugprone-parent-virtual-call)
            QAbstractItemView::currentChanged(current, previous);
        }
    }
};

}  // namespace

MoveListDock::MoveListDock(GameController* controller, QWidget* parent)
    : QDockWidget(tr("Moves"), parent), controller_(controller) {
    setObjectName(QStringLiteral("moveListDock"));  // saveState() needs a name
    auto* body = new QWidget(this);
    model_ = new MoveListModel(controller_, this);
    list_ = new MoveListView(body);
    list_->setModel(model_);
    list_->setUniformItemSizes(true);  // 2,500 rows stay cheap to lay out
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setAccessibleName(tr("Move list"));
    live_ = new QPushButton(tr("Back to the Game"), body);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(list_);
    layout->addWidget(live_);
    setWidget(body);

    connect(list_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!syncing_ && current.isValid()) {
                    controller_->showPly(current.row());  // the last row is the live game
                }
            });
    connect(live_, &QPushButton::clicked, this, [this] { controller_->showPly(-1); });
    // After the model has its rows (it listens to the same signals, and was connected first).
    connect(controller_, &GameController::stateChanged, this, &MoveListDock::syncSelection);
    connect(controller_, &GameController::viewChanged, this, &MoveListDock::syncSelection);
    syncSelection();
}

void MoveListDock::syncSelection() {
    syncing_ = true;
    const QModelIndex shown = model_->index(model_->shownRow());
    list_->setCurrentIndex(shown);
    list_->scrollTo(shown);
    live_->setEnabled(controller_->isViewingHistory());
    syncing_ = false;
}

}  // namespace oxo::ui
