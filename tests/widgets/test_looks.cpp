// The window's colours, glyphs and words: icons drawn in the palette's text colour, the last
// move and the hovered cell told apart (a yellow O stays yellow in high contrast), a clock
// without a glyph a font may lack; menu names, access keys, tooltips and the Pause Bots
// toggle. Runs offscreen.
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

class TestLooks : public QObject {
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

    // View names what it toggles ("Toolbar", not "Game"), and every entry in it has an access
    // key of its own (Moves, Score and the toolbar had none).
    void viewMenuNamesItsTogglesWithAccessKeys() {
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

private:
    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestLooks)
#include "test_looks.moc"
