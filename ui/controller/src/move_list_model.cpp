#include "oxo/controller/move_list_model.h"

#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_reviewer.h"
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
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole && role != Qt::ToolTipRole) {
        return {};
    }
    if (index.row() == 0) {
        return role == Qt::ToolTipRole ? QVariant() : QVariant(tr("Start"));
    }
    const int ply = index.row() - 1;
    const Move& move = controller_->game().history()[static_cast<std::size_t>(ply)];
    const MoveReview* review = reviewer_ != nullptr ? reviewer_->reviewOf(ply) : nullptr;
    const bool marked = review != nullptr && review->mark != MoveMark::None;
    const QString better = marked ? QString::fromStdString(cellName(review->best)) : QString();
    if (role == Qt::ToolTipRole) {
        return marked ? tr("Better: %1").arg(better) : QVariant();
    }
    QString text = tr("%1. %2 %3")
                       .arg(index.row())
                       .arg(markText(move.player), QString::fromStdString(cellName(move.cell)));
    if (marked) {
        const bool blunder = review->mark == MoveMark::Blunder;
        text = role == Qt::AccessibleTextRole
                   ? (blunder ? tr("%1, a blunder; better %2") : tr("%1, a mistake; better %2"))
                         .arg(text, better)
                   : tr("%1 %2 (better %3)")
                         .arg(text,
                              QString::fromLatin1(
                                  markSign(review->mark).data(),
                                  static_cast<qsizetype>(markSign(review->mark).size())),
                              better);
    }
    return controller_->playedOnTimeout(ply)
               ? tr("%1 (time ran out)", "a move the clock played").arg(text)
               : text;
}

void MoveListModel::setReviewer(const GameReviewer* reviewer) {
    reviewer_ = reviewer;
    connect(reviewer_, &GameReviewer::changed, this, [this] {
        if (rows_ > 1) {
            emit dataChanged(index(1), index(rows_ - 1));
        }
    });
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
