// Help → How to Play and Help → Keyboard Shortcuts. How to Play shows the rules of
// the game being played, generated from its settings (RulesText), and follows them when they
// change. The shortcuts window lists every action of the menu bar that has a key, read from
// the actions themselves, plus the board's own keys, so it cannot go stale.
#pragma once

#include <QDialog>

class QMenuBar;
class QTextBrowser;
class QTreeWidget;

namespace oxo::ui {

class GameController;

class HowToPlayDialog : public QDialog {
    Q_OBJECT

public:
    HowToPlayDialog(GameController* controller, QWidget* parent);
    QString text() const;  // the page as plain text
    QTextBrowser* browser() const { return browser_; }

private:
    void refresh();

    GameController* controller_;
    QTextBrowser* browser_;
};

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QMenuBar* menus, QWidget* parent);
    QTreeWidget* tree() const { return tree_; }
    // (what, keys) for every row, for tests.
    QList<std::pair<QString, QString>> rows() const;

private:
    QTreeWidget* tree_;
};

}  // namespace oxo::ui
