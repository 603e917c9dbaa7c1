// Writing a game file: the JSON, built with Qt's classes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "game_file_review.h"
#include "oxo/files/game_file.h"
#include "oxo/notation.h"

namespace oxo {
namespace {

QString timeoutKey(ClockSetting::OnTimeout onTimeout) {
    return onTimeout == ClockSetting::OnTimeout::Lose ? QStringLiteral("lose")
                                                      : QStringLiteral("random-move");
}

}  // namespace

QByteArray toJson(const GameRecord& record) {
    return toJson(record, QJsonObject());
}

QByteArray toJson(const GameRecord& record, const QJsonObject& extra) {
    const Rules& rules = record.rules;
    QJsonObject rulesObject{
        {QStringLiteral("size"), rules.size},
        {QStringLiteral("winLength"), rules.winLength},
        {QStringLiteral("players"), rules.players},
        {QStringLiteral("firstPlayer"), int{rules.firstPlayer}},
        {QStringLiteral("earlyDraw"), rules.earlyDraw},
        {QStringLiteral("gravity"), rules.gravity},
        // What OXO 0.3.0 and older read: they know no "rule".
        {QStringLiteral("exactLength"), rules.family == Family::Exact},
        {QStringLiteral("rule"), QString::fromUtf8(familyName(rules.family).data())},
    };
    QJsonArray players;
    for (const PlayerSetup& player : record.players) {
        // Whatever name the UI hands over, the file must open again (player_setup.h).
        QJsonObject seat{{QStringLiteral("name"), visibleName(player.name)},
                         {QStringLiteral("kind"), kindKey(player.kind)}};
        if (player.kind == PlayerKind::Engine) {
            seat.insert(QStringLiteral("engine"), player.engine);  // R-F5: the program's path
        }
        players.append(seat);
    }
    QJsonArray moves;
    for (const Cell& cell : record.moves) {
        moves.append(QString::fromStdString(cellName(cell)));
    }
    const QJsonObject clock{{QStringLiteral("enabled"), record.clock.enabled},
                            {QStringLiteral("seconds"), record.clock.seconds},
                            {QStringLiteral("onTimeout"), timeoutKey(record.clock.onTimeout)}};
    QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("oxo-game")},
        {QStringLiteral("version"), kGameFileVersion},
        {QStringLiteral("rules"), rulesObject},
        {QStringLiteral("players"), players},
        {QStringLiteral("clock"), clock},
        {QStringLiteral("moves"), moves},
    };
    if (record.opening != OpeningRule::None) {
        // R-E16: only games with an opening rule carry it, so older readers see the rest as
        // they always did.
        QJsonArray choices;
        for (const OpeningChoice choice : record.openingChoices) {
            choices.append(QString::fromUtf8(openingChoiceName(choice).data()));
        }
        root.insert(QStringLiteral("opening"),
                    QJsonObject{{QStringLiteral("rule"),
                                 QString::fromUtf8(openingRuleName(record.opening).data())},
                                {QStringLiteral("choices"), choices}});
    }
    if (!record.review.empty()) {
        root.insert(QStringLiteral("review"), reviewJson(record.review));
    }
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        Q_ASSERT(!root.contains(it.key()));
        root.insert(it.key(), it.value());
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace oxo
