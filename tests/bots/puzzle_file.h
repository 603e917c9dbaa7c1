// Reading the puzzle files of tests/bots/puzzles (format in their README.md). Header-only.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "oxo/notation.h"
#include "oxo/position.h"

namespace oxo::puzzles {

struct Puzzle {
    std::string id;
    int size = 0;
    int winLength = 0;
    bool attack = true;
    std::vector<Cell> moves;
    std::vector<Cell> solutions;
    int plies = 0;
    std::string error;  // set when the line is malformed

    Position position() const {
        Position p(Rules::square(size, winLength));
        for (const Cell c : moves) {
            p.make(c);
        }
        return p;
    }
};

inline std::vector<std::string> splitFields(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, '|')) {
        const auto first = field.find_first_not_of(' ');
        const auto last = field.find_last_not_of(' ');
        fields.push_back(first == std::string::npos ? "" : field.substr(first, last - first + 1));
    }
    return fields;
}

inline std::vector<Puzzle> readPuzzles(const std::string& path) {
    std::vector<Puzzle> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const std::vector<std::string> f = splitFields(line);
        Puzzle p;
        if (f.size() != 6) {
            p.error = "expected 6 fields: " + line;
            out.push_back(p);
            continue;
        }
        p.id = f[0];
        std::istringstream rules(f[1]);
        rules >> p.size >> p.winLength;
        p.attack = f[2] == "attack";
        const auto cells = [&](const std::string& text, std::vector<Cell>& into) {
            std::istringstream words(text);
            std::string w;
            while (words >> w) {
                const ParsedCell c = parseCell(w, p.size);
                if (!c.cell) {
                    p.error = "bad cell '" + w + "' in " + p.id;
                    return;
                }
                into.push_back(*c.cell);
            }
        };
        cells(f[3], p.moves);
        cells(f[4], p.solutions);
        std::istringstream proof(f[5]);
        std::string kind;
        proof >> kind >> p.plies;
        if (kind != "vcf" || p.plies < 3 || (f[2] != "attack" && f[2] != "defence")) {
            p.error = "bad kind or proof in " + p.id;
        }
        out.push_back(p);
    }
    return out;
}

}  // namespace oxo::puzzles
