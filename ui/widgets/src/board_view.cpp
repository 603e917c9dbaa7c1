#include "oxo/widgets/board_view.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"
#include "oxo/widgets/board_accessible.h"
#include "oxo/widgets/board_animator.h"

namespace oxo::ui {

namespace {

Cell centreOf(int size) {
    return {(size - 1) / 2, (size - 1) / 2};
}

}  // namespace

BoardView::BoardView(GameController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), animator_(new BoardAnimator(this)) {
    installBoardAccessibility();
    setObjectName(QStringLiteral("board"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    focus_ = centreOf(controller_->displayedPosition().size());
    connect(animator_, &BoardAnimator::frame, this, qOverload<>(&QWidget::update));
    connect(controller_, &GameController::stateChanged, this, &BoardView::refresh);
    connect(controller_, &GameController::viewChanged, this, [this] {
        animator_->clear();
        refresh();
    });
    connect(controller_, &GameController::hintChanged, this, &BoardView::refresh);
    connect(controller_, &GameController::played, this, &BoardView::onPlayed);
    connect(controller_, &GameController::redone, this, &BoardView::onPlayed);
    connect(controller_, &GameController::undone, this, [this](const Move& move) {
        animator_->clear();
        notifyAccessibleCell(move.cell);
    });
    connect(controller_, &GameController::ended, this, [this] {
        if (controller_->position().status() == Status::Won) {
            animator_->lineCompleted();
        }
    });
    // A new game starts with the focus in the middle of the board, where play begins.
    connect(controller_, &GameController::wasReset, this, [this] {
        animator_->clear();
        setFocusCell(centreOf(controller_->displayedPosition().size()));
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    });
    connect(controller_, &GameController::settingsChanged, this, [this] {
        setFocusCell(focus_);  // clamps to the new size
        updateGeometry();      // a zoomed board needs another size
    });
    setAccessibleName(tr("Game board"));
    setAccessibleDescription(
        tr("Arrow keys move, Enter or Space plays, Page Up and Page Down move by a screen"));
}

void BoardView::setShowCoordinates(bool show) {
    coordinates_ = show;
    updateGeometry();
    update();
}

void BoardView::setShowMoveNumbers(bool show) {
    moveNumbers_ = show;
    update();
}

void BoardView::setCellValues(std::vector<CellValue> values) {
    cellValues_ = std::move(values);
    valuesLayerKey_.reset();
    update();
}

QString BoardView::cellValueText(Cell cell) const {
    for (const CellValue& v : cellValues_) {
        if (v.cell == cell) {
            return v.description;
        }
    }
    return {};
}

void BoardView::setPreviewLine(std::vector<Cell> line) {
    preview_ = std::move(line);
    update();
}

void BoardView::setHighContrast(bool on) {
    highContrast_ = on;
    update();
}

void BoardView::setDimmed(bool dimmed) {
    if (dimmed != dimmed_) {
        dimmed_ = dimmed;
        update();
    }
}

BoardGeometry BoardView::geometryNow() const {
    return {QSizeF(size()), controller_->displayedPosition().size(), coordinates_};
}

QPoint BoardView::cellCentre(Cell cell) const {
    return geometryNow().cellCentre(cell).toPoint();
}

QSize BoardView::sizeForCell(double pixels) const {
    // The coordinate band is at most 24 pixels a side (BoardGeometry), so this always leaves
    // room for cells of `pixels`.
    const int n = controller_->displayedPosition().size();
    const int side = static_cast<int>(std::ceil(pixels * n)) + 2 * (coordinates_ ? 24 : 4) + 1;
    return {side, side};
}

QSize BoardView::minimumSizeHint() const {
    return zoomCell_ > 0 ? sizeForCell(zoomCell_) : QSize(150, 150);
}

void BoardView::setZoomCell(double pixels) {
    zoomCell_ = std::clamp(pixels, 0.0, kMaxZoomCell);
    setMinimumSize(minimumSizeHint());
    updateGeometry();
    update();
}

bool BoardView::hoverAllowed() const {
    return controller_->isHumanTurn() && !controller_->isViewingHistory();
}

void BoardView::refresh() {
    if (hover_ && !hoverAllowed()) {
        hover_.reset();
    }
    if (toAnnounce_) {
        // Now the status says what comes next (whose turn, who thinks, who won).
        announcement_ = StatusText::moveAnnouncement(*controller_, *toAnnounce_);
        toAnnounce_.reset();
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
    update();
}

void BoardView::onPlayed(const Move& move) {
    animator_->markPlaced(move.cell, controller_->settings().rules.gravity);
    notifyAccessibleCell(move.cell);
    toAnnounce_ = move;
}

void BoardView::setFocusCell(Cell cell) {
    const int last = controller_->displayedPosition().size() - 1;
    const Cell clamped{std::clamp(cell.row, 0, last), std::clamp(cell.col, 0, last)};
    const bool moved = clamped != focus_;
    focus_ = clamped;
    if (moved) {
        notifyAccessibleFocus();
    }
    emit focusRectChanged(geometryNow().cellRect(focus_).toAlignedRect());
    update();
}

void BoardView::notifyAccessibleFocus() {
    // QAccessible::updateAccessibility() drops events at once while no reader listens.
    if (!hasFocus()) {
        return;
    }
    // The cell, not the board, has the focus: a screen reader says "b3, X".
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(boardChildIndex(focus_, controller_->displayedPosition().size()));
    QAccessible::updateAccessibility(&event);
}

void BoardView::notifyAccessibleCell(Cell cell) {
    if (!controller_->displayedPosition().inBounds(cell)) {
        return;
    }
    QAccessibleEvent event(this, QAccessible::NameChanged);
    event.setChild(boardChildIndex(cell, controller_->displayedPosition().size()));
    QAccessible::updateAccessibility(&event);
}

void BoardView::play(Cell cell) {
    const MoveError error = controller_->playCell(cell);
    if (error != MoveError::None) {
        animator_->moveRefused(cell);
        emit moveRefused(cell, error);
    }
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    pointer_ = event->globalPosition();
    hoverAt(event->position());
}

void BoardView::followPointer() {
    if (pointer_) {
        hoverAt(mapFromGlobal(*pointer_));
    }
}

void BoardView::moveEvent(QMoveEvent* event) {
    QWidget::moveEvent(event);
    followPointer();
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    followPointer();
}

void BoardView::hoverAt(QPointF point) {
    std::optional<Cell> cell;
    if (hoverAllowed()) {
        cell = geometryNow().cellAt(point);
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
    pointer_.reset();
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
        play(*cell);
    }
}

void BoardView::wheelEvent(QWheelEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QWidget::wheelEvent(event);  // the scroll area scrolls
        return;
    }
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0) {
        emit zoomRequested(steps, event->position().toPoint());
    }
    event->accept();
}

int BoardView::pageRows() const {
    const double cell = std::max(1.0, geometryNow().cellSize());
    const QRect visible = visibleRegion().boundingRect();
    const int shown = static_cast<int>((visible.isEmpty() ? height() : visible.height()) / cell);
    return std::max(1, shown - 1);
}

QList<std::pair<QString, QString>> BoardView::keyHelp() {
    return {
        {tr("Arrow keys"), tr("Move the focus frame")},
        {tr("Enter, Space"), tr("Play the cell in the focus frame")},
        {tr("Home, End"), tr("First or last cell of the row")},
        {tr("Ctrl+Home, Ctrl+End"), tr("First or last cell of the board")},
        {tr("Page Up, Page Down"), tr("Up or down by a screen")},
        {tr("Ctrl+wheel"), tr("Zoom in or out")},
    };
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    const int last = controller_->displayedPosition().size() - 1;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
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
            setFocusCell(ctrl ? Cell{0, 0} : Cell{focus_.row, 0});
            break;
        case Qt::Key_End:
            setFocusCell(ctrl ? Cell{last, last} : Cell{focus_.row, last});
            break;
        case Qt::Key_PageUp:
            setFocusCell({focus_.row - pageRows(), focus_.col});
            break;
        case Qt::Key_PageDown:
            setFocusCell({focus_.row + pageRows(), focus_.col});
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            play(focus_);
            break;
        default:
            QWidget::keyPressEvent(event);
            return;
    }
    event->accept();
}

void BoardView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    notifyAccessibleFocus();
    update();
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

}  // namespace oxo::ui
