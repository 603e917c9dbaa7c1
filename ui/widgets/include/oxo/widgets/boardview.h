// BoardView: the central widget (R-U1, R-U6). It draws what GameController::displayedPosition()
// holds and turns clicks and keys into GameController::playCell(); it keeps no game state of
// its own beyond the hovered and the keyboard-focus cell.
#pragma once

#include <QWidget>
#include <optional>

#include "oxo/types.h"
#include "oxo/widgets/boardgeometry.h"

namespace oxo::ui {

class GameController;

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(GameController* controller, QWidget* parent = nullptr);

    void setShowCoordinates(bool show);
    void setHighContrast(bool on);
    Cell focusCell() const { return focus_; }
    std::optional<Cell> hoveredCell() const { return hover_; }
    BoardGeometry geometryNow() const;
    // Where the centre of `cell` is, for tests and tools that click on it.
    QPoint cellCentre(Cell cell) const;

    QSize sizeHint() const override { return {520, 520}; }
    QSize minimumSizeHint() const override { return {150, 150}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void refresh();
    void setFocusCell(Cell cell);
    void updateAccessibleName();
    bool hoverAllowed() const;

    GameController* controller_;
    bool coordinates_ = true;
    bool highContrast_ = false;
    Cell focus_{0, 0};
    std::optional<Cell> hover_;
};

}  // namespace oxo::ui
