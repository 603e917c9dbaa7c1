// Picks the user's language and installs the app's and Qt's own translations (R-U9).
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace oxo::ui {

// The languages OXO speaks, English (the source language) first.
QStringList availableLanguages();

struct LanguageChoice {
    QString language;  // the language now in use, e.g. "de"; "en" when nothing matched
    QString error;     // set when the override named a language OXO does not have
};

// The CODE of "--lang CODE" or "--lang=CODE" in `arguments` (the program name first), or an
// empty string. main() needs it before QCommandLineParser runs, so that --help and the
// parser's own messages already speak the chosen language; the parser must still declare
// the option so it is accepted. Stops at "--", after which everything is a file name.
QString languageFromArguments(const QStringList& arguments);

// Installs the translators for `languageOverride` (e.g. "de", "fr_CA", "es-MX"; any region
// is ignored) or, when it is empty, for the first supported language in the system's UI
// languages. An unknown override is reported in `error` (already translated into the
// system's language, which is then installed) so the caller can print it and stop.
// Calling it again replaces the translators installed by the previous call.
LanguageChoice installTranslations(QCoreApplication& app, const QString& languageOverride);

}  // namespace oxo::ui
