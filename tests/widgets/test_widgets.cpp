// The window as a person uses it, under QT_QPA_PLATFORM=offscreen: clicks, keys, shortcuts,
// status texts, enabled actions, the board's geometry and paint (R-U1, R-U5, R-U6, R-U7).
#include <QAccessible>
#include <QAction>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <random>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/game.h"
#include "oxo/widgets/board_geometry.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/score_dock.h"
#include "oxo/widgets/status_panel.h"
#include "oxo/widgets/theme.h"
#include "qtest_columns.h"
#include "scratch_settings.h"
#include "test_main.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

using test::twoPeople;

// A 3×3 game that ends early because no line can be won any more (R-E7), found by search.
std::vector<Cell> earlyDrawGame() {
    for (std::uint64_t seed = 0; seed < 5000; ++seed) {
        std::mt19937_64 rng(seed);
        Game game(Rules::square(3));
        std::vector<Cell> moves;
        std::vector<Cell> played;
        while (game.status() == Status::InProgress) {
            game.position().legalMoves(moves);
            const Cell c =
                moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            game.play(c);
            played.push_back(c);
        }
        if (game.position().drawKind() == DrawKind::NoLineWinnable) {
            return played;
        }
    }
    return {};
}

}  // namespace

class TestWidgets : public QObject {
    Q_OBJECT

private slots:
    void init() {
        store_.open();
        twoPeople().save(*store_);
        store_->setValue(QStringLiteral("view/animations"), false);  // paint checks see marks
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->activateWindow();
        window_->board()->setFocus();
    }
    void cleanup() {
        window_.reset();
        store_.close();
    }

    // R-U6: a click on a cell plays it.
    void clickPlaysCell() {
        BoardView* board = window_->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({1, 1}));
        QCOMPARE(window_->controller()->position().at(Cell{1, 1}), Player{0});
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("Bob (O) to move"));
        QCOMPARE(window_->moveList()->model()->rowCount(), 2);
        QCOMPARE(rowText(1), QStringLiteral("1. X b2"));
    }

    // A click on an occupied cell, or outside the board, changes nothing.
    void clickOnOccupiedChangesNothing() {
        BoardView* board = window_->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({0, 0}));
        const Position before = window_->controller()->position();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({0, 0}));
        QTest::mouseClick(board, Qt::LeftButton, {}, QPoint(1, 1));
        QVERIFY(window_->controller()->position() == before);
    }

    // R-U3, R-U6: during a bot's turn clicks do nothing and the status says it thinks.
    void clickDuringBotTurnChangesNothing() {
        GameSettings s = twoPeople();
        s.players[1] = {QStringLiteral("Robo"), PlayerKind::Easy};
        s.botPauseMs = 400;
        QVERIFY(window_->changeSettings(s));
        BoardView* board = window_->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({1, 1}));
        QCOMPARE(window_->controller()->game().history().size(), std::size_t{1});
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("Robo (O) is thinking…"));
        QVERIFY(window_->statusPanel()->busyShown());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({2, 2}));
        QCOMPARE(window_->controller()->game().history().size(), std::size_t{1});
        QVERIFY(!window_->actions()->hint()->isEnabled());
        QTRY_COMPARE(window_->controller()->game().history().size(), std::size_t{2});
        QVERIFY(!window_->statusPanel()->busyShown());
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("Ann (X) to move"));
    }

    // R-U6: the cell under the mouse is highlighted on a person's turn only.
    void hoverOnlyOnPersonsTurn() {
        BoardView* board = window_->board();
        QTest::mouseMove(board, board->cellCentre({2, 2}));
        QTRY_COMPARE(board->hoveredCell(), std::optional<Cell>(Cell{2, 2}));
        GameSettings s = twoPeople();
        s.players[1] = {QStringLiteral("Robo"), PlayerKind::Easy};
        s.botPauseMs = 400;
        QVERIFY(window_->changeSettings(s));
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre({1, 1}));
        QVERIFY(window_->controller()->isBotTurn());
        QTest::mouseMove(board, board->cellCentre({0, 2}));
        QCOMPARE(board->hoveredCell(), std::optional<Cell>());
    }

    // R-U6: arrows move the focus cell, Enter and Space play it; the focused cell's
    // accessible name follows (the table itself: test_board_access).
    void keyboardPlay() {
        BoardView* board = window_->board();
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
        QCOMPARE(board->focusCell(), (Cell{1, 1}));  // a game starts with the focus mid-board
        QTest::keyClick(board, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(board->focusCell(), (Cell{0, 0}));
        QCOMPARE(table->focusChild()->text(QAccessible::Name), QStringLiteral("a1, empty"));
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Down);
        QCOMPARE(board->focusCell(), (Cell{1, 1}));
        QCOMPARE(table->focusChild()->text(QAccessible::Name), QStringLiteral("b2, empty"));
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(window_->controller()->position().at(Cell{1, 1}), Player{0});
        QCOMPARE(table->focusChild()->text(QAccessible::Name), QStringLiteral("b2, X"));
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Right);  // stops at the edge
        QCOMPARE(board->focusCell(), (Cell{1, 2}));
        QTest::keyClick(board, Qt::Key_Space);
        QCOMPARE(window_->controller()->position().at(Cell{1, 2}), Player{1});
    }

    // R-U5: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; actions follow what can be done.
    void undoRedoShortcuts() {
        GameActions* actions = window_->actions();
        QVERIFY(!actions->undo()->isEnabled());
        QVERIFY(!actions->redo()->isEnabled());
        QVERIFY(actions->open()->isEnabled());  // R-F1: wired by the files feature
        QTest::keyClick(window_->board(), Qt::Key_Return);
        QVERIFY(actions->undo()->isEnabled());
        QTest::keyClick(window_->board(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(window_->controller()->game().history().empty());
        QVERIFY(actions->redo()->isEnabled());
        QTest::keyClick(window_->board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window_->controller()->game().history().size(), std::size_t{1});
        QTest::keyClick(window_->board(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(window_->board(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(window_->controller()->game().history().size(), std::size_t{1});
        // Ctrl+N would lose an unsaved move, so the window asks first (answered yes here).
        int asked = 0;
        window_->setConfirmDiscard([&asked] { return ++asked > 0; });
        QTest::keyClick(window_->board(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(asked, 1);
        QVERIFY(window_->controller()->game().history().empty());
    }

    // R-U5: Save As answers Ctrl+Shift+S on every desktop, also where the platform names no key for
    // it (the plain X11 and offscreen platforms name none).
    void saveAsShortcut() {
        const QList<QKeySequence> keys = window_->actions()->saveAs()->shortcuts();
        QVERIFY2(keys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
                 qPrintable(QKeySequence::listToString(keys)));
    }

    // R-U6, R-U7: result texts, and a running score that counts a finished game once (undo
    // and redo after it change nothing: finishedGameCountsOnceInTheScore).
    void winTextAndScore() {
        for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
            QCOMPARE(window_->controller()->playCell(cell), MoveError::None);
        }
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("Ann (X) wins"));
        QTRY_COMPARE(window_->scoreDock()->sessionText(), QStringLiteral("Ann (Human): 1"));
        window_->controller()->undo();
        window_->controller()->redo();
        QTest::qWait(20);  // the score refreshes on a queued signal
        QCOMPARE(window_->scoreDock()->sessionText(), QStringLiteral("Ann (Human): 1"));
        // Filed under a key no language changes, shown translated.
        QCOMPARE(window_->statistics().allTime().value(QStringLiteral("human:Ann")), 1);
        window_->statistics().clearAllTime();
        QVERIFY(window_->statistics().allTime().isEmpty());
    }

    void earlyDrawText() {
        const auto moves = earlyDrawGame();
        QVERIFY(!moves.empty());
        for (Cell cell : moves) {
            QCOMPARE(window_->controller()->playCell(cell), MoveError::None);
        }
        QCOMPARE(window_->statusPanel()->message(),
                 QStringLiteral("Draw — no line can be won any more"));
    }

    // R-U7: choosing a move list entry shows that position; the last entry resumes.
    void moveListShowsPastPosition() {
        QCOMPARE(window_->controller()->playCell({0, 0}), MoveError::None);
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        QListView* list = window_->moveList()->list();
        list->setCurrentIndex(list->model()->index(1, 0));
        QVERIFY(window_->controller()->isViewingHistory());
        QCOMPARE(window_->controller()->displayedPosition().moveCount(), 1);
        QVERIFY(
            window_->statusPanel()->message().startsWith(QStringLiteral("Viewing move 1 of 2")));
        QTest::mouseClick(window_->board(), Qt::LeftButton, {},
                          window_->board()->cellCentre({2, 2}));
        QCOMPARE(window_->controller()->game().history().size(), std::size_t{2});
        list->setCurrentIndex(list->model()->index(2, 0));
        QVERIFY(!window_->controller()->isViewingHistory());
        QCOMPARE(window_->statusPanel()->message(), QStringLiteral("Ann (X) to move"));
    }

    // The move list follows undo and a different move at the same place in the history.
    void moveListFollowsUndo() {
        GameController* c = window_->controller();
        QCOMPARE(c->playCell({0, 0}), MoveError::None);
        QCOMPARE(c->playCell({1, 1}), MoveError::None);
        c->undo();
        const QAbstractItemModel* model = window_->moveList()->model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(c->playCell({2, 2}), MoveError::None);
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(rowText(2), QStringLiteral("2. O c3"));
        QCOMPARE(window_->moveList()->list()->currentIndex().row(), 2);  // the live position
        c->newGame();
        QCOMPARE(model->rowCount(), 1);
    }

    // R-U5, R-F1: New Game and Open over an unsaved game offer Save, Discard and Cancel (a
    // Yes/No question left no way to keep the game); Save writes it, then goes on.
    void replacingAnUnsavedGameOffersSave() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("kept.oxo"));
        window_->files()->setChooser([&file](bool, const QString&) { return file; });
        GameController* c = window_->controller();
        QMessageBox::StandardButtons offered;
        const auto answer = [&offered](QMessageBox::StandardButton button) {
            offered = {};
            QTimer::singleShot(0, [&offered, button] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (box != nullptr) {
                    offered = box->standardButtons();
                    if (QAbstractButton* press = box->button(button)) {
                        press->click();
                    } else {
                        box->reject();
                    }
                }
            });
        };
        QCOMPARE(c->playCell({1, 1}), MoveError::None);
        answer(QMessageBox::Cancel);
        QVERIFY(!window_->newGame());
        QCOMPARE(offered, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QCOMPARE(c->game().history().size(), std::size_t{1});
        answer(QMessageBox::Save);
        QVERIFY(window_->newGame());
        QVERIFY(QFile::exists(file));
        QVERIFY(c->game().history().empty());
        QCOMPARE(c->playCell({0, 0}), MoveError::None);
        answer(QMessageBox::Discard);
        QVERIFY(window_->newGame());
        QCOMPARE(offered, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QVERIFY(c->game().history().empty());
    }

    // R-U1: square cells, centred, inside the widget, at any size and from 3×3 to 50×50.
    void geometryIsSquareAndCentred_data() {
        test::addColumns<QSizeF, int>("area", "size");
        QTest::newRow("3 wide") << QSizeF(800, 500) << 3;
        QTest::newRow("3 tall") << QSizeF(300, 700) << 3;
        QTest::newRow("15") << QSizeF(640, 640) << 15;
        QTest::newRow("50 small") << QSizeF(300, 260) << 50;
        QTest::newRow("50 large") << QSizeF(1600, 1200) << 50;
    }
    void geometryIsSquareAndCentred() {
        QFETCH(QSizeF, area);
        QFETCH(int, size);
        const BoardGeometry g(area, size, true);
        const QRectF board = g.boardRect();
        QVERIFY(g.cellSize() > 0);
        QCOMPARE(board.width(), board.height());
        QVERIFY(QRectF(QPointF(0, 0), area).contains(board));
        QVERIFY(std::abs(board.center().x() - area.width() / 2) <= 1);
        QVERIFY(std::abs(board.center().y() - area.height() / 2) <= 1);
        for (Cell c : {Cell{0, 0}, Cell{size - 1, size - 1}, Cell{size / 2, 1}}) {
            QCOMPARE(g.cellAt(g.cellCentre(c)), std::optional<Cell>(c));
        }
        QCOMPARE(g.cellAt(QPointF(-1, -1)), std::optional<Cell>());
    }

    // R-U1: marks are painted in the palette's colours, also at 2× device pixel ratio.
    void paintsMarksAtDoubleDpr() {
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        BoardView* board = window_->board();
        QImage image(board->size() * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        board->render(&image);
        const QColor expected = BoardColors::from(board->palette(), false).marks[0];
        const QPoint centre = board->cellCentre({1, 1}) * 2;
        QCOMPARE(image.pixelColor(centre).rgb(), expected.rgb());  // the X crosses there
    }

    // A theme chosen in an earlier run is in force from the first paint on, menus included.
    void storedThemeAppliesAtStart() {
        window_.reset();
        store_->setValue(QStringLiteral("view/theme"), int(Theme::Dark));
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        QVERIFY(Themes::isDark(window_->menuBar()->palette()));
        const QImage shot = window_->grab().toImage();
        QVERIFY(qGray(shot.pixel(window_->menuBar()->geometry().right() - 3, 3)) < 128);
        window_->applyTheme(Theme::System);
    }

    void highContrastChangesColours() {
        window_->applyTheme(Theme::HighContrast);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
        QVERIFY(window_->actions()->themeAction(Theme::HighContrast)->isChecked());
        window_->applyTheme(Theme::Dark);
        QVERIFY(Themes::isDark(window_->menuBar()->palette()));
        QVERIFY(Themes::isDark(window_->actions()->toolBar()->palette()));
        window_->applyTheme(Theme::System);
    }

private:
    QString rowText(int row) const {
        const QAbstractItemModel* model = window_->moveList()->model();
        return model->data(model->index(row, 0)).toString();
    }

    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;

    // R-U6, R-E13: under gravity the hover marks the cell where the mark will land.
    void gravityHoverMarksTheLandingCell() {
        GameSettings s = twoPeople(5);
        s.rules.winLength = 4;
        s.rules.gravity = true;
        window_.reset();
        s.save(*store_);
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        BoardView* board = window_->board();
        QTest::mouseMove(board, board->cellCentre({0, 2}));
        QTRY_COMPARE(board->hoveredCell(), std::optional<Cell>(Cell{4, 2}));
        QCOMPARE(window_->controller()->playCell({4, 2}), MoveError::None);
        QTest::mouseMove(board, board->cellCentre({1, 3}));
        QTest::mouseMove(board, board->cellCentre({1, 2}));
        QTRY_COMPARE(board->hoveredCell(), std::optional<Cell>(Cell{3, 2}));
    }

    // R-U7: a finished game counts once, whatever happens after: undo took the win out of the
    // statistics, and undo, redo or another ending must neither remove nor add a count.
    void finishedGameCountsOnceInTheScore() {
        GameController* c = window_->controller();
        for (const Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        auto* table = window_->scoreDock()->findChild<QTableWidget*>();
        QVERIFY(table);
        const auto counts = [&] {
            QStringList rows;
            for (int r = 0; r < table->rowCount(); ++r) {
                rows << table->item(r, 0)->text() + QLatin1Char('=') + table->item(r, 1)->text();
            }
            return rows.join(QLatin1Char(' '));
        };
        const QString once = QStringLiteral("Ann (Human)=1");
        QTRY_COMPARE(counts(), once);
        c->undo();
        QTest::qWait(20);  // the table refreshes on a queued signal
        QCOMPARE(counts(), once);
        c->redo();
        QTest::qWait(20);
        QCOMPARE(counts(), once);
        c->undo();
        for (const Cell cell : {Cell{2, 2}, Cell{1, 2}}) {  // Bob wins instead
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        QTest::qWait(20);
        QVERIFY(c->isOver());
        QCOMPARE(counts(), once);
        QVERIFY(window_->newGame());
        for (const Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        QTRY_COMPARE(counts(), QStringLiteral("Ann (Human)=2"));
    }
};

OXO_TEST_MAIN(TestWidgets)
#include "test_widgets.moc"
