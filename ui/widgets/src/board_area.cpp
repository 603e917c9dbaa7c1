#include "oxo/widgets/board_area.h"

#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/rules_text.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/end_panel.h"

namespace oxo::ui {

namespace {

constexpr double kZoomStep = 1.25;

}  // namespace

BoardArea::BoardArea(GameController* controller, QAction* newGame, QAction* undo, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    setObjectName(QStringLiteral("boardArea"));
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("gameSummary"));
    summary_->setAlignment(Qt::AlignCenter);
    summary_->setWordWrap(true);
    summary_->setMargin(3);
    summary_->setTextFormat(Qt::PlainText);
    board_ = new BoardView(controller_, this);
    scroll_ = new QScrollArea(this);
    scroll_->setObjectName(QStringLiteral("boardScroll"));
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(true);
    scroll_->setAlignment(Qt::AlignCenter);
    scroll_->setWidget(board_);
    scroll_->setFocusProxy(board_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(summary_);
    layout->addWidget(scroll_, 1);
    endPanel_ = new EndPanel(controller_, newGame, undo, this);
    endPanel_->hide();

    connect(board_, &BoardView::focusRectChanged, this, [this] {
        if (board_->zoomCell() > 0) {
            showFocusCell();
        }
    });
    // The coordinates are pinned to the view's edges: a scroll moves them in the picture.
    for (QScrollBar* bar : {scroll_->horizontalScrollBar(), scroll_->verticalScrollBar()}) {
        connect(bar, &QScrollBar::valueChanged, board_, qOverload<>(&QWidget::update));
    }
    connect(board_, &BoardView::zoomRequested, this, [this](int steps, QPoint anchor) {
        const QPoint inViewport = board_->mapTo(scroll_->viewport(), anchor);
        for (int i = 0; i < std::abs(steps); ++i) {
            const double now = board_->geometryNow().cellSize();
            if (steps > 0) {
                zoomTo(std::min(std::max(std::floor(now * kZoomStep), now + 2),
                                BoardView::kMaxZoomCell),
                       anchor, inViewport, false);
            } else {
                zoomTo(now / kZoomStep, anchor, inViewport, false);
            }
            anchor = board_->mapFrom(scroll_->viewport(), inViewport);
        }
    });
    connect(endPanel_, &EndPanel::wantedChanged, this, &BoardArea::placeEndPanel);
    connect(controller_, &GameController::settingsChanged, this, &BoardArea::updateSummary);
    updateSummary();
}

void BoardArea::updateSummary() {
    summary_->setText(RulesText::summary(controller_->settings()));
    summary_->setToolTip(summary_->text());
}

double BoardArea::fitCell() const {
    return BoardGeometry(QSizeF(scroll_->maximumViewportSize()),
                         controller_->displayedPosition().size(), board_->showCoordinates())
        .cellSize();
}

bool BoardArea::canZoomIn() const {
    return board_->geometryNow().cellSize() < BoardView::kMaxZoomCell;
}

bool BoardArea::canZoomOut() const {
    return board_->zoomCell() > 0;
}

void BoardArea::zoomIn() {
    if (!canZoomIn()) {
        return;
    }
    const double now = board_->geometryNow().cellSize();
    const QPoint focus = board_->cellCentre(board_->focusCell());
    zoomTo(std::min(std::max(std::floor(now * kZoomStep), now + 2), BoardView::kMaxZoomCell), focus,
           board_->mapTo(scroll_->viewport(), focus));
}

void BoardArea::zoomOut() {
    if (!canZoomOut()) {
        return;
    }
    const QPoint focus = board_->cellCentre(board_->focusCell());
    zoomTo(board_->geometryNow().cellSize() / kZoomStep, focus,
           board_->mapTo(scroll_->viewport(), focus));
}

void BoardArea::zoomFit() {
    board_->setZoomCell(0);
    emit zoomChanged();
}

void BoardArea::zoomTo(double cell, QPoint anchor, QPoint anchorInViewport, bool showFocus) {
    const BoardGeometry before = board_->geometryNow();
    const QPointF origin = before.boardRect().topLeft();
    const QPointF fraction = (QPointF(anchor) - origin) / std::max(1.0, before.cellSize());
    // At or below the fitting size the board simply fits.
    board_->setZoomCell(cell <= fitCell() + 0.5 ? 0 : std::floor(cell));
    // Lay the board out now rather than on the next event loop pass, so the scroll bars know
    // their new range before they are moved.
    const QSize room = scroll_->viewport()->size();
    board_->resize(board_->minimumSizeHint().expandedTo(room));
    const BoardGeometry after = board_->geometryNow();
    const QPointF moved = after.boardRect().topLeft() + fraction * after.cellSize();
    scroll_->horizontalScrollBar()->setValue(static_cast<int>(moved.x()) - anchorInViewport.x());
    scroll_->verticalScrollBar()->setValue(static_cast<int>(moved.y()) - anchorInViewport.y());
    // Ctrl+wheel zooms around the pointer (showFocus false): bringing the focus cell into view
    // would move the board away from under it.
    if (showFocus) {
        showFocusCell();
    }
    // The scroll bars may have come or gone and changed the room: look again once settled.
    QTimer::singleShot(0, this, [this, showFocus] {
        if (showFocus) {
            showFocusCell();
        }
        placeEndPanel();
    });
    emit zoomChanged();
}

void BoardArea::showFocusCell() {
    const QRect cell = board_->geometryNow().cellRect(board_->focusCell()).toAlignedRect();
    const int margin = std::max(8, cell.width() / 2);
    scroll_->ensureVisible(cell.center().x(), cell.center().y(), cell.width() / 2 + margin,
                           cell.height() / 2 + margin);
}

bool BoardArea::focusCellVisible() const {
    const QRect cell = board_->geometryNow().cellRect(board_->focusCell()).toAlignedRect();
    const QRect inViewport(board_->mapTo(scroll_->viewport(), cell.topLeft()), cell.size());
    return scroll_->viewport()->rect().contains(inViewport);
}

void BoardArea::setPanelRoom(int height) {
    QLayout* box = layout();
    if (box->contentsMargins().bottom() != height) {
        box->setContentsMargins(0, 0, 0, height);
        box->activate();  // the board takes its new size now, before the panel is placed
    }
}

QRect BoardArea::winningLineRect() const {
    const auto cells = controller_->position().winningLine();
    if (cells.empty()) {
        return {};
    }
    const BoardGeometry g = board_->geometryNow();
    const QRect ends = g.cellRect(cells.front()).united(g.cellRect(cells.back())).toAlignedRect();
    return {board_->mapTo(this, ends.topLeft()), ends.size()};
}

void BoardArea::placeEndPanel() {
    const bool wanted = endPanel_->wanted();
    board_->setDimmed(wanted);
    if (!wanted) {
        // Its buttons had the focus (New Game, Undo, Hide): the board takes it back, or the
        // arrows would go nowhere.
        const bool hadFocus = endPanel_->isAncestorOf(QApplication::focusWidget());
        endPanel_->hide();
        setPanelRoom(0);
        if (hadFocus) {
            board_->setFocus(Qt::OtherFocusReason);
        }
        return;
    }
    setPanelRoom(0);
    const int margin = 12;
    const QRect room = scroll_->geometry();
    const int width = std::min(room.width() - 24, std::max(320, room.width() / 2));
    endPanel_->setFixedWidth(std::max(160, width));
    const int height = endPanel_->heightForWidth(endPanel_->width()) > 0
                           ? endPanel_->heightForWidth(endPanel_->width())
                           : endPanel_->sizeHint().height();
    endPanel_->resize(endPanel_->width(), height);
    // Over the board in the middle, unless the winning line runs there: then below or above
    // it. When the line crosses all three (a column or a diagonal of a small board), the board
    // makes room for the panel below it, so the line stays in sight.
    const QRect line = winningLineRect();
    const int x = room.center().x() - endPanel_->width() / 2;
    const QList<QPoint> places = {{x, room.center().y() - endPanel_->height() / 2},
                                  {x, room.bottom() - margin - endPanel_->height()},
                                  {x, room.top() + margin}};
    const auto free = std::find_if(places.begin(), places.end(), [&](const QPoint& place) {
        return !QRect(place, endPanel_->size()).intersects(line);
    });
    if (free != places.end()) {
        endPanel_->move(*free);
    } else {
        setPanelRoom(endPanel_->height() + 2 * margin);
        endPanel_->move(x, scroll_->geometry().bottom() + 1 + margin);
    }
    endPanel_->show();
    endPanel_->raise();
}

void BoardArea::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeEndPanel();
}

}  // namespace oxo::ui
