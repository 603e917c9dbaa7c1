// A spin box that keeps what was typed (R-U4): QSpinBox refuses a keystroke that leaves its
// range, so a typed 60 for "3 to 50" silently became 6. RangeSpinBox lets the text stand,
// reports it through outOfRange() (the dialog says the range and disables OK), does not let
// Enter submit it, and if focus leaves, corrects it to the nearest bound and says so through
// corrected().
#pragma once

#include <QSpinBox>
#include <optional>

namespace oxo::ui {

class RangeSpinBox : public QSpinBox {
    Q_OBJECT

public:
    explicit RangeSpinBox(QWidget* parent = nullptr);

    // The number in the text, whether or not it is in range; nullopt when there is none.
    std::optional<qint64> typed() const;
    bool inRange() const;

signals:
    // The text now holds a whole number outside minimum()..maximum(), or none at all.
    void outOfRange(const QString& text);
    // Focus left while the text was out of range: it now shows `value` instead of `typed`.
    void corrected(const QString& typed, int value);

protected:
    QValidator::State validate(QString& input, int& pos) const override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
};

}  // namespace oxo::ui
