// oxo-cli's language (R-U9, R-F3): the same choice as the desktop app (en, de, fr, es; from
// --lang, else the system's UI languages), with Qt Core only so the CLI needs no widgets.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace oxo::cli {

// The value of `--lang CODE` or `--lang=CODE` in `arguments` (program name first), or empty.
QString languageFromArguments(const QStringList& arguments);

// Installs the translators for `languageOverride` (or the system language when empty) as
// children of `app`. Returns an error message, already translated, when the code is unknown;
// nothing is installed then.
QString installCliTranslations(QCoreApplication& app, const QString& languageOverride);

}  // namespace oxo::cli
