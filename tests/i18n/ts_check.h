// Reads a Qt Linguist .ts file and lists what keeps it from being complete (R-U9).
#pragma once

#include <QString>
#include <QStringList>

namespace oxo::test {

struct TsReport {
    QString language;      // the TS element's language attribute, e.g. "de_DE"
    int messages = 0;      // <message> entries read
    QStringList problems;  // one line per unfinished, empty or inconsistent entry
};

// Problems: a translation marked unfinished/vanished/obsolete, an empty translation or
// plural form, placeholders (%1..%9, %n) that differ from the source, a plural message
// without %n, and a mnemonic '&' in the source that the translation lacks.
TsReport checkTsFile(const QString& path);

}  // namespace oxo::test
