// The evaluation graph (R-B5, R-U12), a dock: one point per ply — how the position stands for
// the first player after each move (with three or four players, a line per player), from the
// game review (Game → Analyse Game, which this dock runs with a progress bar and a Cancel
// button) — with the shown ply marked and "?"/"??" moves in their colours. A click on the
// graph shows that ply on the board.
#pragma once

#include <QColor>
#include <QDockWidget>
#include <QWidget>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;

namespace oxo::ui {

class GameController;
class GameReviewer;

// The graph itself: one or more series of values, -1..1, one slot per ply (the empty board
// first), NaN where a series has no value. Two players: one series, the first player's view.
// Three or four: a series per player in its mark's colour, each valued at its own turns
// (before its move and right after it), so a drop along a player's line is its own move.
struct GraphSeries {
    QColor colour;  // invalid: the palette's text colour
    std::vector<double> values;
};
// A "?" (level 1) or "??" (level 2) on ply `ply`, drawn on series `series`.
struct GraphMark {
    int ply = 0;
    int level = 0;
    int series = 0;
};

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(QWidget* parent = nullptr);
    void setSeries(std::vector<GraphSeries> series, std::vector<GraphMark> marks, int shownPly);
    const std::vector<GraphSeries>& series() const { return series_; }
    // The first series' values (the first player's view with two players).
    const std::vector<double>& values() const;
    // The ply under widget x, for clicks and tests.
    int plyAt(int x) const;
    QSize sizeHint() const override { return {260, 120}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    int plies() const;

    std::vector<GraphSeries> series_;
    std::vector<GraphMark> marks_;
    int shownPly_ = -1;
};

class EvaluationDock : public QDockWidget {
    Q_OBJECT

public:
    EvaluationDock(GameController* controller, QWidget* parent = nullptr);
    ~EvaluationDock() override;

    GameReviewer* reviewer() const { return reviewer_; }
    EvaluationGraph* graph() const { return graph_; }
    QProgressBar* progress() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }

    // Game → Analyse Game: shows the dock and reviews every move at `msPerMove`.
    void startReview(int msPerMove = 200);

private:
    void refresh();

    GameController* controller_;
    GameReviewer* reviewer_;
    EvaluationGraph* graph_;
    QLabel* summary_;
    QLabel* legend_;  // three or four players: which line is whose
    QProgressBar* progress_;
    QPushButton* cancel_;
};

}  // namespace oxo::ui
