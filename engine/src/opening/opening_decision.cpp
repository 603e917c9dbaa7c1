// A bot's decisions in an opening rule (R-E16): balanced stones, the favoured colour.
#include "oxo/opening_decision.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <random>
#include <vector>

namespace oxo {
namespace {

// The empty cells a placing person considers: near the centre, where openings are played
// (under gravity, the landing cells of the middle columns).
std::vector<Cell> nearCentre(const Position& position) {
    std::vector<Cell> legal;
    position.legalMoves(legal);
    const int centre = position.size() / 2;
    const int radius = std::clamp(position.size() / 4, 1, 2);
    std::vector<Cell> near;
    for (const Cell cell : legal) {
        const bool rowNear = position.rules().gravity || std::abs(cell.row - centre) <= radius;
        if (rowNear && std::abs(cell.col - centre) <= radius) {
            near.push_back(cell);
        }
    }
    return near.empty() ? legal : near;
}

// Easy varies most, Hard takes the most balanced placement found.
int levelMargin(BotLevel level) {
    switch (level) {
        case BotLevel::Easy:
            return 4 * kBalancedMargin;
        case BotLevel::Medium:
            return kBalancedMargin;
        case BotLevel::Hard:
            break;
    }
    return 0;
}

}  // namespace

int openingEvaluation(Bot& evaluator, const Position& position, const OpeningLimits& limits) {
    assert(!position.isOver());
    SearchLimits search;
    // Depth and nodes bound the search; the clock is only a backstop.
    search.budget = std::chrono::minutes(1);
    search.depth = limits.depth;
    search.nodes = limits.nodes;
    search.stop = limits.stop;
    const Analysis analysis = evaluator.think(position, search);
    if (analysis.proven) {
        switch (analysis.verdict) {
            case Verdict::Win:
                return kDecided;
            case Verdict::Loss:
                return -kDecided;
            case Verdict::Draw:
            case Verdict::Unknown:
                return 0;
        }
    }
    return std::clamp(analysis.score, -kDecided, kDecided);
}

Cell openingStone(Bot& evaluator, BotLevel level, const Position& position, int placeUntil,
                  std::uint64_t seed, const OpeningLimits& limits) {
    assert(!position.isOver() && position.moveCount() < placeUntil);
    std::mt19937_64 rng(seed);
    const auto pick = [&rng](std::size_t count) {
        return std::uniform_int_distribution<std::size_t>(0, count - 1)(rng);
    };
    struct Candidate {
        Cell first;
        int imbalance = 0;
    };
    std::vector<Candidate> tried;
    const int missing = placeUntil - position.moveCount();
    for (int c = 0; c < std::max(1, limits.candidates) && !limits.stop.stop_requested(); ++c) {
        Position after = position;
        std::optional<Cell> first;
        for (int s = 0; s < missing && !after.isOver(); ++s) {
            const std::vector<Cell> cells = nearCentre(after);
            if (cells.empty()) {
                break;
            }
            const Cell cell = cells[pick(cells.size())];
            after.make(cell);
            first = first.value_or(cell);
        }
        if (!first || after.isOver() || after.moveCount() != placeUntil) {
            continue;
        }
        tried.push_back({*first, std::abs(openingEvaluation(evaluator, after, limits))});
    }
    if (tried.empty()) {
        const std::vector<Cell> cells = nearCentre(position);
        assert(!cells.empty());
        return cells.front();
    }
    const int best = std::min_element(tried.begin(), tried.end(), [](const auto& a, const auto& b) {
                         return a.imbalance < b.imbalance;
                     })->imbalance;
    std::vector<Cell> balanced;
    for (const Candidate& candidate : tried) {
        if (candidate.imbalance <= best + levelMargin(level)) {
            balanced.push_back(candidate.first);
        }
    }
    return balanced[pick(balanced.size())];
}

OpeningChoice openingChoice(Bot& evaluator, const Position& position,
                            std::span<const OpeningChoice> options, const OpeningLimits& limits) {
    assert(!options.empty());
    const auto offered = [&](OpeningChoice choice) {
        return std::find(options.begin(), options.end(), choice) != options.end();
    };
    const int value = openingEvaluation(evaluator, position, limits);
    if (offered(OpeningChoice::PlaceTwo) && std::abs(value) <= kBalancedMargin) {
        return OpeningChoice::PlaceTwo;  // nobody is clearly ahead: balance it for the other
    }
    // The side to move is favoured at value >= 0; "X" is the mark that moves first.
    const bool moverIsX = position.toMove() == position.rules().firstPlayer;
    const bool takeMover = value >= 0;
    const OpeningChoice choice =
        (takeMover == moverIsX) ? OpeningChoice::TakeX : OpeningChoice::TakeO;
    return offered(choice) ? choice : options.front();
}

}  // namespace oxo
