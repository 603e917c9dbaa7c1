// The end of a game, over the board: who won (or that it is a draw), after how many
// moves, and New Game / Undo buttons; Hide puts it away to study the final position.
#pragma once

#include <QFrame>

class QAction;
class QLabel;
class QPushButton;

namespace oxo::ui {

class GameController;

class EndPanel : public QFrame {
    Q_OBJECT

public:
    // The buttons trigger the window's own actions, so they ask and enable as the menu does.
    EndPanel(GameController* controller, QAction* newGame, QAction* undo, QWidget* parent);

    QString title() const;
    QString detail() const;
    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* hideButton() const { return hide_; }
    // Whether the game state calls for the panel (over, live, not hidden by the person).
    bool wanted() const;

signals:
    void wantedChanged();

private:
    void refresh();

    GameController* controller_;
    QLabel* title_;
    QLabel* detail_;
    QPushButton* newGame_;
    QPushButton* undo_;
    QPushButton* hide_;
    bool hidden_ = false;  // Hide was pressed for this end of game
};

}  // namespace oxo::ui
