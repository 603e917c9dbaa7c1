#include "oxo/widgets/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>

#include "oxo/controller/analysis_runner.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/controller/status_text.h"
#include "oxo/resources/app_icon.h"
#include "oxo/version.h"
#include "oxo/widgets/analysis_dock.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_area.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/evaluation_dock.h"
#include "oxo/widgets/exchange_commands.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/help_dialogs.h"
#include "oxo/widgets/motion_preference.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/opening_choice_dialog.h"
#include "oxo/widgets/score_dock.h"
#include "oxo/widgets/settings_dialog.h"
#include "oxo/widgets/sound_player.h"
#include "oxo/widgets/status_panel.h"

namespace oxo::ui {

MainWindow::MainWindow(QSettings* store, QWidget* parent)
    : QMainWindow(parent),
      store_(store),
      statistics_(store),
      systemPalette_((QApplication::style(), QApplication::palette())) {
    setWindowIcon(applicationIcon());
    // The palette goes in before any widget exists, so none is first painted in another.
    installPalette(storedTheme());
    setObjectName(QStringLiteral("mainWindow"));
    controller_ = new GameController(GameSettings::load(*store_), this);
    actions_ = new GameActions(this, controller_);
    area_ = new BoardArea(controller_, actions_->newGame(), actions_->undo(), this);
    board_ = area_->board();
    setCentralWidget(area_);
    status_ = new StatusPanel(controller_, this);
    statusBar()->addWidget(status_, 1);
    moves_ = new MoveListDock(controller_, this);
    addDockWidget(Qt::RightDockWidgetArea, moves_);
    score_ = new ScoreDock(controller_, &statistics_, this);
    addDockWidget(Qt::RightDockWidgetArea, score_);
    // Off by default (R-U12): hidden, the analysis runs nothing.
    analysis_ = new AnalysisDock(controller_, board_, this);
    addDockWidget(Qt::RightDockWidgetArea, analysis_);
    analysis_->hide();
    evaluation_ = new EvaluationDock(controller_, this);
    addDockWidget(Qt::RightDockWidgetArea, evaluation_);
    evaluation_->hide();
    moves_->model()->setReviewer(evaluation_->reviewer());
    connect(actions_->analyseGame(), &QAction::triggered, evaluation_,
            [this] { evaluation_->startReview(); });
    sounds_ = new SoundPlayer(this);
    sounds_->follow(controller_);
    // The docks' titles, with access keys that no other View entry uses.
    moves_->toggleViewAction()->setText(tr("&Moves"));
    score_->toggleViewAction()->setText(tr("Scor&e"));
    actions_->viewMenu()->addAction(moves_->toggleViewAction());
    actions_->viewMenu()->addAction(score_->toggleViewAction());
    analysis_->toggleViewAction()->setText(tr("Ana&lysis"));
    analysis_->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    actions_->viewMenu()->addAction(analysis_->toggleViewAction());
    evaluation_->toggleViewAction()->setText(tr("E&valuation Graph"));
    actions_->viewMenu()->addAction(evaluation_->toggleViewAction());
    actions_->viewMenu()->addAction(actions_->toolBar()->toggleViewAction());

    files_ = new FileCommands(this, controller_, store_);
    files_->gameFiles()->setReviewer(evaluation_->reviewer());
    askOpeningChoices(this, controller_);  // R-E16: a person's swap choice
    connect(files_, &FileCommands::changed, this, &MainWindow::updateTitle);
    connect(actions_, &GameActions::newGameRequested, this, &MainWindow::newGame);
    connect(actions_, &GameActions::openRequested, this, &MainWindow::openGame);
    connect(actions_, &GameActions::saveRequested, files_, &FileCommands::save);
    connect(actions_, &GameActions::saveAsRequested, files_, &FileCommands::saveAs);
    connect(actions_, &GameActions::settingsRequested, this, &MainWindow::openSettings);
    exchange_ = new ExchangeCommands(this, controller_,
                                     [this] { return confirmDiscard(DiscardReason::NewGame); });
    connect(actions_, &GameActions::newFromOpeningRequested, exchange_,
            &ExchangeCommands::newGameFromOpening);
    connect(actions_, &GameActions::exportImageRequested, exchange_,
            &ExchangeCommands::exportImage);
    connect(actions_->copyPosition(), &QAction::triggered, exchange_,
            [this] { exchange_->copyPosition(RowOrigin::Top); });
    connect(actions_->copyAnalysisPosition(), &QAction::triggered, exchange_,
            [this] { exchange_->copyPosition(RowOrigin::Bottom); });
    connect(actions_->pastePosition(), &QAction::triggered, exchange_,
            &ExchangeCommands::pastePosition);
    connect(actions_, &GameActions::themeRequested, this, &MainWindow::applyTheme);
    connect(actions_, &GameActions::aboutRequested, this, &MainWindow::about);
    connect(actions_, &GameActions::howToPlayRequested, this, &MainWindow::showHowToPlay);
    connect(actions_, &GameActions::shortcutsRequested, this, &MainWindow::showShortcuts);
    wireViewActions();
    // A refused click says why, in the status bar, with a flash of the cell and a sound.
    connect(board_, &BoardView::moveRefused, this, [this](Cell cell, MoveError error) {
        status_->showNotice(StatusText::moveRefused(*controller_, cell, error));
        sounds_->play(Sound::Illegal);
    });
    // A level changed from the Players menu is kept for the next game and the next start.
    connect(controller_, &GameController::seatChanged, this,
            [this] { controller_->settings().save(*store_); });
    connect(actions_->coordinates(), &QAction::toggled, this, [this](bool on) {
        board_->setShowCoordinates(on);
        store_->setValue(QStringLiteral("view/coordinates"), on);
    });
    connect(actions_->moveNumbers(), &QAction::toggled, this, [this](bool on) {
        board_->setShowMoveNumbers(on);
        store_->setValue(QStringLiteral("view/moveNumbers"), on);
    });
    // The analysis panel's line count is remembered (its engine is not: a program is run only
    // when the person chooses it again).
    analysis_->lineCount()->setValue(store_->value(QStringLiteral("analysis/lines"), 1).toInt());
    connect(analysis_->lineCount(), &QSpinBox::valueChanged, this,
            [this](int lines) { store_->setValue(QStringLiteral("analysis/lines"), lines); });
    // Statistics count a game once, at its first end: undo, redo or another ending after it
    // change nothing; the next game counts again.
    connect(controller_, &GameController::ended, this,
            [this] { statistics_.recordEnd(*controller_); });
    connect(controller_, &GameController::wasReset, this, [this] { statistics_.startGame(); });

    // Save, Discard or Cancel: a Yes/No question left no way to keep the game.
    confirmDiscard_ = [this] {
        QString title = tr("Start a New Game?");
        QString text =
            tr("The game in progress has not been saved. Save it before these "
               "settings start a new game?");
        if (discardReason_ == DiscardReason::NewGame) {
            text =
                tr("The game in progress has not been saved. Save it before starting a new "
                   "game?");
        } else if (discardReason_ == DiscardReason::Open) {
            title = tr("Open Another Game?");
            text =
                tr("The game in progress has not been saved. Save it before opening another "
                   "game?");
        }
        QMessageBox box(QMessageBox::Question, title, text,
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
            case QMessageBox::Save:
                return files_->save();  // a cancelled or failed save keeps the game
            case QMessageBox::Discard:
                return true;
            default:
                return false;
        }
    };

    actions_->coordinates()->setChecked(
        store_->value(QStringLiteral("view/coordinates"), true).toBool());
    actions_->moveNumbers()->setChecked(
        store_->value(QStringLiteral("view/moveNumbers"), false).toBool());
    applyTheme(storedTheme());
    // A game file dropped on the window opens as File → Open would (R-F1, R-F7).
    setAcceptDrops(true);
    resize(900, 640);
    restoreGeometry(store_->value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(store_->value(QStringLiteral("window/state")).toByteArray());
    board_->setFocus();
    updateTitle();
}

MainWindow::~MainWindow() = default;

bool MainWindow::wouldLoseMoves() const {
    return !controller_->game().history().empty() && !controller_->isOver() && files_->isModified();
}

bool MainWindow::confirmDiscard(DiscardReason reason) {
    if (!wouldLoseMoves()) {
        return true;
    }
    discardReason_ = reason;
    return confirmDiscard_();
}

bool MainWindow::newGame() {
    if (!confirmDiscard(DiscardReason::NewGame)) {
        return false;
    }
    controller_->newGame();
    return true;
}

bool MainWindow::openGame() {
    return confirmDiscard(DiscardReason::Open) && files_->open();
}

namespace {

// The one local file a drag carries, or "" when it carries anything else.
QString droppedFile(const QMimeData* data) {
    if (data == nullptr || !data->hasUrls() || data->urls().size() != 1) {
        return {};
    }
    const QUrl url = data->urls().constFirst();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

}  // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedFile(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty()) {
        return;
    }
    event->acceptProposedAction();
    // Not inside the drop: the question and the messages must not hold the dragging program.
    QMetaObject::invokeMethod(
        this,
        [this, path] {
            if (confirmDiscard(DiscardReason::Open)) {
                files_->openFile(path);
            }
        },
        Qt::QueuedConnection);
}

void MainWindow::updateTitle() {
    setWindowTitle(files_->displayName() + QStringLiteral("[*]"));
    setWindowModified(files_->isModified());
}

bool MainWindow::changeSettings(const GameSettings& settings) {
    if (!confirmDiscard(DiscardReason::Settings)) {
        return false;
    }
    settings.save(*store_);
    controller_->applySettings(settings);
    return true;
}

void MainWindow::openSettings() {
    SettingsDialog dialog(controller_->settings(), this);
    while (dialog.exec() == QDialog::Accepted) {
        if (changeSettings(dialog.settings())) {
            return;
        }
        // "No" to "Start a new game?": back to the dialog with every change kept, to adjust
        // them, or to cancel there.
    }
}

bool MainWindow::event(QEvent* event) {
    if (event->type() == QEvent::WindowStateChange) {
        // A minimised window's analysis would burn the processor for nobody (R-U12).
        analysis_->runner()->setSuspended(isMinimized());
    }
    if (event->type() == QEvent::WindowBlocked && !clockHeld_) {
        clockHeld_ = true;
        controller_->pauseClock();
    } else if (event->type() == QEvent::WindowUnblocked && clockHeld_) {
        clockHeld_ = false;
        controller_->resumeClock();
    }
    return QMainWindow::event(event);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // A window made small keeps its docks' widths and squeezes the board: once the board has
    // less than two thirds of the width, the docks give theirs up, down to a quarter each.
    const int room = width() / 4;
    QList<QDockWidget*> wide;
    for (QDockWidget* dock :
         {static_cast<QDockWidget*>(moves_), static_cast<QDockWidget*>(score_),
          static_cast<QDockWidget*>(analysis_), static_cast<QDockWidget*>(evaluation_)}) {
        if (dock->isVisible() && !dock->isFloating() && dock->width() > room) {
            wide << dock;
        }
    }
    if (!wide.isEmpty() && centralWidget()->width() < width() * 2 / 3) {
        resizeDocks(wide, QList<int>(wide.size(), room), Qt::Horizontal);
    }
}

Theme MainWindow::storedTheme() const {
    const int theme = store_->value(QStringLiteral("view/theme"), 0).toInt();
    return theme >= 0 && theme <= int(Theme::HighContrast) ? static_cast<Theme>(theme)
                                                           : Theme::System;
}

void MainWindow::wireViewActions() {
    connect(actions_->zoomIn(), &QAction::triggered, area_, &BoardArea::zoomIn);
    connect(actions_->zoomOut(), &QAction::triggered, area_, &BoardArea::zoomOut);
    connect(actions_->zoomFit(), &QAction::triggered, area_, &BoardArea::zoomFit);
    connect(area_, &BoardArea::zoomChanged, this, &MainWindow::updateZoomActions);
    connect(controller_, &GameController::settingsChanged, this, &MainWindow::updateZoomActions);
    updateZoomActions();

    reducedMotion_ = MotionPreference::desktopReducesMotion();
    if (reducedMotion_) {
        actions_->animations()->setEnabled(false);
        actions_->animations()->setToolTip(tr("Your desktop asks for reduced motion"));
    }
    connect(actions_->animations(), &QAction::toggled, this, &MainWindow::setAnimationsEnabled);
    setAnimationsEnabled(store_->value(QStringLiteral("view/animations"), true).toBool());
    connect(actions_->sound(), &QAction::toggled, this, &MainWindow::setSoundEnabled);
    setSoundEnabled(store_->value(QStringLiteral("view/sound"), false).toBool());
}

void MainWindow::updateZoomActions() {
    actions_->zoomIn()->setEnabled(area_->canZoomIn());
    actions_->zoomOut()->setEnabled(area_->canZoomOut());
    actions_->zoomFit()->setEnabled(area_->canZoomOut());
}

bool MainWindow::animationsActive() const {
    return board_->animator()->isEnabled();
}

void MainWindow::setAnimationsEnabled(bool on) {
    if (!reducedMotion_) {
        store_->setValue(QStringLiteral("view/animations"), on);
    }
    const bool active = on && !reducedMotion_;
    board_->animator()->setEnabled(active);
    const QSignalBlocker block(actions_->animations());
    actions_->animations()->setChecked(active);
}

void MainWindow::setSoundEnabled(bool on) {
    store_->setValue(QStringLiteral("view/sound"), on);
    sounds_->setEnabled(on);
    const QSignalBlocker block(actions_->sound());
    actions_->sound()->setChecked(on);
}

void MainWindow::holdClockWhileOpen(QDialog* dialog) {
    if (dialog->isVisible()) {
        return;  // it holds the clock already
    }
    // R-U10: help is read instead of playing; the time left waits until the window closes.
    controller_->pauseClock();
    connect(
        dialog, &QDialog::finished, this, [this] { controller_->resumeClock(); },
        Qt::SingleShotConnection);
}

void MainWindow::showHowToPlay() {
    if (howToPlay_ == nullptr) {
        howToPlay_ = new HowToPlayDialog(controller_, this);
    }
    holdClockWhileOpen(howToPlay_);
    howToPlay_->show();
    howToPlay_->raise();
    howToPlay_->activateWindow();
}

void MainWindow::showShortcuts() {
    auto* dialog = new ShortcutsDialog(menuBar(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    holdClockWhileOpen(dialog);
    dialog->show();
}

void MainWindow::installPalette(Theme theme) {
    const QPalette palette = Themes::palette(theme, systemPalette_);
    QApplication::setPalette(palette);
    // Platform themes may give menus and buttons palettes of their own; ours wins.
    for (const char* cls :
         {"QMenuBar", "QMenu", "QToolBar", "QToolButton", "QAbstractButton", "QHeaderView",
          "QComboBox", "QAbstractItemView", "QLineEdit", "QTabBar", "QStatusBar", "QDockWidget"}) {
        QApplication::setPalette(palette, cls);
    }
}

void MainWindow::applyTheme(Theme theme) {
    installPalette(theme);
    board_->setHighContrast(theme == Theme::HighContrast);
    actions_->updateIcons(QApplication::palette());
    status_->updateIcons();
    if (QAction* action = actions_->themeAction(theme)) {
        action->setChecked(true);
    }
    store_->setValue(QStringLiteral("view/theme"), static_cast<int>(theme));
}

void MainWindow::about() {
    QMessageBox box(this);
    box.setWindowTitle(tr("About OXO"));
    box.setIconPixmap(windowIcon().pixmap(64, 64));
    box.setTextFormat(Qt::RichText);
    box.setText(
        tr("<h3>OXO %1</h3><p>Tic-tac-toe on boards from 3×3 to 50×50, for two "
           "to four players, people or bots.</p>")
            .arg(QString::fromLatin1(kVersion.data(), static_cast<qsizetype>(kVersion.size()))) +
        tr("<p>Copyright © 2026 The OXO developers.<br>Released under the MIT "
           "licence: free to use, copy, change and share, without any warranty.</p>"));
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // A thinking bot is told to stop now; the worker waits for it when it is destroyed.
    controller_->shutdown();
    files_->flushAutosave();  // the game on disk matches the window before the app ends
    store_->setValue(QStringLiteral("window/geometry"), saveGeometry());
    store_->setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

}  // namespace oxo::ui
