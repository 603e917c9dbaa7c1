// The settings dialog and what it persists (R-U4, R-U10, R-F5): limits that make invalid input
// impossible, OK starting a new game (asking first), Cancel changing nothing, QSettings, the
// rule list, engine seats the rules cannot have, fields that stay readable, a disabled Start
// that says why.
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "oxo/controller/game_controller.h"
#include "oxo/files/autosave_store.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "oxo/widgets/settings_dialog.h"
#include "scratch_settings.h"
#include "settings_window_fixture.h"
#include "test_main.h"
#include "two_people.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

// Whether the rule list lets the family be picked now (R-E14, R-E15).
bool ruleOffered(const SettingsDialog& d, Family family) {
    const auto* model = qobject_cast<const QStandardItemModel*>(d.ruleBox()->model());
    const int row = d.ruleBox()->findData(int(family));
    return model != nullptr && row >= 0 && model->item(row)->isEnabled();
}

// Runs `fn` on the settings dialog once MainWindow::openSettings() has shown it.
void onDialog(const std::function<void(SettingsDialog*)>& fn) {
    QTimer::singleShot(0, [fn] {
        auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        fn(dialog);
    });
}

}  // namespace

class TestSettings : public test::SettingsWindowFixture {
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // R-U4: a range of one value reads as that value ("choose 3 to 3" did not), whether the
    // typed value is refused or corrected on leaving the field.
    void rangeOfOneValueReadsSensibly() {
        SettingsDialog dialog(test::twoPeople());  // 3×3: the win length can only be 3
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSpinBox* win = dialog.winLengthBox();
        QCOMPARE(win->maximum(), 3);
        win->setFocus();
        QTRY_VERIFY(win->hasFocus());
        win->selectAll();
        QTest::keyClicks(win, QStringLiteral("5"));
        QCOMPARE(dialog.problemLabel()->text(),
                 QStringLiteral("Win length 5 is not possible: it can only be 3."));
        dialog.sizeBox()->setFocus();  // leaving the field corrects the value
        QTRY_VERIFY(!dialog.problemLabel()->text().isEmpty());
        QCOMPARE(dialog.problemLabel()->text(),
                 QStringLiteral("Win length 5 is not possible (only 3), so 3 is used."));
    }

    // R-U4: the seat list has room for "Engine…" from the start, and choosing it does not
    // widen the dialog (the program's row fits the width the seats already have).
    void seatListFitsEngineWithoutWidening() {
        GameSettings s = test::twoPeople();
        s.rules = Rules::square(3);  // no engines on 3×3: "Engine…" comes with a bigger board
        SettingsDialog dialog(s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.sizeBox()->setValue(15);
        dialog.winLengthBox()->setValue(5);
        QComboBox* kinds = dialog.kindBox(1);
        const int engine = kinds->findData(int(PlayerKind::Engine));
        QVERIFY(engine >= 0);
        // The box is as wide as its widest entry needs.
        QStyleOptionComboBox option;
        option.initFrom(kinds);
        const QSize text(kinds->fontMetrics().horizontalAdvance(kinds->itemText(engine)),
                         kinds->fontMetrics().height());
        const int needed =
            kinds->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, kinds).width();
        QVERIFY2(kinds->width() >= needed,
                 qPrintable(QStringLiteral("%1 < %2").arg(kinds->width()).arg(needed)));
        QTest::qWait(20);
        const int width = dialog.width();
        kinds->setCurrentIndex(engine);
        QTest::qWait(20);
        QVERIFY(dialog.enginePathEdit(1)->isVisible());
        QCOMPARE(dialog.width(), width);
    }

    // The win length follows the board size; sizes stop at 3 and 50.
    void limits() {
        SettingsDialog d(GameSettings::defaults());
        QCOMPARE(d.sizeBox()->minimum(), 3);
        QCOMPARE(d.sizeBox()->maximum(), 50);
        d.sizeBox()->setValue(99);
        QCOMPARE(d.sizeBox()->value(), 50);
        d.sizeBox()->setValue(7);
        QCOMPARE(d.winLengthBox()->maximum(), 7);
        d.winLengthBox()->setValue(7);
        QVERIFY(!ruleOffered(d, Family::Exact));  // K = N: nothing longer exists
        QVERIFY(!ruleOffered(d, Family::Renju));  // renju is five in a row
        d.winLengthBox()->setValue(5);
        QVERIFY(ruleOffered(d, Family::Exact));
        QVERIFY(ruleOffered(d, Family::Renju));
        d.ruleBox()->setCurrentIndex(d.ruleBox()->findData(int(Family::Renju)));
        QCOMPARE(d.settings().rules.family, Family::Renju);
        d.playersBox()->setValue(3);  // renju is two players: the choice falls back
        QVERIFY(!ruleOffered(d, Family::Renju));
        QCOMPARE(d.settings().rules.family, Family::Freestyle);
        d.playersBox()->setValue(2);
        d.winLengthBox()->setValue(7);
        d.sizeBox()->setValue(4);
        QCOMPARE(d.winLengthBox()->value(), 4);  // clamped along with the size
        d.winLengthBox()->setValue(2);
        QCOMPARE(d.winLengthBox()->value(), 3);
        QCOMPARE(d.playersBox()->minimum(), 2);
        QCOMPARE(d.playersBox()->maximum(), 4);
        QCOMPARE(d.pauseBox()->maximum(), 2000);
        QVERIFY(!validate(d.settings().rules));
    }

    // R-U4, R-B6: the bots' threads: at most four of the machine's by default, chosen in the
    // dialog, kept between runs, and a stored value out of range falls back into it.
    void botThreadsChosenAndKept() {
        const GameSettings defaults = GameSettings::defaults();
        QVERIFY(defaults.botThreads >= 1 &&
                defaults.botThreads <= GameSettings::kDefaultMaxBotThreads);
        SettingsDialog d(defaults);
        QCOMPARE(d.threadsBox()->value(), defaults.botThreads);
        QCOMPARE(d.threadsBox()->minimum(), 1);
        QCOMPARE(d.threadsBox()->maximum(), GameSettings::kMaxBotThreads);
        d.threadsBox()->setValue(3);
        QCOMPARE(d.settings().botThreads, 3);
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("oxo.ini")), QSettings::IniFormat);
        d.settings().save(store);
        QCOMPARE(GameSettings::load(store).botThreads, 3);
        store.setValue(QStringLiteral("game/botThreads"), 1000);
        QCOMPARE(GameSettings::load(store).botThreads, GameSettings::kMaxBotThreads);
        store.setValue(QStringLiteral("game/botThreads"), 0);
        QCOMPARE(GameSettings::load(store).botThreads, 1);
    }

    void playerRowsFollowCount() {
        SettingsDialog d(GameSettings::defaults());
        d.show();
        QVERIFY(d.nameEdit(2)->isHidden());
        QCOMPARE(d.firstPlayerBox()->count(), 2);
        d.playersBox()->setValue(3);
        QVERIFY(!d.nameEdit(2)->isHidden());
        QCOMPARE(d.firstPlayerBox()->count(), 3);
        d.firstPlayerBox()->setCurrentIndex(2);
        d.kindBox(2)->setCurrentIndex(3);
        const GameSettings s = d.settings();
        QCOMPARE(s.rules.players, 3);
        QCOMPARE(s.rules.firstPlayer, Player{2});
        QCOMPARE(s.players[2].kind, PlayerKind::Hard);
        QVERIFY(!validate(s.rules));
    }

    // An empty name cannot be confirmed.
    void emptyNameDisablesOk() {
        SettingsDialog d(GameSettings::defaults());
        QPushButton* ok = d.buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        d.nameEdit(1)->setText(QStringLiteral("   "));
        QVERIFY(!ok->isEnabled());
        d.nameEdit(1)->setText(QStringLiteral("Zoe"));
        QVERIFY(ok->isEnabled());
    }

    // R-U10: the clock is off by default and its values pass through the dialog.
    void clockSettings() {
        SettingsDialog d(GameSettings::defaults());
        QVERIFY(!d.clockGroup()->isChecked());
        d.clockGroup()->setChecked(true);
        QVERIFY(d.settings().clock.enabled);
    }

    void roundTripThroughQSettings() {
        GameSettings s = test::twoPeople();
        s.rules = Rules::square(9, 5);
        s.rules.gravity = true;
        s.players[0].name = QStringLiteral("Ann/1");
        s.botPauseMs = 700;
        s.clock.enabled = true;
        s.clock.seconds = 12;
        s.clock.onTimeout = ClockSetting::OnTimeout::Lose;
        s.players[1].kind = oxo::PlayerKind::Hard;
        s.save(*store_);
        QCOMPARE(GameSettings::load(*store_), s);
        // One name per bot level, the same word game files use.
        QCOMPARE(store_->value(QStringLiteral("game/player1/kind")).toString(),
                 QStringLiteral("hard"));
    }

    // Bad stored values fall back to defaults instead of giving an unplayable game.
    void badStoredValuesFallBack() {
        store_->setValue(QStringLiteral("game/size"), 2);
        store_->setValue(QStringLiteral("game/winLength"), 9);
        store_->setValue(QStringLiteral("game/player1/kind"), 42);
        store_->setValue(QStringLiteral("game/botPauseMs"), -5);
        const GameSettings s = GameSettings::load(*store_);
        QCOMPARE(s.rules, GameSettings::defaults().rules);
        QCOMPARE(s.players[1].kind, GameSettings::defaults().players[1].kind);
        QCOMPARE(s.botPauseMs, 0);
    }

    // R-U4: Cancel changes nothing.
    void cancelChangesNothing() {
        test::twoPeople().save(*store_);
        MainWindow w(store_.get());
        QCOMPARE(w.controller()->playCell({0, 0}), MoveError::None);
        onDialog([](SettingsDialog* d) {
            d->sizeBox()->setValue(9);
            d->reject();
        });
        w.openSettings();
        QCOMPARE(w.controller()->position().size(), 3);
        QCOMPARE(w.controller()->game().history().size(), std::size_t{1});
        QCOMPARE(GameSettings::load(*store_).rules.size, 3);
    }

    // R-U4: OK asks first when moves would be lost; "no" keeps the game (and returns to the
    // dialog, where Cancel leaves), "yes" starts anew.
    void okAsksThenStartsNewGame() {
        test::twoPeople().save(*store_);
        MainWindow w(store_.get());
        QCOMPARE(w.controller()->playCell({0, 0}), MoveError::None);
        int asked = 0;
        bool answer = false;
        w.setConfirmDiscard([&] {
            ++asked;
            return answer;
        });
        onDialog([](SettingsDialog* d) {
            d->sizeBox()->setValue(9);
            onDialog([](SettingsDialog* again) { again->reject(); });
            d->accept();
        });
        w.openSettings();
        QCOMPARE(asked, 1);
        QCOMPARE(w.controller()->position().size(), 3);  // said no: nothing changed
        QCOMPARE(w.controller()->game().history().size(), std::size_t{1});
        answer = true;
        onDialog([](SettingsDialog* d) {
            d->sizeBox()->setValue(9);
            d->accept();
        });
        w.openSettings();
        QCOMPARE(asked, 2);
        QCOMPARE(w.controller()->position().size(), 9);
        QVERIFY(w.controller()->game().history().empty());
        QCOMPARE(GameSettings::load(*store_).rules.size, 9);  // persisted
        // With no moves played there is nothing to lose, so no question.
        w.changeSettings(test::twoPeople());
        QCOMPARE(asked, 2);
    }

    // R-U8: window geometry and dock state survive a restart.
    void windowStatePersists() {
        {
            MainWindow w(store_.get());
            w.show();
            w.resize(700, 500);
            w.close();
        }
        QVERIFY(store_->contains(QStringLiteral("window/geometry")));
        MainWindow again(store_.get());
        QCOMPARE(again.size(), QSize(700, 500));
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
        SettingsDialog dialog(test::twoPeople());
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
        SettingsDialog dialog(test::twoPeople());
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
        makeWindow(test::twoPeople());
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
                test::onModal<SettingsDialog>(handle);
                d->accept();
                return;
            }
            sizeShownAgain = d->sizeBox()->value();
            nameShownAgain = d->nameEdit(1)->text();
            d->accept();
        };
        test::onModal<SettingsDialog>(handle);
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
        SettingsDialog dialog(test::twoPeople());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int two = dialog.height();
        dialog.playersBox()->setValue(4);
        QApplication::processEvents();
        QTRY_VERIFY(dialog.height() > two);
        dialog.playersBox()->setValue(2);
        QTRY_COMPARE(dialog.height(), two);
    }
};

OXO_TEST_MAIN(TestSettings)
#include "test_settings.moc"
