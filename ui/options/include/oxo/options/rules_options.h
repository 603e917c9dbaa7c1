// The rules options of every OXO program (R-F3): --size, --win, --players, --first, --gravity,
// --exact, --no-early-draw. One parser, one help text and one set of checks for the desktop
// app and oxo-cli; the only thing a program chooses is its largest board (the window draws up
// to 50×50, oxo-cli plays whatever the engine can hold).
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <optional>

#include "oxo/rules.h"

namespace oxo::options {

// Declares the rules options on `parser`; `maxSize` is the program's largest board.
void addRulesOptions(QCommandLineParser& parser, int maxSize);

// Whether any rules option was given (the app then starts a game with them).
bool rulesGiven(const QCommandLineParser& parser);

struct RulesFromOptions {
    std::optional<Rules> rules;  // empty when an option is bad
    QString error;               // translated; names the option, its range and what was given
};

// Reads the options after parser.parse(): a square board of --size (`defaultSize` when absent),
// K = N unless --win is given. Every value is checked against its range and the whole
// against oxo::validate.
RulesFromOptions readRules(const QCommandLineParser& parser, int maxSize, int defaultSize = 3);

// A whole number in [min, max] from option `name` (`fallback` when it is absent); otherwise
// nullopt and a message naming the option, the range and (shortened) what was given.
std::optional<long long> readInteger(const QCommandLineParser& parser, const QString& name,
                                     long long fallback, long long min, long long max,
                                     QString* error);

// What the user typed, quoted for a message: long input is cut, so a 100 KB token does not
// come back in full.
QString quoted(const QString& text);
// `message` with every word longer than a path or a cell name could sensibly be cut the same
// way: for messages built by others (QCommandLineParser's "Unknown option '...'").
QString shortenedWords(const QString& message);

// "15x15, K=5, 2 players, gravity" for headers.
QString describeRules(const Rules& rules);

}  // namespace oxo::options
