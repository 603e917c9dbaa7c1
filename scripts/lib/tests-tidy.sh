# clang-tidy (the checks in .clang-tidy) over the engine, the controller and the two
# command-line programs; any warning fails scripts/test, and so does a run that checked no
# file. The other Qt Core libraries (files, i18n, options, engines) were clean by hand on
# 2026-12-01 after one fix, the widgets earlier; they would add ~50 s (files, i18n, options,
# engines) and ~7 CPU minutes (widgets, parsing Qt Widgets' headers for every file) to every
# CI run. By hand: `run-clang-tidy-14 -p build-tidy -quiet <regex>`. Sourced by scripts/test.
stage "clang-tidy (engine, protocol, controller, oxo-cli, pbrain-oxo)"
oxo_tidy() {
    # The builds compile the Qt libraries as unity files; clang-tidy needs a compile command
    # for every source file, so it gets a configure-only tree of its own.
    local db="$ROOT/build-tidy" log="$ROOT/build-tidy/clang-tidy.log"
    mkdir -p "$db"
    cmake -S "$ROOT" -B "$db" -G Ninja -DOXO_UNITY_BUILD=OFF -DOXO_BUILD_BENCHMARKS=OFF \
        -DCMAKE_CXX_COMPILER=g++ > "$db/configure.log" 2>&1 || { cat "$db/configure.log"; return 1; }
    run-clang-tidy-14 -p "$db" -j "$JOBS" -quiet \
        "$ROOT/(engine/src|protocol/src|ui/controller/src|app/cli|app/pbrain)/.*\.cpp$" > "$log" 2>&1 || true
    if grep -qE "(warning|error): " "$log"; then
        grep -E "(warning|error): " "$log" | sed "s|$ROOT/||" | sort -u
        echo "==> clang-tidy FAILED (full log: $log)"
        return 1
    fi
    local checked
    checked="$(grep -c '^clang-tidy' "$log" || true)"
    if [ "$checked" -eq 0 ]; then
        echo "==> clang-tidy FAILED: no file was checked (full log: $log)"
        return 1
    fi
    echo "    clean: $checked files"
}
oxo_tidy || exit 1
