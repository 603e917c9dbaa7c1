// The move list (R-U7): a view of the controller's MoveListModel. Choosing an entry shows that
// position read-only; choosing the last entry returns to the live game.
#pragma once

#include <QDockWidget>

class QListView;
class QPushButton;

namespace oxo::ui {

class GameController;
class MoveListModel;

class MoveListDock : public QDockWidget {
    Q_OBJECT

public:
    explicit MoveListDock(GameController* controller, QWidget* parent = nullptr);

    QListView* list() const { return list_; }
    MoveListModel* model() const { return model_; }

private:
    void syncSelection();

    GameController* controller_;
    MoveListModel* model_;
    QListView* list_;
    QPushButton* live_;
    bool syncing_ = false;
};

}  // namespace oxo::ui
