// Zoomed big boards (R-U1, R-U6): the coordinates stay in sight while the board scrolls,
// Ctrl+wheel zooms around the pointer, the hover follows the board under a still pointer,
// the labels are readable at Fit, and a small window gives its room to the board. Offscreen.
#include <QAction>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>
#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/notation.h"
#include "oxo/widgets/board_area.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/score_dock.h"
#include "people.h"
#include "scratch_settings.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;

class TestZoom : public QObject {
    Q_OBJECT

private slots:
    void init() {
        store_.open();
        people(50, 5).save(*store_);
        store_->setValue(QStringLiteral("view/animations"), false);
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->resize(900, 640);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() {
        window_.reset();
        store_.close();
    }

    // Scrolled to the far corner, the column letters and row numbers are still drawn along
    // the top and the left of what is in view (they scrolled away with the board).
    void coordinatesStayPinnedWhileScrolling() {
        zoomIn(4);
        QScrollArea* scroll = window_->boardArea()->scrollArea();
        scroll->horizontalScrollBar()->setValue(scroll->horizontalScrollBar()->maximum());
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QTest::qWait(20);
        const QImage view = scroll->viewport()->grab().toImage();
        const int band = static_cast<int>(board()->geometryNow().band());
        QVERIFY(board()->geometryNow().cellSize() > band);  // the band is not a cell's edge
        const QColor text = board()->palette().color(QPalette::Text);
        const auto inked = [&](QRect strip) {
            int count = 0;
            for (int y = strip.top(); y <= strip.bottom(); ++y) {
                for (int x = strip.left(); x <= strip.right(); ++x) {
                    const QColor c = view.pixelColor(x, y);
                    count += std::abs(c.lightness() - text.lightness()) < 40 ? 1 : 0;
                }
            }
            return count;
        };
        QVERIFY2(inked(QRect(band, 0, view.width() - band, band)) > 20, "no column letters");
        QVERIFY2(inked(QRect(0, band, band, view.height() - band)) > 20, "no row numbers");
    }

    // Ctrl+wheel keeps the cell under the pointer under the pointer, wherever the keyboard's
    // focus cell is.
    void ctrlWheelZoomsAroundThePointer() {
        board()->setFocusCell({0, 0});
        zoomIn(2);
        QWidget* viewport = window_->boardArea()->scrollArea()->viewport();
        const QPoint pointer(viewport->width() * 3 / 4, viewport->height() * 3 / 4);
        const auto under = [&] {
            return board()->geometryNow().cellAt(board()->mapFrom(viewport, pointer));
        };
        const auto before = under();
        QVERIFY(before.has_value());
        QWheelEvent wheel(QPointF(board()->mapFrom(viewport, pointer)), QPointF(), QPoint(),
                          QPoint(0, 240), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                          false);
        const double cell = board()->geometryNow().cellSize();
        QCoreApplication::sendEvent(board(), &wheel);
        QTest::qWait(20);
        QVERIFY(board()->geometryNow().cellSize() > cell);
        QCOMPARE(under(), before);
    }

    // The hover mark follows the board when it zooms or scrolls under a pointer that stays
    // still (it stayed on the cell the pointer had left).
    void hoverFollowsTheBoardUnderAStillPointer() {
        board()->setFocusCell({10, 10});
        zoomIn(2);
        QTest::qWait(20);
        const QPoint at = board()->cellCentre({14, 16});
        QTest::mouseMove(board(), at);
        QCOMPARE(board()->hoveredCell(), std::optional<Cell>(Cell{14, 16}));
        const QPoint global = board()->mapToGlobal(at);
        window_->actions()->zoomIn()->trigger();  // around the focus cell, not the pointer
        QTest::qWait(20);
        const auto now = board()->geometryNow().cellAt(board()->mapFromGlobal(global));
        QVERIFY(now != std::optional<Cell>(Cell{14, 16}));
        QCOMPARE(board()->hoveredCell(), now);
        window_->boardArea()->scrollArea()->verticalScrollBar()->setValue(0);
        QTest::qWait(20);
        QCOMPARE(board()->hoveredCell(),
                 board()->geometryNow().cellAt(board()->mapFromGlobal(global)));
    }

    // At Fit a 50×50 board's labels are big enough to read, and far enough apart not to run
    // into each other.
    void labelsAreReadableAtFit() {
        const BoardGeometry g = board()->geometryNow();
        QVERIFY2(g.cellSize() < 12, qPrintable(QString::number(g.cellSize())));
        QVERIFY2(g.labelPixels() >= 10, qPrintable(QString::number(g.labelPixels())));
        QFont font = board()->font();
        font.setPixelSize(g.labelPixels());
        const QFontMetricsF metrics(font);
        const double widest = metrics.horizontalAdvance(QString::fromStdString(columnName(49)));
        QVERIFY(g.labelStep(widest) * g.cellSize() >= widest + 2);
        QVERIFY(metrics.horizontalAdvance(QStringLiteral("50")) <= g.band() - 2);
    }

    // A small window gives the board most of its width: the docks shrink with it.
    void smallWindowGivesTheBoardTheRoom() {
        window_->resize(640, 420);
        QTest::qWait(50);
        const int boardWidth = window_->boardArea()->width();
        QVERIFY2(boardWidth >= window_->width() * 2 / 3,
                 qPrintable(QStringLiteral("%1 of %2").arg(boardWidth).arg(window_->width())));
        QVERIFY(window_->moveList()->isVisible());
        QVERIFY(window_->scoreDock()->isVisible());
    }

private:
    BoardView* board() const { return window_->board(); }
    void zoomIn(int times) {
        for (int i = 0; i < times; ++i) {
            window_->actions()->zoomIn()->trigger();
            QCoreApplication::processEvents();
        }
    }

    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;
};

OXO_TEST_MAIN(TestZoom)
#include "test_zoom.moc"
