// What Easy and Medium share: choices among equal moves come from a seeded generator, so that
// bot-vs-bot matches are not one game repeated while a seed replays the same game anywhere.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "oxo/bot.h"

namespace oxo {

template <BotLevel Level>
class SeededBot : public Bot {
public:
    explicit SeededBot(std::uint64_t seed) : rng_(seed) {}
    std::string_view name() const override { return levelName(Level); }

protected:
    // Uniform in [0, count) by rejection instead of uniform_int_distribution: the standard
    // leaves that distribution's algorithm to the library. Precondition: count > 0.
    std::uint64_t below(std::uint64_t count) {
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % count;
        std::uint64_t draw = rng_();
        while (draw >= limit) {
            draw = rng_();
        }
        return draw % count;
    }
    template <typename T>
    const T& pickFrom(const std::vector<T>& items) {
        return items[static_cast<std::size_t>(below(items.size()))];
    }

    std::vector<Cell> moves_;  // scratch list of candidate moves

private:
    std::mt19937_64 rng_;  // the same seed gives the same moves on every platform
};

}  // namespace oxo
