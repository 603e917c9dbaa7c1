// The settings dialog's opening rule (R-E16): None, Swap or Swap2, offered for two players and
// a win length of at least 4; otherwise the list is disabled at None, with the reason.
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>

#include "oxo/widgets/settings_dialog.h"

namespace oxo::ui {

void SettingsDialog::addOpeningChoice(QGridLayout* grid, int row) {
    opening_ = new QComboBox(this);
    opening_->addItem(tr("None: players take turns from the first move"), int(OpeningRule::None));
    opening_->addItem(tr("Swap: three stones, then the other player picks a colour"),
                      int(OpeningRule::Swap));
    opening_->addItem(tr("Swap2: as swap, or two more stones and the first player picks"),
                      int(OpeningRule::Swap2));
    opening_->setAccessibleName(tr("Opening rule"));
    auto* label = new QLabel(tr("&Opening:"), this);
    label->setBuddy(opening_);
    grid->addWidget(label, row, 0);
    grid->addWidget(opening_, row, 1, 1, 2);
}

void SettingsDialog::updateOpeningChoice() {
    GameSettings probe;
    probe.rules = Rules::square(size_->value(), winLength_->value());
    probe.rules.players = players_->value();
    probe.opening = OpeningRule::Swap;
    const QString problem = openingProblemText(probe);
    if (!problem.isEmpty()) {
        opening_->setCurrentIndex(0);
    }
    opening_->setEnabled(problem.isEmpty());
    opening_->setToolTip(problem.isEmpty() ? tr("Who places the first stones and how the "
                                                "colours are then chosen")
                                           : problem);
}

}  // namespace oxo::ui
