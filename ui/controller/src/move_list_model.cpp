#include "oxo/controller/move_list_model.h"

#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_settings.h"
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
    // A move the clock played is marked only after it was played: refresh the last row.
    connect(controller_, &GameController::stateChanged, this,
            [this] { emit dataChanged(index(rows_ - 1), index(rows_ - 1)); });
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
    const int ply = index.row() - 1;
    const Move& move = controller_->game().history()[static_cast<std::size_t>(ply)];
    const QString text =
        tr("%1. %2 %3")
            .arg(index.row())
            .arg(markText(move.player), QString::fromStdString(cellName(move.cell)));
    return controller_->playedOnTimeout(ply)
               ? tr("%1 (time ran out)", "a move the clock played").arg(text)
               : text;
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
