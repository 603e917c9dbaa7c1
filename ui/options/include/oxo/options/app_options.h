// The desktop app's command line: --help, --version, --lang, a game file to open, and the
// rules options (shared with oxo-cli, rules_options.h) to start straight into a game. A plain
// function so tests can call it without a process; main() prints what it returns and exits
// with status 2 on an error.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

#include "oxo/rules.h"

namespace oxo::ui {

struct AppOptions {
    bool showHelp = false;
    bool showVersion = false;
    QString helpText;            // filled when showHelp
    QString language;            // --lang, as given (checked by installTranslations)
    QString file;                // the positional FILE, empty when none
    std::optional<Rules> rules;  // set when any rules option was given
    QString error;               // translated; non-empty means: print it and exit 2
};

struct AppOptionsText {
    Q_DECLARE_TR_FUNCTIONS(AppOptions)
};

// `arguments` as from QCoreApplication::arguments() (the program name first); `maxSize` is the
// largest board the window offers.
AppOptions parseAppOptions(const QStringList& arguments, int maxSize);

}  // namespace oxo::ui
