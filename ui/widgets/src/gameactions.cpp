#include "oxo/widgets/gameactions.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>

#include "oxo/controller/gamecontroller.h"

namespace oxo::ui {

QAction* GameActions::make(const QString& text, const QString& icon, int fallback) {
    auto* action = new QAction(text, window_);
    const QIcon standard =
        window_->style()->standardIcon(static_cast<QStyle::StandardPixmap>(fallback));
    action->setIcon(QIcon::fromTheme(icon, standard));
    return action;
}

GameActions::GameActions(QMainWindow* window, GameController* controller)
    : QObject(window), window_(window), controller_(controller) {
    newGame_ = make(tr("&New Game"), QStringLiteral("document-new"), QStyle::SP_FileIcon);
    newGame_->setShortcut(QKeySequence::New);
    undo_ = make(tr("&Undo"), QStringLiteral("edit-undo"), QStyle::SP_ArrowBack);
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = make(tr("&Redo"), QStringLiteral("edit-redo"), QStyle::SP_ArrowForward);
    // Ctrl+Shift+Z from the platform, plus Ctrl+Y which many people expect as well.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& extra :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(extra)) {
            redoKeys << extra;
        }
    }
    redo_->setShortcuts(redoKeys);
    hint_ = make(tr("&Hint"), QStringLiteral("help-hint"), QStyle::SP_MessageBoxQuestion);
    hint_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    pause_ = make(tr("&Pause Bots"), QStringLiteral("media-playback-pause"), QStyle::SP_MediaPause);
    pause_->setCheckable(true);
    pause_->setShortcut(QKeySequence(Qt::Key_Pause));
    replay_ =
        make(tr("Rep&lay Game"), QStringLiteral("media-playback-start"), QStyle::SP_MediaPlay);
    replay_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    open_ = make(tr("&Open…"), QStringLiteral("document-open"), QStyle::SP_DialogOpenButton);
    open_->setShortcut(QKeySequence::Open);
    save_ = make(tr("&Save"), QStringLiteral("document-save"), QStyle::SP_DialogSaveButton);
    save_->setShortcut(QKeySequence::Save);
    saveAs_ =
        make(tr("Save &As…"), QStringLiteral("document-save-as"), QStyle::SP_DialogSaveButton);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    settings_ = make(tr("Se&ttings…"), QStringLiteral("preferences-system"),
                     QStyle::SP_FileDialogDetailedView);
    QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!settingsKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma))) {
        settingsKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    }
    settings_->setShortcuts(settingsKeys);
    settings_->setMenuRole(QAction::PreferencesRole);
    quit_ = make(tr("&Quit"), QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    coordinates_ = new QAction(tr("Show &Coordinates"), window_);
    coordinates_->setCheckable(true);
    coordinates_->setChecked(true);

    // The window decides: it may ask before unsaved moves are lost.
    connect(newGame_, &QAction::triggered, this, &GameActions::newGameRequested);
    connect(open_, &QAction::triggered, this, &GameActions::openRequested);
    connect(save_, &QAction::triggered, this, &GameActions::saveRequested);
    connect(saveAs_, &QAction::triggered, this, &GameActions::saveAsRequested);
    connect(undo_, &QAction::triggered, controller_, &GameController::undo);
    connect(redo_, &QAction::triggered, controller_, &GameController::redo);
    connect(hint_, &QAction::triggered, controller_, &GameController::requestHint);
    connect(pause_, &QAction::toggled, controller_, &GameController::setBotsPaused);
    connect(replay_, &QAction::triggered, controller_, [this] {
        controller_->isReplaying() ? controller_->stopReplay() : controller_->startReplay();
    });
    connect(settings_, &QAction::triggered, this, &GameActions::settingsRequested);
    connect(quit_, &QAction::triggered, window_, &QWidget::close);

    QMenu* game = window_->menuBar()->addMenu(tr("&Game"));
    game->addActions({newGame_, undo_, redo_, hint_, pause_, replay_});
    game->addSeparator();
    game->addActions({open_, save_, saveAs_});
    game->addSeparator();
    game->addAction(settings_);
    game->addSeparator();
    game->addAction(quit_);

    viewMenu_ = window_->menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(coordinates_);
    QMenu* themeMenu = viewMenu_->addMenu(tr("Colou&rs"));
    themes_ = new QActionGroup(this);
    for (Theme theme : {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast}) {
        QAction* action = themeMenu->addAction(Themes::name(theme));
        action->setCheckable(true);
        action->setData(static_cast<int>(theme));
        themes_->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme] { emit themeRequested(theme); });
    }
    viewMenu_->addSeparator();  // the docks add their toggles below

    QMenu* help = window_->menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About OXO"));
    connect(about, &QAction::triggered, this, &GameActions::aboutRequested);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);

    toolBar_ = window_->addToolBar(tr("Game"));
    toolBar_->setObjectName(QStringLiteral("gameToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->addActions({newGame_, undo_, redo_, hint_, pause_});

    connect(controller_, &GameController::stateChanged, this, &GameActions::refresh);
    refresh();
}

QAction* GameActions::themeAction(Theme theme) const {
    for (QAction* action : themes_->actions()) {
        if (action->data().toInt() == static_cast<int>(theme)) {
            return action;
        }
    }
    return nullptr;
}

void GameActions::refresh() {
    undo_->setEnabled(controller_->canUndo());
    redo_->setEnabled(controller_->canRedo());
    hint_->setEnabled(controller_->canHint());
    pause_->setEnabled(controller_->hasBots());
    {
        const QSignalBlocker block(pause_);  // mirror the state without re-triggering it
        pause_->setChecked(controller_->botsPaused());
    }
    replay_->setEnabled(!controller_->game().history().empty());
    replay_->setText(controller_->isReplaying() ? tr("Stop Rep&lay") : tr("Rep&lay Game"));
}

}  // namespace oxo::ui
