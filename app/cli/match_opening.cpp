// `oxo-cli match --opening-rule swap|swap2` (R-E16): the bots place the opening's stones and
// choose colours with their evaluation (oxo/opening_decision.h); afterwards the seats play the
// colours they ended up with.
#include <QCoreApplication>
#include <array>

#include "match.h"
#include "oxo/opening_decision.h"
#include "players.h"

namespace oxo::cli {

struct MatchOpeningText {
    Q_DECLARE_TR_FUNCTIONS(Match)
};

std::vector<OpeningChoice> playOpeningRule(const MatchConfig& config, std::uint64_t seed,
                                           std::vector<int>& seatOf,
                                           std::vector<std::unique_ptr<Bot>>& bots,
                                           Position& position, std::vector<Cell>& history) {
    Opening opening(config.openingRule);
    const auto first = static_cast<std::size_t>(config.rules.firstPlayer);
    // Person 0 sits at the first player's seat, person 1 at the other (opening_rule.h).
    const std::array<int, 2> seatOfPerson{seatOf[first], seatOf[1 - first]};
    auto evaluator = makeBot(BotLevel::Hard, seed);
    for (;;) {
        const OpeningStep step = opening.step(position.moveCount());
        if (step.kind == OpeningStep::Kind::Done) {
            break;
        }
        const QString spec = config.players[seatOfPerson[static_cast<std::size_t>(step.person)]];
        const BotLevel level = parseLevel(spec.trimmed().toStdString()).value_or(BotLevel::Hard);
        if (step.kind == OpeningStep::Kind::Place) {
            const Cell cell = openingStone(*evaluator, level, position, step.placeUntil,
                                           seed + static_cast<std::uint64_t>(history.size()));
            position.make(cell);
            history.push_back(cell);
        } else {
            opening.choose(position.moveCount(), openingChoice(*evaluator, position, step.options));
        }
    }
    if (opening.exchanged()) {
        std::swap(seatOf[0], seatOf[1]);
        std::swap(bots[0], bots[1]);
    }
    return opening.choices();
}

}  // namespace oxo::cli

namespace oxo::cli {

QString openingRuleProblem(const MatchConfig& config) {
    if (config.openingRule == OpeningRule::None) {
        return {};
    }
    if (const auto problem = openingProblem(config.openingRule, config.rules)) {
        return QString::fromStdString(*problem);
    }
    if (!config.openings.empty()) {
        return MatchOpeningText::tr("--opening-rule and --openings cannot be combined");
    }
    for (const QString& spec : config.players) {
        if (isEngineSpec(spec)) {
            return MatchOpeningText::tr("%1: an outside engine cannot play the swap openings")
                .arg(shortSpec(spec));
        }
    }
    return {};
}

QString openingChoicesText(const std::vector<OpeningChoice>& choices) {
    QStringList names;
    for (const OpeningChoice choice : choices) {
        names << QString::fromUtf8(openingChoiceName(choice).data());
    }
    return names.join(QLatin1Char(' '));
}

}  // namespace oxo::cli
