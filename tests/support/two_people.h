// The settings most UI tests start from: Ann (X) and Bob (O), both people, on an N×N board
// with K = N and no pause, so nothing moves unless the test moves it.
#pragma once

#include "people.h"

namespace oxo::test {

inline ui::GameSettings twoPeople(int size = 3) {
    return people(size);
}

}  // namespace oxo::test
