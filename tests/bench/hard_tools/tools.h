// The subcommands of hard_tools (main.cpp says what each does) and the game-file helpers
// they share. Engine only.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "hard/eval_weights.h"
#include "oxo/types.h"

namespace oxo::tools {

// Three marks at random in the 7x7 square around the centre: an opening for self-play.
std::vector<Cell> randomOpening(int size, int k, std::mt19937_64& rng);

// One line of a self-play file: "RESULT MOVE MOVE ...", the result from X's side.
struct GameLine {
    double result = 0;
    std::vector<std::string> moves;
};
std::vector<GameLine> readGameLines(const std::vector<std::string>& files);
// The games of the files whose every move fits a SIZE board, as cells.
std::vector<std::vector<Cell>> readGames(const std::vector<std::string>& files, int size);
std::string moveList(const std::vector<Cell>& moves);

int openings(int size, int count, std::uint64_t seed, std::uint64_t nodes);
int selfplay(int size, int k, int games, std::uint64_t nodes, std::uint64_t seed);
int tune(const std::vector<std::string>& files);
// Evaluation weights as `tune` prints them (the rows mover, other, moverClass, otherClass);
// false when the file does not hold exactly those numbers.
bool loadWeights(const std::string& file, hard::EvalWeights& weights);
int ab(int size, const std::string& openingFile, int ms, const std::string& a,
       const std::string& b);
int depthProbe(const std::string& variant, const std::string& positionFile, int ms);
int makePuzzles(int size, int k, int attacks, int defences, const std::vector<std::string>& files);
int solvePuzzles(int ms, const std::vector<std::string>& files);

}  // namespace oxo::tools
