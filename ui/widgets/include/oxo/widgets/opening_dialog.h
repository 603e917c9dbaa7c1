// Game → New Game from Opening (R-F7): pick an opening from OXO's own set or from an opening
// file (OXO's notation or Gomocup's, opening_lines.h), or let chance pick one; the new game
// starts with its moves on the board under the current settings. Openings that do not fit the
// board or its rules are left out of the list, with a line that says how many.
#pragma once

#include <QDialog>
#include <functional>
#include <vector>

#include "oxo/rules.h"
#include "oxo/types.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace oxo::ui {

class OpeningDialog : public QDialog {
    Q_OBJECT

public:
    // `seed` makes "Random" repeatable in tests; 0 seeds from the clock.
    explicit OpeningDialog(const Rules& rules, QWidget* parent = nullptr, unsigned seed = 0);

    // The moves of the chosen opening (empty until one is chosen).
    std::vector<Cell> moves() const;
    int openingCount() const;
    QListWidget* list() const { return list_; }

    // Shows the openings of `text` (an opening file's contents), naming it `source`; false
    // with a message on screen when it has none that fit.
    bool showOpenings(const QByteArray& text, const QString& source);
    void chooseRandom();

    // For tests: replaces the file dialog of "Open File…" (return "" to cancel).
    using Chooser = std::function<QString()>;
    void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }

private:
    void openFile();
    void updateButtons();

    Rules rules_;
    std::vector<std::vector<Cell>> openings_;
    QListWidget* list_;
    QLabel* source_;
    QPushButton* random_;
    QPushButton* ok_;
    unsigned seed_;
    Chooser chooser_;
};

}  // namespace oxo::ui
