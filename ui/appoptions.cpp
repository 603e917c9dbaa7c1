#include "ui/appoptions.h"

#include <QCommandLineParser>

#include "ui/gamesettings.h"

namespace oxo::ui {

namespace {

// Reads the value of `name` as a whole number in min..max; sets `error` otherwise.
std::optional<int> number(const QCommandLineParser& parser, const QString& name, int min, int max,
                          QString& error) {
    bool ok = false;
    const QString text = parser.value(name);
    const int value = text.toInt(&ok);
    if (!ok || value < min || value > max) {
        error = AppOptionsText::tr("--%1 must be a whole number from %2 to %3, not '%4'.")
                    .arg(name)
                    .arg(min)
                    .arg(max)
                    .arg(text);
        return std::nullopt;
    }
    return value;
}

}  // namespace

AppOptions parseAppOptions(const QStringList& arguments) {
    AppOptions options;
    QCommandLineParser parser;
    parser.setApplicationDescription(AppOptionsText::tr(
        "Tic-tac-toe on boards from 3×3 to 50×50 for two to four players, people or "
        "bots."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  AppOptionsText::tr("Use language CODE (en, de, fr, es)."),
                                  AppOptionsText::tr("CODE"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  AppOptionsText::tr("Start a game on an N×N board (3 to 50)."),
                                  AppOptionsText::tr("N"));
    const QCommandLineOption win(QStringLiteral("win"),
                                 AppOptionsText::tr("Marks in a row needed to win (default: N)."),
                                 AppOptionsText::tr("K"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     AppOptionsText::tr("Number of players, 2 to 4 (default: 2)."),
                                     AppOptionsText::tr("P"));
    const QCommandLineOption first(
        QStringLiteral("first"),
        AppOptionsText::tr("Which player moves first, 1 to P (default: 1)."),
        AppOptionsText::tr("P"));
    const QCommandLineOption gravity(
        QStringLiteral("gravity"),
        AppOptionsText::tr("Marks drop to the lowest free cell of a column."));
    const QCommandLineOption exact(QStringLiteral("exact"),
                                   AppOptionsText::tr("Only a run of exactly K marks wins."));
    const QCommandLineOption noEarlyDraw(
        QStringLiteral("no-early-draw"),
        AppOptionsText::tr("Play on until the board is full, even when nobody can win any more."));
    parser.addOptions({lang, size, win, players, first, gravity, exact, noEarlyDraw});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 AppOptionsText::tr("A game file (.oxo) to open."),
                                 AppOptionsText::tr("[FILE]"));

    if (!parser.parse(arguments)) {
        options.error = parser.errorText();
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

    const bool anyRules = parser.isSet(size) || parser.isSet(win) || parser.isSet(players) ||
                          parser.isSet(first) || parser.isSet(gravity) || parser.isSet(exact) ||
                          parser.isSet(noEarlyDraw);
    if (!anyRules) {
        return options;
    }
    QString& error = options.error;
    Rules rules;
    if (parser.isSet(size)) {
        const auto n =
            number(parser, size.names().first(), kMinSize, GameSettings::kMaxDialogSize, error);
        if (!n) {
            return options;
        }
        rules.size = *n;
    }
    rules.winLength = rules.size;
    if (parser.isSet(win)) {
        const auto k = number(parser, win.names().first(), kMinWinLength, rules.size, error);
        if (!k) {
            return options;
        }
        rules.winLength = *k;
    }
    if (parser.isSet(players)) {
        const auto p = number(parser, players.names().first(), kMinPlayers, kMaxPlayers, error);
        if (!p) {
            return options;
        }
        rules.players = *p;
    }
    if (parser.isSet(first)) {
        const auto f = number(parser, first.names().first(), 1, rules.players, error);
        if (!f) {
            return options;
        }
        rules.firstPlayer = static_cast<Player>(*f - 1);
    }
    rules.gravity = parser.isSet(gravity);
    rules.exactLength = parser.isSet(exact);
    rules.earlyDraw = !parser.isSet(noEarlyDraw);
    if (const auto invalid = validate(rules)) {
        error = QString::fromStdString(invalid->message());
        return options;
    }
    options.rules = rules;
    return options;
}

}  // namespace oxo::ui
