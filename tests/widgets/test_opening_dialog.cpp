// The swap openings in the window (R-E16): the choice dialog (one button per choice, keys,
// accessible names, no way out without a choice), the main window's hook that asks the
// person and hands the answer to the controller, and the settings dialog's Opening list.
// Real widgets under QT_QPA_PLATFORM=offscreen.
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include "oxo/controller/game_controller.h"
#include "oxo/widgets/opening_choice_dialog.h"
#include "oxo/widgets/settings_dialog.h"
#include "people.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

GameSettings swapPeople(OpeningRule rule) {
    GameSettings s = test::people(9, 5);
    s.opening = rule;
    return s;
}

// Clicks `option` in the choice dialog as soon as it is open (it runs its own event loop).
void answerWhenAsked(QObject* context, OpeningChoice option) {
    auto* timer = new QTimer(context);
    QObject::connect(timer, &QTimer::timeout, context, [timer, option] {
        auto* dialog = qobject_cast<OpeningChoiceDialog*>(QApplication::activeModalWidget());
        if (dialog != nullptr && dialog->button(option) != nullptr) {
            timer->stop();
            dialog->button(option)->click();
        }
    });
    timer->start(5);
}

}  // namespace

class TestOpeningDialog : public QObject {
    Q_OBJECT

private slots:
    // One button per choice, named for screen readers; the first has the focus and is the
    // default; Escape does not close it; a key press on a button chooses.
    void dialogButtons() {
        const QList<OpeningChoice> options{OpeningChoice::TakeO, OpeningChoice::TakeX,
                                           OpeningChoice::PlaceTwo};
        OpeningChoiceDialog dialog(QStringLiteral("Bob"), options);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const OpeningChoice option : options) {
            QPushButton* button = dialog.button(option);
            QVERIFY(button != nullptr);
            QVERIFY(!button->accessibleName().isEmpty());
            QVERIFY(!button->accessibleDescription().isEmpty());
            QVERIFY(button->text().contains(QLatin1Char('&')));  // an access key
        }
        QCOMPARE(dialog.button(OpeningChoice::TakeO)->accessibleName(), QStringLiteral("Play O"));
        QTRY_VERIFY(dialog.button(OpeningChoice::TakeO)->hasFocus());
        QVERIFY(dialog.button(OpeningChoice::TakeO)->isDefault());
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(dialog.isVisible());  // a choice must be made
        QVERIFY(!dialog.choice());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_VERIFY(dialog.button(OpeningChoice::TakeX)->hasFocus());
        QTest::keyClick(dialog.button(OpeningChoice::TakeX), Qt::Key_Space);
        QCOMPARE(dialog.choice(), OpeningChoice::TakeX);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        OpeningChoiceDialog swap(QStringLiteral("Ann"),
                                 {OpeningChoice::TakeO, OpeningChoice::TakeX});
        QVERIFY(swap.button(OpeningChoice::PlaceTwo) == nullptr);
    }

    // The window's hook: the person is asked when the controller needs their choice, and the
    // answer reaches the game; swap2's second choice is asked of the first person.
    void windowAsksAndAnswers() {
        QWidget window;
        GameController controller(swapPeople(OpeningRule::Swap2), &window);
        askOpeningChoices(&window, &controller);
        window.show();
        for (const Cell cell : {Cell{4, 4}, Cell{0, 0}, Cell{4, 5}}) {
            QCOMPARE(controller.playCell(cell), MoveError::None);
        }
        answerWhenAsked(&window, OpeningChoice::PlaceTwo);
        QTRY_COMPARE(controller.opening().choices().size(), std::size_t{1});
        QCOMPARE(controller.opening().choices().front(), OpeningChoice::PlaceTwo);
        QCOMPARE(controller.playCell({8, 8}), MoveError::None);
        QCOMPARE(controller.playCell({4, 6}), MoveError::None);
        answerWhenAsked(&window, OpeningChoice::TakeO);
        QTRY_COMPARE(controller.opening().choices().size(), std::size_t{2});
        QVERIFY(controller.opening().exchanged());
        QCOMPARE(controller.actingSeat(), Player{0});  // Ann plays O and moves
        QVERIFY(QApplication::activeModalWidget() == nullptr);
    }

    // The settings dialog offers the opening rules for two players and K >= 4 only, and an
    // outside engine is not offered while one is chosen.
    void settingsOffersOpening() {
        SettingsDialog dialog(swapPeople(OpeningRule::Swap));
        QComboBox* opening = dialog.openingBox();
        QVERIFY(opening->isEnabled());
        QCOMPARE(opening->currentData().toInt(), int(OpeningRule::Swap));
        QVERIFY(!opening->accessibleName().isEmpty());
        opening->setCurrentIndex(opening->findData(int(OpeningRule::Swap2)));
        QCOMPARE(dialog.settings().opening, OpeningRule::Swap2);
        QCOMPARE(dialog.kindBox(1)->findData(int(PlayerKind::Engine)), -1);

        dialog.playersBox()->setValue(3);
        QVERIFY(!opening->isEnabled());
        QCOMPARE(dialog.settings().opening, OpeningRule::None);
        QVERIFY(!opening->toolTip().isEmpty());
        dialog.playersBox()->setValue(2);
        QVERIFY(opening->isEnabled());
        dialog.winLengthBox()->setValue(3);
        QVERIFY(!opening->isEnabled());
    }
};

OXO_TEST_MAIN(TestOpeningDialog)
#include "test_opening_dialog.moc"
