// What the window says about the game besides the board itself: the line naming the game,
// the end-of-game panel over a dimmed board (never over the winning line), the answer to a
// refused click, the status line that stays put (menus and help: test_dialogs.cpp; motion and
// sound: test_motion_sound.cpp; colours and glyphs: test_palettes.cpp). Runs offscreen.
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
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;
using oxo::test::playWin;

class TestGameStatus : public oxo::test::PeopleWindowFixture {
    Q_OBJECT

private slots:
    void init() { open(true); }
    void cleanup() { close(); }

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

    // The status text stays where it is when "Last move" appears beside it (it jumped
    // sideways after the first move).
    void statusTextStaysPutWhenLastMoveAppears() {
        QLabel* message = window_->statusPanel()->messageLabel();
        QTest::qWait(20);  // laid out
        const int before = message->mapTo(window_.get(), QPoint()).x();
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(!window_->statusPanel()->lastMove().isEmpty());
        QTest::qWait(20);
        QCOMPARE(message->mapTo(window_.get(), QPoint()).x(), before);
    }
};

OXO_TEST_MAIN(TestGameStatus)
#include "test_game_status.moc"
