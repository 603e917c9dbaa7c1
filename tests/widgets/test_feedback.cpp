// What the window tells and shows besides the board itself. The line naming the
// game, the end-of-game panel over a dimmed board (never over the winning line), the answer to
// a refused click, the Players menu, How to Play and the shortcuts window (motion and sound:
// test_motion_sound.cpp; the colours and glyphs in every palette: test_looks.cpp). Runs
// offscreen.
#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/controller/game_controller.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_area.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/end_panel.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/help_dialogs.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/sound_player.h"
#include "oxo/widgets/status_panel.h"
#include "people_window_fixture.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;
using oxo::test::playWin;

class TestFeedback : public oxo::test::PeopleWindowFixture {
    Q_OBJECT

private slots:
    void init() { open(true); }
    void cleanup() {
        window_.reset();
        store_.reset();
        dir_.reset();
    }

    // The line above the board says which game this is and who plays whom.
    void summaryNamesTheGame() {
        QLabel* summary = window_->boardArea()->summary();
        QCOMPARE(summary->text(), QStringLiteral("3×3 · 3 in a row · early draw — Ann (X, Human) "
                                                 "vs Bob (O, Human)"));
        GameSettings s = people(15);
        s.rules.winLength = 5;
        s.rules.gravity = true;
        s.players[1].kind = PlayerKind::Hard;
        QVERIFY(window_->changeSettings(s));
        QVERIFY(summary->text().startsWith(QStringLiteral("15×15 · 5 in a row · gravity")));
        QVERIFY(summary->text().endsWith(QStringLiteral("Bob (O, Hard)")));
    }

    // A win: the panel over the dimmed board says who won and after how many moves; Undo and
    // New Game on it work; Hide shows the final position.
    void endPanel() {
        EndPanel* panel = window_->boardArea()->endPanel();
        QVERIFY(!panel->isVisible());
        playWin(window_->controller());
        QVERIFY(panel->isVisible());
        QVERIFY(window_->board()->isDimmed());
        QCOMPARE(panel->title(), QStringLiteral("Ann (X) wins"));
        QCOMPARE(panel->detail(), QStringLiteral("after 5 moves"));
        QVERIFY(
            window_->board()->geometry().contains(panel->geometry().center()) ||
            window_->boardArea()->scrollArea()->geometry().contains(panel->geometry().center()));
        panel->undoButton()->click();
        QVERIFY(!panel->isVisible());
        QVERIFY(!window_->board()->isDimmed());
        QCOMPARE(window_->controller()->game().history().size(), std::size_t{4});
        window_->controller()->redo();
        QVERIFY(panel->isVisible());
        panel->hideButton()->click();
        QVERIFY(!panel->isVisible());
        QVERIFY(!window_->board()->isDimmed());
        window_->controller()->undo();
        window_->controller()->redo();
        QVERIFY(panel->isVisible());  // a new end shows it again
        panel->newGameButton()->click();
        QVERIFY(!panel->isVisible());
        QVERIFY(window_->controller()->game().history().empty());
    }

    // A draw says so too.
    void endPanelDraw() {
        for (Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{0, 2}, Cell{1, 1}, Cell{1, 0}, Cell{1, 2},
                       Cell{2, 1}, Cell{2, 0}, Cell{2, 2}}) {
            window_->controller()->playCell(c);
        }
        QVERIFY(window_->controller()->isOver());
        EndPanel* panel = window_->boardArea()->endPanel();
        QVERIFY(panel->isVisible());
        QVERIFY(panel->title().startsWith(QStringLiteral("Draw")));
    }

    // On 3×3 the panel covered the winning line wherever it went (a column or a diagonal
    // crosses every place): the line stays in sight, the panel beside it.
    void endPanelLeavesTheWinningLineInSight() {
        window_->resize(700, 560);
        BoardArea* area = window_->boardArea();
        EndPanel* panel = area->endPanel();
        GameController* c = window_->controller();
        const std::vector<std::vector<Cell>> games = {
            {{0, 1}, {0, 0}, {1, 1}, {1, 0}, {2, 1}},   // the middle column
            {{0, 0}, {0, 1}, {1, 1}, {0, 2}, {2, 2}}};  // a diagonal
        for (const auto& game : games) {
            c->newGame();
            for (const Cell cell : game) {
                QCOMPARE(c->playCell(cell), MoveError::None);
            }
            QTest::qWait(20);
            QVERIFY(panel->isVisible());
            const BoardGeometry g = window_->board()->geometryNow();
            for (const Cell cell : c->position().winningLine()) {
                const QRect rect = g.cellRect(cell).toAlignedRect();
                const QRect inArea(window_->board()->mapTo(area, rect.topLeft()), rect.size());
                QVERIFY2(!panel->geometry().intersects(inArea),
                         qPrintable(QStringLiteral("%1,%2").arg(cell.row).arg(cell.col)));
                QVERIFY(area->scrollArea()->geometry().contains(inArea));
            }
        }
        c->newGame();
        QTest::qWait(20);
        QVERIFY(!panel->isVisible());
        QCOMPARE(area->scrollArea()->geometry().bottom(), area->rect().bottom());  // room back
    }

    // A click on a taken cell says why, flashes the cell and plays the illegal-move sound.
    void refusedClickAnswers() {
        std::vector<Sound> heard;
        window_->sounds()->setRecorder([&heard](Sound s) { heard.push_back(s); });
        window_->setSoundEnabled(true);
        BoardView* board = window_->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({0, 0}));
        QSignalSpy refused(board, &BoardView::moveRefused);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({0, 0}));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("a1 is already taken"));
        QVERIFY(board->animator()->flash().has_value());
        QCOMPARE(board->animator()->flash()->cell, (Cell{0, 0}));
        QCOMPARE(heard, (std::vector<Sound>{Sound::Move, Sound::Illegal}));
        // The next change of the game puts the status back.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({1, 1}));
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("Ann (X) to move"));
    }

    // Game → Players changes a seat's kind mid-game and keeps it for the next start.
    void playersMenuChangesLevel() {
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
};

QTEST_MAIN(TestFeedback)
#include "test_feedback.moc"
