// The window's commands (R-U5): one QAction each, with standard shortcuts, in the Game, View
// and Help menus and the toolbar. Each is enabled only when it can act right now.
#pragma once

#include <QObject>

#include "oxo/widgets/theme.h"

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;

namespace oxo::ui {

class GameController;

class GameActions : public QObject {
    Q_OBJECT

public:
    GameActions(QMainWindow* window, GameController* controller);

    QAction* newGame() const { return newGame_; }
    QAction* undo() const { return undo_; }
    QAction* redo() const { return redo_; }
    QAction* hint() const { return hint_; }
    QAction* pause() const { return pause_; }
    QAction* replay() const { return replay_; }
    QAction* open() const { return open_; }
    QAction* save() const { return save_; }
    QAction* saveAs() const { return saveAs_; }
    QAction* settings() const { return settings_; }
    QAction* quit() const { return quit_; }
    QAction* coordinates() const { return coordinates_; }
    QAction* themeAction(Theme theme) const;
    QMenu* viewMenu() const { return viewMenu_; }
    QToolBar* toolBar() const { return toolBar_; }

    void refresh();

signals:
    void newGameRequested();
    void openRequested();
    void saveRequested();
    void saveAsRequested();
    void settingsRequested();
    void themeRequested(oxo::ui::Theme theme);
    void aboutRequested();

private:
    QAction* make(const QString& text, const QString& icon, int fallback);

    QMainWindow* window_;
    GameController* controller_;
    QAction* newGame_;
    QAction* undo_;
    QAction* redo_;
    QAction* hint_;
    QAction* pause_;
    QAction* replay_;
    QAction* open_;
    QAction* save_;
    QAction* saveAs_;
    QAction* settings_;
    QAction* quit_;
    QAction* coordinates_;
    QActionGroup* themes_;
    QMenu* viewMenu_;
    QToolBar* toolBar_;
};

}  // namespace oxo::ui
