// Motion and sound: marks are animated without ever holding the game back, motion
// stops when the person or the desktop asks; sounds play through a recorder (no audio device
// offscreen) and, without a device, nothing is printed. Runs offscreen.
#include <QAction>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/controller/game_controller.h"
#include "oxo/widgets/board_animator.h"
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/motion_preference.h"
#include "oxo/widgets/sound_player.h"
#include "people_window_fixture.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::people;
using oxo::test::playWin;

namespace {

// What reached Qt's message handler while a test listened.
QStringList& printed() {
    static QStringList lines;
    return lines;
}

void keepMessage(QtMsgType /*type*/, const QMessageLogContext& /*context*/, const QString& text) {
    printed() << text;
}

}  // namespace

class TestMotionSound : public oxo::test::PeopleWindowFixture {
    Q_OBJECT

private slots:
    void init() { open(true); }
    void cleanup() {
        close();
        qunsetenv("OXO_REDUCED_MOTION");
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

private:
    void playWinFrom(Cell first) {
        GameController* c = window_->controller();
        QCOMPARE(c->position().at(first), Player{0});
        for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 2}}) {
            QCOMPARE(c->playCell(cell), MoveError::None);
        }
        QVERIFY(c->isOver());
    }
};

OXO_TEST_MAIN(TestMotionSound)
#include "test_motion_sound.moc"
