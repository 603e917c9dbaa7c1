#include "oxo/widgets/opening_choice_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"

namespace oxo::ui {
namespace {

// What each choice means, for the label under the question and screen readers.
QString choiceDescription(OpeningChoice choice) {
    switch (choice) {
        case OpeningChoice::TakeX:
            return OpeningChoiceDialog::tr("You play X; the other player plays O and moves next.");
        case OpeningChoice::TakeO:
            return OpeningChoiceDialog::tr("You play O and move next.");
        case OpeningChoice::PlaceTwo:
            break;
    }
    return OpeningChoiceDialog::tr(
        "You place an O and an X stone; then the other player chooses a colour.");
}

// The button's text with an access key: "Play &X", "Play &O", "Place &two more stones".
QString buttonText(OpeningChoice choice) {
    switch (choice) {
        case OpeningChoice::TakeX:
            return OpeningChoiceDialog::tr("Play &X");
        case OpeningChoice::TakeO:
            return OpeningChoiceDialog::tr("Play &O");
        case OpeningChoice::PlaceTwo:
            break;
    }
    return OpeningChoiceDialog::tr("Place &two more stones");
}

}  // namespace

OpeningChoiceDialog::OpeningChoiceDialog(const QString& chooser,
                                         const QList<OpeningChoice>& options, QWidget* parent)
    : QDialog(parent), options_(options) {
    setWindowTitle(tr("Choose a Colour"));
    auto* layout = new QVBoxLayout(this);
    auto* question = new QLabel(tr("%1, the opening stones are placed. Which colour do you "
                                   "play?")
                                    .arg(chooser.toHtmlEscaped()),
                                this);
    question->setWordWrap(true);
    layout->addWidget(question);
    for (const OpeningChoice option : options) {
        auto* button = new QPushButton(buttonText(option), this);
        button->setAccessibleName(StatusText::choiceText(option));
        button->setAccessibleDescription(choiceDescription(option));
        button->setToolTip(choiceDescription(option));
        button->setAutoDefault(true);
        connect(button, &QPushButton::clicked, this, [this, option] {
            choice_ = option;
            accept();
        });
        layout->addWidget(button);
        buttons_.append(button);
    }
    if (!buttons_.isEmpty()) {
        buttons_.front()->setDefault(true);
        buttons_.front()->setFocus();
    }
    setAccessibleName(windowTitle());
    setAccessibleDescription(question->text());
}

QPushButton* OpeningChoiceDialog::button(OpeningChoice option) const {
    const auto at = options_.indexOf(option);
    return at < 0 ? nullptr : buttons_.at(at);
}

void askOpeningChoices(QWidget* window, GameController* controller) {
    // Queued: the controller says it while settling, and the dialog runs an event loop.
    QObject::connect(
        controller, &GameController::openingChoiceNeeded, window,
        [window, controller](const QList<OpeningChoice>& options) {
            // Still wanted? Something else may have happened before the queue got here.
            if (controller->openingStep().kind != OpeningStep::Kind::Choose ||
                !controller->isHumanTurn() || controller->isViewingHistory()) {
                return;
            }
            QPointer<OpeningChoiceDialog> dialog = new OpeningChoiceDialog(
                controller->settings().player(controller->actingSeat()).name, options, window);
            dialog->exec();
            if (dialog && dialog->choice()) {
                controller->chooseOpening(*dialog->choice());
            }
            delete dialog;
        },
        Qt::QueuedConnection);
}

}  // namespace oxo::ui
