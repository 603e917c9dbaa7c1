// The move list (R-U7): the history in cell notation. Choosing an entry shows that position
// read-only; choosing the last entry returns to the live game.
#pragma once

#include <QDockWidget>

#include <vector>

#include "oxo/types.h"

class QListWidget;
class QPushButton;

namespace oxo::ui {

class GameController;

class MoveListDock : public QDockWidget {
    Q_OBJECT

public:
    explicit MoveListDock(GameController* controller, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }

private:
    void rebuild();
    void syncSelection();
    static QString cellNameOf(const Move& move);
    static QString entryKey(const std::vector<Move>& history, int index);
    // The key plus whether the clock played the move, so a late mark redoes the row.
    QString entryKeyOf(const std::vector<Move>& history, int index) const;

    GameController* controller_;
    QListWidget* list_;
    QPushButton* live_;
    bool syncing_ = false;
};

}  // namespace oxo::ui
