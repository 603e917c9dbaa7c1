#include "oxo/options/app_options.h"

#include <QCommandLineParser>

#include "oxo/options/rules_options.h"

namespace oxo::ui {

AppOptions parseAppOptions(const QStringList& arguments, int maxSize) {
    AppOptions options;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        AppOptionsText::tr("Tic-tac-toe on boards from 3×3 to %1×%1 for two to four players, "
                           "people or bots.")
            .arg(maxSize));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  AppOptionsText::tr("Use language CODE (en, de, fr, es)."),
                                  AppOptionsText::tr("CODE"));
    parser.addOption(lang);
    options::addRulesOptions(parser, maxSize);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 AppOptionsText::tr("A game file (.oxo) to open."),
                                 AppOptionsText::tr("[FILE]"));

    if (!parser.parse(arguments)) {
        options.error = options::shortenedWords(parser.errorText());
        return options;
    }
    options.language = parser.value(lang);
    if (parser.isSet(help)) {
        options.showHelp = true;
        options.helpText = parser.helpText();
        return options;
    }
    if (parser.isSet(version)) {
        options.showVersion = true;
        return options;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        options.error = AppOptionsText::tr("Only one game file can be opened at a time.");
        return options;
    }
    options.file = files.value(0);
    if (!options::rulesGiven(parser)) {
        return options;
    }
    const options::RulesFromOptions rules = options::readRules(parser, maxSize);
    options.rules = rules.rules;
    options.error = rules.error;
    return options;
}

}  // namespace oxo::ui
