// Menus and the windows they open (R-U4, R-U8, R-U10): the Players menu, How to Play, the
// shortcuts window, the View menu's names and access keys, tooltips, Pause Bots, and the move
// clock standing still while a dialog or a help window is open. Real widgets under
// QT_QPA_PLATFORM=offscreen.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/controller/record_convert.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "oxo/widgets/board_area.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/help_dialogs.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/opening_choice_dialog.h"
#include "oxo/widgets/score_dock.h"
#include "oxo/widgets/settings_dialog.h"
#include "oxo/widgets/status_panel.h"
#include "people.h"
#include "scratch_settings.h"
#include "settings_window_fixture.h"
#include "test_main.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

using test::people;
using test::twoPeople;

}  // namespace

class TestDialogs : public test::SettingsWindowFixture {
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // R-U10: four moves went by behind About. While any modal dialog is open the person's
    // clock stands still.
    void moveClockPausesWhileAModalDialogIsOpen() {
        GameSettings s = twoPeople();
        s.clock.enabled = true;
        s.clock.seconds = 1;
        makeWindow(s);
        QTRY_VERIFY(controller()->clockRemainingMs() > 0);
        bool checked = false;
        bool paused = false;
        bool noMove = false;
        test::onModal<QMessageBox>(
            [&](QMessageBox* box) {
                paused = controller()->clockPaused();
                noMove = controller()->game().history().empty();
                checked = true;
                box->accept();
            },
            1600);
        emit window_->actions()->aboutRequested();  // Help → About OXO
        QVERIFY(checked);
        QVERIFY(paused);
        QVERIFY(noMove);  // 1.6 s behind About, with 1 s on the clock
        QVERIFY(!controller()->clockPaused());
        QVERIFY(controller()->game().history().empty());
        QTRY_COMPARE_WITH_TIMEOUT(controller()->game().history().size(), std::size_t{1}, 3000);
        // The move list says why this move was played.
        const QAbstractItemModel* moves = window_->moveList()->model();
        QTRY_VERIFY(
            moves->data(moves->index(1, 0)).toString().contains(QStringLiteral("time ran out")));
        QVERIFY(window_->statusPanel()->message().contains(QStringLiteral("time ran out")));
    }

    // R-U10: Help → How to Play and Keyboard Shortcuts are not modal, yet a move was played on
    // timeout (and the bot replied) while the person read them: the clock waits for them.
    void moveClockPausesWhileHelpIsOpen() {
        GameSettings s = twoPeople();
        s.clock.enabled = true;
        s.clock.seconds = 1;
        makeWindow(s);
        QTRY_VERIFY(controller()->clockRemainingMs() > 0);
        window_->actions()->howToPlay()->trigger();
        window_->actions()->howToPlay()->trigger();  // raised again: still one pause
        auto* help = window_->findChild<HowToPlayDialog*>();
        QVERIFY(help && help->isVisible());
        QVERIFY(controller()->clockPaused());
        QTest::qWait(1500);  // longer than the whole limit
        QVERIFY(controller()->game().history().empty());
        help->reject();  // its Close button
        QVERIFY(!controller()->clockPaused());
        window_->actions()->shortcuts()->trigger();
        auto* keys = window_->findChild<ShortcutsDialog*>();
        QVERIFY(keys && keys->isVisible());
        QVERIFY(controller()->clockPaused());
        QTest::qWait(1500);
        QVERIFY(controller()->game().history().empty());
        keys->close();  // the window's own close button
        QVERIFY(!controller()->clockPaused());
        QTRY_COMPARE_WITH_TIMEOUT(controller()->game().history().size(), std::size_t{1}, 3000);
    }

    // After a swap opening exchanges the people's marks, Game → Players names each seat by the
    // mark it now plays (R-E16).
    void playersMenuFollowsASwap() {
        GameSettings settings = people(9, 5);
        settings.opening = OpeningRule::Swap;
        makeWindow(settings);
        QMenu* players = window_->actions()->playersMenu();
        QCOMPARE(players->actions().at(0)->text(), QStringLiteral("X: Ann (Human)"));
        // Bob takes X when asked, from the dialog the window opens for him.
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&answer] {
            auto* dialog = qobject_cast<OpeningChoiceDialog*>(QApplication::activeModalWidget());
            if (dialog != nullptr && dialog->button(OpeningChoice::TakeX) != nullptr) {
                answer.stop();
                dialog->button(OpeningChoice::TakeX)->click();
            }
        });
        answer.start(5);
        for (const Cell cell : {Cell{4, 4}, Cell{0, 0}, Cell{4, 5}}) {
            QCOMPARE(window_->controller()->playCell(cell), MoveError::None);
        }
        QTRY_VERIFY(window_->controller()->opening().exchanged());
        QTRY_COMPARE(players->actions().at(0)->text(), QStringLiteral("O: Ann (Human)"));
        QCOMPARE(players->actions().at(1)->text(), QStringLiteral("X: Bob (Human)"));
        answer.stop();
    }

    // Game → Players changes a seat's kind mid-game and keeps it for the next start.
    void playersMenuChangesLevel() {
        makeWindow(people());
        QMenu* players = window_->actions()->playersMenu();
        QCOMPARE(players->actions().size(), 2);
        QCOMPARE(players->actions().at(1)->text(), QStringLiteral("O: Bob (Human)"));
        QCOMPARE(window_->controller()->playCell({0, 0}), MoveError::None);
        QMenu* bob = players->actions().at(1)->menu();
        QAction* hard = nullptr;
        for (QAction* a : bob->actions()) {
            if (a->text() == QStringLiteral("Hard")) {
                hard = a;
            }
        }
        QVERIFY(hard != nullptr);
        hard->trigger();
        QCOMPARE(window_->controller()->settings().player(1).kind, PlayerKind::Hard);
        QCOMPARE(window_->controller()->game().history().front().cell, (Cell{0, 0}));
        QTRY_COMPARE(window_->controller()->game().history().size(), std::size_t{2});
        QCOMPARE(GameSettings::load(*store_).player(1).kind, PlayerKind::Hard);
        QVERIFY(window_->boardArea()->summary()->text().endsWith(QStringLiteral("(O, Hard)")));
        // The menu shows the new level once rebuilt.
        QTRY_VERIFY(players->actions().size() == 2 && [&] {
            for (QAction* a : players->actions().at(1)->menu()->actions()) {
                if (a->text() == QStringLiteral("Hard")) {
                    return a->isChecked();
                }
            }
            return false;
        }());
    }

    // F1 opens the rules of the game being played; they follow a settings change.
    void howToPlay() {
        makeWindow(people());
        QCOMPARE(window_->actions()->howToPlay()->shortcut(),
                 QKeySequence(QKeySequence::HelpContents));
        window_->actions()->howToPlay()->trigger();
        auto* dialog = window_->findChild<HowToPlayDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->text().contains(QStringLiteral("all 3 cells of it")));
        GameSettings s = people(9);
        s.rules.winLength = 5;
        QVERIFY(window_->changeSettings(s));
        QVERIFY(dialog->text().contains(QStringLiteral("get 5 of your marks in an unbroken line")));
        QVERIFY(dialog->text().contains(QStringLiteral("Page Up and Page Down")));
    }

    // The shortcuts window lists every action that has a key, read from the menus.
    void shortcutsWindowListsEveryAction() {
        makeWindow(people());
        ShortcutsDialog dialog(window_->menuBar(), window_.get());
        const auto rows = dialog.rows();
        int withKeys = 0;
        for (QAction* action : window_->findChildren<QAction*>()) {
            if (action->shortcuts().isEmpty() || action->menu()) {
                continue;
            }
            ++withKeys;
            const QString keys = action->shortcut().toString(QKeySequence::NativeText);
            const bool listed = std::any_of(rows.begin(), rows.end(), [&](const auto& row) {
                return row.second.contains(keys);
            });
            QVERIFY2(listed, qPrintable(action->text() + QStringLiteral(" ") + keys));
        }
        QVERIFY(withKeys >= 14);
        QVERIFY(std::any_of(rows.begin(), rows.end(), [](const auto& row) {
            return row.first == QStringLiteral("Zoom In") &&
                   row.second.contains(QStringLiteral("Ctrl++"));
        }));
        QVERIFY(std::any_of(rows.begin(), rows.end(), [](const auto& row) {
            return row.second == QStringLiteral("Page Up, Page Down");
        }));
    }

    // View names what it toggles ("Toolbar", not "Game"), and every entry in it has an access
    // key of its own (Moves, Score and the toolbar had none).
    void viewMenuNamesItsTogglesWithAccessKeys() {
        makeWindow(people());
        QStringList texts;
        QList<QChar> keys;
        for (QAction* action : window_->actions()->viewMenu()->actions()) {
            if (action->isSeparator()) {
                continue;
            }
            const QString text = action->text();
            texts << text;
            const qsizetype amp = text.indexOf(QLatin1Char('&'));
            QVERIFY2(amp >= 0 && amp + 1 < text.size(), qPrintable(text));
            const QChar key = text.at(amp + 1).toLower();
            QVERIFY2(!keys.contains(key), qPrintable(text));
            keys << key;
        }
        QVERIFY2(texts.contains(QStringLiteral("&Toolbar")), qPrintable(texts.join(u',')));
        QVERIFY(!texts.contains(QStringLiteral("Game")));
    }

    // The toolbar's tooltips name the shortcut; the shortcuts window shows the keys people
    // have: "Ctrl+Z", without the F14 of old Sun keyboards.
    void tooltipsAndShortcutsShowTheUsualKeys() {
        makeWindow(people());
        QCOMPARE(window_->actions()->undo()->toolTip(), QStringLiteral("Undo (Ctrl+Z)"));
        QCOMPARE(window_->actions()->newGame()->toolTip(), QStringLiteral("New Game (Ctrl+N)"));
        QCOMPARE(window_->actions()->hint()->toolTip(), QStringLiteral("Hint (Ctrl+H)"));
        ShortcutsDialog dialog(window_->menuBar(), window_.get());
        bool undo = false;
        for (const auto& [what, keys] : dialog.rows()) {
            QVERIFY2(!keys.contains(QStringLiteral("F14")), qPrintable(what + u' ' + keys));
            if (what == QStringLiteral("Undo")) {
                QVERIFY2(keys.startsWith(QStringLiteral("Ctrl+Z")), qPrintable(keys));
                undo = true;
            }
        }
        QVERIFY(undo);
    }

    // Pause Bots is offered on a bot's turn (not on a person's), and reads Resume Bots while
    // the bots are paused.
    void pauseBotsOffersResume() {
        makeWindow(people());
        GameSettings s = people();
        s.players[1] = {QStringLiteral("Robo"), PlayerKind::Easy};
        s.botPauseMs = 60000;  // Robo's turn lasts while the test looks
        QVERIFY(window_->changeSettings(s));
        QAction* pause = window_->actions()->pause();
        QTRY_VERIFY(window_->controller()->isHumanTurn());
        QVERIFY(!pause->isEnabled());
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(window_->controller()->isBotTurn());
        QVERIFY(pause->isEnabled());
        QCOMPARE(pause->text(), QStringLiteral("&Pause Bots"));
        pause->trigger();
        QVERIFY(window_->controller()->botsPaused());
        QCOMPARE(pause->text(), QStringLiteral("&Resume Bots"));
        QVERIFY(pause->isEnabled());
        pause->trigger();
        QVERIFY(!window_->controller()->botsPaused());
        QCOMPARE(pause->text(), QStringLiteral("&Pause Bots"));
    }
};

OXO_TEST_MAIN(TestDialogs)
#include "test_dialogs.moc"
