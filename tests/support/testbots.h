// Bots with known behaviour for the UI tests: they play the first legal move, optionally
// after a delay, and either honour the stop token or ignore it (to produce late answers).
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include "oxo/bot.h"
#include "oxo/controller/bot_worker.h"

namespace oxo::test {

struct BotScript {
    std::chrono::milliseconds delay{0};
    bool ignoreStop = false;
    std::atomic<int> started{0};
    std::atomic<int> finished{0};
};

class ScriptedBot final : public Bot {
public:
    explicit ScriptedBot(std::shared_ptr<BotScript> script) : script_(std::move(script)) {}
    std::string_view name() const override { return "Scripted"; }
    Analysis think(const Position& position, const SearchLimits& limits) override {
        ++script_->started;
        const auto until = std::chrono::steady_clock::now() + script_->delay;
        while (std::chrono::steady_clock::now() < until) {
            if (!script_->ignoreStop && limits.stop.stop_requested()) {
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        std::vector<Cell> moves;
        position.legalMoves(moves);
        Analysis a;
        a.move = moves.front();
        ++script_->finished;
        return a;
    }

private:
    std::shared_ptr<BotScript> script_;
};

inline ui::BotWorker::Factory scriptedFactory(std::shared_ptr<BotScript> script) {
    return [script](BotLevel, std::uint64_t) -> std::unique_ptr<Bot> {
        return std::make_unique<ScriptedBot>(script);
    };
}

}  // namespace oxo::test
