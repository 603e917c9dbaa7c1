// The desk (R-U4, R-U6, R-U7, R-U10, R-F2, R-F5): what a careful user found in the
// window: the clock behind dialogs, the settings dialog, the gravity hover, statistics rows,
// the restored autosave's file, engine seats the rules cannot have. Real widgets under
// QT_QPA_PLATFORM=offscreen; each test is named after its item.
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
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
#include "oxo/widgets/board_view.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/game_actions.h"
#include "oxo/widgets/help_dialogs.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/move_list_dock.h"
#include "oxo/widgets/score_dock.h"
#include "oxo/widgets/settings_dialog.h"
#include "oxo/widgets/status_panel.h"
#include "scratch_settings.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

using test::twoPeople;

// Runs `fn` on the modal widget shown next (a dialog opened by the code under test). `fn`
// records what it sees and closes the dialog; the test checks afterwards, so a failed check
// never leaves a dialog open (and the test waiting for it). Anything else modal is closed.
template <typename Widget>
void onModal(std::function<void(Widget*)> fn, int delayMs = 0) {
    QTimer::singleShot(delayMs, [fn] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* widget = qobject_cast<Widget*>(modal)) {
            fn(widget);
        } else if (modal != nullptr) {
            modal->close();
        }
    });
}

}  // namespace

class TestDesk : public QObject {
    Q_OBJECT

    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;
    QStringList notified_;

    void makeWindow(const GameSettings& settings) {
        window_.reset();
        settings.save(*store_);
        window_ = std::make_unique<MainWindow>(store_.get());
        window_->files()->setNotifier(
            [this](const QString&, const QString& text) { notified_ << text; });
        window_->files()->setReporter([](const QString&, const QString& text) {
            QFAIL(qPrintable(QStringLiteral("unexpected message: ") + text));
        });
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    GameController* controller() const { return window_->controller(); }

private slots:
    void init() {
        store_.open();
        notified_.clear();
    }
    void cleanup() {
        window_.reset();
        store_.close();
    }

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
        onModal<QMessageBox>(
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

    // R-F5, R-U4: a saved engine seat plus `oxo --size 7 --win 4 --gravity` is settled before
    // the game starts, with a message, and the dialog shows the seat as it now is.
    void engineSeatUnderRulesEnginesCannotPlay() {
        GameSettings s = GameSettings::defaults();
        s.rules = Rules::square(15, 5);
        s.players[1] = {QStringLiteral("Brain"), PlayerKind::Engine, QStringLiteral("/bin/true")};
        s.botPauseMs = 0;
        makeWindow(s);
        QCOMPARE(controller()->settings().players[1].kind, PlayerKind::Engine);
        Rules rules = Rules::square(7, 4);
        rules.gravity = true;
        window_->files()->startSession(
            QString(), rules, AutosaveStore(store_.dir().filePath(QStringLiteral("auto"))));
        QCOMPARE(controller()->game().rules(), rules);
        QCOMPARE(controller()->settings().players[1].kind, PlayerKind::Hard);
        QCOMPARE(notified_.size(), 1);
        QVERIFY2(notified_[0].contains(QStringLiteral("/bin/true")), qPrintable(notified_[0]));
        SettingsDialog dialog(controller()->settings());
        QCOMPARE(dialog.kindBox(1)->currentData().toInt(), int(PlayerKind::Hard));
    }

    // R-U4: choosing "Engine…" leaves the name and the program path readable.
    void engineChoiceDoesNotSquashTheFields() {
        GameSettings s = GameSettings::defaults();
        s.rules = Rules::square(15, 5);
        SettingsDialog dialog(s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int nameWidth = dialog.nameEdit(1)->width();
        dialog.kindBox(1)->setCurrentIndex(dialog.kindBox(1)->findData(int(PlayerKind::Engine)));
        QApplication::processEvents();
        QVERIFY(dialog.enginePathEdit(1)->isVisible());
        QVERIFY2(dialog.nameEdit(1)->width() >= std::min(nameWidth, 120),
                 qPrintable(QString::number(dialog.nameEdit(1)->width())));
        QVERIFY2(dialog.enginePathEdit(1)->width() >= 200,
                 qPrintable(QString::number(dialog.enginePathEdit(1)->width())));
    }

    // R-U4: a disabled "Start New Game" says why.
    void disabledStartSaysWhy() {
        SettingsDialog dialog(twoPeople());
        dialog.show();
        QPushButton* ok = dialog.buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QVERIFY(dialog.problemLabel()->isHidden());
        dialog.nameEdit(1)->clear();
        QVERIFY(!ok->isEnabled());
        QVERIFY(!dialog.problemLabel()->isHidden());
        QVERIFY2(dialog.problemLabel()->text().contains(QStringLiteral("O")),
                 qPrintable(dialog.problemLabel()->text()));
        dialog.nameEdit(1)->setText(QStringLiteral("Zoe"));
        QVERIFY(ok->isEnabled());
        QVERIFY(dialog.problemLabel()->isHidden());
    }

    // R-U4: a typed 60 does not silently become 6: the text stays, the range is shown, and
    // the game cannot start until the value is one the board allows.
    void typedOutOfRangeValueShowsTheRange() {
        SettingsDialog dialog(twoPeople());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSpinBox* size = dialog.sizeBox();
        size->setFocus();
        size->selectAll();
        QTest::keyClicks(size, QStringLiteral("60"));
        QCOMPARE(size->text(), QStringLiteral("60"));
        QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        const QString why = dialog.problemLabel()->text();
        QVERIFY2(why.contains(QStringLiteral("60")) && why.contains(QStringLiteral("3")) &&
                     why.contains(QStringLiteral("50")),
                 qPrintable(why));
        size->selectAll();
        QTest::keyClicks(size, QStringLiteral("12"));
        QCOMPARE(size->value(), 12);
        QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    // R-U4: answering No to "Start a new game?" returns to the dialog with every change kept.
    void declinedNewGameKeepsTheDialogsChanges() {
        makeWindow(twoPeople());
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        int asked = 0;
        window_->setConfirmDiscard([&asked] { return ++asked > 1; });  // no, then yes
        int shown = 0;
        int sizeShownAgain = 0;
        QString nameShownAgain;
        std::function<void(SettingsDialog*)> handle = [&](SettingsDialog* d) {
            ++shown;
            if (shown == 1) {
                d->sizeBox()->setValue(9);
                d->nameEdit(1)->setText(QStringLiteral("Zoe"));
                onModal<SettingsDialog>(handle);
                d->accept();
                return;
            }
            sizeShownAgain = d->sizeBox()->value();
            nameShownAgain = d->nameEdit(1)->text();
            d->accept();
        };
        onModal<SettingsDialog>(handle);
        window_->openSettings();
        QCOMPARE(shown, 2);
        QCOMPARE(sizeShownAgain, 9);  // back in the dialog, changes kept
        QCOMPARE(nameShownAgain, QStringLiteral("Zoe"));
        QCOMPARE(asked, 2);
        QCOMPARE(controller()->position().size(), 9);
        QCOMPARE(controller()->settings().players[1].name, QStringLiteral("Zoe"));
    }

    // R-U4: a seat switched from person to bot does not keep "You" ("You (X) is thinking…");
    // a default name follows the kind, a typed one stays.
    void defaultNameFollowsTheKind() {
        SettingsDialog dialog(GameSettings::defaults());
        QCOMPARE(dialog.nameEdit(0)->text(), QStringLiteral("You"));
        dialog.kindBox(0)->setCurrentIndex(dialog.kindBox(0)->findData(int(PlayerKind::Hard)));
        QCOMPARE(dialog.nameEdit(0)->text(), QStringLiteral("Computer"));
        dialog.kindBox(0)->setCurrentIndex(dialog.kindBox(0)->findData(int(PlayerKind::Human)));
        QCOMPARE(dialog.nameEdit(0)->text(), QStringLiteral("You"));
        dialog.nameEdit(0)->setText(QStringLiteral("Ann"));
        dialog.kindBox(0)->setCurrentIndex(dialog.kindBox(0)->findData(int(PlayerKind::Easy)));
        QCOMPARE(dialog.nameEdit(0)->text(), QStringLiteral("Ann"));
        // The seat of O starts as the computer; made a person, it is no longer "Computer".
        dialog.kindBox(1)->setCurrentIndex(dialog.kindBox(1)->findData(int(PlayerKind::Human)));
        QVERIFY(dialog.nameEdit(1)->text() != QStringLiteral("Computer"));
    }

    // R-U4: the dialog grows for four players and shrinks back for two.
    void dialogShrinksWithFewerPlayers() {
        SettingsDialog dialog(twoPeople());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int two = dialog.height();
        dialog.playersBox()->setValue(4);
        QApplication::processEvents();
        QTRY_VERIFY(dialog.height() > two);
        dialog.playersBox()->setValue(2);
        QTRY_COMPARE(dialog.height(), two);
    }

    // R-U6, R-E13: under gravity the hover marks the cell where the mark will land.
    void gravityHoverMarksTheLandingCell() {
        GameSettings s = twoPeople(5);
        s.rules.winLength = 4;
        s.rules.gravity = true;
        makeWindow(s);
        BoardView* board = window_->board();
        QTest::mouseMove(board, board->cellCentre({0, 2}));
        QTRY_COMPARE(board->hoveredCell(), std::optional<Cell>(Cell{4, 2}));
        QCOMPARE(controller()->playCell({4, 2}), MoveError::None);
        QTest::mouseMove(board, board->cellCentre({1, 3}));
        QTest::mouseMove(board, board->cellCentre({1, 2}));
        QTRY_COMPARE(board->hoveredCell(), std::optional<Cell>(Cell{3, 2}));
    }

    // R-F2: a restored autosave remembers the file it came from: the title shows it and Save
    // writes to it without asking.
    void restoredAutosaveRemembersItsFile() {
        makeWindow(twoPeople());
        const AutosaveStore store(store_.dir().filePath(QStringLiteral("auto")));
        GameRecord record = recordOf(*controller());
        record.moves = {{0, 0}, {1, 1}};
        const QString file = store_.dir().filePath(QStringLiteral("mine.oxo"));
        QVERIFY(saveGameFile(file, record));
        window_->files()->startSession(file, std::nullopt, store);
        QCOMPARE(controller()->playCell({2, 2}), MoveError::None);
        window_->files()->flushAutosave();
        window_->close();

        makeWindow(twoPeople());
        int asked = 0;
        window_->files()->setChooser([&asked](bool, const QString&) {
            ++asked;
            return QString();
        });
        window_->files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(controller()->game().history().size(), std::size_t{3});
        QCOMPARE(window_->files()->currentFile(), QFileInfo(file).absoluteFilePath());
        QVERIFY(window_->windowTitle().contains(QStringLiteral("mine.oxo")));
        QVERIFY(window_->isWindowModified());  // one move more than the file
        QVERIFY(window_->files()->save());
        QCOMPARE(asked, 0);
        QCOMPARE(loadGameFile(file).game->record.moves.size(), std::size_t{3});
        QVERIFY(!window_->isWindowModified());
    }

    // R-U7: a finished game counts once, whatever happens after: undo took the win out of the
    // statistics, and undo, redo or another ending must neither remove nor add a count.
    void finishedGameCountsOnceInTheScore() {
        makeWindow(twoPeople());
        GameController* c = controller();
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

QTEST_MAIN(TestDesk)
#include "test_desk.moc"
