#include "oxo/widgets/evaluation_dock.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_reviewer.h"

namespace oxo::ui {

namespace {

constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

}  // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Evaluation graph"));
    setFocusPolicy(Qt::NoFocus);
}

void EvaluationGraph::setValues(std::vector<double> values, std::vector<int> marks, int shownPly) {
    values_ = std::move(values);
    marks_ = std::move(marks);
    shownPly_ = shownPly;
    // Screen readers get the graph as a sentence: how many moves are weighed.
    int known = 0;
    for (const double v : values_) {
        known += std::isnan(v) ? 0 : 1;
    }
    setAccessibleDescription(
        tr("%n position(s) weighed; click a point to show it", nullptr, known));
    update();
}

int EvaluationGraph::plyAt(int x) const {
    const int plies = static_cast<int>(values_.size());
    if (plies <= 1) {
        return 0;
    }
    const double step = static_cast<double>(width() - 1) / (plies - 1);
    return std::clamp(static_cast<int>(std::lround(x / step)), 0, plies - 1);
}

void EvaluationGraph::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const double h = height() - 1;
    const double mid = h / 2;
    p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    p.drawLine(QPointF(0, mid), QPointF(width(), mid));
    const int plies = static_cast<int>(values_.size());
    if (plies == 0) {
        return;
    }
    const double step = plies > 1 ? static_cast<double>(width() - 1) / (plies - 1) : 0;
    const auto at = [&](int ply) {
        return QPointF(ply * step, mid - values_[static_cast<std::size_t>(ply)] * (mid - 2));
    };
    // The area above the middle is the first player's, below the second's (or the others').
    QPainterPath path;
    bool open = false;
    for (int ply = 0; ply < plies; ++ply) {
        if (std::isnan(values_[static_cast<std::size_t>(ply)])) {
            open = false;
            continue;
        }
        if (!open) {
            path.moveTo(at(ply));
            open = true;
        } else {
            path.lineTo(at(ply));
        }
    }
    p.setPen(QPen(pal.color(QPalette::Text), 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    for (int ply = 0; ply < plies; ++ply) {
        const std::size_t i = static_cast<std::size_t>(ply);
        if (std::isnan(values_[i])) {
            continue;
        }
        const int mark = i < marks_.size() ? marks_[i] : 0;
        if (mark > 0) {
            p.setPen(Qt::NoPen);
            p.setBrush(mark == 2 ? QColor(0xd7, 0x30, 0x27) : QColor(0xfd, 0xae, 0x61));
            p.drawEllipse(at(ply), 4, 4);
        }
    }
    if (shownPly_ >= 0 && shownPly_ < plies) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(shownPly_ * step, 0), QPointF(shownPly_ * step, h));
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && !values_.empty()) {
        emit plyClicked(plyAt(static_cast<int>(event->position().x())));
    }
}

EvaluationDock::EvaluationDock(GameController* controller, QWidget* parent)
    : QDockWidget(tr("Evaluation"), parent),
      controller_(controller),
      reviewer_(new GameReviewer(controller, this)) {
    setObjectName(QStringLiteral("evaluationDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    graph_ = new EvaluationGraph(body);
    summary_ = new QLabel(body);
    summary_->setWordWrap(true);
    progress_ = new QProgressBar(body);
    progress_->setAccessibleName(tr("Review progress"));
    cancel_ = new QPushButton(tr("&Cancel Review"), body);
    auto* row = new QHBoxLayout;
    row->addWidget(progress_, 1);
    row->addWidget(cancel_);
    layout->addWidget(graph_, 1);
    layout->addWidget(summary_);
    layout->addLayout(row);
    setWidget(body);
    progress_->hide();
    cancel_->hide();

    connect(graph_, &EvaluationGraph::plyClicked, controller_, [this](int ply) {
        // The last point is the live game.
        controller_->showPly(ply >= static_cast<int>(controller_->game().history().size()) ? -1
                                                                                           : ply);
    });
    connect(cancel_, &QPushButton::clicked, reviewer_, &GameReviewer::cancel);
    connect(reviewer_, &GameReviewer::progress, this, [this](int done, int total) {
        progress_->setRange(0, total);
        progress_->setValue(done);
    });
    connect(reviewer_, &GameReviewer::finished, this, [this](bool complete) {
        progress_->hide();
        cancel_->hide();
        if (!complete) {
            summary_->setText(tr("The review was cancelled."));
        }
    });
    connect(reviewer_, &GameReviewer::changed, this, &EvaluationDock::refresh);
    connect(controller_, &GameController::stateChanged, this, &EvaluationDock::refresh);
    refresh();
}

EvaluationDock::~EvaluationDock() = default;

void EvaluationDock::startReview(int msPerMove) {
    show();
    raise();
    if (controller_->game().history().empty()) {
        summary_->setText(tr("There are no moves to review yet."));
        return;
    }
    SearchLimits limits;
    limits.budget = std::chrono::milliseconds(msPerMove);
    progress_->setRange(0, static_cast<int>(controller_->game().history().size()) + 1);
    progress_->setValue(0);
    progress_->show();
    cancel_->show();
    summary_->setText(tr("Reviewing the game…"));
    reviewer_->start(limits);
}

void EvaluationDock::refresh() {
    const auto& history = controller_->game().history();
    const auto& reviews = reviewer_->reviews();
    const Player first = controller_->game().rules().firstPlayer;
    // Value of ply i (the position after i moves) for the first player: the review's
    // "before" of move i, or the last move's "after".
    std::vector<double> values(history.size() + 1, kUnknown);
    std::vector<int> marks(history.size() + 1, 0);
    int mistakes = 0;
    int blunders = 0;
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const MoveReview& r = reviews[i];
        const double sign = r.move.player == first ? 1.0 : -1.0;
        if (r.before.known && controller_->game().rules().players == 2) {
            values[i] = sign * r.before.goodness();
        }
        if (r.after.known && controller_->game().rules().players == 2) {
            values[i + 1] = sign * r.after.goodness();
        }
        marks[i + 1] = r.mark == MoveMark::Blunder ? 2 : r.mark == MoveMark::Mistake ? 1 : 0;
        mistakes += r.mark == MoveMark::Mistake ? 1 : 0;
        blunders += r.mark == MoveMark::Blunder ? 1 : 0;
    }
    const int shown =
        controller_->isViewingHistory() ? controller_->viewPly() : static_cast<int>(history.size());
    graph_->setValues(std::move(values), std::move(marks), shown);
    if (!reviewer_->isRunning()) {
        summary_->setText(
            reviews.empty() ? tr("Game → Analyse Game weighs every move and draws the game here.")
                            : tr("%1 of %2 moves weighed: %3 mistake(s) (?), %4 blunder(s) (?\?).")
                                  .arg(reviews.size())
                                  .arg(history.size())
                                  .arg(mistakes)
                                  .arg(blunders));
    }
}

}  // namespace oxo::ui
