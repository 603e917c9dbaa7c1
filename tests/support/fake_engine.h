// Where the engines the outside-engine tests run were built: the fake pbrain engine
// (fake_brain.cpp, misbehaves on request) and pbrain-oxo. A test's CMakeLists.txt defines
// OXO_FAKE_BRAIN and OXO_PBRAIN_OXO for the tests that run them.
#pragma once

#include <QString>

namespace oxo::test {

#ifdef OXO_FAKE_BRAIN
inline QString fakeBrain() {
    return QStringLiteral(OXO_FAKE_BRAIN);
}
#endif

#ifdef OXO_PBRAIN_OXO
inline QString pbrainOxo() {
    return QStringLiteral(OXO_PBRAIN_OXO);
}
#endif

}  // namespace oxo::test
