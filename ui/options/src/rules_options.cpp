#include "oxo/options/rules_options.h"

#include <QCoreApplication>

#include "oxo/types.h"

namespace oxo::options {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(RulesOptions)
};

const QStringList kRulesOptionNames{"size",    "win",   "players", "first",
                                    "gravity", "exact", "rule",    "no-early-draw"};

}  // namespace

void addRulesOptions(QCommandLineParser& parser, int maxSize) {
    parser.addOptions({
        {"size", Text::tr("Board size N (an N×N board), 3 to %1 (default 3).").arg(maxSize), "N"},
        {"win", Text::tr("Marks in a row to win, K (3 to N; default N)."), "K"},
        {"players", Text::tr("Number of players, 2 to 4 (default 2)."), "P"},
        {"first", Text::tr("Who moves first: 1 to P, or a mark (X, O) (default 1)."), "WHO"},
        {"gravity", Text::tr("Marks drop to the lowest free cell of a column.")},
        {"exact", Text::tr("Exactly K in a row wins; longer runs do not (--rule exact).")},
        {"rule",
         Text::tr("The rule: freestyle (K or more wins), exact, or renju (two players, K=5: the "
                  "first player wins with exactly five and may not make an overline, a double "
                  "four or a double three)."),
         "RULE"},
        {"no-early-draw", Text::tr("Play on when no line can be won any more.")},
    });
}

bool rulesGiven(const QCommandLineParser& parser) {
    for (const QString& name : kRulesOptionNames) {
        if (parser.isSet(name)) {
            return true;
        }
    }
    return false;
}

QString quoted(const QString& text) {
    constexpr qsizetype kShown = 40;
    return text.size() <= kShown ? text : text.left(kShown) + QStringLiteral("…");
}

QString shortenedWords(const QString& message) {
    constexpr qsizetype kLongest = 120;  // a long path still shows whole
    QString out;
    qsizetype start = 0;
    while (start < message.size()) {
        qsizetype end = start;
        while (end < message.size() && !message.at(end).isSpace()) {
            ++end;
        }
        const QString word = message.mid(start, end - start);
        out += word.size() > kLongest ? quoted(word) : word;
        qsizetype next = end;
        while (next < message.size() && message.at(next).isSpace()) {
            ++next;
        }
        out += message.mid(end, next - end);
        start = next;
    }
    return out;
}

std::optional<long long> readInteger(const QCommandLineParser& parser, const QString& name,
                                     long long fallback, long long min, long long max,
                                     QString* error) {
    if (!parser.isSet(name)) {
        return fallback;
    }
    const QString text = parser.value(name);
    bool ok = false;
    const long long value = text.trimmed().toLongLong(&ok);
    if (!ok || value < min || value > max) {
        *error = Text::tr("--%1 must be a whole number from %2 to %3, not '%4'")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(quoted(text));
        return std::nullopt;
    }
    return value;
}

RulesFromOptions readRules(const QCommandLineParser& parser, int maxSize, int defaultSize) {
    RulesFromOptions out;
    const auto size = readInteger(parser, "size", defaultSize, kMinSize, maxSize, &out.error);
    if (!size) {
        return out;
    }
    const auto win = readInteger(parser, "win", *size, kMinWinLength, *size, &out.error);
    if (!win) {
        return out;
    }
    const auto players = readInteger(parser, "players", 2, kMinPlayers, kMaxPlayers, &out.error);
    if (!players) {
        return out;
    }
    Rules rules = Rules::square(static_cast<int>(*size), static_cast<int>(*win));
    rules.players = static_cast<int>(*players);
    rules.gravity = parser.isSet("gravity");
    rules.family = parser.isSet("exact") ? Family::Exact : Family::Freestyle;
    if (parser.isSet("rule")) {
        const auto family = parseFamily(parser.value("rule").trimmed().toLower().toStdString());
        if (!family || (parser.isSet("exact") && *family != Family::Exact)) {
            out.error = family ? Text::tr("--exact and --rule %1 contradict each other")
                                     .arg(quoted(parser.value("rule")))
                               : Text::tr("--rule must be freestyle, exact or renju, not '%1'")
                                     .arg(quoted(parser.value("rule")));
            return out;
        }
        rules.family = *family;
    }
    rules.earlyDraw = !parser.isSet("no-early-draw");
    if (parser.isSet("first")) {
        const QString who = parser.value("first").trimmed().toUpper();
        int first = -1;
        for (int p = 0; p < rules.players; ++p) {
            const auto mark = markName(static_cast<Player>(p));
            const QString markText =
                QString::fromUtf8(mark.data(), static_cast<qsizetype>(mark.size()));
            if (who == QString::number(p + 1) || who == markText.toUpper()) {
                first = p;
            }
        }
        if (first < 0) {
            out.error = Text::tr("--first must be 1 to %1 or a player's mark, not '%2'")
                            .arg(rules.players)
                            .arg(quoted(parser.value("first")));
            return out;
        }
        rules.firstPlayer = static_cast<Player>(first);
    }
    if (const auto problem = validate(rules)) {
        out.error = QString::fromStdString(problem->message());
        return out;
    }
    out.rules = rules;
    return out;
}

QString describeRules(const Rules& rules) {
    QString text =
        Text::tr("%1x%1, K=%2, %3 players").arg(rules.size).arg(rules.winLength).arg(rules.players);
    if (rules.gravity) {
        text += Text::tr(", gravity");
    }
    if (rules.family == Family::Exact) {
        text += Text::tr(", exact K");
    } else if (rules.family == Family::Renju) {
        text += Text::tr(", renju");
    }
    if (!rules.earlyDraw) {
        text += Text::tr(", no early draw");
    }
    return text;
}

}  // namespace oxo::options
