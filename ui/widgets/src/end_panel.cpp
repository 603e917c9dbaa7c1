#include "oxo/widgets/end_panel.h"

#include <QAccessible>
#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"

namespace oxo::ui {

EndPanel::EndPanel(GameController* controller, QAction* newGame, QAction* undo, QWidget* parent)
    : QFrame(parent), controller_(controller) {
    setObjectName(QStringLiteral("endPanel"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAccessibleName(tr("Game over"));
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("endTitle"));
    title_->setAlignment(Qt::AlignCenter);
    title_->setWordWrap(true);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    title_->setFont(big);
    detail_ = new QLabel(this);
    detail_->setObjectName(QStringLiteral("endDetail"));
    detail_->setAlignment(Qt::AlignCenter);
    detail_->setWordWrap(true);
    newGame_ = new QPushButton(tr("New Game"), this);
    newGame_->setDefault(true);
    undo_ = new QPushButton(tr("Undo"), this);
    hide_ = new QPushButton(tr("Hide"), this);
    hide_->setToolTip(tr("Hide this panel to look at the final position"));
    // Outside a dialog only the default button takes Enter; every button here should.
    for (QPushButton* button : {newGame_, undo_, hide_}) {
        button->setAutoDefault(true);
    }
    connect(newGame_, &QPushButton::clicked, newGame, &QAction::trigger);
    connect(undo_, &QPushButton::clicked, undo, &QAction::trigger);
    connect(hide_, &QPushButton::clicked, this, [this] {
        hidden_ = true;
        emit wantedChanged();
    });
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(newGame_);
    buttons->addWidget(undo_);
    buttons->addWidget(hide_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 14);
    layout->addWidget(title_);
    layout->addWidget(detail_);
    layout->addLayout(buttons);

    // A new end of game shows the panel again, even after Hide.
    connect(controller_, &GameController::ended, this, [this] { hidden_ = false; });
    connect(controller_, &GameController::stateChanged, this, &EndPanel::refresh);
    connect(undo, &QAction::changed, this, [this, undo] { undo_->setEnabled(undo->isEnabled()); });
    undo_->setEnabled(undo->isEnabled());
    refresh();
}

bool EndPanel::wanted() const {
    return controller_->isOver() && !controller_->isViewingHistory() && !hidden_;
}

QString EndPanel::title() const {
    return title_->text();
}

QString EndPanel::detail() const {
    return detail_->text();
}

void EndPanel::refresh() {
    if (!controller_->isOver()) {
        hidden_ = false;
    }
    title_->setText(StatusText::result(*controller_));
    detail_->setText(StatusText::endDetail(*controller_));
    emit wantedChanged();
}

}  // namespace oxo::ui
