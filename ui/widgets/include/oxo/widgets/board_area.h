// The middle of the window: a line saying which game is played, the board in a
// scroll area for zooming, and the end-of-game panel over it. Zoom keeps the focus cell in
// view; Fit gives the board all the room there is.
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QScrollArea;

namespace oxo::ui {

class BoardView;
class EndPanel;
class GameController;

class BoardArea : public QWidget {
    Q_OBJECT

public:
    BoardArea(GameController* controller, QAction* newGame, QAction* undo, QWidget* parent);

    BoardView* board() const { return board_; }
    QLabel* summary() const { return summary_; }
    EndPanel* endPanel() const { return endPanel_; }
    QScrollArea* scrollArea() const { return scroll_; }

    void zoomIn();
    void zoomOut();
    void zoomFit();
    bool canZoomIn() const;
    bool canZoomOut() const;
    // The cell size the board would have at Fit in the room the scroll area gives.
    double fitCell() const;
    // The focus cell's rectangle lies inside the visible part of the board.
    bool focusCellVisible() const;

signals:
    void zoomChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Zooms to cells of `cell` pixels with board point `anchor` kept at `anchorInViewport`;
    // `showFocus` then scrolls the keyboard's focus cell into view (menu and keys, not wheel).
    void zoomTo(double cell, QPoint anchor, QPoint anchorInViewport, bool showFocus = true);
    void showFocusCell();
    void placeEndPanel();
    // Room kept below the board for the end panel, in pixels (0: it lies over the board).
    void setPanelRoom(int height);
    // The winning line's cells in this widget's coordinates; empty without one.
    QRect winningLineRect() const;
    void updateSummary();

    GameController* controller_;
    QLabel* summary_;
    QScrollArea* scroll_;
    BoardView* board_;
    EndPanel* endPanel_;
};

}  // namespace oxo::ui
