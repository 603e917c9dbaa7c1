// Reading a game file. Every value is checked for type and range before it is used, then the
// moves are replayed through the engine, which alone decides what is legal. The first problem
// found ends the read with a message naming its place ("rules.size", "players[2].kind",
// "move 7 ('b3')"); nothing outside the returned value is touched.
#include <algorithm>
#include <cmath>
#include <limits>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include "game_file_review.h"
#include "game_file_texts.h"
#include "oxo/engines/engine_rules.h"
#include "oxo/files/game_file.h"
#include "oxo/notation.h"
#include "oxo/replay.h"

namespace oxo {
namespace {

// The reader proper: each method returns false after setting error_.
class Reader {
    Q_DECLARE_TR_FUNCTIONS(GameFile)

public:
    explicit Reader(const FileLimits& limits) : limits_(limits) {}

    ReadResult read(QByteArrayView data);

private:
    bool fail(const QString& where, const QString& what) {
        error_ = where.isEmpty() ? what : tr("%1: %2").arg(where, what);
        return false;
    }
    bool wrongType(const QString& where, const QJsonValue& value, const QString& expected) {
        return fail(where,
                    tr("expected %1, found %2").arg(expected, GameFileTexts::typeName(value)));
    }
    // Whether `value` is there and of `type` (`expected` names it for the message).
    bool present(const QString& where, const QJsonValue& value, QJsonValue::Type type,
                 const QString& expected) {
        if (value.isUndefined()) {
            return fail(where, tr("missing"));
        }
        return value.type() == type || wrongType(where, value, expected);
    }

    bool readHeader(const QJsonObject& root);
    bool readInt(const QJsonObject& object, const QString& key, const QString& where, int min,
                 int max, int* out, bool required);
    bool readBool(const QJsonObject& object, const QString& key, const QString& where, bool* out);
    bool readFamily(const QJsonObject& object, Rules* rules);
    bool readRules(const QJsonValue& value, Rules* rules);
    bool readPlayers(const QJsonValue& value, const Rules& rules,
                     std::vector<PlayerSetup>* players);
    bool readClock(const QJsonValue& value, ClockSetting* clock);
    bool readMoves(const QJsonValue& value, GameRecord* record, std::optional<Game>* game);
    bool readOpening(const QJsonValue& value, GameRecord* record);
    bool readReview(const QJsonValue& value, GameRecord* record) {
        QString where;
        QString what;
        return readReviewJson(value, record, &where, &what) || fail(where, what);
    }

    FileLimits limits_;
    QString error_;
};

ReadResult Reader::read(QByteArrayView data) {
    ReadResult result;
    if (data.size() > limits_.maxBytes) {
        fail({}, tr("the file is too large (%1); a game file is at most %2")
                     .arg(QLocale().formattedDataSize(data.size()),
                          QLocale().formattedDataSize(limits_.maxBytes)));
        result.error = error_;
        return result;
    }
    if (data.toByteArray().trimmed().isEmpty()) {
        result.error = tr("the file is empty");
        return result;
    }
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(data.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.error = tr("this is not an OXO game file: it is not valid JSON (%1 at byte %2)")
                           .arg(parseError.errorString())
                           .arg(parseError.offset);
        return result;
    }
    if (!document.isObject()) {
        result.error = tr("this is not an OXO game file: it holds no JSON object");
        return result;
    }
    const QJsonObject root = document.object();
    GameRecord record;
    std::optional<Game> game;
    if (readHeader(root) && readRules(root.value(QLatin1String("rules")), &record.rules) &&
        readPlayers(root.value(QLatin1String("players")), record.rules, &record.players) &&
        readClock(root.value(QLatin1String("clock")), &record.clock) &&
        readMoves(root.value(QLatin1String("moves")), &record, &game) &&
        readOpening(root.value(QLatin1String("opening")), &record) &&
        readReview(root.value(QLatin1String("review")), &record)) {
        result.game.emplace(LoadedGame{std::move(record), std::move(*game)});
    } else {
        result.error = error_;
    }
    return result;
}

bool Reader::readHeader(const QJsonObject& root) {
    if (root.value(QLatin1String("format")) != QJsonValue(QLatin1String("oxo-game"))) {
        // A plain literal, not a raw one: lupdate reads it the same everywhere.
        // NOLINTNEXTLINE(modernize-raw-string-literal)
        return fail({}, tr("this is not an OXO game file (\"format\" is not \"oxo-game\")"));
    }
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!present(QStringLiteral("version"), version, QJsonValue::Double, tr("a whole number"))) {
        return false;
    }
    const double number = version.toDouble();
    if (std::floor(number) != number) {
        return fail(QStringLiteral("version"), tr("%1 is not a whole number").arg(number));
    }
    if (number > kGameFileVersion) {
        return fail({}, tr("this file was written by a newer OXO (format version %1); this "
                           "version reads format version %2")
                            .arg(number)
                            .arg(kGameFileVersion));
    }
    if (number != kGameFileVersion) {
        return fail(QStringLiteral("version"),
                    tr("%1 is not a valid format version (this version reads version %2)")
                        .arg(number)
                        .arg(kGameFileVersion));
    }
    return true;
}

bool Reader::readInt(const QJsonObject& object, const QString& key, const QString& where, int min,
                     int max, int* out, bool required) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined() && !required) {
        return true;
    }
    if (!present(where, value, QJsonValue::Double, tr("a whole number"))) {
        return false;
    }
    const double number = value.toDouble();
    // Range first: it also keeps huge values (1e300) away from the conversion to int.
    if (!(number >= min && number <= max)) {
        return fail(where, tr("%1 is out of range %2 to %3").arg(number).arg(min).arg(max));
    }
    if (std::floor(number) != number) {
        return fail(where, tr("%1 is not a whole number").arg(number));
    }
    *out = static_cast<int>(number);
    return true;
}

bool Reader::readBool(const QJsonObject& object, const QString& key, const QString& where,
                      bool* out) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        return true;  // optional: the default stays
    }
    if (!value.isBool()) {
        return wrongType(where, value, tr("true or false"));
    }
    *out = value.toBool();
    return true;
}

// "rule": "freestyle", "exact" or "renju" (R-E15); files from before it say "exactLength".
bool Reader::readFamily(const QJsonObject& object, Rules* rules) {
    bool exact = false;
    if (!readBool(object, QStringLiteral("exactLength"), QStringLiteral("rules.exactLength"),
                  &exact)) {
        return false;
    }
    rules->family = exact ? Family::Exact : Family::Freestyle;
    const QJsonValue value = object.value(QLatin1String("rule"));
    if (value.isUndefined()) {
        return true;
    }
    const QString where = QStringLiteral("rules.rule");
    if (!value.isString()) {
        return wrongType(where, value, tr("text"));
    }
    const std::optional<Family> family = parseFamily(value.toString().toStdString());
    if (!family) {
        return fail(where, tr("'%1' is not a rule (freestyle, exact or renju)")
                               .arg(GameFileTexts::quoted(value.toString())));
    }
    if (exact && *family != Family::Exact) {
        return fail(where, tr("'%1' contradicts \"exactLength\": true")
                               .arg(GameFileTexts::quoted(value.toString())));
    }
    rules->family = *family;
    return true;
}

bool Reader::readRules(const QJsonValue& value, Rules* rules) {
    const QString where = QStringLiteral("rules");
    if (!present(where, value, QJsonValue::Object, tr("an object"))) {
        return false;
    }
    const QJsonObject object = value.toObject();
    const int maxSize = std::clamp(limits_.maxBoardSize, kMinSize, kMaxSize);
    int firstPlayer = 0;
    if (!readInt(object, QStringLiteral("size"), QStringLiteral("rules.size"), kMinSize, maxSize,
                 &rules->size, true) ||
        !readInt(object, QStringLiteral("winLength"), QStringLiteral("rules.winLength"),
                 kMinWinLength, rules->size, &rules->winLength, true) ||
        !readInt(object, QStringLiteral("players"), QStringLiteral("rules.players"), kMinPlayers,
                 kMaxPlayers, &rules->players, false) ||
        !readInt(object, QStringLiteral("firstPlayer"), QStringLiteral("rules.firstPlayer"), 0,
                 rules->players - 1, &firstPlayer, false) ||
        !readBool(object, QStringLiteral("earlyDraw"), QStringLiteral("rules.earlyDraw"),
                  &rules->earlyDraw) ||
        !readBool(object, QStringLiteral("gravity"), QStringLiteral("rules.gravity"),
                  &rules->gravity) ||
        !readFamily(object, rules)) {
        return false;
    }
    rules->firstPlayer = static_cast<Player>(firstPlayer);
    // The engine has the last word on what can be played (R-E2, R-E3).
    if (const std::optional<RulesError> problem = validate(*rules)) {
        return fail(where, QString::fromStdString(problem->message()));
    }
    return true;
}

bool Reader::readPlayers(const QJsonValue& value, const Rules& rules,
                         std::vector<PlayerSetup>* players) {
    const QString where = QStringLiteral("players");
    if (!present(where, value, QJsonValue::Array, tr("a list"))) {
        return false;
    }
    const QJsonArray array = value.toArray();
    if (array.size() != rules.players) {
        return fail(where, tr("the rules are for %1 players but the file lists %2")
                               .arg(rules.players)
                               .arg(array.size()));
    }
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("players[%1]").arg(i);
        if (!array.at(i).isObject()) {
            return wrongType(at, array.at(i), tr("an object"));
        }
        const QJsonObject object = array.at(i).toObject();
        PlayerSetup player;
        const QJsonValue name = object.value(QLatin1String("name"));
        if (!name.isUndefined()) {
            if (!name.isString()) {
                return wrongType(at + QStringLiteral(".name"), name, tr("text"));
            }
            player.name = name.toString();
            // Shown in the status line and the move list: one line of visible text.
            if (const QString problem = nameProblem(player.name); !problem.isEmpty()) {
                return fail(at + QStringLiteral(".name"), problem);
            }
        }
        const QJsonValue kind = object.value(QLatin1String("kind"));
        if (!present(at + QStringLiteral(".kind"), kind, QJsonValue::String, tr("text"))) {
            return false;
        }
        const std::optional<PlayerKind> parsed = kindFromKey(kind.toString());
        if (!parsed) {
            return fail(at + QStringLiteral(".kind"),
                        tr("'%1' is not a kind of player (human, easy, medium, hard or engine)")
                            .arg(GameFileTexts::quoted(kind.toString())));
        }
        player.kind = *parsed;
        // R-F5: an engine seat names its program. One that no longer exists still loads; the
        // seat then loses on its turn with the reason and can be changed in the settings.
        // Nothing is run without the person's consent (the app asks, showing this path).
        const QJsonValue engine = object.value(QLatin1String("engine"));
        if (!engine.isUndefined() && !engine.isString()) {
            return wrongType(at + QStringLiteral(".engine"), engine, tr("text"));
        }
        if (player.kind == PlayerKind::Engine) {
            if (const QString problem = pbrain::engineRulesProblem(rules); !problem.isEmpty()) {
                return fail(at + QStringLiteral(".kind"),
                            tr("an engine cannot play these rules: %1").arg(problem));
            }
            player.engine = engine.toString();
            if (player.engine.trimmed().isEmpty()) {
                return fail(at + QStringLiteral(".engine"),
                            tr("an engine player needs the path of its program"));
            }
            if (const QString problem = pathProblem(player.engine); !problem.isEmpty()) {
                return fail(at + QStringLiteral(".engine"), problem);
            }
        }
        // Any other seat's path is not part of the game: dropped, so save and re-read agree.
        players->push_back(std::move(player));
    }
    return true;
}

bool Reader::readClock(const QJsonValue& value, ClockSetting* clock) {
    const QString where = QStringLiteral("clock");
    if (value.isUndefined()) {
        return true;  // optional: clock off
    }
    if (!value.isObject()) {
        return wrongType(where, value, tr("an object"));
    }
    const QJsonObject object = value.toObject();
    if (!readBool(object, QStringLiteral("enabled"), QStringLiteral("clock.enabled"),
                  &clock->enabled) ||
        !readInt(object, QStringLiteral("seconds"), QStringLiteral("clock.seconds"),
                 kMinClockSeconds, kMaxClockSeconds, &clock->seconds, false)) {
        return false;
    }
    const QJsonValue onTimeout = object.value(QLatin1String("onTimeout"));
    if (onTimeout.isUndefined()) {
        return true;
    }
    if (onTimeout == QJsonValue(QLatin1String("random-move"))) {
        clock->onTimeout = ClockSetting::OnTimeout::RandomMove;
    } else if (onTimeout == QJsonValue(QLatin1String("lose"))) {
        clock->onTimeout = ClockSetting::OnTimeout::Lose;
    } else {
        // NOLINTNEXTLINE(modernize-raw-string-literal): lupdate reads plain literals everywhere
        return fail(QStringLiteral("clock.onTimeout"), tr("expected \"random-move\" or \"lose\""));
    }
    return true;
}

bool Reader::readMoves(const QJsonValue& value, GameRecord* record, std::optional<Game>* game) {
    const QString where = QStringLiteral("moves");
    if (!present(where, value, QJsonValue::Array, tr("a list"))) {
        return false;
    }
    const QJsonArray array = value.toArray();
    const Rules& rules = record->rules;
    const qint64 cells = qint64{rules.size} * rules.size;
    if (array.size() > cells) {
        return fail(where,
                    tr("%1 moves cannot fit on a board of %2 cells").arg(array.size()).arg(cells));
    }
    game->emplace(rules);
    record->moves.reserve(static_cast<std::size_t>(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue entry = array.at(i);
        const QString number = QString::number(i + 1);
        if (!entry.isString()) {
            return wrongType(tr("move %1").arg(number), entry, tr("a cell name like \"b3\""));
        }
        const QString text = entry.toString();
        const QString at = tr("move %1 ('%2')").arg(number, GameFileTexts::quoted(text));
        // Cell names are short; a long string is refused before it is parsed.
        if (text.size() > 16) {
            return fail(at, GameFileTexts::parseErrorText(ParseError::Malformed, rules.size));
        }
        const ParsedCell parsed = parseCell(text.toStdString(), rules.size);
        if (!parsed.cell) {
            return fail(at, GameFileTexts::parseErrorText(parsed.error, rules.size));
        }
        const Cell cell = *parsed.cell;
        const Position& position = (*game)->position();
        const MoveError why = checkRecorded(position, cell);
        if (why == MoveError::GameOver) {
            return fail(at, tr("the game was already over after move %1").arg(i));
        }
        if (why == MoveError::Floating) {
            return fail(at, tr("with gravity on, the mark would land on %1")
                                .arg(QString::fromStdString(cellName(position.landing(cell)))));
        }
        if (why != MoveError::None) {
            return fail(at, GameFileTexts::moveErrorText(why));
        }
        (*game)->play(cell);
        record->moves.push_back(cell);
    }
    return true;
}

// "opening": {"rule": "swap2", "choices": ["place-two", "o"]} (R-E16); optional, files from
// before it have none. The choices must fit the moves as the opening rule allows them.
bool Reader::readOpening(const QJsonValue& value, GameRecord* record) {
    if (value.isUndefined()) {
        return true;
    }
    if (!value.isObject()) {
        return wrongType(QStringLiteral("opening"), value, tr("an object"));
    }
    const QJsonObject object = value.toObject();
    const QString ruleAt = QStringLiteral("opening.rule");
    const QJsonValue rule = object.value(QLatin1String("rule"));
    if (!present(ruleAt, rule, QJsonValue::String, tr("text"))) {
        return false;
    }
    const std::optional<OpeningRule> parsed = parseOpeningRule(rule.toString().toStdString());
    if (!parsed) {
        return fail(ruleAt, tr("'%1' is not an opening rule (none, swap or swap2)")
                                .arg(GameFileTexts::quoted(rule.toString())));
    }
    if (const auto problem = openingProblem(*parsed, record->rules)) {
        return fail(ruleAt, QString::fromStdString(*problem));
    }
    for (const PlayerSetup& player : record->players) {
        if (player.kind == PlayerKind::Engine && *parsed != OpeningRule::None) {
            return fail(ruleAt, tr("an outside engine cannot play the swap openings"));
        }
    }
    const QString choicesAt = QStringLiteral("opening.choices");
    const QJsonValue choices = object.value(QLatin1String("choices"));
    if (!choices.isUndefined() && !choices.isArray()) {
        return wrongType(choicesAt, choices, tr("a list"));
    }
    std::vector<OpeningChoice> list;
    const QJsonArray array = choices.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("opening.choices[%1]").arg(i);
        if (!array.at(i).isString()) {
            return wrongType(at, array.at(i), tr("text"));
        }
        const auto choice = parseOpeningChoice(array.at(i).toString().toStdString());
        if (!choice) {
            return fail(at, tr("'%1' is not an opening choice (x, o or place-two)")
                                .arg(GameFileTexts::quoted(array.at(i).toString())));
        }
        list.push_back(*choice);
    }
    std::string why;
    if (!Opening::replay(*parsed, static_cast<int>(record->moves.size()), list, &why)) {
        return fail(choicesAt, QString::fromStdString(why));
    }
    record->opening = *parsed;
    record->openingChoices = std::move(list);
    return true;
}

}  // namespace

ReadResult readGame(QByteArrayView data, const FileLimits& limits) {
    return Reader(limits).read(data);
}

}  // namespace oxo
