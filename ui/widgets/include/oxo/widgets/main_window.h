// The main window (R-U1, R-U5..R-U8): board in the middle, move list and score docks, status
// bar, menus and toolbar. It builds the pieces and wires them to one GameController; the
// pieces themselves live in their own files.
#pragma once

#include <QMainWindow>
#include <QPalette>
#include <cstdint>
#include <functional>

#include "oxo/controller/game_settings.h"
#include "oxo/controller/statistics.h"
#include "oxo/widgets/theme.h"

class QDialog;
class QSettings;

namespace oxo::ui {

class AnalysisDock;
class EvaluationDock;
class BoardArea;
class BoardView;
class ExchangeCommands;
class FileCommands;
class HowToPlayDialog;
class SoundPlayer;
class GameActions;
class GameController;
class MoveListDock;
class ScoreDock;
class StatusPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `store` keeps settings, statistics and window state; it must outlive the window.
    explicit MainWindow(QSettings* store, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    BoardView* board() const { return board_; }
    BoardArea* boardArea() const { return area_; }
    SoundPlayer* sounds() const { return sounds_; }
    StatusPanel* statusPanel() const { return status_; }
    GameActions* actions() const { return actions_; }
    MoveListDock* moveList() const { return moves_; }
    ScoreDock* scoreDock() const { return score_; }
    Statistics& statistics() { return statistics_; }
    FileCommands* files() const { return files_; }
    ExchangeCommands* exchange() const { return exchange_; }
    AnalysisDock* analysisDock() const { return analysis_; }
    EvaluationDock* evaluationDock() const { return evaluation_; }

    // Starts a new game with `settings`, offering to save first when unfinished moves would be
    // lost. Returns false when the person cancelled (or the save failed); nothing changes then.
    bool changeSettings(const GameSettings& settings);
    // New Game and Open: replace the game, offering Save, Discard or Cancel first when unsaved
    // moves would be lost.
    // Quit never asks: the autosave keeps the game for the next start (R-F2).
    bool newGame();
    bool openGame();
    // Unsaved moves of an unfinished game would be lost by replacing it.
    bool wouldLoseMoves() const;
    // Tests replace the question box; it returns whether to go on (after Save or Discard).
    void setConfirmDiscard(std::function<bool()> confirm) { confirmDiscard_ = std::move(confirm); }
    void openSettings();
    void applyTheme(Theme theme);
    // The View menu's toggles; both are remembered for the next start.
    void setAnimationsEnabled(bool on);
    void setSoundEnabled(bool on);
    // Whether marks move: the person's choice, unless the desktop asks for reduced motion.
    bool animationsActive() const;
    void showHowToPlay();
    void showShortcuts();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    // R-U10: Qt blocks the window while any modal dialog is open (About, settings, file
    // dialogs, message boxes, questions); the person's clock stands still meanwhile.
    bool event(QEvent* event) override;

private:
    void about();
    void updateTitle();
    void updateZoomActions();
    // Pauses the move clock until `dialog` (a help window, not modal) is closed.
    void holdClockWhileOpen(QDialog* dialog);
    void wireViewActions();
    // Asks with the text for `reason` through confirmDiscard_.
    enum class DiscardReason : std::uint8_t { Settings, NewGame, Open };
    bool confirmDiscard(DiscardReason reason);
    Theme storedTheme() const;
    void installPalette(Theme theme);

    QSettings* store_;
    Statistics statistics_;
    GameController* controller_;
    BoardArea* area_;
    BoardView* board_;
    SoundPlayer* sounds_;
    HowToPlayDialog* howToPlay_ = nullptr;
    bool reducedMotion_ = false;
    StatusPanel* status_;
    MoveListDock* moves_;
    ScoreDock* score_;
    GameActions* actions_;
    FileCommands* files_;
    ExchangeCommands* exchange_ = nullptr;
    AnalysisDock* analysis_ = nullptr;
    EvaluationDock* evaluation_ = nullptr;
    DiscardReason discardReason_ = DiscardReason::Settings;
    QPalette systemPalette_;
    std::function<bool()> confirmDiscard_;
    bool clockHeld_ = false;  // this window paused the clock for a modal dialog
};

}  // namespace oxo::ui
