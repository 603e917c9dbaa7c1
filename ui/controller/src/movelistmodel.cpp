#include "oxo/controller/movelistmodel.h"

#include "oxo/controller/gamecontroller.h"
#include "oxo/controller/gamesettings.h"
#include "oxo/notation.h"

namespace oxo::ui {

MoveListModel::MoveListModel(GameController* controller, QObject* parent)
    : QAbstractListModel(parent), controller_(controller) {
    Q_ASSERT(controller_ != nullptr);
    rows_ = static_cast<int>(controller_->game().history().size()) + 1;
    connect(controller_, &GameController::played, this, &MoveListModel::append);
    connect(controller_, &GameController::redone, this, &MoveListModel::append);
    connect(controller_, &GameController::undone, this, &MoveListModel::removeLast);
    connect(controller_, &GameController::wasReset, this, &MoveListModel::reset);
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_) {
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole) {
        return {};
    }
    if (index.row() == 0) {
        return tr("Start");
    }
    const Move& move = controller_->game().history()[static_cast<std::size_t>(index.row() - 1)];
    return tr("%1. %2 %3")
        .arg(index.row())
        .arg(markText(move.player), QString::fromStdString(cellName(move.cell)));
}

int MoveListModel::shownRow() const {
    return controller_->isViewingHistory() ? controller_->viewPly() : rows_ - 1;
}

// The engine reports a move after adding it to the history, so the row to insert is the one
// past what the views know.
void MoveListModel::append() {
    beginInsertRows({}, rows_, rows_);
    ++rows_;
    endInsertRows();
}

void MoveListModel::removeLast() {
    Q_ASSERT(rows_ > 1);
    beginRemoveRows({}, rows_ - 1, rows_ - 1);
    --rows_;
    endRemoveRows();
}

void MoveListModel::reset() {
    beginResetModel();
    rows_ = static_cast<int>(controller_->game().history().size()) + 1;
    endResetModel();
}

}  // namespace oxo::ui
