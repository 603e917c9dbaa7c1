// The question a person answers in an opening rule (R-E16): play X, play O, or (swap2) place two
// more stones. One button per choice, reachable by Tab and its access key; the dialog cannot be
// dismissed without a choice, since the game cannot go on without one.
#pragma once

#include <QDialog>
#include <QList>
#include <optional>

#include "oxo/opening_rule.h"

class QPushButton;

namespace oxo::ui {

class GameController;

class OpeningChoiceDialog : public QDialog {
    Q_OBJECT

public:
    // `chooser` names the person ("Bob"); `options` in the order the rule gives them.
    OpeningChoiceDialog(const QString& chooser, const QList<OpeningChoice>& options,
                        QWidget* parent = nullptr);

    std::optional<OpeningChoice> choice() const { return choice_; }
    // The button of `option`, or nullptr when it is not offered (for tests).
    QPushButton* button(OpeningChoice option) const;

    // A choice must be made: Escape and the window's close button do nothing.
    void reject() override {}

private:
    std::optional<OpeningChoice> choice_;
    QList<QPushButton*> buttons_;
    QList<OpeningChoice> options_;
};

// Asks the person with this dialog whenever `controller` needs their opening choice, and hands
// the answer back. The one line the main window needs.
void askOpeningChoices(QWidget* window, GameController* controller);

}  // namespace oxo::ui
