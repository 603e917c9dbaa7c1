#include "oxo/widgets/range_spin_box.h"

#include <QKeyEvent>
#include <QLineEdit>

namespace oxo::ui {

namespace {

// Enough digits for any range a dialog shows, few enough that the number fits in qint64.
constexpr qsizetype kMaxDigits = 9;

}  // namespace

RangeSpinBox::RangeSpinBox(QWidget* parent) : QSpinBox(parent) {
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    connect(lineEdit(), &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!inRange()) {
            emit outOfRange(text);
        }
    });
}

std::optional<qint64> RangeSpinBox::typed() const {
    QString text = cleanText().trimmed();
    if (text.isEmpty() || text.size() > kMaxDigits + 1) {
        return std::nullopt;
    }
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    return ok ? std::optional(number) : std::nullopt;
}

bool RangeSpinBox::inRange() const {
    const std::optional<qint64> number = typed();
    return number && *number >= minimum() && *number <= maximum();
}

QValidator::State RangeSpinBox::validate(QString& input, int& pos) const {
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Invalid) {
        return state;
    }
    // Out of range but a number: kept as typed (Intermediate), for the dialog to explain.
    QString number = input;
    if (!prefix().isEmpty() && number.startsWith(prefix())) {
        number.remove(0, prefix().size());
    }
    if (!suffix().isEmpty() && number.endsWith(suffix())) {
        number.chop(suffix().size());
    }
    number = number.trimmed();
    const bool digits = !number.isEmpty() && number.size() <= kMaxDigits &&
                        std::all_of(number.begin() + (number.startsWith(u'-') ? 1 : 0),
                                    number.end(), [](QChar c) { return c.isDigit(); });
    return digits ? QValidator::Intermediate : QValidator::Invalid;
}

void RangeSpinBox::keyPressEvent(QKeyEvent* event) {
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !inRange()) {
        emit outOfRange(text());
        event->accept();  // not interpreted, not passed on: the dialog must not take it
        return;
    }
    QSpinBox::keyPressEvent(event);
}

void RangeSpinBox::focusOutEvent(QFocusEvent* event) {
    const bool wrong = !inRange();
    const QString was = cleanText();
    QSpinBox::focusOutEvent(event);  // corrects to the nearest bound
    if (wrong) {
        emit corrected(was, value());
    }
}

}  // namespace oxo::ui
