// Writing a game file: the JSON, built with Qt's classes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "oxo/files/game_file.h"
#include "oxo/notation.h"

namespace oxo {
namespace {

QString timeoutKey(ClockSetting::OnTimeout onTimeout) {
    return onTimeout == ClockSetting::OnTimeout::Lose ? QStringLiteral("lose")
                                                      : QStringLiteral("random-move");
}

// Whatever name the UI hands over, the file must open again: the reader refuses control
// characters and names past kMaxPlayerNameLength, so they are dropped here.
QString writableName(const QString& name) {
    QString clean;
    clean.reserve(name.size());
    for (const QChar c : name) {
        if (c.category() != QChar::Other_Control) {
            clean.append(c);
        }
    }
    clean.truncate(kMaxPlayerNameLength);
    if (!clean.isEmpty() && clean.back().isHighSurrogate()) {
        clean.chop(1);  // never cut a character in half
    }
    return clean;
}

}  // namespace

QByteArray toJson(const GameRecord& record) {
    const Rules& rules = record.rules;
    QJsonObject rulesObject{
        {QStringLiteral("size"), rules.size},
        {QStringLiteral("winLength"), rules.winLength},
        {QStringLiteral("players"), rules.players},
        {QStringLiteral("firstPlayer"), int{rules.firstPlayer}},
        {QStringLiteral("earlyDraw"), rules.earlyDraw},
        {QStringLiteral("gravity"), rules.gravity},
        {QStringLiteral("exactLength"), rules.exactLength},
    };
    QJsonArray players;
    for (const PlayerSetup& player : record.players) {
        QJsonObject seat{{QStringLiteral("name"), writableName(player.name)},
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
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("oxo-game")},
        {QStringLiteral("version"), kGameFileVersion},
        {QStringLiteral("rules"), rulesObject},
        {QStringLiteral("players"), players},
        {QStringLiteral("clock"), clock},
        {QStringLiteral("moves"), moves},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace oxo
