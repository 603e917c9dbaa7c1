// The settings dialog (R-U4, R-U10). Every control is bounded so an invalid combination cannot
// be entered: the win length follows the board size, player rows follow the player count,
// "exact length" needs K < N, and "Start New Game" stays disabled, with the reason shown under
// the form, while a name is empty or a typed number is outside its range (the number stays as
// typed and the range is named). "Engine…" (an outside pbrain-* program, R-F5) is offered only
// for rules an engine can play, on a row of its own, and OK stays disabled while an engine
// seat names no executable file. A default name follows its seat's kind; a typed one stays.
#pragma once

#include <QDialog>
#include <QString>
#include <array>

#include "oxo/controller/game_settings.h"
#include "oxo/widgets/range_spin_box.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace oxo::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const GameSettings& settings, QWidget* parent = nullptr);

    GameSettings settings() const;

    // For tests and for people who reach controls by name.
    QSpinBox* sizeBox() const { return size_; }
    QSpinBox* winLengthBox() const { return winLength_; }
    QSpinBox* playersBox() const { return players_; }
    QSpinBox* pauseBox() const { return pause_; }
    QSpinBox* threadsBox() const { return threads_; }
    QLineEdit* nameEdit(int player) const { return names_[static_cast<std::size_t>(player)]; }
    QComboBox* kindBox(int player) const { return kinds_[static_cast<std::size_t>(player)]; }
    QLineEdit* enginePathEdit(int player) const {
        return enginePaths_[static_cast<std::size_t>(player)];
    }
    QPushButton* engineBrowseButton(int player) const {
        return browse_[static_cast<std::size_t>(player)];
    }
    QSpinBox* engineMemoryBox() const;
    QCheckBox* gravityBox() const { return gravity_; }
    QComboBox* firstPlayerBox() const { return first_; }
    QComboBox* ruleBox() const { return rule_; }
    // R-E16: None, Swap, Swap2; enabled only when the rules allow an opening rule.
    QComboBox* openingBox() const { return opening_; }
    QGroupBox* clockGroup() const { return clock_; }
    QDialogButtonBox* buttons() const { return buttons_; }
    // Says why "Start New Game" is disabled; hidden while it is enabled.
    QLabel* problemLabel() const { return problem_; }

private:
    void load(const GameSettings& settings);
    void updateLimits();
    void updateEngineChoice();  // offers or withdraws "Engine…" as the rules allow
    void updateRuleChoice();    // disables the rules the board and players rule out
    void addOpeningChoice(QGridLayout* grid, int row);  // settings_dialog_opening.cpp
    void updateOpeningChoice();  // enables the opening rules when the rules allow them
    void chooseEngine(int player);
    void kindChanged(int player);
    QString firstProblem() const;  // why OK is disabled; empty when it is not
    std::array<RangeSpinBox*, 7> rangeBoxes() const;
    QString rangeName(const RangeSpinBox* box) const;
    // Why a typed number cannot be used, and what correcting it on leaving the field did.
    QString rangeProblem(const RangeSpinBox* box) const;
    QString correctionNote(const RangeSpinBox* box, const QString& typed, int now) const;
    static QString engineEntry();  // the seat list's "Engine…"
    // The width `box` needs for its longest entry, "Engine…" included while it is not offered.
    static int kindBoxWidth(const QComboBox* box);

    GameSettings base_;  // values the dialog does not show (the bots' budget) pass through
    RangeSpinBox* size_;
    RangeSpinBox* winLength_;
    RangeSpinBox* players_;
    QComboBox* first_;
    std::array<QLabel*, kMaxPlayers> labels_{};
    std::array<QLineEdit*, kMaxPlayers> names_{};
    std::array<QComboBox*, kMaxPlayers> kinds_{};
    std::array<QLineEdit*, kMaxPlayers> enginePaths_{};
    std::array<QPushButton*, kMaxPlayers> browse_{};
    std::array<QWidget*, kMaxPlayers> engineRows_{};
    bool updating_ = false;
    bool loading_ = false;
    int shownRows_ = -1;  // rows last laid out, to shrink back when there are fewer
    QString note_;        // what the last correction of a typed number did
    RangeSpinBox* pause_;
    RangeSpinBox* threads_;
    RangeSpinBox* memory_;
    QLabel* memoryLabel_;
    QCheckBox* earlyDraw_;
    QCheckBox* gravity_;
    QComboBox* rule_;
    QComboBox* opening_ = nullptr;
    QGroupBox* clock_;
    RangeSpinBox* clockSeconds_;
    QComboBox* timeout_;
    QDialogButtonBox* buttons_;
    QLabel* problem_ = nullptr;
};

}  // namespace oxo::ui
