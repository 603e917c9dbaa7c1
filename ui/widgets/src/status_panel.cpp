#include "oxo/widgets/status_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"
#include "oxo/widgets/icons.h"

namespace oxo::ui {

namespace {

constexpr int kNoticeMs = 4000;  // long enough to read a refused move's reason

}  // namespace

StatusPanel::StatusPanel(GameController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    lastMove_ = new QLabel(this);
    lastMove_->setObjectName(QStringLiteral("lastMove"));
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("statusMessage"));
    // A description, not a name: the name of a label is its text, which is what people need.
    message_->setAccessibleDescription(tr("Game status"));
    busy_ = new QProgressBar(this);
    busy_->setRange(0, 0);  // an indeterminate bar: "working", no percentage
    busy_->setMaximumWidth(90);
    busy_->setMaximumHeight(14);
    busy_->setTextVisible(false);
    busy_->setAccessibleName(tr("Bot is thinking"));
    busy_->hide();
    clockIcon_ = new QLabel(this);
    clockIcon_->hide();
    clock_ = new QLabel(this);
    clock_->setObjectName(QStringLiteral("moveClock"));
    clock_->hide();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    // The message first: "Last move" appearing on its left pushed it sideways.
    layout->addWidget(message_, 1);
    layout->addWidget(lastMove_);
    layout->addSpacing(12);
    layout->addWidget(clockIcon_);
    layout->addWidget(clock_);
    layout->addWidget(busy_);
    noticeTimer_.setSingleShot(true);
    connect(&noticeTimer_, &QTimer::timeout, this, [this] {
        notice_.clear();
        refresh();
    });
    // A notice answers one click; any change of the game makes it old news.
    connect(controller_, &GameController::stateChanged, this, [this] {
        notice_.clear();
        noticeTimer_.stop();
        refresh();
    });
    connect(controller_, &GameController::botThinkingChanged, this, &StatusPanel::refresh);
    connect(controller_, &GameController::hintChanged, this, &StatusPanel::refresh);
    connect(&tick_, &QTimer::timeout, this, &StatusPanel::refresh);
    updateIcons();
    refresh();
}

void StatusPanel::updateIcons() {
    const int side = fontMetrics().height();
    clockIcon_->setPixmap(drawnIcon(IconKind::Clock, palette()).pixmap(side, side));
}

void StatusPanel::showNotice(const QString& text) {
    notice_ = text;
    noticeTimer_.start(kNoticeMs);
    refresh();
}

void StatusPanel::setMessage(const QString& text) {
    if (text == message_->text()) {
        return;
    }
    message_->setText(text);  // QLabel sends NameChanged itself, its name being its text
}

void StatusPanel::refresh() {
    setMessage(notice_.isEmpty() ? StatusText::status(*controller_) : notice_);
    const QString last = StatusText::lastMove(*controller_);
    if (last != lastMove_->text()) {
        lastMove_->setText(last);
        lastMove_->setVisible(!last.isEmpty());
    }
    busy_->setVisible(controller_->botThinking() || controller_->hintThinking());
    const int left = controller_->clockRemainingMs();
    if (left >= 0) {
        const int seconds = (left + 999) / 1000;
        const QString time =
            QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
        clock_->setText(time);
        clock_->setAccessibleName(tr("Time left for this move: %1").arg(time));
        clock_->show();
        clockIcon_->show();
        if (!tick_.isActive()) {
            tick_.start(200);
        }
    } else {
        clock_->hide();
        clockIcon_->hide();
        tick_.stop();
    }
}

QString StatusPanel::message() const {
    return message_->text();
}
QString StatusPanel::lastMove() const {
    return lastMove_->text();
}
bool StatusPanel::busyShown() const {
    return !busy_->isHidden();
}
QString StatusPanel::clockText() const {
    return clock_->isHidden() ? QString() : clock_->text();
}

}  // namespace oxo::ui
