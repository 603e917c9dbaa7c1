#include "oxo/engines/engine_rules.h"

#include <QCoreApplication>

#include "oxo/protocol/pbrain_protocol.h"

namespace oxo::pbrain {

namespace {

struct EngineRulesText {
    Q_DECLARE_TR_FUNCTIONS(EngineRules)
};

}  // namespace

QString engineRulesProblem(const Rules& rules) {
    if (rules.players != 2) {
        return EngineRulesText::tr("Outside engines play two-player games only.");
    }
    if (rules.winLength != pbrain::kWinLength) {
        return EngineRulesText::tr("Outside engines play five in a row only (K = 5).");
    }
    if (rules.gravity) {
        return EngineRulesText::tr("Outside engines cannot play with gravity.");
    }
    if (rules.size < pbrain::kMinBoard || rules.size > pbrain::kMaxBoard) {
        return EngineRulesText::tr("Outside engines play on boards of %1 to %2 only.")
            .arg(pbrain::kMinBoard)
            .arg(pbrain::kMaxBoard);
    }
    return {};
}

}  // namespace oxo::pbrain
