// What the window tells and shows besides the board itself. The line naming the
// game, the end-of-game panel over a dimmed board, the answer to a refused click, motion that
// never holds the game back and stops when asked, sound through a recorder (no audio device
// offscreen), the Players menu, How to Play and the shortcuts window (the colours and glyphs in
// every palette: test_looks.cpp). Runs offscreen.
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

#include "oxo/controller/gamecontroller.h"
#include "oxo/widgets/boardanimator.h"
#include "oxo/widgets/boardarea.h"
#include "oxo/widgets/boardview.h"
#include "oxo/widgets/endpanel.h"
#include "oxo/widgets/gameactions.h"
#include "oxo/widgets/helpdialogs.h"
#include "oxo/widgets/mainwindow.h"
#include "oxo/widgets/motionpreference.h"
#include "oxo/widgets/soundplayer.h"
#include "oxo/widgets/statuspanel.h"
#include "people.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;

namespace {

void playWin(GameController* c) {
    for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
        QCOMPARE(c->playCell(cell), MoveError::None);
    }
}

// What reached Qt's message handler while a test listened.
QStringList& printed() {
    static QStringList lines;
    return lines;
}

void keepMessage(QtMsgType /*type*/, const QMessageLogContext& /*context*/, const QString& text) {
    printed() << text;
}

}  // namespace

class TestFeedback : public QObject {
    Q_OBJECT

private slots:
    void init() { open(true); }
    void cleanup() {
        window_.reset();
        store_.reset();
        dir_.reset();
        qunsetenv("OXO_REDUCED_MOTION");
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

    // Sound is off by default; the toggle turns it on and is remembered; moves, a win and a
    // draw make their sounds. Nothing here needs an audio device.
    void soundToggle() {
        std::vector<Sound> heard;
        window_->sounds()->setRecorder([&heard](Sound s) { heard.push_back(s); });
        QVERIFY(!window_->actions()->sound()->isChecked());
        QCOMPARE(window_->controller()->playCell({2, 2}), MoveError::None);
        QVERIFY(heard.empty());
        window_->actions()->sound()->trigger();
        QVERIFY(window_->sounds()->isEnabled());
        QCOMPARE(store_->value(QStringLiteral("view/sound")).toBool(), true);
        window_->controller()->newGame();
        playWin(window_->controller());
        QCOMPARE(heard, (std::vector<Sound>{Sound::Move, Sound::Move, Sound::Move, Sound::Move,
                                            Sound::Win}));
        heard.clear();
        window_->controller()->newGame();
        for (Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{0, 2}, Cell{1, 1}, Cell{1, 0}, Cell{1, 2},
                       Cell{2, 1}, Cell{2, 0}, Cell{2, 2}}) {
            window_->controller()->playCell(c);
        }
        QVERIFY(!heard.empty());
        QCOMPARE(heard.back(), Sound::Draw);
        // The real player, with no audio device offscreen, stays quiet and does not fail.
        window_->sounds()->setRecorder({}, false);
        window_->sounds()->play(Sound::Win);
        window_->sounds()->play(Sound::Illegal);
        // Remembered for the next start.
        window_.reset();
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        QVERIFY(window_->sounds()->isEnabled());
        QVERIFY(window_->actions()->sound()->isChecked());
    }

    // With sound on and no audio device, nothing reaches the terminal: Qt Multimedia printed
    // PulseAudio's complaints for every game. (Offscreen here there is no sound server; with
    // one, nothing is printed either.)
    void soundWithoutADevicePrintsNothing() {
        printed().clear();
        window_->sounds()->setRecorder({}, false);  // the real player
        window_->setSoundEnabled(true);
        const QtMessageHandler previous = qInstallMessageHandler(keepMessage);
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        window_->sounds()->play(Sound::Illegal);
        QTest::qWait(1000);  // the effects load their samples on the event loop
        qInstallMessageHandler(previous);
        for (const QString& line : std::as_const(printed())) {
            QVERIFY2(
                !line.contains(QStringLiteral("udio")) && !line.contains(QStringLiteral("Pulse")),
                qPrintable(line));
        }
    }

    // Marks are animated, but the game has changed before the first frame is drawn.
    void motionNeverDelaysTheGame() {
        QVERIFY(window_->animationsActive());
        BoardView* board = window_->board();
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        QCOMPARE(window_->controller()->position().at(Cell{1, 1}), Player{0});
        QVERIFY(board->animator()->isAnimating());
        const auto frame = board->animator()->markFrame({1, 1});
        QVERIFY(frame.has_value());
        QVERIFY(frame->opacity < 1);
        QVERIFY(window_->controller()->isHumanTurn());  // Bob may play at once
        QCOMPARE(window_->controller()->playCell({0, 0}), MoveError::None);
        QTRY_VERIFY(!board->animator()->isAnimating());
        QVERIFY(BoardAnimator::kAppearMs <= 250 && BoardAnimator::kDropMaxMs <= 250 &&
                BoardAnimator::kWinLineMs <= 250);
        // Under gravity the mark starts above its landing cell.
        GameSettings s = people(5);
        s.rules.winLength = 4;
        s.rules.gravity = true;
        QVERIFY(window_->changeSettings(s));
        QCOMPARE(window_->controller()->playCell({0, 2}), MoveError::None);
        const auto drop = board->animator()->markFrame({4, 2});
        QVERIFY(drop.has_value());
        QVERIFY(drop->rowOffset < 0);
        // The person turns motion off: nothing moves any more, and it is remembered.
        window_->actions()->animations()->trigger();
        QVERIFY(!window_->animationsActive());
        QCOMPARE(store_->value(QStringLiteral("view/animations")).toBool(), false);
        QCOMPARE(window_->controller()->playCell({0, 3}), MoveError::None);
        QVERIFY(!board->animator()->isAnimating());
        QVERIFY(!board->animator()->markFrame({4, 3}).has_value());
    }

    // The desktop's reduced-motion setting wins: no motion, and the toggle says why.
    void reducedMotionHonoured() {
        window_.reset();
        qputenv("OXO_REDUCED_MOTION", "1");
        open(true);
        QVERIFY(!window_->animationsActive());
        QVERIFY(!window_->actions()->animations()->isEnabled());
        QVERIFY(!window_->actions()->animations()->isChecked());
        QCOMPARE(window_->controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(!window_->board()->animator()->isAnimating());
        playWinFrom({1, 1});
        QCOMPARE(window_->board()->animator()->lineProgress(), 1.0);
        // The person's own choice is kept for a desktop that allows motion again.
        QCOMPARE(store_->value(QStringLiteral("view/animations"), true).toBool(), true);
    }

    // Where the desktop's reduced-motion setting is read from.
    void motionPreferenceSources() {
        QTemporaryDir config;
        QCOMPARE(MotionPreference::fromConfigFiles(config.path()), std::optional<bool>());
        QDir(config.path()).mkpath(QStringLiteral("gtk-3.0"));
        {
            QFile gtk(config.filePath(QStringLiteral("gtk-3.0/settings.ini")));
            QVERIFY(gtk.open(QIODevice::WriteOnly));
            gtk.write("[Settings]\ngtk-enable-animations=false\n");
        }
        QCOMPARE(MotionPreference::fromConfigFiles(config.path()), std::optional<bool>(true));
        {
            QFile kde(config.filePath(QStringLiteral("kdeglobals")));
            QVERIFY(kde.open(QIODevice::WriteOnly));
            kde.write("[KDE]\nAnimationDurationFactor=0.5\n");
        }
        QCOMPARE(MotionPreference::fromConfigFiles(config.path()), std::optional<bool>(false));
        qputenv("OXO_REDUCED_MOTION", "0");
        QCOMPARE(MotionPreference::fromEnvironment(), std::optional<bool>(false));
        qputenv("OXO_REDUCED_MOTION", "yes");
        QCOMPARE(MotionPreference::fromEnvironment(), std::optional<bool>(true));
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

private:
    void open(bool animations) {
        if (!dir_) {
            dir_ = std::make_unique<QTemporaryDir>();
            store_ = std::make_unique<QSettings>(dir_->filePath(QStringLiteral("oxo.ini")),
                                                 QSettings::IniFormat);
            people().save(*store_);
            store_->setValue(QStringLiteral("view/animations"), animations);
        }
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void playWinFrom(Cell first) {
        GameController* c = window_->controller();
        QCOMPARE(c->position().at(first), Player{0});
        for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 2}}) {
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        QVERIFY(c->isOver());
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QSettings> store_;
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestFeedback)
#include "test_feedback.moc"
