#include <algorithm>
#include <cctype>
#include <memory>
#include <string>

#include "oxo/bot.h"
#include "oxo/bots/hard_bot.h"
#include "oxo/bots/random_bot.h"
#include "oxo/bots/rule_bot.h"

namespace oxo {

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Easy:
            return std::make_unique<RandomBot>(seed);
        case BotLevel::Medium:
            return std::make_unique<RuleBot>(seed);
        case BotLevel::Hard:
            return std::make_unique<HardBot>();
    }
    return std::make_unique<RandomBot>(seed);
}

std::string_view levelName(BotLevel level) {
    switch (level) {
        case BotLevel::Easy:
            return "easy";
        case BotLevel::Medium:
            return "medium";
        case BotLevel::Hard:
            return "hard";
    }
    return "easy";
}

std::optional<BotLevel> parseLevel(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
        if (lower == levelName(level)) {
            return level;
        }
    }
    return std::nullopt;
}

}  // namespace oxo
