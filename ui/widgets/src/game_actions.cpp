#include "oxo/widgets/game_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>
#include <initializer_list>
#include <utility>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/rules_text.h"
#include "oxo/engines/engine_rules.h"

namespace oxo::ui {

namespace {

// The platform's keys for `standard`, plus `extras` that many people expect beside them.
QList<QKeySequence> keysWith(QKeySequence::StandardKey standard,
                             std::initializer_list<QKeySequence> extras = {}) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
    for (const QKeySequence& extra : extras) {
        if (!keys.contains(extra)) {
            keys << extra;
        }
    }
    return keys;
}

// "&Undo" → "Undo"; "&&" stays a single "&".
QString withoutAccessKey(QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    return text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

}  // namespace

QString GameActions::keysText(const QAction* action) {
    QStringList keys;
    for (const QKeySequence& key : action->shortcuts()) {
        // F13 and above are the platform's aliases for keys of old Sun keyboards (F14 is
        // Undo): people have Ctrl+Z, and "Ctrl+Z, F14" only puzzles them.
        const int code = key.isEmpty() ? 0 : key[0].key();
        if (code >= Qt::Key_F13 && code <= Qt::Key_F35) {
            continue;
        }
        keys << key.toString(QKeySequence::NativeText);
    }
    return keys.join(QStringLiteral(", "));
}

void GameActions::setKeyTip(QAction* action) {
    if (!action->shortcut().isEmpty()) {
        // The toolbar teaches the key: "Undo (Ctrl+Z)".
        action->setToolTip(
            tr("%1 (%2)").arg(withoutAccessKey(action->text()),
                              action->shortcut().toString(QKeySequence::NativeText)));
    }
}

QAction* GameActions::make(const QString& text, IconKind icon,
                           const QList<QKeySequence>& shortcuts) {
    auto* action = new QAction(text, window_);
    action->setIcon(drawnIcon(icon, window_->palette()));
    action->setShortcuts(shortcuts);
    setKeyTip(action);
    iconKinds_.append({action, icon});
    return action;
}

void GameActions::updateIcons(const QPalette& palette) {
    for (const auto& [action, kind] : std::as_const(iconKinds_)) {
        action->setIcon(drawnIcon(kind, palette));
    }
}

GameActions::GameActions(QMainWindow* window, GameController* controller)
    : QObject(window), window_(window), controller_(controller) {
    newGame_ = make(tr("&New Game"), IconKind::NewGame, keysWith(QKeySequence::New));
    undo_ = make(tr("&Undo"), IconKind::Undo, keysWith(QKeySequence::Undo));
    // Ctrl+Shift+Z from the platform, plus Ctrl+Y which many people expect as well.
    redo_ = make(tr("&Redo"), IconKind::Redo,
                 keysWith(QKeySequence::Redo, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                                               QKeySequence(Qt::CTRL | Qt::Key_Y)}));
    hint_ = make(tr("&Hint"), IconKind::Hint, {QKeySequence(Qt::CTRL | Qt::Key_H)});
    pause_ = make(tr("&Pause Bots"), IconKind::Pause, {QKeySequence(Qt::Key_Pause)});
    pause_->setCheckable(true);
    replay_ = make(tr("Rep&lay Game"), IconKind::Replay, {QKeySequence(Qt::CTRL | Qt::Key_R)});
    open_ = make(tr("&Open…"), IconKind::Open, keysWith(QKeySequence::Open));
    save_ = make(tr("&Save"), IconKind::Save, keysWith(QKeySequence::Save));
    // Plain X11 names no key for Save As; Ctrl+Shift+S is what GNOME and KDE use.
    saveAs_ =
        make(tr("Save &As…"), IconKind::Save,
             keysWith(QKeySequence::SaveAs, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}));
    settings_ = make(tr("Se&ttings…"), IconKind::Settings,
                     keysWith(QKeySequence::Preferences, {QKeySequence(Qt::CTRL | Qt::Key_Comma)}));
    settings_->setMenuRole(QAction::PreferencesRole);
    quit_ = make(tr("&Quit"), IconKind::Quit, keysWith(QKeySequence::Quit));
    quit_->setMenuRole(QAction::QuitRole);
    coordinates_ = new QAction(tr("Show &Coordinates"), window_);
    coordinates_->setCheckable(true);
    coordinates_->setChecked(true);
    // Analysis boards number the stones; so can OXO (R-U11).
    moveNumbers_ = new QAction(tr("Move &Numbers"), window_);
    moveNumbers_->setCheckable(true);
    moveNumbers_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    newFromOpening_ = new QAction(tr("New Game from &Opening…"), window_);
    exportImage_ = new QAction(tr("&Export Image…"), window_);
    // R-B5: every move weighed; the window's evaluation dock runs it.
    analyseGame_ = new QAction(tr("Analyse Ga&me"), window_);

    // The window handles these: it may ask before unsaved moves are lost, and it owns the
    // settings dialog.
    const std::pair<QAction*, void (GameActions::*)()> requests[] = {
        {newGame_, &GameActions::newGameRequested},
        {open_, &GameActions::openRequested},
        {save_, &GameActions::saveRequested},
        {saveAs_, &GameActions::saveAsRequested},
        {newFromOpening_, &GameActions::newFromOpeningRequested},
        {exportImage_, &GameActions::exportImageRequested},
        {settings_, &GameActions::settingsRequested}};
    for (const auto& [action, request] : requests) {
        connect(action, &QAction::triggered, this, request);
    }
    connect(undo_, &QAction::triggered, controller_, &GameController::undo);
    connect(redo_, &QAction::triggered, controller_, &GameController::redo);
    connect(hint_, &QAction::triggered, controller_, &GameController::requestHint);
    connect(pause_, &QAction::toggled, controller_, &GameController::setBotsPaused);
    connect(replay_, &QAction::triggered, controller_, [this] {
        controller_->isReplaying() ? controller_->stopReplay() : controller_->startReplay();
    });
    connect(quit_, &QAction::triggered, window_, &QWidget::close);

    QMenu* game = window_->menuBar()->addMenu(tr("&Game"));
    game->addActions(
        {newGame_, newFromOpening_, undo_, redo_, hint_, pause_, replay_, analyseGame_});
    playersMenu_ = game->addMenu(tr("Pla&yers"));
    playersMenu_->setObjectName(QStringLiteral("playersMenu"));
    game->addSeparator();
    game->addActions({open_, save_, saveAs_, exportImage_});
    game->addSeparator();
    game->addAction(settings_);
    game->addSeparator();
    game->addAction(quit_);

    // R-F7: positions travel as text, to and from analysis boards and chats.
    QMenu* edit = window_->menuBar()->addMenu(tr("&Edit"));
    copyPosition_ = edit->addAction(tr("&Copy Position"));
    copyPosition_->setShortcuts(QKeySequence::Copy);
    copyAnalysisPosition_ = edit->addAction(tr("Copy Position for &Analysis Boards"));
    pastePosition_ = edit->addAction(tr("&Paste Position"));
    pastePosition_->setShortcuts(QKeySequence::Paste);

    viewMenu_ = window_->menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(coordinates_);
    viewMenu_->addAction(moveNumbers_);
    QMenu* themeMenu = viewMenu_->addMenu(tr("Colou&rs"));
    themes_ = new QActionGroup(this);
    for (Theme theme : {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast}) {
        QAction* action = themeMenu->addAction(Themes::name(theme));
        action->setCheckable(true);
        action->setData(static_cast<int>(theme));
        themes_->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme] { emit themeRequested(theme); });
    }
    makeViewActions();
    viewMenu_->addSeparator();  // the docks add their toggles below

    QMenu* help = window_->menuBar()->addMenu(tr("&Help"));
    howToPlay_ = help->addAction(tr("&How to Play"));
    howToPlay_->setShortcut(QKeySequence::HelpContents);
    connect(howToPlay_, &QAction::triggered, this, &GameActions::howToPlayRequested);
    shortcuts_ = help->addAction(tr("&Keyboard Shortcuts"));
    shortcuts_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    connect(shortcuts_, &QAction::triggered, this, &GameActions::shortcutsRequested);
    help->addSeparator();
    QAction* about = help->addAction(tr("&About OXO"));
    connect(about, &QAction::triggered, this, &GameActions::aboutRequested);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);

    toolBar_ = window_->addToolBar(tr("Toolbar"));
    toolBar_->setObjectName(QStringLiteral("gameToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->addActions({newGame_, undo_, redo_, hint_, pause_});
    toolBar_->toggleViewAction()->setText(tr("&Toolbar"));

    connect(controller_, &GameController::stateChanged, this, &GameActions::refresh);
    // A swap opening exchanges the people's marks: the menu names each seat by the mark it
    // plays now.
    connect(controller_, &GameController::stateChanged, this, [this] {
        if (controller_->opening().exchanged() != playersExchanged_) {
            rebuildPlayersMenu();
        }
    });
    // Queued: a choice in the menu changes the settings while its action is still emitting.
    connect(controller_, &GameController::settingsChanged, this, &GameActions::rebuildPlayersMenu,
            Qt::QueuedConnection);
    rebuildPlayersMenu();
    refresh();
}

void GameActions::makeViewActions() {
    viewMenu_->addSeparator();
    // Ctrl++ from the platform, and Ctrl+= for keyboards where + needs Shift.
    zoomIn_ = make(tr("Zoom &In"), IconKind::ZoomIn,
                   keysWith(QKeySequence::ZoomIn, {QKeySequence(Qt::CTRL | Qt::Key_Equal)}));
    zoomOut_ = make(tr("Zoom &Out"), IconKind::ZoomOut, keysWith(QKeySequence::ZoomOut));
    zoomFit_ =
        make(tr("&Fit Board to Window"), IconKind::ZoomFit, {QKeySequence(Qt::CTRL | Qt::Key_0)});
    viewMenu_->addActions({zoomIn_, zoomOut_, zoomFit_});
    viewMenu_->addSeparator();
    animations_ = viewMenu_->addAction(tr("&Animations"));
    animations_->setCheckable(true);
    sound_ = viewMenu_->addAction(tr("&Sound"));
    sound_->setCheckable(true);
}

void GameActions::rebuildPlayersMenu() {
    playersMenu_->clear();
    for (QMenu* old : playersMenu_->findChildren<QMenu*>(Qt::FindDirectChildrenOnly)) {
        old->deleteLater();
    }
    const GameSettings& settings = controller_->settings();
    playersExchanged_ = controller_->opening().exchanged();
    for (int p = 0; p < settings.rules.players; ++p) {
        const auto seat = static_cast<Player>(p);
        const PlayerSetup& setup = settings.player(seat);
        QString name = setup.name;
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));  // no mnemonic from a name
        QMenu* menu = playersMenu_->addMenu(
            tr("%1: %2 (%3)")
                .arg(markText(controller_->markOfSeat(seat)), name, RulesText::seatKind(setup)));
        auto* group = new QActionGroup(menu);
        QList<PlayerKind> kinds = {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium,
                                   PlayerKind::Hard};
        if (!setup.engine.isEmpty() && pbrain::engineRulesProblem(settings.rules).isEmpty()) {
            kinds << PlayerKind::Engine;
        }
        for (PlayerKind kind : kinds) {
            QAction* action = menu->addAction(kindName(kind));
            action->setCheckable(true);
            action->setChecked(setup.kind == kind);
            group->addAction(action);
            connect(action, &QAction::triggered, controller_,
                    [this, seat, kind] { controller_->setSeatKind(seat, kind); });
        }
    }
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
    // Pausing means something on a bot's turn; once paused, it offers to resume.
    const bool paused = controller_->botsPaused();
    pause_->setEnabled(paused || controller_->isBotTurn());
    {
        const QSignalBlocker block(pause_);  // mirror the state without re-triggering it
        pause_->setChecked(paused);
    }
    pause_->setText(paused ? tr("&Resume Bots") : tr("&Pause Bots"));
    setKeyTip(pause_);
    replay_->setEnabled(!controller_->game().history().empty());
    replay_->setText(controller_->isReplaying() ? tr("Stop Rep&lay") : tr("Rep&lay Game"));
}

}  // namespace oxo::ui
