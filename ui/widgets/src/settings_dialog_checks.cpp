// The settings dialog's words: what each range is called, why "Start New Game" is disabled,
// what a correction did, and how wide the seat list must be for its longest entry.
#include <QComboBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <algorithm>

#include "oxo/widgets/range_spin_box.h"
#include "oxo/widgets/settings_dialog.h"

namespace oxo::ui {

QString SettingsDialog::engineEntry() {
    return tr("Engine…");  // "…": it asks for a program
}

int SettingsDialog::kindBoxWidth(const QComboBox* box) {
    int widest = box->fontMetrics().horizontalAdvance(engineEntry());
    for (PlayerKind kind :
         {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium, PlayerKind::Hard}) {
        widest = std::max(widest, box->fontMetrics().horizontalAdvance(kindName(kind)));
    }
    QStyleOptionComboBox option;
    option.initFrom(box);
    return box->style()
        ->sizeFromContents(QStyle::CT_ComboBox, &option, QSize(widest, box->fontMetrics().height()),
                           box)
        .width();
}

QString SettingsDialog::rangeName(const RangeSpinBox* box) const {
    if (box == size_) {
        return tr("Board size");
    }
    if (box == winLength_) {
        return tr("Win length");
    }
    if (box == players_) {
        return tr("Players");
    }
    if (box == pause_) {
        return tr("Bot pause");
    }
    if (box == threads_) {
        return tr("Bot threads");
    }
    if (box == memory_) {
        return tr("Engine memory");
    }
    return tr("Time per move");
}

QString SettingsDialog::correctionNote(const RangeSpinBox* box, const QString& typed,
                                       int now) const {
    // A range of one value names that value: "choose 3 to 3" read as a slip.
    if (box->minimum() == box->maximum()) {
        return tr("%1 %2 is not possible (only %3), so %4 is used.")
            .arg(rangeName(box), typed)
            .arg(box->minimum())
            .arg(now);
    }
    return tr("%1 %2 is not possible (%3 to %4), so %5 is used.")
        .arg(rangeName(box), typed)
        .arg(box->minimum())
        .arg(box->maximum())
        .arg(now);
}

QString SettingsDialog::rangeProblem(const RangeSpinBox* box) const {
    const std::optional<qint64> typed = box->typed();
    // A range of one value names that value: "choose 3 to 3" read as a slip. (An empty field
    // cannot happen there: the spin box refuses to be emptied.)
    if (typed && box->minimum() == box->maximum()) {
        return tr("%1 %2 is not possible: it can only be %3.")
            .arg(rangeName(box))
            .arg(*typed)
            .arg(box->minimum());
    }
    if (typed) {
        return tr("%1 %2 is not possible: choose %3 to %4.")
            .arg(rangeName(box))
            .arg(*typed)
            .arg(box->minimum())
            .arg(box->maximum());
    }
    return tr("%1: enter a number from %2 to %3.")
        .arg(rangeName(box))
        .arg(box->minimum())
        .arg(box->maximum());
}

QString SettingsDialog::firstProblem() const {
    for (const RangeSpinBox* box : rangeBoxes()) {
        if (box->isEnabled() && !box->inRange()) {
            return rangeProblem(box);
        }
    }
    for (int p = 0; p < players_->value(); ++p) {
        const auto i = static_cast<std::size_t>(p);
        const QString mark = markText(static_cast<Player>(p));
        if (names_[i]->text().trimmed().isEmpty()) {
            return tr("Player %1 needs a name.").arg(mark);
        }
        if (kinds_[i]->currentData().toInt() == int(PlayerKind::Engine)) {
            const QString path = enginePaths_[i]->text().trimmed();
            const QFileInfo program(path);
            if (path.isEmpty()) {
                return tr("Choose the engine program for %1.").arg(mark);
            }
            if (!program.isFile() || !program.isExecutable()) {
                return tr("The engine for %1 is not an executable file.").arg(mark);
            }
        }
    }
    return {};
}

}  // namespace oxo::ui
