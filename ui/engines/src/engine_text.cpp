#include "engine_text.h"

namespace oxo::pbrain {

QString printable(const QString& text) {
    QString clean;
    clean.reserve(text.size());
    for (const uint code : text.toUcs4()) {
        const auto c = static_cast<char32_t>(code);
        switch (QChar::category(c)) {
            case QChar::Other_Control:
            case QChar::Other_Format:
            case QChar::Other_Surrogate:
            case QChar::Separator_Line:
            case QChar::Separator_Paragraph:
                clean.append(QLatin1Char(' '));
                break;
            default:
                clean.append(QString::fromUcs4(&c, 1));
        }
    }
    return clean;
}

}  // namespace oxo::pbrain
