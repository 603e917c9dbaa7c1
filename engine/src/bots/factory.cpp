#include <memory>

#include "oxo/bot.h"
#include "oxo/bots/random_bot.h"

namespace oxo {

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed) {
    switch (level) {
        case BotLevel::Easy:
        case BotLevel::Medium:
        case BotLevel::Hard:
            break;
    }
    return std::make_unique<RandomBot>(seed);  // TODO(bots): Medium and Hard
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

}  // namespace oxo
