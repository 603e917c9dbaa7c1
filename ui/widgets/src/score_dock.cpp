#include "oxo/widgets/score_dock.h"

#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/statistics.h"
#include "oxo/widgets/focus_ring.h"

namespace oxo::ui {

ScoreDock::ScoreDock(GameController* controller, Statistics* statistics, QWidget* parent)
    : QDockWidget(tr("Score"), parent), statistics_(statistics) {
    setObjectName(QStringLiteral("scoreDock"));
    auto* body = new QWidget(this);
    session_ = new QLabel(body);
    session_->setWordWrap(true);
    table_ = new FocusRing<QTableWidget>(0, 2, body);
    table_->setTabKeyNavigation(false);  // Tab leaves the table; the arrows move inside it
    table_->setHorizontalHeaderLabels({tr("All games"), tr("Count")});
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAccessibleName(tr("Statistics across runs"));
    auto* clear = new QPushButton(tr("Clear Statistics"), body);
    connect(clear, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Clear Statistics"),
                                  tr("Forget the results of all games played so far?")) ==
            QMessageBox::Yes) {
            statistics_->clearAllTime();
            refresh();
        }
    });
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(new QLabel(tr("This session:"), body));
    layout->addWidget(session_);
    layout->addWidget(table_);
    layout->addWidget(clear);
    setWidget(body);
    connect(controller, &GameController::ended, this, &ScoreDock::refresh, Qt::QueuedConnection);
    connect(controller, &GameController::reopened, this, &ScoreDock::refresh, Qt::QueuedConnection);
    refresh();
}

QString ScoreDock::sessionText() const {
    return session_->text();
}

void ScoreDock::refresh() {
    QStringList parts;
    const auto& session = statistics_->session();
    for (auto it = session.begin(); it != session.end(); ++it) {
        if (it.value() > 0) {
            parts << tr("%1: %2").arg(Statistics::label(it.key())).arg(it.value());
        }
    }
    session_->setText(parts.isEmpty() ? tr("no games finished yet")
                                      : parts.join(QStringLiteral("\n")));
    const auto all = statistics_->allTime();
    table_->setRowCount(static_cast<int>(all.size()));
    int row = 0;
    for (auto it = all.begin(); it != all.end(); ++it, ++row) {
        table_->setItem(row, 0, new QTableWidgetItem(Statistics::label(it.key())));
        table_->setItem(row, 1, new QTableWidgetItem(QString::number(it.value())));
    }
}

}  // namespace oxo::ui
