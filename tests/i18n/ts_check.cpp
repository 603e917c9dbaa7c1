#include "ts_check.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

namespace oxo::test {
namespace {

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(?:[1-9]|n)"));
    QSet<QString> found;
    for (const auto& m : re.globalMatch(text)) {
        found.insert(m.captured());
    }
    return found;
}

// A single '&' before a character marks a keyboard mnemonic; "&&" is a literal ampersand.
bool hasMnemonic(const QString& text) {
    static const QRegularExpression re(QStringLiteral("(?<!&)&(?!&)\\S"));
    return re.match(text).hasMatch();
}

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;
    QStringList forms;  // the translation, or each plural form
};

void check(const Message& m, QStringList& problems) {
    const QString where = m.context + QStringLiteral(" \"") + m.source + QStringLiteral("\": ");
    if (!m.type.isEmpty()) {
        problems << where + QStringLiteral("marked ") + m.type;
    }
    if (m.forms.isEmpty()) {
        problems << where + QStringLiteral("no translation");
    }
    QSet<QString> expected = placeholders(m.source);
    if (m.numerus && !expected.contains(QStringLiteral("%n"))) {
        problems << where + QStringLiteral("plural message without %n");
    }
    for (const QString& form : m.forms) {
        if (form.trimmed().isEmpty()) {
            problems << where + QStringLiteral("empty translation");
        } else if (placeholders(form) != expected) {
            problems << where + QStringLiteral("placeholders differ in \"") + form +
                            QStringLiteral("\"");
        } else if (hasMnemonic(m.source) && !hasMnemonic(form)) {
            problems << where + QStringLiteral("mnemonic lost in \"") + form + QStringLiteral("\"");
        }
    }
}

}  // namespace

TsReport checkTsFile(const QString& path) {
    TsReport report;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        report.problems << QStringLiteral("cannot open ") + path;
        return report;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            report.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{};
            message.context = context;
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement()) {
                    message.forms << xml.readElementText();
                }
            } else {
                const QString text = xml.readElementText();
                message.forms << text;
            }
            ++report.messages;
            check(message, report.problems);
        }
    }
    if (xml.hasError()) {
        report.problems << path + QStringLiteral(": ") + xml.errorString();
    }
    return report;
}

}  // namespace oxo::test
