// The window's colours and glyphs in every palette: icons drawn in the palette's text colour,
// the last move and the hovered cell told apart (a yellow O stays yellow in high contrast), a
// clock without a glyph a font may lack. Runs offscreen.
#include <QAction>
#include <QColor>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/help_dialogs.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/status_panel.h"
#include "oxo/widgets/theme.h"
#include "people.h"
#include "scratch_settings.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;

namespace {

// The lightest opaque pixel of an icon at 24 pixels.
int lightest(const QIcon& icon) {
    const QImage image = icon.pixmap(24, 24).toImage();
    int best = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200) {
                best = std::max(best, c.lightness());
            }
        }
    }
    return best;
}

}  // namespace

class TestPalettes : public QObject {
    Q_OBJECT

private slots:
    void init() {
        store_.open();
        people().save(*store_);
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() {
        window_.reset();
        store_.close();
    }

    // Icons are drawn in the palette's text colour: light on dark backgrounds.
    void iconsReadOnEveryPalette() {
        for (Theme theme : {Theme::Dark, Theme::HighContrast}) {
            window_->applyTheme(theme);
            QVERIFY2(lightest(window_->actions()->pause()->icon()) > 180,
                     qPrintable(Themes::name(theme)));
        }
        window_->applyTheme(Theme::Light);
        QVERIFY(lightest(window_->actions()->pause()->icon()) < 100);
    }

    // The last move and the hovered cell differ clearly; in high contrast the last-move mark
    // leaves a yellow O yellow.
    void highlightsStayApart() {
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast}) {
            const QPalette palette = Themes::palette(theme, QPalette());
            const BoardColors c = BoardColors::from(palette, theme == Theme::HighContrast);
            QVERIFY2(
                std::abs(c.hover.hue() - c.lastMoveRing.hue()) > 60 || c.hover.saturation() < 30,
                qPrintable(Themes::name(theme)));
        }
        window_->applyTheme(Theme::HighContrast);
        QCOMPARE(window_->controller()->playCell({0, 0}), MoveError::None);
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);  // O, the last move
        window_->board()->animator()->clear();
        BoardView* board = window_->board();
        QImage image(board->size(), QImage::Format_ARGB32_Premultiplied);
        board->render(&image);
        const QRectF cell = board->geometryNow().cellRect({1, 1});
        // The O's stroke crosses the cell's middle row at 20% in from the left.
        int yellow = 0;
        for (int x = int(cell.left()); x < int(cell.center().x()); ++x) {
            if (image.pixelColor(x, int(cell.center().y())).rgb() == QColor(0xff, 0xff, 0).rgb()) {
                ++yellow;
            }
        }
        QVERIFY2(yellow >= 2, qPrintable(QString::number(yellow)));
    }

    // The clock shows a drawn icon and a time, no glyph a font may lack.
    void clockHasNoMissingGlyph() {
        GameSettings s = people();
        s.clock.enabled = true;
        s.clock.seconds = 30;
        QVERIFY(window_->changeSettings(s));
        QTRY_VERIFY(!window_->statusPanel()->clockText().isEmpty());
        QVERIFY(!window_->statusPanel()->clockText().contains(QChar(0x23F1)));
        QVERIFY(window_->statusPanel()->clockText().contains(QLatin1Char(':')));
    }

private:
    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;
};

OXO_TEST_MAIN(TestPalettes)
#include "test_palettes.moc"
