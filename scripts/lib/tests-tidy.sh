# clang-tidy (the checks in .clang-tidy) over every library and program: the engine, the
# protocol, the Qt libraries (controller, files, i18n, options, engines, widgets) and the three
# programs; any warning fails scripts/test, and so does a run that checked no file.
# It reads the unity files the builds compile (each batches up to 8 sources), not one source at
# a time: most of clang-tidy's time goes to walking the headers' syntax trees (Qt's above all),
# once per file it is given, so batches check everything in about 95 s on two cores where one
# file at a time took 212 s for the engine, protocol, controller and command-line programs
# alone (BENCHMARKS.md, session 25). The sources are then included files, which .clang-tidy's
# HeaderFilterRegex must name (every source folder is in it); bugprone-suspicious-include is off
# here because a unity file includes .cpp files by design. One file at a time, by hand:
# `cmake -S . -B build-tidy1 -DOXO_UNITY_BUILD=OFF && run-clang-tidy-14 -p build-tidy1 -quiet`.
# Sourced by scripts/test.
stage "clang-tidy (every library and program)"
oxo_tidy() {
    # A configure-only tree of its own: clang-tidy needs compile commands, not objects. It lies
    # under $ROOT so that clang-tidy finds .clang-tidy above the unity files.
    local db="$ROOT/build-tidy" log="$ROOT/build-tidy/clang-tidy.log"
    mkdir -p "$db"
    cmake -S "$ROOT" -B "$db" -G Ninja -DOXO_UNITY_BUILD=ON -DOXO_BUILD_BENCHMARKS=OFF \
        -DCMAKE_CXX_COMPILER=g++ > "$db/configure.log" 2>&1 || { cat "$db/configure.log"; return 1; }
    run-clang-tidy-14 -p "$db" -j "$JOBS" -quiet -checks=-bugprone-suspicious-include \
        "$db/(engine|protocol|ui/[a-z0-9]+|app/[a-z]+)/CMakeFiles/[^/]+\.dir/Unity/.*\.cxx$" \
        > "$log" 2>&1 || true
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
    echo "    clean: $checked unity files"
}
oxo_tidy || exit 1
