// What the i18n test reads off the widgets (R-U9): every text they show, in a fixed order so
// two languages compare entry by entry, texts that lack room, and clashing mnemonics.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "oxo/controller/game_settings.h"

class QMenuBar;
class QWidget;

namespace oxo::ui {
class MainWindow;
class SettingsDialog;
}  // namespace oxo::ui

namespace oxo::test {

struct Text {
    QString where;
    QString text;
};

// Two people named Ann and Bob on 3×3, so no bot thinks during a test.
ui::GameSettings twoPeople();
// What a person reads on screen: without the mnemonic marker.
QString shown(QString text);
// Texts that are the same in every language: the app's name and the engine's marks.
bool sameEverywhere(const QString& text);

QList<Text> windowTexts(ui::MainWindow& window);
QList<Text> dialogTexts(ui::SettingsDialog& dialog);
// A win, a draw and the hint's verdicts, with singular and plural move counts; why a click
// was refused, the last move, a move's announcement, the end panel's detail.
QList<Text> statusTexts();
// How to Play (one entry per paragraph, for several rule sets) and the Keyboard
// Shortcuts window's own words.
QList<Text> helpTexts(ui::MainWindow& window);

// Every visible text in `root` that does not get the room it needs.
QStringList clipped(QWidget* root);
QStringList duplicateMnemonics(const QString& where, const QStringList& texts);
QStringList menuMnemonicProblems(const QMenuBar* bar);

}  // namespace oxo::test
