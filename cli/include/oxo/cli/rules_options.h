// The rules options oxo-cli shares with the app (R-F3): --size, --win, --players, --gravity,
// --exact, --no-early-draw, --first.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <optional>

#include "oxo/rules.h"

namespace oxo::cli {

void addRulesOptions(QCommandLineParser& parser);

struct RulesFromOptions {
    std::optional<Rules> rules;  // empty when an option is bad
    QString error;
};

// Reads the options after parser.parse(); `defaultSize` applies when --size is absent.
RulesFromOptions readRules(const QCommandLineParser& parser, int defaultSize);

// "15x15, K=5, 2 players, gravity" for headers.
QString describeRules(const Rules& rules);

// Integer option in [min, max], with a message naming the option when it is not.
std::optional<long long> readInteger(const QCommandLineParser& parser, const QString& name,
                                     long long fallback, long long min, long long max,
                                     QString* error);

}  // namespace oxo::cli
