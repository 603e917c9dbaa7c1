#include "shape.h"

#include <algorithm>
#include <cassert>

namespace oxo::hard {

Shape classifyLine(const std::uint8_t* codes, int winLength, bool exact) {
    const int k = winLength;
    const int radius = shapeRadius(k, exact);
    const int length = 2 * radius + 1;
    assert(codes[radius] == kOwnCode && k <= kMaxPatternWinLength);
    // Prefix counts of blocked and empty cells: every window is then O(1).
    std::array<int, 2 * kMaxPatternWinLength + 2> blockedBefore{};
    std::array<int, 2 * kMaxPatternWinLength + 2> emptyBefore{};
    for (int i = 0; i < length; ++i) {
        blockedBefore[i + 1] = blockedBefore[i] + (codes[i] == kBlockedCode ? 1 : 0);
        emptyBefore[i + 1] = emptyBefore[i] + (codes[i] == kEmptyCode ? 1 : 0);
    }
    const auto valid = [&](int s) {
        if (blockedBefore[s + k] != blockedBefore[s]) {
            return false;
        }
        if (exact) {
            // Under exact K a window next to an own stone can only ever make an overline.
            if ((s > 0 && codes[s - 1] == kOwnCode) ||
                (s + k < length && codes[s + k] == kOwnCode)) {
                return false;
            }
        }
        return true;
    };
    int best = k + 1;
    for (int s = radius - k + 1; s <= radius; ++s) {
        if (valid(s)) {
            const int empties = emptyBefore[s + k] - emptyBefore[s];
            best = empties < best ? empties : best;
        }
    }
    if (best > k) {
        return kDead;
    }
    if (best == 0) {
        return kFive;
    }
    // Flex: two windows with `best` empties sharing best-1 of them. Between two such windows
    // the empties of consecutive ones differ by 0 or more and sum to 1, so it is enough to
    // look at consecutive pairs.
    bool flex = false;
    int previous = -1;
    for (int s = radius - k + 1; s <= radius && !flex; ++s) {
        if (!valid(s) || emptyBefore[s + k] - emptyBefore[s] != best) {
            continue;
        }
        if (previous >= 0 && emptyBefore[s] - emptyBefore[previous] == 1) {
            flex = true;
        }
        previous = s;
    }
    return makeShape(best, flex);
}

void ShapeTable::build(int winLength, bool exact, int radius) {
    const int needed = shapeRadius(winLength, exact);
    radius = std::max(radius, needed);
    if (winLength == winLength_ && exact == exact_ && radius == radius_ && !shapes_.empty()) {
        return;
    }
    winLength_ = winLength;
    exact_ = exact;
    radius_ = radius;
    shapes_.clear();
    if (radius > kMaxTableRadius) {
        return;
    }
    std::uint32_t size = 1;
    for (int i = 0; i < 2 * radius; ++i) {
        size *= 3;
    }
    shapes_.resize(size);
    std::array<std::uint8_t, 2 * kMaxTableRadius + 1> codes{};
    codes[static_cast<std::size_t>(radius)] = kOwnCode;
    for (std::uint32_t key = 0; key < size; ++key) {
        std::uint32_t rest = key;
        for (int offset = -radius; offset <= radius; ++offset) {
            if (offset == 0) {
                continue;
            }
            codes[static_cast<std::size_t>(offset + radius)] = static_cast<std::uint8_t>(rest % 3);
            rest /= 3;
        }
        // The cells beyond the shape's own radius do not change it.
        shapes_[key] = classifyLine(codes.data() + (radius - needed), winLength, exact);
    }
}

}  // namespace oxo::hard
