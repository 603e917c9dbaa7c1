#include "widget_checks.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <memory>

#include <QTextBlock>
#include <QTextDocument>
#include <QTreeWidget>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/rules_text.h"
#include "oxo/controller/status_text.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/help_dialogs.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/settings_dialog.h"
#include "oxo/widgets/status_panel.h"

namespace oxo::test {

using namespace oxo::ui;

GameSettings twoPeople() {
    GameSettings s = GameSettings::defaults();
    s.players[0].name = QStringLiteral("Ann");
    s.players[0].kind = PlayerKind::Human;
    s.players[1].name = QStringLiteral("Bob");
    s.players[1].kind = PlayerKind::Human;
    s.botPauseMs = 0;
    return s;
}

// What a person reads on screen: without the mnemonic marker.
QString shown(QString text) {
    text.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
    return text;
}

// Texts that are the same in every language and need no translation: the app's name, the
// engine's marks (board notation, R-E3) and the unit suffixes. Kept short on purpose.
bool sameEverywhere(const QString& text) {
    static const QStringList fixed = {QStringLiteral("OXO")};
    if (fixed.contains(text)) {
        return true;
    }
    for (int p = 0; p < kMaxPlayers; ++p) {
        if (text == markText(static_cast<Player>(p))) {
            return true;
        }
    }
    return false;
}

static void addMenu(const QString& path, const QMenu* menu, QList<Text>& out) {
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || action->text().isEmpty()) {
            continue;
        }
        const QString where = path + QStringLiteral(" > ") + shown(action->text());
        out << Text{path + QStringLiteral(" > action"), action->text()};
        if (action->menu()) {
            addMenu(where, action->menu(), out);
        }
    }
}

// Every word the main window shows or announces, in a fixed order, so that two languages
// can be compared entry by entry.
QList<Text> windowTexts(MainWindow& window) {
    QList<Text> out;
    for (QAction* top : window.menuBar()->actions()) {
        out << Text{QStringLiteral("menu bar"), top->text()};
        if (top->menu()) {
            addMenu(shown(top->text()), top->menu(), out);
        }
    }
    for (QToolBar* bar : window.findChildren<QToolBar*>()) {
        out << Text{QStringLiteral("tool bar title"), bar->windowTitle()};
        for (QAction* action : bar->actions()) {
            if (!action->isSeparator()) {
                out << Text{QStringLiteral("tool bar"), action->text()};
            }
        }
    }
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        out << Text{QStringLiteral("dock title"), dock->windowTitle()};
    }
    for (QTableWidget* table : window.findChildren<QTableWidget*>()) {
        for (int c = 0; c < table->columnCount(); ++c) {
            out << Text{QStringLiteral("table header"), table->horizontalHeaderItem(c)->text()};
        }
    }
    for (QLabel* label : window.findChildren<QLabel*>()) {
        if (!label->text().isEmpty()) {
            out << Text{QStringLiteral("label ") + label->objectName(), label->text()};
        }
    }
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (!button->text().isEmpty() && !qobject_cast<QToolButton*>(button)) {
            out << Text{QStringLiteral("button"), button->text()};
        }
    }
    out << Text{QStringLiteral("status"), window.statusPanel()->message()};
    return out;
}

QList<Text> dialogTexts(SettingsDialog& dialog) {
    QList<Text> out;
    out << Text{QStringLiteral("dialog title"), dialog.windowTitle()};
    for (QGroupBox* box : dialog.findChildren<QGroupBox*>()) {
        out << Text{QStringLiteral("group"), box->title()};
    }
    for (QLabel* label : dialog.findChildren<QLabel*>()) {
        if (!label->text().isEmpty()) {  // the hidden "why not" line is empty until needed
            out << Text{QStringLiteral("label"), label->text()};
        }
    }
    for (QAbstractButton* button : dialog.findChildren<QAbstractButton*>()) {
        out << Text{QStringLiteral("button"), button->text()};
    }
    for (QComboBox* combo : dialog.findChildren<QComboBox*>()) {
        if (combo == dialog.firstPlayerBox()) {
            continue;  // the players' names, chosen by the person
        }
        for (int i = 0; i < combo->count(); ++i) {
            out << Text{QStringLiteral("choice"), combo->itemText(i)};
        }
    }
    return out;
}

// The status texts beyond the one on screen at the start: a win, a draw and the hint's
// verdicts with singular and plural move counts.
QList<Text> statusTexts() {
    QList<Text> out;
    GameController won(twoPeople());
    for (Cell c : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
        won.playCell(c);
    }
    out << Text{QStringLiteral("win"), StatusText::status(won)};
    GameController drawn(twoPeople());
    for (Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{0, 2}, Cell{1, 1}, Cell{1, 0}, Cell{1, 2},
                   Cell{2, 1}, Cell{2, 0}, Cell{2, 2}}) {
        drawn.playCell(c);
    }
    out << Text{QStringLiteral("draw"), StatusText::status(drawn)};
    Analysis analysis;
    analysis.proven = true;
    analysis.verdict = Verdict::Win;
    analysis.distance = 1;
    out << Text{QStringLiteral("wins in 1"), StatusText::verdict(analysis)};
    analysis.distance = 5;
    out << Text{QStringLiteral("wins in 3"), StatusText::verdict(analysis)};
    analysis.verdict = Verdict::Loss;
    analysis.distance = 4;
    out << Text{QStringLiteral("loses in 2"), StatusText::verdict(analysis)};
    analysis.verdict = Verdict::Draw;
    out << Text{QStringLiteral("draw verdict"), StatusText::verdict(analysis)};
    analysis.proven = false;
    out << Text{QStringLiteral("guess"), StatusText::verdict(analysis)};
    out << Text{QStringLiteral("cell"), StatusText::cellAccessibleName({1, 1}, kNoPlayer)};
    analysis.proven = true;
    analysis.verdict = Verdict::Win;
    out << Text{QStringLiteral("hint win"), StatusText::hintVerdict(analysis, 0)};
    analysis.verdict = Verdict::Loss;
    out << Text{QStringLiteral("hint loss"), StatusText::hintVerdict(analysis, 0)};
    for (MoveError error : {MoveError::GameOver, MoveError::WrongTurn, MoveError::OutOfBounds,
                            MoveError::Occupied, MoveError::ColumnFull, MoveError::Floating}) {
        out << Text{QStringLiteral("refused"), StatusText::moveRefused(won, {0, 0}, error)};
    }
    out << Text{QStringLiteral("last move"), StatusText::lastMove(won)};
    out << Text{QStringLiteral("announcement"),
                StatusText::moveAnnouncement(won, won.game().history().back())};
    out << Text{QStringLiteral("end detail"), StatusText::endDetail(won)};
    return out;
}

QList<Text> helpTexts(MainWindow& window) {
    QList<Text> out;
    GameSettings rules = twoPeople();
    for (int variant = 0; variant < 3; ++variant) {
        if (variant == 1) {  // K < N, exact, gravity, three players, a clock that loses
            rules.rules = Rules::square(9, 5);
            rules.rules.family = Family::Exact;
            rules.rules.gravity = true;
            rules.rules.earlyDraw = false;
            rules.rules.players = 3;
            rules.players[2] = {QStringLiteral("Cy"), PlayerKind::Hard};
            rules.clock.enabled = true;
            rules.clock.onTimeout = ClockSetting::OnTimeout::Lose;
        } else if (variant == 2) {  // a longer line wins, a random move on time
            rules.rules.family = Family::Freestyle;
            rules.clock.onTimeout = ClockSetting::OnTimeout::RandomMove;
        }
        QTextDocument page;
        page.setHtml(RulesText::howToPlayHtml(rules));
        for (QTextBlock block = page.begin(); block.isValid(); block = block.next()) {
            if (!block.text().trimmed().isEmpty()) {
                out << Text{QStringLiteral("how to play"), block.text()};
            }
        }
        out << Text{QStringLiteral("summary"), RulesText::summary(rules)};
    }
    ShortcutsDialog shortcuts(window.menuBar(), &window);
    out << Text{QStringLiteral("shortcuts title"), shortcuts.windowTitle()};
    for (int c = 0; c < shortcuts.tree()->columnCount(); ++c) {
        out << Text{QStringLiteral("shortcuts header"), shortcuts.tree()->headerItem()->text(c)};
    }
    out << Text{QStringLiteral("board keys"), shortcuts.tree()->topLevelItem(0)->text(0)};
    for (const auto& [keys, what] : BoardView::keyHelp()) {
        out << Text{QStringLiteral("board key"), keys} << Text{QStringLiteral("board key"), what};
    }
    HowToPlayDialog howTo(window.controller(), &window);
    out << Text{QStringLiteral("how to play title"), howTo.windowTitle()};
    return out;
}

// Lists every visible text in `root` that does not get the room it needs.
QStringList clipped(QWidget* root) {
    QStringList problems;
    const auto report = [&](const QWidget* w, const QString& text, int need, int have) {
        problems << QStringLiteral("%1 \"%2\": needs %3 px, has %4")
                        .arg(QString::fromLatin1(w->metaObject()->className()), text)
                        .arg(need)
                        .arg(have);
    };
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty() || label->textFormat() == Qt::RichText) {
            continue;
        }
        if (label->wordWrap()) {
            const int need = label->heightForWidth(label->contentsRect().width());
            if (need > label->contentsRect().height()) {
                report(label, label->text(), need, label->contentsRect().height());
            }
            continue;
        }
        const int need = label->fontMetrics().horizontalAdvance(shown(label->text())) +
                         2 * label->margin() + label->indent();
        if (need > label->contentsRect().width()) {
            report(label, label->text(), need, label->contentsRect().width());
        }
    }
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty()) {
            continue;
        }
        // The size hint is what the text, icon and indicator need together.
        if (button->sizeHint().width() > button->width()) {
            report(button, button->text(), button->sizeHint().width(), button->width());
        }
    }
    for (QGroupBox* box : root->findChildren<QGroupBox*>()) {
        if (box->isVisible() && box->minimumSizeHint().width() > box->width()) {
            report(box, box->title(), box->minimumSizeHint().width(), box->width());
        }
    }
    for (QDockWidget* dock : root->findChildren<QDockWidget*>()) {
        // The title shares its bar with the float and close buttons.
        const int need = dock->fontMetrics().horizontalAdvance(dock->windowTitle()) + 48;
        if (dock->isVisible() && need > dock->width()) {
            report(dock, dock->windowTitle(), need, dock->width());
        }
    }
    // A tool bar or menu bar too narrow for its entries moves them behind an extension button.
    for (auto* ext : root->findChildren<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"))) {
        if (ext->isVisible()) {
            problems << QStringLiteral("the tool bar overflows into its extension menu");
        }
    }
    for (auto* ext : root->findChildren<QToolButton*>(QStringLiteral("qt_menubar_ext_button"))) {
        if (ext->isVisible()) {
            problems << QStringLiteral("the menu bar overflows into its extension menu");
        }
    }
    return problems;
}

// Mnemonics must be unique among the entries one key press chooses from.
QStringList duplicateMnemonics(const QString& where, const QStringList& texts) {
    static const QRegularExpression re(QStringLiteral("(?<!&)&([^&\\s])"));
    QStringList problems;
    QHash<QChar, QString> seen;
    for (const QString& text : texts) {
        const auto m = re.match(text);
        if (!m.hasMatch()) {
            continue;
        }
        const QChar key = m.captured(1).at(0).toLower();
        if (seen.contains(key)) {
            problems << QStringLiteral("%1: \"%2\" and \"%3\" share &%4")
                            .arg(where, seen.value(key), text, QString(key));
        }
        seen.insert(key, text);
    }
    return problems;
}

QStringList menuMnemonicProblems(const QMenuBar* bar) {
    QStringList titles;
    QStringList problems;
    for (QAction* top : bar->actions()) {
        titles << top->text();
        if (!top->menu()) {
            continue;
        }
        QStringList entries;
        for (QAction* a : top->menu()->actions()) {
            entries << a->text();
        }
        problems << duplicateMnemonics(shown(top->text()), entries);
    }
    problems << duplicateMnemonics(QStringLiteral("menu bar"), titles);
    return problems;
}

}  // namespace oxo::test
