// Openings and self-play game files, shared by the hard_tools subcommands.
#include <fstream>
#include <sstream>

#include "oxo/notation.h"
#include "oxo/position.h"
#include "tools.h"

namespace oxo::tools {

std::vector<Cell> randomOpening(int size, int k, std::mt19937_64& rng) {
    Position position(Rules::square(size, k));
    const int lo = size / 2 - 3;
    std::vector<Cell> moves;
    while (moves.size() < 3) {
        const Cell c{lo + static_cast<int>(rng() % 7), lo + static_cast<int>(rng() % 7)};
        if (position.check(c) == MoveError::None) {
            position.make(c);
            moves.push_back(c);
        }
    }
    return moves;
}

std::vector<GameLine> readGameLines(const std::vector<std::string>& files) {
    std::vector<GameLine> games;
    for (const std::string& name : files) {
        std::ifstream in(name);
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream words(line);
            GameLine game;
            words >> game.result;
            std::string word;
            while (words >> word) {
                game.moves.push_back(word);
            }
            games.push_back(std::move(game));
        }
    }
    return games;
}

std::vector<std::vector<Cell>> readGames(const std::vector<std::string>& files, int size) {
    std::vector<std::vector<Cell>> games;
    for (const GameLine& game : readGameLines(files)) {
        std::vector<Cell> moves;
        bool fits = true;
        for (const std::string& word : game.moves) {
            const auto parsed = parseCell(word, size);
            fits = fits && parsed.cell.has_value();
            if (parsed.cell) {
                moves.push_back(*parsed.cell);
            }
        }
        if (fits) {
            games.push_back(moves);
        }
    }
    return games;
}

std::string moveList(const std::vector<Cell>& moves) {
    std::string out;
    for (const Cell c : moves) {
        out += (out.empty() ? "" : " ") + cellName(c);
    }
    return out;
}

}  // namespace oxo::tools
