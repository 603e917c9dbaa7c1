// Turning a player spec from the command line ("easy", "medium", "hard", later
// "engine:PATH") into a bot. Every way of naming a player goes through makePlayerBot, so a new
// kind of player is one more branch here.
#pragma once

#include <QString>
#include <cstdint>
#include <memory>

#include "oxo/bot.h"

namespace oxo::cli {

struct PlayerBot {
    std::unique_ptr<Bot> bot;  // null when the spec is not understood
    QString error;             // why, in words for the user
};

PlayerBot makePlayerBot(const QString& spec, std::uint64_t seed);

// The specs accepted, for --help.
QString playerSpecHelp();

}  // namespace oxo::cli
