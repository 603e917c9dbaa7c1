#include "oxo/widgets/help_dialogs.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/rules_text.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/game_actions.h"

namespace oxo::ui {

namespace {

// "&Undo" → "Undo", "Save &As…" → "Save As…".
QString plain(QString text) {
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text;
}

QDialogButtonBox* closeButtons(QDialog* dialog) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

void addMenuShortcuts(QTreeWidgetItem* group, const QMenu* menu) {
    for (QAction* action : menu->actions()) {
        if (action->menu()) {
            addMenuShortcuts(group, action->menu());
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty()) {
            continue;
        }
        auto* item =
            new QTreeWidgetItem(group, {plain(action->text()), GameActions::keysText(action)});
        item->setIcon(0, action->icon());
    }
}

}  // namespace

HowToPlayDialog::HowToPlayDialog(GameController* controller, QWidget* parent)
    : QDialog(parent), controller_(controller) {
    setObjectName(QStringLiteral("howToPlay"));
    setWindowTitle(tr("How to Play"));
    browser_ = new QTextBrowser(this);
    browser_->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(closeButtons(this));
    resize(560, 600);
    connect(controller_, &GameController::settingsChanged, this, &HowToPlayDialog::refresh);
    refresh();
}

void HowToPlayDialog::refresh() {
    browser_->setHtml(RulesText::howToPlayHtml(controller_->settings()));
}

QString HowToPlayDialog::text() const {
    return browser_->toPlainText();
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("shortcuts"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    tree_ = new QTreeWidget(this);
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Command"), tr("Keys")});
    tree_->setRootIsDecorated(false);
    tree_->setAlternatingRowColors(true);
    tree_->setSelectionMode(QAbstractItemView::NoSelection);
    auto* board = new QTreeWidgetItem(tree_, {tr("Board")});
    for (const auto& [keys, what] : BoardView::keyHelp()) {
        new QTreeWidgetItem(board, {what, keys});
    }
    for (QAction* top : menus->actions()) {
        if (top->menu()) {
            auto* group = new QTreeWidgetItem(tree_, {plain(top->text())});
            addMenuShortcuts(group, top->menu());
            if (group->childCount() == 0) {
                delete group;
            }
        }
    }
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* group = tree_->topLevelItem(i);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
    }
    tree_->expandAll();
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tree_);
    layout->addWidget(closeButtons(this));
    resize(520, 560);
}

QList<std::pair<QString, QString>> ShortcutsDialog::rows() const {
    QList<std::pair<QString, QString>> out;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* group = tree_->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j) {
            out.append({group->child(j)->text(0), group->child(j)->text(1)});
        }
    }
    return out;
}

}  // namespace oxo::ui
