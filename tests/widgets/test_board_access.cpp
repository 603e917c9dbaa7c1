// R-U6: the board for people who do not use a mouse, or do not see it. In-process
// through QAccessible: the board is a table of cells with names and states, the status label
// is read as text, and each move (the person's and the bots') is announced through events an
// installed update handler records. Keyboard play on big boards: Page Up/Down, Ctrl+Home/End,
// New Game resets the focus; zoom keeps the focus cell in view. Runs offscreen.
#include <private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <QAccessible>
#include <QAction>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/move_list_model.h"
#include "oxo/notation.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_area.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/end_panel.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/score_dock.h"
#include "oxo/widgets/status_panel.h"
#include "oxo/widgets/theme.h"
#include "people.h"
#include "scratch_settings.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;

namespace {

struct Recorded {
    QAccessible::Event type;
    QObject* object;
    int child;
    QString name;         // of the object, or of its child when one is named
    QString description;  // of the object
};

std::vector<Recorded>& recorded() {
    static std::vector<Recorded> events;
    return events;
}

void record(QAccessibleEvent* event) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(event->object());
    Recorded r{event->type(), event->object(), event->child(), {}, {}};
    if (iface != nullptr) {
        QAccessibleInterface* target = event->child() >= 0 ? iface->child(event->child()) : iface;
        r.name = target ? target->text(QAccessible::Name) : QString();
        r.description = iface->text(QAccessible::Description);
    }
    recorded().push_back(r);
}

bool sawEvent(QAccessible::Event type, QObject* object, const QString& text) {
    for (const Recorded& r : recorded()) {
        if (r.type == type && r.object == object && (r.name == text || r.description == text)) {
            return true;
        }
    }
    return false;
}

}  // namespace

class TestBoardAccess : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // As a screen reader attaching would (Qt's own accessibility tests do the same):
        // the platform's accessibility goes active, and the handler sees every event.
        QAccessible::installUpdateHandler(record);
        QPlatformAccessibility* platform =
            QGuiApplicationPrivate::platformIntegration()->accessibility();
        QVERIFY(platform != nullptr);
        platform->setActive(true);
        QVERIFY(QAccessible::isActive());
    }
    void init() { open(people(3)); }
    void cleanup() {
        window_.reset();
        store_.close();
        recorded().clear();
    }

    // The board is a table of N×N cells named "b3, empty" / "b3, X", with row and column.
    void boardIsATable() {
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window_->board());
        QVERIFY(board != nullptr);
        QCOMPARE(board->role(), QAccessible::Table);
        QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Game board, 3×3"));
        QAccessibleTableInterface* table = board->tableInterface();
        QVERIFY(table != nullptr);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->columnCount(), 3);
        QCOMPARE(board->childCount(), 9);
        QAccessibleInterface* c2 = table->cellAt(1, 2);
        QVERIFY(c2 != nullptr);
        QCOMPARE(c2->role(), QAccessible::Cell);
        QCOMPARE(c2->text(QAccessible::Name), QStringLiteral("c2, empty"));
        QVERIFY(!c2->state().readOnly);
        QCOMPARE(c2->tableCellInterface()->rowIndex(), 1);
        QCOMPARE(c2->tableCellInterface()->columnIndex(), 2);
        QCOMPARE(board->indexOfChild(c2), 5);
        QCOMPARE(board->child(5), c2);  // the same interface each time
        QCOMPARE(c2->parent(), board);
        QCOMPARE(window_->controller()->playCell({1, 2}), MoveError::None);
        QCOMPARE(c2->text(QAccessible::Name), QStringLiteral("c2, X"));
        QVERIFY(c2->state().readOnly);  // taken
        // Pressing a cell through its action plays it, as Enter does.
        QAccessibleInterface* a1 = table->cellAt(0, 0);
        QVERIFY(a1->actionInterface()->actionNames().contains(
            QAccessibleActionInterface::pressAction()));
        a1->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(window_->controller()->position().at(Cell{0, 0}), Player{1});
        QCOMPARE(a1->text(QAccessible::Name), QStringLiteral("a1, O"));
        // A bigger board gets a bigger table.
        QVERIFY(window_->changeSettings(people(15, 5)));
        QCOMPARE(table->rowCount(), 15);
        QCOMPARE(board->childCount(), 225);
        QCOMPARE(table->cellAt(14, 14)->text(QAccessible::Name), QStringLiteral("o15, empty"));
    }

    // R-E15: under renju the first player's forbidden cells are crossed out on the board, read
    // as "forbidden" and read-only, and a click there is refused with the reason.
    void forbiddenCellsAreShownAndRefused() {
        GameSettings s = people(15, 5);
        s.rules.family = Family::Renju;
        QVERIFY(window_->changeSettings(s));
        GameController* c = window_->controller();
        // X: f8 g8 h6 h7, O far away: h8 is X's double three.
        for (const Cell cell : {Cell{7, 5}, Cell{0, 0}, Cell{7, 6}, Cell{0, 14}, Cell{5, 7},
                                Cell{14, 0}, Cell{6, 7}, Cell{14, 14}}) {
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        const Cell h8{7, 7};
        QVERIFY(c->position().isForbidden(c->position().index(h8)));
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window_->board());
        QAccessibleInterface* cell = board->tableInterface()->cellAt(h8.row, h8.col);
        QCOMPARE(cell->text(QAccessible::Value), QStringLiteral("forbidden"));
        QVERIFY(cell->state().readOnly);
        QCOMPARE(board->tableInterface()->cellAt(7, 10)->text(QAccessible::Value), QString());
        // Drawn: the centre of the cell carries the cross, in the refused colour's hue.
        const QImage image = window_->board()->grab().toImage();
        const qreal dpr = window_->board()->devicePixelRatioF();
        const QPoint centre = window_->board()->cellCentre(h8);
        const QColor drawn = image.pixelColor(centre * dpr);
        const QColor empty = image.pixelColor(window_->board()->cellCentre({7, 10}) * dpr);
        QVERIFY2(drawn != empty, qPrintable(drawn.name() + QLatin1Char(' ') + empty.name()));
        // A click there is refused, with the reason, and changes nothing.
        QTest::mouseClick(window_->board(), Qt::LeftButton, {}, centre);
        QCOMPARE(c->game().history().size(), std::size_t{8});
        QTRY_VERIFY(window_->statusPanel()->message().contains(QStringLiteral("forbidden")));
        // O, the second player, has no forbidden cells: nothing is crossed out on O's turn.
        QCOMPARE(c->playCell({7, 10}), MoveError::None);
        QCOMPARE(cell->text(QAccessible::Value), QString());
    }

    // The focus is on a cell: arrows send Focus events naming the cell reached.
    void focusFollowsTheCell() {
        BoardView* board = window_->board();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board);
        QCOMPARE(board->focusCell(), (Cell{1, 1}));  // a new game starts in the middle
        QCOMPARE(iface->focusChild()->text(QAccessible::Name), QStringLiteral("b2, empty"));
        QVERIFY(iface->focusChild()->state().focused);
        QTest::keyClick(board, Qt::Key_Right);
        QVERIFY(sawEvent(QAccessible::Focus, board, QStringLiteral("c2, empty")));
        QCOMPARE(iface->focusChild()->text(QAccessible::Name), QStringLiteral("c2, empty"));
    }

    // Only the board's cell claims the focus: the move list, following every move, sent
    // Focus events for its rows, so a screen reader heard two objects with the focus.
    void onlyTheBoardCellClaimsFocusAfterMoves() {
        BoardView* board = window_->board();
        QVERIFY(window_->moveList()->isVisible());
        recorded().clear();
        QTest::keyClick(board, Qt::Key_Return);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Return);
        window_->controller()->undo();
        window_->controller()->redo();
        QVERIFY(sawEvent(QAccessible::Focus, board, QStringLiteral("c2, empty")));
        for (const Recorded& r : recorded()) {
            QVERIFY2(
                r.type != QAccessible::Focus || r.object == board,
                qPrintable(r.object->metaObject()->className() + QStringLiteral(" ") + r.name));
        }
        // With the focus in the list, its rows are announced as before.
        window_->moveList()->list()->setFocus();
        QTRY_VERIFY(window_->moveList()->list()->hasFocus());
        recorded().clear();
        window_->moveList()->list()->setCurrentIndex(window_->moveList()->model()->index(1, 0));
        QVERIFY(std::any_of(recorded().begin(), recorded().end(), [&](const Recorded& r) {
            return r.type == QAccessible::Focus && r.object == window_->moveList()->list();
        }));
    }

    // The status label's name is its text (no fixed name hiding it), and a change is sent.
    void statusIsReadAsText() {
        QLabel* label = window_->statusPanel()->messageLabel();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(label);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Ann (X) to move"));
        QCOMPARE(iface->text(QAccessible::Description), QStringLiteral("Game status"));
        recorded().clear();
        QTest::keyClick(window_->board(), Qt::Key_Return);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Bob (O) to move"));
        QVERIFY(sawEvent(QAccessible::NameChanged, label, QStringLiteral("Bob (O) to move")));
        // Once per change: a reader must not hear the status twice.
        const auto times = std::count_if(recorded().begin(), recorded().end(), [&](const auto& r) {
            return r.type == QAccessible::NameChanged && r.object == label;
        });
        QCOMPARE(times, 1);
    }

    // Both the person's move and the bot's are announced: the changed cell's new name, and
    // the board's description "… played … . <status>" with DescriptionChanged.
    void movesAreAnnounced() {
        GameSettings s = people(3);
        s.players[1] = {QStringLiteral("Robo"), PlayerKind::Easy};
        QVERIFY(window_->changeSettings(s));
        recorded().clear();
        BoardView* board = window_->board();
        QTest::keyClick(board, Qt::Key_Return);  // b2
        QVERIFY(sawEvent(QAccessible::NameChanged, board, QStringLiteral("b2, X")));
        QTRY_COMPARE(window_->controller()->game().history().size(), std::size_t{2});
        const Move reply = window_->controller()->game().history().back();
        const QString replyCell = QString::fromStdString(cellName(reply.cell));
        QVERIFY(sawEvent(QAccessible::NameChanged, board, replyCell + QStringLiteral(", O")));
        QTRY_VERIFY(sawEvent(QAccessible::DescriptionChanged, board,
                             QStringLiteral("Robo (O) played %1. Ann (X) to move").arg(replyCell)));
        QVERIFY(sawEvent(QAccessible::DescriptionChanged, board,
                         QStringLiteral("Ann (X) played b2. Robo (O) is thinking…")));
        QCOMPARE(QAccessible::queryAccessibleInterface(board)->text(QAccessible::Description),
                 QStringLiteral("Robo (O) played %1. Ann (X) to move").arg(replyCell));
    }

    // Keyboard on a big board: Home/End, Ctrl+Home/End, Page Up/Down; New Game re-centres.
    void bigBoardKeys() {
        QVERIFY(window_->changeSettings(people(50, 5)));
        BoardView* board = window_->board();
        board->setFocusCell({10, 10});
        QTest::keyClick(board, Qt::Key_End);
        QCOMPARE(board->focusCell(), (Cell{10, 49}));
        QTest::keyClick(board, Qt::Key_Home);
        QCOMPARE(board->focusCell(), (Cell{10, 0}));
        QTest::keyClick(board, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(board->focusCell(), (Cell{49, 49}));
        QTest::keyClick(board, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(board->focusCell(), (Cell{0, 0}));
        // At Fit the whole board is one screen: Page Down goes to the bottom row.
        QTest::keyClick(board, Qt::Key_PageDown);
        QCOMPARE(board->focusCell(), (Cell{49, 0}));
        // Zoomed in, a page is the rows in view, less one.
        for (int i = 0; i < 4; ++i) {
            window_->actions()->zoomIn()->trigger();
        }
        QCoreApplication::processEvents();
        const int cell = static_cast<int>(board->geometryNow().cellSize());
        const int rows = window_->boardArea()->scrollArea()->viewport()->height() / cell;
        QVERIFY2(rows < 40, qPrintable(QString::number(rows)));
        QTest::keyClick(board, Qt::Key_PageUp);
        QCOMPARE(board->focusCell().row, 49 - std::max(1, rows - 1));
        QTRY_VERIFY(window_->boardArea()->focusCellVisible());
        // New Game puts the focus back in the middle.
        QVERIFY(window_->newGame());
        QCOMPARE(board->focusCell(), (Cell{24, 24}));
    }

    // R-U6: the keyboard gets through the window. Enter presses the end panel's buttons; after
    // New Game, Undo or Hide the board has the focus again, so the arrows work at once; Tab
    // leaves the score table; the move list and the score table show that they have the focus.
    void keyboardFlowThroughPanelAndDocks() {
        GameController* c = window_->controller();
        BoardView* board = window_->board();
        EndPanel* panel = window_->boardArea()->endPanel();
        for (const Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        QVERIFY(panel->isVisible());
        for (QPushButton* button : {panel->hideButton(), panel->undoButton()}) {
            if (!panel->isVisible()) {
                c->undo();
                c->redo();  // the end again, and the panel with it
            }
            QVERIFY(panel->isVisible());
            button->setFocus();
            QTRY_VERIFY(button->hasFocus());
            QTest::keyClick(button, Qt::Key_Return);
            QVERIFY2(!panel->isVisible(), qPrintable(button->text()));
            QVERIFY2(board->hasFocus(), qPrintable(button->text()));
            const Cell before = board->focusCell();
            QTest::keyClick(QApplication::focusWidget(),
                            before.row > 0 ? Qt::Key_Up : Qt::Key_Down);
            QVERIFY(board->focusCell() != before);
        }
        c->redo();
        panel->newGameButton()->setFocus();
        QTRY_VERIFY(panel->newGameButton()->hasFocus());
        QTest::keyClick(panel->newGameButton(), Qt::Key_Enter);
        QVERIFY(c->game().history().empty());
        QVERIFY(board->hasFocus());
        // Tab goes on past the score table (which has a row for the win) instead of from cell to
        // cell inside it.
        QTableWidget* table = window_->scoreDock()->table();
        QTRY_VERIFY(table->rowCount() > 0);
        table->setFocus();
        table->setCurrentCell(0, 0);
        QTRY_VERIFY(table->hasFocus());
        QTest::keyClick(table, Qt::Key_Tab);
        QVERIFY(!table->hasFocus());
        // A focus ring: the edge of the list's and the table's empty area takes the highlight.
        QListView* list = window_->moveList()->list();
        for (QAbstractItemView* view :
             {static_cast<QAbstractItemView*>(list), static_cast<QAbstractItemView*>(table)}) {
            view->setFocus();
            QTRY_VERIFY(view->hasFocus());
            const QImage image = view->viewport()->grab().toImage();
            const QPoint edge(0, image.height() - 3);
            QCOMPARE(image.pixelColor(edge).rgb(),
                     view->palette().color(QPalette::Highlight).rgb());
            board->setFocus();
            QTRY_VERIFY(board->hasFocus());
            QVERIFY(view->viewport()->grab().toImage().pixelColor(edge).rgb() !=
                    view->palette().color(QPalette::Highlight).rgb());
        }
    }

    // Zoom in and out keep the focus cell visible; Fit returns to the whole board.
    void zoomKeepsFocusInView() {
        window_->resize(640, 480);
        QVERIFY(window_->changeSettings(people(50, 5)));
        QCoreApplication::processEvents();
        BoardArea* area = window_->boardArea();
        BoardView* board = window_->board();
        const double fit = board->geometryNow().cellSize();
        QVERIFY2(fit < 12, qPrintable(QString::number(fit)));  // the 10-pixel cells of the issue
        board->setFocusCell({40, 45});
        GameActions* actions = window_->actions();
        QVERIFY(!actions->zoomOut()->isEnabled());
        for (int i = 0; i < 5; ++i) {
            actions->zoomIn()->trigger();
            QCoreApplication::processEvents();
            QVERIFY(area->focusCellVisible());
        }
        QVERIFY2(board->geometryNow().cellSize() >= 2 * fit,
                 qPrintable(QString::number(board->geometryNow().cellSize())));
        QVERIFY(actions->zoomOut()->isEnabled());
        // Moving the focus scrolls the board along.
        QTest::keyClick(board, Qt::Key_Home, Qt::ControlModifier);
        QTRY_VERIFY(area->focusCellVisible());
        QTest::keyClick(board, Qt::Key_End, Qt::ControlModifier);
        QTRY_VERIFY(area->focusCellVisible());
        actions->zoomOut()->trigger();
        QTRY_VERIFY(area->focusCellVisible());
        // Ctrl+wheel zooms too.
        const double before = board->geometryNow().cellSize();
        QWheelEvent wheel(QPointF(board->cellCentre(board->focusCell())), QPointF(), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                          false);
        QCoreApplication::sendEvent(board, &wheel);
        QVERIFY(board->geometryNow().cellSize() > before);
        actions->zoomFit()->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(board->zoomCell(), 0.0);
        QTRY_COMPARE(board->geometryNow().cellSize(), fit);
    }

    // On 10-pixel cells the focus frame lies on the cell's border, not over its mark.
    void focusFrameLeavesTheMark() {
        window_->resize(640, 480);
        QVERIFY(window_->changeSettings(people(50, 5)));
        QCoreApplication::processEvents();
        BoardView* board = window_->board();
        board->setFocus();
        QCOMPARE(window_->controller()->playCell({20, 20}), MoveError::None);
        board->setFocusCell({20, 20});
        const BoardGeometry g = board->geometryNow();
        QVERIFY(g.cellSize() <= 12);
        QImage image(board->size(), QImage::Format_ARGB32_Premultiplied);
        board->render(&image);
        const QColor focus = BoardColors::from(board->palette(), false).focus;
        const QRectF cell = g.cellRect({20, 20});
        const double inset = cell.width() * 0.2;  // where the X's strokes begin
        for (const QPointF p :
             {cell.topLeft() + QPointF(inset, inset),
              cell.bottomRight() - QPointF(inset + 1, inset + 1), cell.center()}) {
            QVERIFY2(image.pixelColor(p.toPoint()).rgb() != focus.rgb(),
                     qPrintable(QStringLiteral("(%1, %2)").arg(p.x()).arg(p.y())));
        }
        // …and it is drawn: the cell's corner carries the focus colour.
        QCOMPARE(image.pixelColor(cell.topLeft().toPoint()).rgb(), focus.rgb());
    }

private:
    void open(const GameSettings& settings) {
        store_.open();
        settings.save(*store_);
        store_->setValue(QStringLiteral("view/animations"), false);
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->activateWindow();
        window_->board()->setFocus();
        QTRY_VERIFY(window_->board()->hasFocus());
    }

    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;
};

OXO_TEST_MAIN(TestBoardAccess)
#include "test_board_access.moc"
