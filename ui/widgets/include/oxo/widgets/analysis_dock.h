// The analysis panel (R-U12), a dock: the analyser's name, the value for the side to move (a
// proven result with its distance, or a score with a bar that reads at a glance), depth,
// nodes, speed and time, and the best lines — as many as set here — each of which previews
// on the board with numbered marks when chosen. It shows what AnalysisRunner finds and tints
// the board's cells with their values (legend below the lines). Showing the dock turns the
// analysis on; hiding it turns it off.
#pragma once

#include <QDockWidget>
#include <QElapsedTimer>
#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;
class QTimer;

namespace oxo::ui {

class AnalysisRunner;
class BoardView;
class GameController;
class ValueBar;

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
    ValueBar* bar() const { return bar_; }
    QComboBox* analyserBox() const { return analyser_; }
    QLabel* noticeLabel() const { return notice_; }
    // Makes `program` (a pbrain-* engine the person chose) the analyser, or Hard when empty.
    void useEngine(const QString& program);
    // For tests: replaces the file dialog of "Choose Engine…" ("" cancels).
    void setEngineChooser(std::function<QString()> chooser) { chooser_ = std::move(chooser); }

    // The panel and overlay follow the analysis a few times a second (kRefreshMs), and at once
    // when the position changes or the search starts or stops.
    static constexpr int kRefreshMs = 250;

private:
    void scheduleRefresh();
    void refresh();
    void showLines(const std::vector<QString>& texts);
    void previewLine();
    void chooseEngine();

    GameController* controller_;
    BoardView* board_;
    AnalysisRunner* runner_;
    QLabel* name_;
    QLabel* value_;
    QLabel* model_;
    ValueBar* bar_;
    QLabel* stats_;
    QSpinBox* lineCount_;
    QListWidget* lines_;
    QLabel* legend_;
    QComboBox* analyser_;
    QLabel* notice_;
    std::function<QString()> chooser_;
    QTimer* refreshTimer_;
    QElapsedTimer sinceRefresh_;
    int shownPly_ = -1;  // the ply of the analysis last shown; -1: none
};

}  // namespace oxo::ui
