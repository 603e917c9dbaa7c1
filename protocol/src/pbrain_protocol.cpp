#include "oxo/protocol/pbrain_protocol.h"

#include <cctype>
#include <charconv>
#include <limits>

namespace oxo::pbrain {

void LineSplitter::feed(std::string_view bytes, std::vector<std::string>& out) {
    for (const char c : bytes) {
        if (c == '\r' || c == '\n') {
            if (!partial_.empty()) {
                out.push_back(std::move(partial_));
                partial_.clear();
            }
        } else if (partial_.size() < kMaxLineLength) {
            partial_.push_back(c);
        } else {
            overflowed_ = true;
        }
    }
}

std::string LineSplitter::takeRest() {
    std::string rest = std::move(partial_);
    partial_.clear();
    return rest;
}

std::string_view trim(std::string_view text) {
    const auto blank = [](char c) { return c == ' ' || c == '\t'; };
    while (!text.empty() && blank(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && blank(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

std::optional<long long> parseInteger(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc{} || ptr != end) {
        return std::nullopt;
    }
    return value;
}

std::optional<Cell> parseCoords(std::string_view text) {
    text = trim(text);
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) {
        return std::nullopt;
    }
    const auto x = parseInteger(trim(text.substr(0, comma)));
    const auto y = parseInteger(trim(text.substr(comma + 1)));
    constexpr long long kLimit = std::numeric_limits<int>::max();
    if (!x || !y || *x < 0 || *y < 0 || *x > kLimit || *y > kLimit) {
        return std::nullopt;
    }
    return Cell{static_cast<int>(*y), static_cast<int>(*x)};
}

std::string formatCoords(Cell cell) {
    return std::to_string(cell.col) + "," + std::to_string(cell.row);
}

std::string commandWord(std::string_view line, std::string_view* rest) {
    line = trim(line);
    const auto blank = line.find_first_of(" \t");
    std::string word(line.substr(0, blank));
    for (char& c : word) {
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (rest) {
        *rest = blank == std::string_view::npos ? std::string_view{} : trim(line.substr(blank));
    }
    return word;
}

}  // namespace oxo::pbrain
