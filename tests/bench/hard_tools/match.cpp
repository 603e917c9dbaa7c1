// hard_tools ab: two variants of Hard matched on an opening file.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "hard/searcher.h"
#include "hard/window.h"
#include "oxo/bot.h"
#include "oxo/notation.h"
#include "oxo/position.h"
#include "oxo/replay.h"
#include "tools.h"

namespace oxo::tools {

namespace {

// A Searcher with its settings behind the Bot interface.
class VariantBot final : public Bot {
public:
    VariantBot(const hard::SearchSettings& settings, int threads)
        : searcher_(settings), threads_(threads) {}
    std::string_view name() const override { return "variant"; }
    Analysis think(const Position& position, const SearchLimits& limits) override {
        SearchLimits withThreads = limits;
        withThreads.threads = threads_;
        return searcher_.analyse(position, hard::chooseWindow(position).window, withThreads);
    }

private:
    hard::Searcher searcher_;
    int threads_ = 1;
};

// A knob's value from the command line's whole number: a switch is 0 or 1, a share is given
// in percent, the rest are taken as they are.
template <typename Field>
void setField(Field& field, long long value) {
    if constexpr (std::is_same_v<Field, bool>) {
        field = value != 0;
    } else if constexpr (std::is_floating_point_v<Field>) {
        field = static_cast<Field>(value) / 100.0;
    } else {
        field = static_cast<Field>(value);
    }
}

// Sets the knob named `key`; false when there is none by that name.
bool setKnob(hard::SearchSettings& settings, const std::string& key, long long value) {
    const auto knob = [&](const char* name, auto& field) {
        if (key != name) {
            return false;
        }
        setField(field, value);
        return true;
    };
    return knob("opponentVcfDepth", settings.opponentVcfDepth) ||
           knob("breakVcfOthersAtPv", settings.breakVcfOthersAtPv) ||
           knob("fullDepthThreesAtPly1", settings.fullDepthThreesAtPly1) ||
           knob("ownVcfDepth", settings.ownVcfDepth) ||
           knob("nodeVcfBudget", settings.nodeVcfBudget) ||
           knob("quiescenceFourPlies", settings.quiescenceFourPlies) ||
           knob("quiescenceFours", settings.quiescenceFours) || knob("rootVct", settings.rootVct) ||
           knob("rootSafety", settings.rootSafety) ||
           knob("rootSafetyQuiet", settings.rootSafetyQuiet) ||
           knob("rootVctDefence", settings.rootVctDefence) ||
           knob("tacticalClass", settings.tacticalClass) ||
           knob("threeBlockMaxReduction", settings.threeBlockMaxReduction) ||
           knob("verifyChoice", settings.verifyChoice) || knob("aspiration", settings.aspiration) ||
           knob("lmrMinDepth", settings.lmrMinDepth) || knob("lmpBase", settings.lmpBase) ||
           knob("lmpScale", settings.lmpScale) || knob("lmpMaxDepth", settings.lmpMaxDepth) ||
           knob("lmrLog", settings.lmrLog) ||
           knob("twoLinesMaxReduction", settings.twoLinesMaxReduction) ||
           knob("lmrDivisor", settings.lmrDivisor) || knob("nullMove", settings.nullMove) ||
           knob("defendExtension", settings.defendExtension) ||
           knob("futilityMargin", settings.futilityMargin) ||
           knob("staticCutMargin", settings.staticCutMargin) ||
           knob("staticCutDepth", settings.staticCutDepth) ||
           knob("tacticalBlockClass", settings.tacticalBlockClass) ||
           knob("quietShare", settings.shares.quiet) || knob("sharpShare", settings.shares.sharp) ||
           knob("rootVctDivisor", settings.shares.rootVctDivisor) ||
           knob("finalCheckDivisor", settings.shares.finalCheckDivisor);
}

std::unique_ptr<Bot> makeVariant(const std::string& spec) {
    hard::SearchSettings settings;
    int threads = 1;  // not a setting: SearchLimits::threads
    std::istringstream items(spec == "default" ? std::string() : spec);
    std::string item;
    while (std::getline(items, item, ',')) {
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        if (key == "weights") {
            if (!loadWeights(item.substr(eq + 1), settings.weights)) {
                std::fprintf(stderr, "weights '%s': not as hard_tools tune prints them\n",
                             item.substr(eq + 1).c_str());
                std::exit(2);
            }
            continue;
        }
        if (key == "threads") {
            threads = std::max(1, std::atoi(item.substr(eq + 1).c_str()));
            continue;
        }
        if (!setKnob(settings, key, std::atoll(item.substr(eq + 1).c_str()))) {
            std::fprintf(stderr, "unknown knob '%s'\n", key.c_str());
            std::exit(2);
        }
    }
    return std::make_unique<VariantBot>(settings, threads);
}

// The lines of a file of cell lists ("h8 i9 g9"), blank lines and '#' comments skipped; false,
// with a message, when a word is not a cell of a SIZE board.
bool readCellLists(const std::string& file, int size, std::vector<std::vector<Cell>>& out) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        std::istringstream words(line);
        std::vector<Cell> cells;
        std::string word;
        while (words >> word) {
            const ParsedCell parsed = parseCell(word, size);
            if (!parsed.cell) {
                std::fprintf(stderr, "%s: '%s' is not a cell\n", file.c_str(), word.c_str());
                return false;
            }
            cells.push_back(*parsed.cell);
        }
        if (!cells.empty()) {
            out.push_back(std::move(cells));
        }
    }
    return true;
}

// A move's limits: MS ms, or with MS < 0 a limit of -MS nodes (the same on a loaded machine).
SearchLimits limitsFor(int ms) {
    SearchLimits limits;
    limits.budget = std::chrono::milliseconds(ms > 0 ? ms : 3'600'000);
    limits.nodes = ms > 0 ? 0 : static_cast<std::uint64_t>(-ms);
    return limits;
}

}  // namespace

int ab(int size, const std::string& openingFile, int ms, const std::string& a,
       const std::string& b) {
    std::vector<std::vector<Cell>> openings;
    if (!readCellLists(openingFile, size, openings)) {
        return 2;
    }
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (std::size_t g = 0; g < 2 * openings.size(); ++g) {
        std::unique_ptr<Bot> botA = makeVariant(a);
        std::unique_ptr<Bot> botB = makeVariant(b);
        Position position(Rules::square(size, 5));
        if (const auto error = replay(position, openings[g / 2])) {
            std::fprintf(stderr, "opening %zu: %s\n", g / 2 + 1, error->message().c_str());
            return 2;
        }
        // Even games: A moves first after the opening; odd games: B does.
        const Player aPlays = static_cast<Player>((position.toMove() + (g % 2)) % 2);
        while (!position.isOver()) {
            Bot& mover = position.toMove() == aPlays ? *botA : *botB;
            const Cell move = mover.think(position, limitsFor(ms)).move;
            if (checkRecorded(position, move) != MoveError::None) {
                std::fprintf(stderr, "illegal move\n");
                return 1;
            }
            position.make(move);
        }
        if (position.status() == Status::Draw) {
            ++draws;
        } else {
            (position.winner() == aPlays ? wins : losses) += 1;
        }
        std::fprintf(stderr, "\r%zu: %d/%d/%d", g + 1, wins, draws, losses);
    }
    const double n = wins + draws + losses;
    const double score = (wins + 0.5 * draws) / n;
    std::printf("A=%s B=%s: W/D/L %d/%d/%d score %.1f%%\n", a.c_str(), b.c_str(), wins, draws,
                losses, 100 * score);
    return 0;
}

int depthProbe(const std::string& variant, const std::string& positionFile, int ms) {
    std::vector<std::vector<Cell>> positions;
    if (!readCellLists(positionFile, 15, positions)) {
        return 2;
    }
    double depthSum = 0;
    double msSum = 0;
    int count = 0;
    for (std::size_t p = 0; p < positions.size(); ++p) {
        Position position(Rules::square(15, 5));
        if (const auto error = replay(position, positions[p])) {
            std::fprintf(stderr, "position %zu: %s\n", p + 1, error->message().c_str());
            return 2;
        }
        if (position.isOver()) {
            continue;
        }
        std::unique_ptr<Bot> bot = makeVariant(variant);
        const auto started = std::chrono::steady_clock::now();
        const Analysis a = bot->think(position, limitsFor(ms));
        const double took =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
                .count();
        depthSum += a.depth;
        msSum += took;
        ++count;
        // The time too: how much of a time budget a position used, and whether it was proven.
        std::printf("depth %d move %s nodes %llu ms %.0f score %d%s\n", a.depth,
                    cellName(a.move).c_str(), static_cast<unsigned long long>(a.nodes), took,
                    a.score, a.proven ? " proven" : "");
    }
    std::printf("mean depth %.2f, mean %.0f ms over %d positions\n",
                count > 0 ? depthSum / count : 0.0, count > 0 ? msSum / count : 0.0, count);
    return 0;
}

}  // namespace oxo::tools
