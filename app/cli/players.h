// Turning a player spec from the command line ("easy", "medium", "hard", or "engine:PATH" for
// an outside Gomocup pbrain engine) into a bot. Every way of naming a player goes through
// makePlayerBot, so a new kind of player is one more branch here.
#pragma once

#include <QString>
#include <cstdint>
#include <memory>

#include "oxo/bot.h"
#include "oxo/rules.h"

namespace oxo::cli {

struct PlayerBot {
    std::unique_ptr<Bot> bot;  // null when the spec is not understood
    QString error;             // why, in words for the user
};

PlayerBot makePlayerBot(const QString& spec, std::uint64_t seed);

bool isEngineSpec(const QString& spec);
// Why an engine player cannot play these rules (pbrain engines play K = 5, two players, no
// gravity); empty when it can, or when the spec is not an engine.
QString engineRulesProblem(const QString& spec, const Rules& rules);

// The specs accepted, for --help.
QString playerSpecHelp();

}  // namespace oxo::cli
