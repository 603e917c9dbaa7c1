// The evaluation graph (R-B5, R-U12), a dock: one point per ply — how the position stands for
// the first player after each move, from the game review (Game → Analyse Game, which this dock
// runs with a progress bar and a Cancel button) — with the shown ply marked and "?"/"??" moves
// in their colours. A click on the graph shows that ply on the board.
#pragma once

#include <QDockWidget>
#include <QWidget>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;

namespace oxo::ui {

class GameController;
class GameReviewer;

// The graph itself; values are for the first player, -1..1, one per ply (the empty board
// first), NaN where nothing is known.
class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(QWidget* parent = nullptr);
    void setValues(std::vector<double> values, std::vector<int> marks, int shownPly);
    const std::vector<double>& values() const { return values_; }
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
    std::vector<double> values_;
    std::vector<int> marks_;  // per ply: 0 none, 1 "?", 2 "??"
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
    QProgressBar* progress_;
    QPushButton* cancel_;
};

}  // namespace oxo::ui
