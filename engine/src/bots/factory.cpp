#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <string>

#include "oxo/bot.h"
#include "oxo/bots/hard_bot.h"
#include "oxo/bots/random_bot.h"
#include "oxo/bots/rule_bot.h"
#include "oxo/enum_table.h"

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

namespace {

// Indexed by BotLevel (enum_table.h): Easy, Medium, Hard.
constexpr std::array<std::string_view, 3> kLevelNames{"easy", "medium", "hard"};
static_assert(kLevelNames.size() == static_cast<std::size_t>(BotLevel::Hard) + 1);

}  // namespace

std::string_view levelName(BotLevel level) {
    return enumEntry(kLevelNames, level, kLevelNames[0]);
}

std::optional<BotLevel> parseLevel(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return enumOfName<BotLevel>(kLevelNames, lower);
}

}  // namespace oxo
