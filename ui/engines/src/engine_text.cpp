#include "engine_text.h"

#include <QFileInfo>
#include <QList>
#include <QRegularExpression>

#include "oxo/protocol/pbrain_protocol.h"

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

QString engineName(const QString& about, const QString& program) {
    static const QRegularExpression namePattern(QStringLiteral("name\\s*=\\s*\"([^\"]*)\""),
                                                QRegularExpression::CaseInsensitiveOption);
    const auto match = namePattern.match(about);
    if (match.hasMatch() && !match.captured(1).trimmed().isEmpty()) {
        return printable(match.captured(1).trimmed());
    }
    return printable(QFileInfo(program).fileName());
}

QByteArray wireNumber(long long value) {
    return QByteArray::number(value);
}

QByteArray wireCoords(Cell cell) {
    return QByteArray::fromStdString(formatCoords(cell));
}

bool isAboutLine(const QString& line) {
    static const QRegularExpression about(QStringLiteral("\\bname\\s*=\\s*\""),
                                          QRegularExpression::CaseInsensitiveOption);
    return about.match(line).hasMatch();
}

}  // namespace oxo::pbrain
