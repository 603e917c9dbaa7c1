#include "oxo/widgets/evaluation_dock.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_reviewer.h"
#include "oxo/controller/game_settings.h"
#include "oxo/widgets/theme.h"

namespace oxo::ui {

namespace {

constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

}  // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Evaluation graph"));
    setFocusPolicy(Qt::NoFocus);
}

void EvaluationGraph::setSeries(std::vector<GraphSeries> series, std::vector<GraphMark> marks,
                                int shownPly) {
    series_ = std::move(series);
    marks_ = std::move(marks);
    shownPly_ = shownPly;
    // Screen readers get the graph as a sentence: how many positions are weighed.
    std::vector<bool> weighed(static_cast<std::size_t>(plies()), false);
    for (const GraphSeries& line : series_) {
        for (std::size_t i = 0; i < line.values.size(); ++i) {
            weighed[i] = weighed[i] || !std::isnan(line.values[i]);
        }
    }
    const int known = static_cast<int>(std::count(weighed.begin(), weighed.end(), true));
    setAccessibleDescription(
        series_.size() > 1
            ? tr("%n position(s) weighed, a line per player; click a point to show it", nullptr,
                 known)
            : tr("%n position(s) weighed; click a point to show it", nullptr, known));
    update();
}

const std::vector<double>& EvaluationGraph::values() const {
    static const std::vector<double> none;
    return series_.empty() ? none : series_.front().values;
}

int EvaluationGraph::plies() const {
    std::size_t most = 0;
    for (const GraphSeries& line : series_) {
        most = std::max(most, line.values.size());
    }
    return static_cast<int>(most);
}

int EvaluationGraph::plyAt(int x) const {
    const int count = plies();
    if (count <= 1) {
        return 0;
    }
    const double step = static_cast<double>(width() - 1) / (count - 1);
    return std::clamp(static_cast<int>(std::lround(x / step)), 0, count - 1);
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
    const int count = plies();
    if (count == 0) {
        return;
    }
    const double step = count > 1 ? static_cast<double>(width() - 1) / (count - 1) : 0;
    const auto at = [&](int ply, double value) {
        return QPointF(ply * step, mid - value * (mid - 2));
    };
    // Two players: above the middle is the first player's side, below the second's. More:
    // each line is its player's own standing, above the middle doing well.
    for (const GraphSeries& line : series_) {
        QPainterPath path;
        bool open = false;
        for (std::size_t ply = 0; ply < line.values.size(); ++ply) {
            const double v = line.values[ply];
            if (std::isnan(v)) {
                continue;  // a player's line runs on through the others' turns
            }
            const QPointF point = at(static_cast<int>(ply), v);
            if (open) {
                path.lineTo(point);
            } else {
                path.moveTo(point);
                open = true;
            }
        }
        p.setPen(QPen(line.colour.isValid() ? line.colour : pal.color(QPalette::Text), 2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    for (const GraphMark& mark : marks_) {
        if (mark.level <= 0 || mark.series < 0 || mark.series >= static_cast<int>(series_.size())) {
            continue;
        }
        const auto& values = series_[static_cast<std::size_t>(mark.series)].values;
        if (mark.ply < 0 || mark.ply >= static_cast<int>(values.size()) ||
            std::isnan(values[static_cast<std::size_t>(mark.ply)])) {
            continue;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(mark.level == 2 ? QColor(0xd7, 0x30, 0x27) : QColor(0xfd, 0xae, 0x61));
        p.drawEllipse(at(mark.ply, values[static_cast<std::size_t>(mark.ply)]), 4, 4);
    }
    if (shownPly_ >= 0 && shownPly_ < count) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(shownPly_ * step, 0), QPointF(shownPly_ * step, h));
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && plies() > 0) {
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
    legend_ = new QLabel(body);
    legend_->setTextFormat(Qt::RichText);
    legend_->setAccessibleName(tr("Players' lines"));
    progress_ = new QProgressBar(body);
    progress_->setAccessibleName(tr("Review progress"));
    cancel_ = new QPushButton(tr("&Cancel Review"), body);
    auto* row = new QHBoxLayout;
    row->addWidget(progress_, 1);
    row->addWidget(cancel_);
    layout->addWidget(graph_, 1);
    layout->addWidget(legend_);
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
    const Rules& rules = controller_->game().rules();
    const bool two = rules.players == 2;
    const std::size_t plyCount = history.size() + 1;
    // Two players: the value of ply i (the position after i moves) for the first player, from
    // the review's "before" of move i, or the last move's "after". More players: the mover's
    // own value before and after each of its moves, on its own line.
    std::vector<GraphSeries> series(two ? 1 : static_cast<std::size_t>(rules.players));
    const BoardColors colours = BoardColors::from(palette(), false);
    for (std::size_t s = 0; s < series.size(); ++s) {
        series[s].values.assign(plyCount, kUnknown);
        if (!two) {
            series[s].colour = colours.marks[s];
        }
    }
    std::vector<GraphMark> marks;
    int mistakes = 0;
    int blunders = 0;
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        const MoveReview& r = reviews[i];
        const std::size_t line = two ? 0 : static_cast<std::size_t>(r.move.player);
        const double sign = two && r.move.player != rules.firstPlayer ? -1.0 : 1.0;
        if (r.before.known) {
            series[line].values[i] = sign * r.before.goodness();
        }
        if (r.after.known) {
            series[line].values[i + 1] = sign * r.after.goodness();
        }
        const int level = r.mark == MoveMark::Blunder ? 2 : r.mark == MoveMark::Mistake ? 1 : 0;
        if (level > 0) {
            marks.push_back({static_cast<int>(i + 1), level, static_cast<int>(line)});
        }
        mistakes += level == 1 ? 1 : 0;
        blunders += level == 2 ? 1 : 0;
    }
    QStringList names;
    if (!two) {
        for (int player = 0; player < rules.players; ++player) {
            names << QStringLiteral("<span style=\"color:%1\">&#9632;</span> %2")
                         .arg(colours.marks[player].name(),
                              markText(static_cast<Player>(player)).toHtmlEscaped());
        }
    }
    legend_->setText(names.join(QStringLiteral(" &nbsp; ")));
    legend_->setVisible(!two);
    const int shown =
        controller_->isViewingHistory() ? controller_->viewPly() : static_cast<int>(history.size());
    graph_->setSeries(std::move(series), std::move(marks), shown);
    if (!reviewer_->isRunning()) {
        // Each count its own plural ("1 mistake", "2 blunders").
        summary_->setText(reviews.empty()
                              ? tr("Game → Analyse Game weighs every move and draws the game here.")
                              : tr("%1 of %2 moves weighed: %3, %4.")
                                    .arg(reviews.size())
                                    .arg(history.size())
                                    .arg(tr("%n mistake(s) (?)", nullptr, mistakes),
                                         tr("%n blunder(s) (?\?)", nullptr, blunders)));
    }
}

}  // namespace oxo::ui
