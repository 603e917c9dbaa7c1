// Texts and keys kept in tables indexed by an enum whose values count up from 0, instead of a
// switch with one return per value. Each table sits beside a static_assert that its size is the
// enum's last value + 1; a value added at the end of an enum must be added to its tables too.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

namespace oxo {

// `table`'s entry for `value`, or `fallback` for a value past its end.
template <typename Enum, typename T, std::size_t N>
constexpr T enumEntry(const std::array<T, N>& table, Enum value, std::type_identity_t<T> fallback) {
    const auto index = static_cast<std::size_t>(value);
    return index < N ? table[index] : fallback;
}

// The value whose entry in `table` is `name`, if any: the inverse of enumEntry for names.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> enumOfName(const std::array<std::string_view, N>& table,
                                         std::string_view name) {
    for (std::size_t i = 0; i < N; ++i) {
        if (table[i] == name) {
            return static_cast<Enum>(i);
        }
    }
    return std::nullopt;
}

}  // namespace oxo
