#include "oxo/notation.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace oxo {

std::string columnName(int col) {
    // Bijective base 26, as spreadsheets name columns: a..z, aa..az, ba..
    std::string name;
    for (int n = col + 1; n > 0; n = (n - 1) / 26) {
        name.push_back(static_cast<char>('a' + (n - 1) % 26));
    }
    std::reverse(name.begin(), name.end());
    return name;
}

std::string cellName(Cell cell) {
    return columnName(cell.col) + std::to_string(cell.row + 1);
}

namespace {

std::string_view trim(std::string_view text) {
    const auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!text.empty() && blank(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && blank(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

}  // namespace

ParsedCell parseCell(std::string_view text, int boardSize) {
    text = trim(text);
    if (text.empty()) {
        return {std::nullopt, ParseError::Empty};
    }
    // Numbers are capped well above any board so that huge input cannot overflow.
    constexpr long long kCap = std::numeric_limits<int>::max() / 32;
    long long col = 0;
    std::size_t i = 0;
    for (; i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])); ++i) {
        const int letter = std::tolower(static_cast<unsigned char>(text[i])) - 'a';
        col = std::min(col * 26 + letter + 1, kCap);
    }
    const std::size_t letters = i;
    long long row = 0;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
        row = std::min(row * 10 + (text[i] - '0'), kCap);
    }
    // One spelling per cell: "a01" is refused, so name -> cell -> name is the identity.
    const bool leadingZero = i > letters + 1 && text[letters] == '0';
    if (letters == 0 || i == letters || i != text.size() || leadingZero) {
        return {std::nullopt, ParseError::Malformed};
    }
    if (col > boardSize || row < 1 || row > boardSize) {
        return {std::nullopt, ParseError::OutOfBoard};
    }
    return {Cell{static_cast<int>(row - 1), static_cast<int>(col - 1)}, ParseError::None};
}

std::string describeParseError(ParseError error, std::string_view text, int boardSize) {
    const std::string quoted = "'" + std::string(trim(text)) + "'";
    const std::string range =
        "columns a-" + columnName(boardSize - 1) + ", rows 1-" + std::to_string(boardSize);
    const std::string board = std::to_string(boardSize) + "x" + std::to_string(boardSize);
    switch (error) {
        case ParseError::None:
            return quoted + " is a cell";
        case ParseError::Empty:
            return "no cell given (expected a letter and a number, like a1)";
        case ParseError::Malformed:
            return quoted + " is not a cell name (expected letters then a number, like b3)";
        case ParseError::OutOfBoard:
            return quoted + " is not a cell of this " + board + " board (" + range + ")";
    }
    return quoted + " is not a cell";
}

}  // namespace oxo
