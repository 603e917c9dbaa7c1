// The analysis panel (R-U12), a dock: the analyser's name, the value for the side to move (a
// proven result with its distance, or a score with a bar that reads at a glance), depth,
// nodes, speed and time, and the best lines — as many as set here — each of which previews
// on the board with numbered marks when chosen. It shows what AnalysisRunner finds and tints
// the board's cells with their values (legend below the lines). Showing the dock turns the
// analysis on; hiding it turns it off.
#pragma once

#include <QDockWidget>
#include <functional>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QSpinBox;

namespace oxo::ui {

class AnalysisRunner;
class BoardView;
class GameController;

class AnalysisDock : public QDockWidget {
    Q_OBJECT

public:
    AnalysisDock(GameController* controller, BoardView* board, QWidget* parent = nullptr);
    ~AnalysisDock() override;

    AnalysisRunner* runner() const { return runner_; }
    QLabel* valueLabel() const { return value_; }
    QLabel* statsLabel() const { return stats_; }
    QListWidget* lines() const { return lines_; }
    QSpinBox* lineCount() const { return lineCount_; }
    QProgressBar* bar() const { return bar_; }
    QComboBox* analyserBox() const { return analyser_; }
    QLabel* noticeLabel() const { return notice_; }
    // Makes `program` (a pbrain-* engine the person chose) the analyser, or Hard when empty.
    void useEngine(const QString& program);
    // For tests: replaces the file dialog of "Choose Engine…" ("" cancels).
    void setEngineChooser(std::function<QString()> chooser) { chooser_ = std::move(chooser); }

private:
    void refresh();
    void previewLine();
    void chooseEngine();

    GameController* controller_;
    BoardView* board_;
    AnalysisRunner* runner_;
    QLabel* name_;
    QLabel* value_;
    QLabel* model_;
    QProgressBar* bar_;
    QLabel* stats_;
    QSpinBox* lineCount_;
    QListWidget* lines_;
    QLabel* legend_;
    QComboBox* analyser_;
    QLabel* notice_;
    std::function<QString()> chooser_;
};

}  // namespace oxo::ui
