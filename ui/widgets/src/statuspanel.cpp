#include "oxo/widgets/statuspanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

#include "oxo/controller/gamecontroller.h"
#include "oxo/controller/statustext.h"

namespace oxo::ui {

StatusPanel::StatusPanel(GameController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    message_ = new QLabel(this);
    message_->setAccessibleName(tr("Game status"));
    busy_ = new QProgressBar(this);
    busy_->setRange(0, 0);  // an indeterminate bar: "working", no percentage
    busy_->setMaximumWidth(90);
    busy_->setMaximumHeight(14);
    busy_->setTextVisible(false);
    busy_->setAccessibleName(tr("Bot is thinking"));
    busy_->hide();
    clock_ = new QLabel(this);
    clock_->hide();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(message_, 1);
    layout->addWidget(clock_);
    layout->addWidget(busy_);
    connect(controller_, &GameController::stateChanged, this, &StatusPanel::refresh);
    connect(controller_, &GameController::botThinkingChanged, this, &StatusPanel::refresh);
    connect(controller_, &GameController::hintChanged, this, &StatusPanel::refresh);
    connect(&tick_, &QTimer::timeout, this, &StatusPanel::refresh);
    refresh();
}

void StatusPanel::refresh() {
    message_->setText(StatusText::status(*controller_));
    busy_->setVisible(controller_->botThinking() || controller_->hintThinking());
    const int left = controller_->clockRemainingMs();
    if (left >= 0) {
        const int seconds = (left + 999) / 1000;
        clock_->setText(tr("⏱ %1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')));
        clock_->show();
        if (!tick_.isActive()) {
            tick_.start(200);
        }
    } else {
        clock_->hide();
        tick_.stop();
    }
}

QString StatusPanel::message() const {
    return message_->text();
}
bool StatusPanel::busyShown() const {
    return !busy_->isHidden();
}
QString StatusPanel::clockText() const {
    return clock_->isHidden() ? QString() : clock_->text();
}

}  // namespace oxo::ui
