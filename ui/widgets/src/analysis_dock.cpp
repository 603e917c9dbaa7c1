#include "oxo/widgets/analysis_dock.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

#include "board_painter.h"
#include "oxo/controller/analysis_runner.h"
#include "oxo/controller/analysis_text.h"
#include "oxo/controller/game_controller.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/value_bar.h"

namespace oxo::ui {

namespace {

// The legend: the overlay's colour scale from "loses" to "wins", drawn once.
QPixmap legendScale(int width, int height) {
    QPixmap pixmap(width, height);
    QPainter p(&pixmap);
    for (int x = 0; x < width; ++x) {
        p.setPen(valueColour(2.0 * x / std::max(width - 1, 1) - 1));
        p.drawLine(x, 0, x, height - 1);
    }
    return pixmap;
}

}  // namespace

AnalysisDock::AnalysisDock(GameController* controller, BoardView* board, QWidget* parent)
    : QDockWidget(tr("Analysis"), parent),
      controller_(controller),
      board_(board),
      runner_(new AnalysisRunner(controller, this)),
      refreshTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("analysisDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    name_ = new QLabel(runner_->analyserName(), body);
    QFont bold = name_->font();
    bold.setBold(true);
    name_->setFont(bold);
    value_ = new QLabel(body);
    value_->setWordWrap(true);
    value_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    model_ = new QLabel(body);
    model_->setWordWrap(true);
    bar_ = new ValueBar(body);
    bar_->setAccessibleName(tr("Evaluation for the side to move"));
    stats_ = new QLabel(body);
    stats_->setWordWrap(true);
    lineCount_ = new QSpinBox(body);
    lineCount_->setRange(1, AnalysisRunner::kMaxLines);
    lineCount_->setValue(runner_->lines());
    analyser_ = new QComboBox(body);
    analyser_->addItem(tr("OXO Hard"), QString());
    auto* choose = new QPushButton(tr("Choose &Engine…"), body);
    auto* analyserRow = new QHBoxLayout;
    analyserRow->addWidget(analyser_, 1);
    analyserRow->addWidget(choose);
    notice_ = new QLabel(body);
    notice_->setWordWrap(true);
    notice_->hide();
    auto* form = new QFormLayout;
    // A label of its own: a row holding a layout gets no buddy, and "&" would show.
    auto* analyserLabel = new QLabel(tr("&Analyser:"), body);
    analyserLabel->setBuddy(analyser_);
    form->addRow(analyserLabel, analyserRow);
    form->addRow(tr("&Lines:"), lineCount_);
    lines_ = new QListWidget(body);
    lines_->setAccessibleName(tr("Best lines"));
    lines_->setWordWrap(true);
    legend_ = new QLabel(body);
    auto* legendRow = new QHBoxLayout;
    legendRow->addWidget(new QLabel(tr("loses"), body));
    legendRow->addWidget(legend_, 1);
    legendRow->addWidget(new QLabel(tr("wins"), body));
    legend_->setPixmap(legendScale(120, 10));
    legend_->setAccessibleName(tr("Colours of the cells, from losing to winning moves"));

    layout->addWidget(name_);
    layout->addWidget(value_);
    layout->addWidget(model_);
    layout->addWidget(bar_);
    layout->addWidget(stats_);
    layout->addLayout(form);
    layout->addWidget(notice_);
    layout->addWidget(lines_, 1);
    layout->addLayout(legendRow);
    setWidget(body);

    refreshTimer_->setSingleShot(true);
    connect(refreshTimer_, &QTimer::timeout, this, &AnalysisDock::refresh);
    connect(runner_, &AnalysisRunner::updated, this, &AnalysisDock::scheduleRefresh);
    connect(runner_, &AnalysisRunner::runningChanged, this, &AnalysisDock::refresh);
    connect(lineCount_, &QSpinBox::valueChanged, runner_, &AnalysisRunner::setLines);
    connect(lines_, &QListWidget::currentRowChanged, this, &AnalysisDock::previewLine);
    connect(choose, &QPushButton::clicked, this, &AnalysisDock::chooseEngine);
    connect(analyser_, &QComboBox::activated, this,
            [this](int index) { useEngine(analyser_->itemData(index).toString()); });
    connect(runner_, &AnalysisRunner::engineFailed, this, [this](const QString& message) {
        notice_->setText(tr("The engine was dropped: %1").arg(message));
        notice_->show();
        analyser_->setCurrentIndex(0);
    });
    // Shown, the analysis runs; hidden (closed, or the window minimised), it stops.
    connect(this, &QDockWidget::visibilityChanged, runner_, &AnalysisRunner::setEnabled);
    refresh();
}

AnalysisDock::~AnalysisDock() = default;

void AnalysisDock::chooseEngine() {
    const QString program =
        chooser_ ? chooser_()
                 : QFileDialog::getOpenFileName(this, tr("Choose a Gomocup Engine"), QString(),
                                                tr("Gomocup engines (pbrain-*);;All files (*)"));
    if (!program.isEmpty()) {
        useEngine(QFileInfo(program).absoluteFilePath());
    }
}

void AnalysisDock::useEngine(const QString& program) {
    notice_->hide();
    if (!program.isEmpty()) {
        int index = analyser_->findData(program);
        if (index < 0) {
            analyser_->addItem(QFileInfo(program).fileName(), program);
            index = analyser_->count() - 1;
        }
        analyser_->setCurrentIndex(index);
    } else {
        analyser_->setCurrentIndex(0);
    }
    runner_->setEngine(program);
    name_->setText(runner_->analyserName());
}

void AnalysisDock::scheduleRefresh() {
    const auto& latest = runner_->latest();
    const int ply = latest ? latest->ply : -1;
    // A new position (or none) is shown at once; deeper results for the same one wait their
    // turn: redrawing the panel and every cell at each of the many shallow depths would keep
    // the GUI thread busy for nothing the eye can follow.
    if (ply != shownPly_ || !sinceRefresh_.isValid() || sinceRefresh_.elapsed() >= kRefreshMs) {
        refresh();
    } else if (!refreshTimer_->isActive()) {
        refreshTimer_->start(static_cast<int>(kRefreshMs - sinceRefresh_.elapsed()));
    }
}

void AnalysisDock::showLines(const std::vector<QString>& texts) {
    const QSignalBlocker block(lines_);
    // Edited in place: the list keeps its scroll position and the row the person chose.
    while (lines_->count() > static_cast<int>(texts.size())) {
        delete lines_->takeItem(lines_->count() - 1);
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const int row = static_cast<int>(i);
        if (row < lines_->count()) {
            if (lines_->item(row)->text() != texts[i]) {
                lines_->item(row)->setText(texts[i]);
            }
        } else {
            lines_->addItem(texts[i]);
        }
    }
}

void AnalysisDock::refresh() {
    refreshTimer_->stop();
    sinceRefresh_.start();
    name_->setText(runner_->analyserName());
    const auto& latest = runner_->latest();
    const int keepRow = lines_->currentRow();
    const bool samePosition = latest && latest->ply == shownPly_;
    shownPly_ = latest ? latest->ply : -1;
    if (!latest) {
        showLines({});
    }
    if (!runner_->isEnabled()) {
        value_->setText(tr("Analysis is off."));
        model_->clear();
        stats_->clear();
        bar_->setValue(0.0);
        bar_->setAccessibleDescription(value_->text());
        board_->setCellValues({});
        board_->setPreviewLine({});
        return;
    }
    if (!latest) {
        value_->setText(controller_->displayedPosition().isOver() ? tr("The game is over.")
                        : controller_->botThinking() ? tr("Waiting while a bot thinks…")
                                                     : tr("Thinking…"));
        model_->clear();
        stats_->clear();
        bar_->setValue(0.0);
        bar_->setAccessibleDescription(value_->text());
        board_->setCellValues({});
        board_->setPreviewLine({});
        return;
    }
    const Analysis& a = latest->analysis;
    value_->setText(AnalysisText::verdict(a, latest->position.toMove()));
    model_->setText(AnalysisText::model(a));
    model_->setVisible(!model_->text().isEmpty());
    bar_->setValue(AnalysisText::goodness(a));
    bar_->setAccessibleDescription(value_->text());  // what the bar shows, said in words
    const double seconds = std::max(1e-6, static_cast<double>(a.elapsed.count()) / 1e6);
    // "21-32": depth and selective depth, as engines print them, where one is known.
    const QString depth = latest->selectiveDepth > a.depth
                              ? QStringLiteral("%1-%2").arg(a.depth).arg(latest->selectiveDepth)
                              : QString::number(a.depth);
    stats_->setText(tr("Depth %1 · %2 nodes · %3 nodes/s · %4 s%5")
                        .arg(depth)
                        .arg(AnalysisText::count(static_cast<double>(a.nodes)),
                             AnalysisText::count(static_cast<double>(a.nodes) / seconds))
                        .arg(seconds, 0, 'f', 1)
                        .arg(runner_->isRunning() ? tr(" · searching") : QString()));
    const int shownLines = std::min(static_cast<int>(a.rootMoves.size()), lineCount_->value());
    std::vector<QString> texts;
    for (int i = 0; i < shownLines; ++i) {
        const RootMove& m = a.rootMoves[static_cast<std::size_t>(i)];
        texts.push_back(
            tr("%1. %2  %3").arg(i + 1).arg(AnalysisText::label(m), AnalysisText::line(m.line)));
    }
    showLines(texts);
    board_->setCellValues(AnalysisText::cellValues(a));
    if (samePosition && keepRow >= 0 && keepRow < lines_->count()) {
        lines_->setCurrentRow(keepRow);
        previewLine();  // the chosen line may have grown deeper
    } else {
        const QSignalBlocker block(lines_);
        lines_->setCurrentRow(-1);
        board_->setPreviewLine({});
    }
}

void AnalysisDock::previewLine() {
    const auto& latest = runner_->latest();
    const int row = lines_->currentRow();
    if (!latest || row < 0 || row >= static_cast<int>(latest->analysis.rootMoves.size())) {
        board_->setPreviewLine({});
        return;
    }
    board_->setPreviewLine(latest->analysis.rootMoves[static_cast<std::size_t>(row)].line);
}

}  // namespace oxo::ui
