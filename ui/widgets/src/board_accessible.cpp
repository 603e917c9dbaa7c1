#include "oxo/widgets/board_accessible.h"

#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"
#include "oxo/notation.h"
#include "oxo/widgets/board_view.h"

namespace oxo::ui {

namespace {

class BoardAccessible;

// One cell. It holds only its coordinates and asks the board for everything else, so it is
// never stale; the board keeps it registered (QAccessible::registerAccessibleInterface) and
// drops it when the board's size changes.
class CellAccessible : public QAccessibleInterface,
                       public QAccessibleTableCellInterface,
                       public QAccessibleActionInterface {
public:
    CellAccessible(BoardView* board, Cell cell) : board_(board), cell_(cell) {}

    bool isValid() const override {
        return board_ && board_->controller()->displayedPosition().inBounds(cell_);
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return board_ ? board_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(board_.data());
    }
    QAccessibleInterface* child(int /*index*/) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface* /*child*/) const override { return -1; }
    QAccessibleInterface* childAt(int /*x*/, int /*y*/) const override { return nullptr; }

    QString text(QAccessible::Text t) const override {
        if (!isValid()) {
            return {};
        }
        const Position& pos = board_->controller()->displayedPosition();
        switch (t) {
            case QAccessible::Name:
                return StatusText::cellAccessibleName(cell_, pos.at(cell_));
            case QAccessible::Value:
                if (pos.at(cell_) != kNoPlayer) {
                    return markText(pos.at(cell_));
                }
                // Renju (R-E15): a screen reader hears what the board crosses out.
                return pos.isForbidden(pos.index(cell_)) ? BoardView::tr("forbidden") : QString();
            case QAccessible::Description:
                // Analysis (R-U12): what the move here is worth, as the overlay shows it.
                return board_->cellValueText(cell_);
            default:
                return {};
        }
    }
    void setText(QAccessible::Text /*t*/, const QString& /*text*/) override {}
    QRect rect() const override {
        if (!isValid()) {
            return {};
        }
        const QRect local = board_->geometryNow().cellRect(cell_).toAlignedRect();
        return {board_->mapToGlobal(local.topLeft()), local.size()};
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.selectable = true;
        s.focused = board_->hasFocus() && board_->focusCell() == cell_;
        s.selected = board_->focusCell() == cell_;
        // A taken cell cannot be played; neither can any while it is not a person's turn.
        const GameController& c = *board_->controller();
        const Position& pos = c.displayedPosition();
        s.readOnly = pos.at(cell_) != kNoPlayer || pos.isForbidden(pos.index(cell_)) ||
                     !c.isHumanTurn() || c.isViewingHistory();
        s.offscreen = !board_->visibleRegion().intersects(
            board_->geometryNow().cellRect(cell_).toAlignedRect());
        return s;
    }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::TableCellInterface) {
            return static_cast<QAccessibleTableCellInterface*>(this);
        }
        if (type == QAccessible::ActionInterface) {
            return static_cast<QAccessibleActionInterface*>(this);
        }
        return nullptr;
    }

    // QAccessibleTableCellInterface
    int columnExtent() const override { return 1; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    int columnIndex() const override { return cell_.col; }
    int rowExtent() const override { return 1; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int rowIndex() const override { return cell_.row; }
    bool isSelected() const override { return board_ && board_->focusCell() == cell_; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleActionInterface: "press" plays the cell, as Enter does.
    QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
    void doAction(const QString& name) override {
        if (!isValid()) {
            return;
        }
        board_->setFocusCell(cell_);
        if (name == pressAction()) {
            board_->controller()->playCell(cell_);
        }
    }
    QStringList keyBindingsForAction(const QString& name) const override {
        return name == pressAction()
                   ? QStringList{QStringLiteral("Return"), QStringLiteral("Space")}
                   : QStringList{};
    }

private:
    QPointer<BoardView> board_;
    Cell cell_;
};

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(BoardView* board) : QAccessibleWidget(board, QAccessible::Table) {}
    ~BoardAccessible() override { dropCells(); }

    BoardView* board() const { return static_cast<BoardView*>(widget()); }
    int size() const { return board()->controller()->displayedPosition().size(); }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::TableInterface) {
            return static_cast<QAccessibleTableInterface*>(this);
        }
        return QAccessibleWidget::interface_cast(type);
    }

    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) {
            return BoardView::tr("Game board, %1×%1").arg(size());
        }
        if (t == QAccessible::Description && !board()->announcement().isEmpty()) {
            return board()->announcement();
        }
        return QAccessibleWidget::text(t);
    }

    int childCount() const override { return size() * size(); }
    QAccessibleInterface* child(int index) const override {
        const int n = size();
        if (index < 0 || index >= n * n) {
            return nullptr;
        }
        return cellAt(index / n, index % n);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        if (child == nullptr || child->role() != QAccessible::Cell) {
            return -1;
        }
        auto* cell = static_cast<const QAccessibleTableCellInterface*>(
            const_cast<QAccessibleInterface*>(child)->interface_cast(
                QAccessible::TableCellInterface));
        return cell ? cell->rowIndex() * size() + cell->columnIndex() : -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint local = board()->mapFromGlobal(QPoint(x, y));
        if (const auto cell = board()->geometryNow().cellAt(local)) {
            return cellAt(cell->row, cell->col);
        }
        return nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        if (!board()->hasFocus()) {
            return nullptr;
        }
        return cellAt(board()->focusCell().row, board()->focusCell().col);
    }

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override {
        const int n = size();
        if (row < 0 || column < 0 || row >= n || column >= n) {
            return nullptr;
        }
        if (n != cachedSize_) {
            const_cast<BoardAccessible*>(this)->dropCells();
            cachedSize_ = n;
        }
        const int index = row * n + column;
        if (const auto it = cells_.constFind(index); it != cells_.constEnd()) {
            return QAccessible::accessibleInterface(*it);
        }
        auto* cell = new CellAccessible(board(), Cell{row, column});
        cells_.insert(index, QAccessible::registerAccessibleInterface(cell));
        return cell;
    }
    int selectedCellCount() const override { return 1; }
    QList<QAccessibleInterface*> selectedCells() const override {
        return {cellAt(board()->focusCell().row, board()->focusCell().col)};
    }
    QString columnDescription(int column) const override {
        return BoardView::tr("Column %1").arg(QString::fromStdString(columnName(column)));
    }
    QString rowDescription(int row) const override { return BoardView::tr("Row %1").arg(row + 1); }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return size(); }
    int rowCount() const override { return size(); }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int /*column*/) const override { return false; }
    bool isRowSelected(int /*row*/) const override { return false; }
    bool selectRow(int /*row*/) override { return false; }
    bool selectColumn(int /*column*/) override { return false; }
    bool unselectRow(int /*row*/) override { return false; }
    bool unselectColumn(int /*column*/) override { return false; }
    // Cells ask the board for their state on every query, so a new game needs nothing here;
    // a new size is noticed by cellAt().
    void modelChange(QAccessibleTableModelChangeEvent* /*event*/) override {}

private:
    void dropCells() {
        for (const QAccessible::Id id : std::as_const(cells_)) {
            QAccessible::deleteAccessibleInterface(id);
        }
        cells_.clear();
    }

    mutable QHash<int, QAccessible::Id> cells_;
    mutable int cachedSize_ = -1;
};

QAccessibleInterface* boardFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("oxo::ui::BoardView") && object && object->isWidgetType()) {
        return new BoardAccessible(static_cast<BoardView*>(object));
    }
    return nullptr;
}

}  // namespace

void installBoardAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    (void)installed;
}

int boardChildIndex(Cell cell, int size) {
    return cell.row * size + cell.col;
}

}  // namespace oxo::ui
