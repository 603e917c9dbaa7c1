#include "oxo/widgets/boardview.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <algorithm>

#include "oxo/controller/gamecontroller.h"
#include "oxo/controller/statustext.h"

namespace oxo::ui {

BoardView::BoardView(GameController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleDescription(tr("Game board: arrow keys move, Enter or Space plays"));
    connect(controller_, &GameController::stateChanged, this, &BoardView::refresh);
    connect(controller_, &GameController::viewChanged, this, &BoardView::refresh);
    connect(controller_, &GameController::hintChanged, this, &BoardView::refresh);
    connect(controller_, &GameController::settingsChanged, this, [this] {
        setFocusCell(focus_);  // clamps to the new size
    });
    updateAccessibleName();
}

void BoardView::setShowCoordinates(bool show) {
    coordinates_ = show;
    update();
}

void BoardView::setHighContrast(bool on) {
    highContrast_ = on;
    update();
}

BoardGeometry BoardView::geometryNow() const {
    return BoardGeometry(QSizeF(size()), controller_->displayedPosition().size(), coordinates_);
}

QPoint BoardView::cellCentre(Cell cell) const {
    return geometryNow().cellCentre(cell).toPoint();
}

bool BoardView::hoverAllowed() const {
    return controller_->isHumanTurn() && !controller_->isViewingHistory();
}

void BoardView::refresh() {
    if (hover_ && !hoverAllowed()) {
        hover_.reset();
    }
    updateAccessibleName();
    update();
}

void BoardView::setFocusCell(Cell cell) {
    const int last = controller_->displayedPosition().size() - 1;
    focus_ = {std::clamp(cell.row, 0, last), std::clamp(cell.col, 0, last)};
    updateAccessibleName();
    update();
}

void BoardView::updateAccessibleName() {
    const Position& pos = controller_->displayedPosition();
    if (!pos.inBounds(focus_)) {
        return;
    }
    const QString name = StatusText::cellAccessibleName(focus_, pos.at(focus_));
    if (name != accessibleName()) {
        setAccessibleName(name);  // a screen reader reads the focus cell as it moves
        if (QAccessible::isActive()) {
            QAccessibleEvent event(this, QAccessible::NameChanged);
            QAccessible::updateAccessibility(&event);
        }
    }
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    std::optional<Cell> cell;
    if (hoverAllowed()) {
        cell = geometryNow().cellAt(event->position());
        if (cell && controller_->position().check(*cell) == MoveError::None) {
            // R-E13: under gravity the mark drops; the hover shows where it will land.
            cell = controller_->position().landing(*cell);
        }
    }
    if (cell != hover_) {
        hover_ = cell;
        update();
    }
}

void BoardView::leaveEvent(QEvent* /*event*/) {
    if (hover_) {
        hover_.reset();
        update();
    }
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return;
    }
    if (const auto cell = geometryNow().cellAt(event->position())) {
        setFocusCell(*cell);
        controller_->playCell(*cell);  // refused moves change nothing
    }
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Left:
            setFocusCell({focus_.row, focus_.col - 1});
            break;
        case Qt::Key_Right:
            setFocusCell({focus_.row, focus_.col + 1});
            break;
        case Qt::Key_Up:
            setFocusCell({focus_.row - 1, focus_.col});
            break;
        case Qt::Key_Down:
            setFocusCell({focus_.row + 1, focus_.col});
            break;
        case Qt::Key_Home:
            setFocusCell({focus_.row, 0});
            break;
        case Qt::Key_End:
            setFocusCell({focus_.row, controller_->displayedPosition().size() - 1});
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            controller_->playCell(focus_);
            break;
        default:
            QWidget::keyPressEvent(event);
            return;
    }
    event->accept();
}

void BoardView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    update();
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace oxo::ui
