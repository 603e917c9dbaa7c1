// The window's commands (R-U5): one QAction each, with standard shortcuts, in the Game, View
// and Help menus and the toolbar. Each is enabled only when it can act right now. Icons are
// drawn in the palette's colours (icons.h) and redrawn when the colours change.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

#include "oxo/widgets/icons.h"
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
    QAction* moveNumbers() const { return moveNumbers_; }
    QAction* newFromOpening() const { return newFromOpening_; }
    QAction* exportImage() const { return exportImage_; }
    QAction* analyseGame() const { return analyseGame_; }
    QAction* copyPosition() const { return copyPosition_; }
    QAction* copyAnalysisPosition() const { return copyAnalysisPosition_; }
    QAction* pastePosition() const { return pastePosition_; }
    QAction* zoomIn() const { return zoomIn_; }
    QAction* zoomOut() const { return zoomOut_; }
    QAction* zoomFit() const { return zoomFit_; }
    QAction* animations() const { return animations_; }
    QAction* sound() const { return sound_; }
    QAction* howToPlay() const { return howToPlay_; }
    QAction* shortcuts() const { return shortcuts_; }
    QMenu* playersMenu() const { return playersMenu_; }
    QAction* themeAction(Theme theme) const;
    QMenu* viewMenu() const { return viewMenu_; }
    QToolBar* toolBar() const { return toolBar_; }

    void refresh();
    // The keys of `action` as people know them ("Ctrl+Z"), for the shortcuts window.
    static QString keysText(const QAction* action);
    // Redraws every icon in `palette`'s colours.
    void updateIcons(const QPalette& palette);

signals:
    void newGameRequested();
    void openRequested();
    void saveRequested();
    void saveAsRequested();
    void newFromOpeningRequested();
    void exportImageRequested();
    void settingsRequested();
    void themeRequested(oxo::ui::Theme theme);
    void aboutRequested();
    void howToPlayRequested();
    void shortcutsRequested();

private:
    // The tooltip names the action and its first key: "Undo (Ctrl+Z)".
    static void setKeyTip(QAction* action);
    QAction* make(const QString& text, IconKind icon, const QList<QKeySequence>& shortcuts = {});
    void makeViewActions();
    void rebuildPlayersMenu();

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
    QAction* moveNumbers_;
    QAction* newFromOpening_;
    QAction* exportImage_;
    QAction* analyseGame_;
    QAction* copyPosition_;
    QAction* copyAnalysisPosition_;
    QAction* pastePosition_;
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
    QAction* zoomFit_ = nullptr;
    QAction* animations_ = nullptr;
    QAction* sound_ = nullptr;
    QAction* howToPlay_ = nullptr;
    QAction* shortcuts_ = nullptr;
    QMenu* playersMenu_ = nullptr;
    bool playersExchanged_ = false;  // what the Players menu's labels last showed
    QList<std::pair<QAction*, IconKind>> iconKinds_;
    QActionGroup* themes_;
    QMenu* viewMenu_;
    QToolBar* toolBar_;
};

}  // namespace oxo::ui
