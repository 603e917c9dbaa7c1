#include "players.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "oxo/engines/engine_bot.h"
#include "oxo/engines/engine_rules.h"
#include "oxo/options/rules_options.h"

namespace oxo::cli {

namespace {
struct PlayersText {
    Q_DECLARE_TR_FUNCTIONS(Players)
};
}  // namespace

namespace {
const QString kEnginePrefix = QStringLiteral("engine:");
}  // namespace

bool isEngineSpec(const QString& spec) {
    return spec.trimmed().startsWith(kEnginePrefix);
}

PlayerBot makePlayerBot(const QString& spec, std::uint64_t seed) {
    if (const auto level = parseLevel(spec.trimmed().toStdString())) {
        return {makeBot(*level, seed), {}};
    }
    if (isEngineSpec(spec)) {
        // An outside Gomocup engine (R-F5); it must exist before a match starts, not fail later.
        const QString program = spec.trimmed().mid(kEnginePrefix.size());
        const QFileInfo file(program);
        if (program.isEmpty() || !file.isFile() || !file.isExecutable()) {
            return {nullptr,
                    PlayersText::tr("engine program '%1' does not exist or is not executable")
                        .arg(options::quoted(program))};
        }
        return {std::make_unique<pbrain::EngineBot>(file.absoluteFilePath()), {}};
    }
    return {nullptr, PlayersText::tr("unknown player '%1' (expected %2)")
                         .arg(options::quoted(spec), playerSpecHelp())};
}

QString engineRulesProblem(const QString& spec, const Rules& rules) {
    return isEngineSpec(spec) ? pbrain::engineRulesProblem(rules) : QString();
}

QString playerSpecHelp() {
    return PlayersText::tr("easy, medium, hard or engine:PATH (a pbrain-* Gomocup engine)");
}

}  // namespace oxo::cli
