# ThreadSanitizer run (R-F4): the tests that exercise the bot worker's threads (those that list
# SANITIZERS thread), built with Clang 14 at -O1 (it compiles faster than -O2 and finds the
# same races). Sourced by scripts/test after the main and ASan runs.
stage "ThreadSanitizer build (Clang 14, -Werror)"
mkdir -p "$ROOT/build-tsan"
configure_and_build "$ROOT/build-tsan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOXO_WARNINGS_AS_ERRORS=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DCMAKE_CXX_COMPILER=clang++-14 -DOXO_SANITIZE=thread -DOXO_BUILD_BENCHMARKS=OFF
stage "ThreadSanitizer tests"
(cd "$ROOT/build-tsan" && ctest --output-on-failure -j "$TEST_JOBS")
