#include "cli.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include "analyse.h"
#include "bench.h"
#include "convert.h"
#include "match.h"
#include "oxo/options/rules_options.h"
#include "oxo/version.h"
#include "players.h"
#include "review.h"
#include "solve.h"

namespace oxo::cli {

using options::addRulesOptions;
using options::readInteger;
using options::readRules;
using options::RulesFromOptions;

namespace {

struct CliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int usageError(QTextStream& err, const QString& message) {
    // Every message quotes what was typed cut short already; this catches the rest.
    err << "oxo-cli: " << options::shortenedWords(message) << '\n'
        << CliText::tr("Try 'oxo-cli --help' for the options.") << '\n';
    err.flush();
    return kExitUsage;
}

void setUp(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        CliText::tr("OXO on the command line.\n\n"
                    "  match   bots play each other; prints wins, draws, losses and think times\n"
                    "  solve   the value and best move of a position (after --moves)\n"
                    "  analyse what every move of a position is worth: best lines, cell values\n"
                    "  bench   searches fixed positions to fixed depths; prints the node "
                    "signature\n"
                    "  convert IN OUT: one game from file IN to file OUT, the formats from their\n"
                    "          suffixes: .oxo, .psq (Piskvork), .sgf, .txt (position strings)\n"
                    "  review FILE: every move of a game weighed, with ? and ?? where one threw\n"
                    "          something away"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("command",
                                 CliText::tr("match, solve, analyse, bench, convert or review"),
                                 "match|solve|analyse|bench|convert|review");
    addRulesOptions(parser, kMaxSize);
    parser.addOptions({
        {"json", CliText::tr("Print the result as JSON.")},
        // Read by main() before parsing (ui/i18n/translations.h); listed here for --help.
        {"lang", CliText::tr("Language: en, de, fr or es (default: the system's)."), "CODE"},
        {"think-ms",
         CliText::tr("Think time per move in ms (match: 100, solve: 10000, review: 200)."), "MS"},
        {"games", CliText::tr("match: number of games (default 10)."), "G"},
        {"threads",
         CliText::tr("match, solve, analyse, review: threads Hard's search may use (default 1; "
                     "more are stronger, but no longer give the same move every run)."),
         "N"},
        {"seed", CliText::tr("match: seed for the bots' random choices (default 1)."), "S"},
        {"moves", CliText::tr("solve: the moves played so far, e.g. \"b2 c3\"."), "MOVES"},
        {"expect", CliText::tr("bench: fail (exit 1) unless the signature is N."), "N"},
        {"multipv", CliText::tr("analyse: how many best lines to show (default 1)."), "N"},
        {"depth",
         CliText::tr("analyse, review: search no deeper than D plies: the same answer on any "
                     "machine, given time enough."),
         "D"},
        {"cells",
         CliText::tr("analyse: the value of every move, proven wherever the position can be "
                     "solved.")},
        {"strategy",
         CliText::tr("solve: write the strategies behind a proven two-player result to FILE."),
         "FILE"},
        {"openings",
         CliText::tr("match: a file with one opening per line, as cells (\"h8 i9 h10\") or as "
                     "Gomocup's x,y offsets from the centre (\"0,0, 1,0, -1,1\"); each is played "
                     "with both colours."),
         "FILE"},
        {"max-moves",
         CliText::tr("match: a game this long is adjudicated a draw (default: never)."), "M"},
        {"save-games", CliText::tr("match: save every game as DIR/game-0001.oxo, ..."), "DIR"},
        {"opening-rule",
         CliText::tr("match: none, swap or swap2: the bots place the opening stones and choose "
                     "colours (two players)."),
         "RULE"},
    });
    for (int seat = 1; seat <= 4; ++seat) {
        parser.addOption({QStringLiteral("bot%1").arg(seat),
                          CliText::tr("match: player %1: %2 (default: hard, medium, easy, easy).")
                              .arg(seat)
                              .arg(playerSpecHelp()),
                          "LEVEL"});
        parser.addOption({QStringLiteral("think-ms%1").arg(seat),
                          CliText::tr("match: think time per move of player %1 in ms (default: "
                                      "--think-ms).")
                              .arg(seat),
                          "MS"});
    }
}

void printJson(QTextStream& out, const QJsonObject& object) {
    out << QJsonDocument(object).toJson(QJsonDocument::Indented);
}

// How match and solve end: a run that failed is a usage error; otherwise its report goes out
// as JSON (--json) or as text.
template <class Report, class Json, class Plain>
int printReport(const QCommandLineParser& parser, const Report& report, Json json, Plain plain,
                QTextStream& out, QTextStream& err) {
    if (!report.error.isEmpty()) {
        return usageError(err, report.error);
    }
    if (parser.isSet("json")) {
        printJson(out, json(report));
    } else {
        out << plain(report);
    }
    return kExitOk;
}

int match(const QCommandLineParser& parser, const Rules& rules, QTextStream& out, QTextStream& err,
          bool errIsTerminal) {
    QString error;
    const auto games = readInteger(parser, "games", 10, 1, 1'000'000, &error);
    const auto seed = games ? readInteger(parser, "seed", 1, 0, INT64_MAX, &error) : std::nullopt;
    const auto think =
        seed ? readInteger(parser, "think-ms", 100, 1, 3'600'000, &error) : std::nullopt;
    if (!think) {
        return usageError(err, error);
    }
    if (parser.isSet("moves")) {
        return usageError(err, CliText::tr("--moves belongs to solve, not match"));
    }
    if (parser.isSet("strategy")) {
        return usageError(err, CliText::tr("--strategy belongs to solve, not match"));
    }
    for (const QString option : {"multipv", "cells", "depth"}) {
        if (parser.isSet(option)) {
            return usageError(err, CliText::tr("--%1 belongs to analyse, not match").arg(option));
        }
    }
    MatchConfig config;
    config.rules = rules;
    config.games = static_cast<int>(*games);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.budget = std::chrono::milliseconds(*think);
    const auto threads = readInteger(parser, "threads", 1, 1, kMaxSearchThreads, &error);
    if (!threads) {
        return usageError(err, error);
    }
    config.threads = static_cast<int>(*threads);
    const QStringList defaults{"hard", "medium", "easy", "easy"};
    for (int seat = 1; seat <= 4; ++seat) {
        const QString option = QStringLiteral("bot%1").arg(seat);
        const QString time = QStringLiteral("think-ms%1").arg(seat);
        if (seat <= rules.players) {
            config.players << (parser.isSet(option) ? parser.value(option) : defaults[seat - 1]);
            const auto seatThink = readInteger(parser, time, *think, 1, 3'600'000, &error);
            if (!seatThink) {
                return usageError(err, error);
            }
            config.seatBudgets.emplace_back(std::chrono::milliseconds(*seatThink));
        } else if (parser.isSet(option) || parser.isSet(time)) {
            return usageError(err, CliText::tr("--%1 given, but there are only %2 players")
                                       .arg(parser.isSet(option) ? option : time)
                                       .arg(rules.players));
        }
    }
    const auto maxMoves = readInteger(parser, "max-moves", 0, 1, 1'000'000'000, &error);
    if (!maxMoves) {
        return usageError(err, error);
    }
    config.maxMoves = static_cast<int>(*maxMoves);
    if (parser.isSet("openings")) {
        config.openings = readOpenings(parser.value("openings"), rules, &error);
        if (config.openings.empty()) {
            return usageError(err, error);
        }
    }
    config.saveDirectory = parser.value("save-games");
    if (parser.isSet("opening-rule")) {  // R-E16
        const auto rule = parseOpeningRule(parser.value("opening-rule").toStdString());
        if (!rule) {
            return usageError(err, CliText::tr("--opening-rule must be none, swap or swap2"));
        }
        config.openingRule = *rule;
    }
    for (const QString& spec : config.players) {
        if (const PlayerBot probe = makePlayerBot(spec, 0); !probe.bot) {
            return usageError(err, probe.error);
        }
    }
    MatchProgress progress;
    if (errIsTerminal) {
        progress = [&err](int done, int total) {
            err << '\r' << CliText::tr("game %1 of %2").arg(done).arg(total);
            if (done == total) {
                err << '\n';
            }
            err.flush();
        };
    }
    return printReport(parser, runMatch(config, progress), matchJson, matchTable, out, err);
}

int solve(const QCommandLineParser& parser, const Rules& rules, QTextStream& out,
          QTextStream& err) {
    QString error;
    const auto think = readInteger(parser, "think-ms", 10000, 1, 3'600'000, &error);
    const auto threads =
        think ? readInteger(parser, "threads", 1, 1, kMaxSearchThreads, &error) : std::nullopt;
    if (!threads) {
        return usageError(err, error);
    }
    for (const QString option :
         {"games", "seed", "bot1", "bot2", "bot3", "bot4", "think-ms1", "think-ms2", "think-ms3",
          "think-ms4", "openings", "max-moves", "save-games", "opening-rule"}) {
        if (parser.isSet(option)) {
            return usageError(err, CliText::tr("--%1 belongs to match, not solve").arg(option));
        }
    }
    for (const QString option : {"multipv", "cells", "depth"}) {
        if (parser.isSet(option)) {
            return usageError(err, CliText::tr("--%1 belongs to analyse, not solve").arg(option));
        }
    }
    SolveConfig config;
    config.rules = rules;
    config.moves = parser.value("moves");
    config.budget = std::chrono::milliseconds(*think);
    config.strategyFile = parser.value("strategy");
    config.threads = static_cast<int>(*threads);
    return printReport(parser, runSolve(config), solveJson, solveText, out, err);
}

int analyse(const QCommandLineParser& parser, const Rules& rules, QTextStream& out,
            QTextStream& err) {
    QString error;
    const auto think = readInteger(parser, "think-ms", 2000, 1, 3'600'000, &error);
    const auto lines = think ? readInteger(parser, "multipv", 1, 1, 64, &error) : std::nullopt;
    const auto depth = lines ? readInteger(parser, "depth", 0, 1, 1000, &error) : std::nullopt;
    const auto threads =
        depth ? readInteger(parser, "threads", 1, 1, kMaxSearchThreads, &error) : std::nullopt;
    if (!threads) {
        return usageError(err, error);
    }
    for (const QString option :
         {"games", "seed", "bot1", "bot2", "bot3", "bot4", "think-ms1", "think-ms2", "think-ms3",
          "think-ms4", "openings", "max-moves", "save-games", "opening-rule", "strategy"}) {
        if (parser.isSet(option)) {
            return usageError(err, CliText::tr("--%1 does not belong to analyse").arg(option));
        }
    }
    AnalyseConfig config;
    config.rules = rules;
    config.moves = parser.value("moves");
    config.budget = std::chrono::milliseconds(*think);
    config.multiPv = static_cast<int>(*lines);
    config.depth = static_cast<int>(*depth);
    config.cells = parser.isSet("cells");
    config.threads = static_cast<int>(*threads);
    return printReport(parser, runAnalyse(config), analyseJson, analyseText, out, err);
}

// Fixed positions, fixed depths: the same signature on every machine (see bench.h).
int bench(const QCommandLineParser& parser, QTextStream& out, QTextStream& err) {
    if (options::rulesGiven(parser) || parser.isSet("moves") || parser.isSet("games")) {
        return usageError(err, CliText::tr("bench takes no rules, moves or games: its positions "
                                           "are fixed"));
    }
    if (parser.isSet("threads")) {
        return usageError(err, CliText::tr("bench searches with one thread: its signature must be "
                                           "the same on every run"));
    }
    QString error;
    const auto expected = readInteger(parser, "expect", 0, 0, INT64_MAX, &error);
    if (!expected) {
        return usageError(err, error);
    }
    const BenchReport report = runBench();
    if (parser.isSet("json")) {
        printJson(out, benchJson(report));
    } else {
        out << benchText(report);
    }
    if (parser.isSet("expect") && report.signature != static_cast<std::uint64_t>(*expected)) {
        err << CliText::tr(
                   "oxo-cli: bench signature %1, expected %2: the search behaves "
                   "differently; if that is intended, record the new signature")
                   .arg(report.signature)
                   .arg(*expected)
            << '\n';
        return 1;
    }
    return kExitOk;
}

// One game from one file to another (R-F7); every option but --lang is another command's.
int convert(const QCommandLineParser& parser, const QStringList& positional, QTextStream& err) {
    if (positional.size() != 3) {
        return usageError(err, CliText::tr("convert takes two files: convert IN OUT"));
    }
    for (const QString& option : parser.optionNames()) {
        if (option != QLatin1String("lang")) {
            return usageError(
                err,
                CliText::tr("convert takes no options, not --%1").arg(options::quoted(option)));
        }
    }
    return runConvert(positional[1], positional[2], err);
}

}  // namespace

int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err, bool errIsTerminal) {
    QCommandLineParser parser;
    setUp(parser);
    if (!parser.parse(arguments)) {
        return usageError(err, parser.errorText());
    }
    if (parser.isSet("version")) {
        out << "oxo-cli "
            << QString::fromLatin1(kVersion.data(), static_cast<qsizetype>(kVersion.size()))
            << '\n';
        return kExitOk;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return kExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty() && positional.front() == QLatin1String("convert")) {
        return convert(parser, positional, err);
    }
    if (!positional.isEmpty() && positional.front() == QLatin1String("review")) {
        return runReviewCommand(parser, positional, out, err);
    }
    if (positional.size() != 1) {
        return usageError(err, positional.isEmpty()
                                   ? CliText::tr("no command given (match, solve, analyse, "
                                                 "bench or convert)")
                                   : CliText::tr("one command at a time, not '%1'")
                                         .arg(options::quoted(positional.join(QLatin1Char(' ')))));
    }
    const QString& command = positional.front();
    if (command == QLatin1String("bench")) {
        return bench(parser, out, err);
    }
    if (command != QLatin1String("match") && command != QLatin1String("solve") &&
        command != QLatin1String("analyse")) {
        return usageError(err, CliText::tr("unknown command '%1' (match, solve, analyse, bench or "
                                           "convert)")
                                   .arg(options::quoted(command)));
    }
    const RulesFromOptions rules = readRules(parser, kMaxSize);
    if (!rules.rules) {
        return usageError(err, rules.error);
    }
    if (command == QLatin1String("match")) {
        return match(parser, *rules.rules, out, err, errIsTerminal);
    }
    return command == QLatin1String("solve") ? solve(parser, *rules.rules, out, err)
                                             : analyse(parser, *rules.rules, out, err);
}

}  // namespace oxo::cli
