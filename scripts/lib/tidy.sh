# clang-tidy (the checks in .clang-tidy) over the engine, the controller and the two
# command-line programs; any warning fails scripts/test, and so does a run that checked no
# file. The other Qt Core libraries (files, i18n, options, engines) were clean by hand on
# 2026-12-01 after one fix, the widgets earlier; they would add ~50 s (files, i18n, options,
# engines) and ~7 CPU minutes (widgets, parsing Qt Widgets' headers for every file) to every
# CI run. By hand: `run-clang-tidy-14 -p build-tidy -quiet <regex>`.
# scripts/test starts it first, in the background at the lowest priority: it takes what the
# builds and the tests leave of the two cores (the test runs wait on processes and timers much
# of the time), and tests-tidy.sh waits for it and says how it went. Sourced, not run.
OXO_TIDY_DB="$ROOT/build-tidy"
OXO_TIDY_LOG="$OXO_TIDY_DB/clang-tidy.log"
oxo_tidy_start() {
    # The builds compile the Qt libraries as unity files; clang-tidy needs a compile command
    # for every source file, so it gets a configure-only tree of its own.
    mkdir -p "$OXO_TIDY_DB"
    cmake -S "$ROOT" -B "$OXO_TIDY_DB" -G Ninja -DOXO_UNITY_BUILD=OFF -DOXO_BUILD_BENCHMARKS=OFF \
        -DCMAKE_CXX_COMPILER=g++ > "$OXO_TIDY_DB/configure.log" 2>&1 || {
        cat "$OXO_TIDY_DB/configure.log"; return 1; }
    echo "==> clang-tidy (engine, protocol, controller, oxo-cli, pbrain-oxo): in the background"
    # Its own process group (job control on for this one job), so that a failing stage can end
    # it with its children; not a session of its own (setsid), where Linux's autogroups would
    # give it an equal share of the cores whatever its niceness.
    set -m
    nice -n 19 run-clang-tidy-14 -p "$OXO_TIDY_DB" -j "$JOBS" -quiet \
        "$ROOT/(engine/src|protocol/src|ui/controller/src|app/cli|app/pbrain)/.*\.cpp$" \
        < /dev/null > "$OXO_TIDY_LOG" 2>&1 &
    OXO_TIDY_PID=$!
    set +m
    oxo_in_background "$OXO_TIDY_PID"
}
oxo_tidy_finish() {
    wait "$OXO_TIDY_PID" || true  # its status is the warnings', read from the log below
    if grep -qE "(warning|error): " "$OXO_TIDY_LOG"; then
        grep -E "(warning|error): " "$OXO_TIDY_LOG" | sed "s|$ROOT/||" | sort -u
        echo "==> clang-tidy FAILED (full log: $OXO_TIDY_LOG)"
        return 1
    fi
    local checked
    checked="$(grep -c '^clang-tidy' "$OXO_TIDY_LOG" || true)"
    if [ "$checked" -eq 0 ]; then
        echo "==> clang-tidy FAILED: no file was checked (full log: $OXO_TIDY_LOG)"
        return 1
    fi
    echo "    clean: $checked files"
}
