# clang-tidy (the checks in .clang-tidy) over the engine, the controller and the two
# command-line programs, with the main build's compile database; any warning fails
# scripts/test. The widgets and the other Qt libraries were clean too when this was written
# (`run-clang-tidy-14 -p build -quiet` over the whole tree), but parsing Qt Widgets' headers
# for every file takes ~7 CPU minutes, too much for every CI run. Sourced by scripts/test.
stage "clang-tidy (engine, controller, oxo-cli, pbrain-oxo)"
oxo_tidy() {
    local log="$ROOT/build/clang-tidy.log"
    run-clang-tidy-14 -p "$ROOT/build" -j "$JOBS" -quiet \
        "$ROOT/(engine/src|ui/controller/src|app/cli|app/pbrain)/.*\.cpp$" > "$log" 2>&1 || true
    if grep -qE "(warning|error): " "$log"; then
        grep -E "(warning|error): " "$log" | sed "s|$ROOT/||" | sort -u
        echo "==> clang-tidy FAILED (full log: $log)"
        return 1
    fi
    echo "    clean: $(grep -c '^clang-tidy' "$log" || true) files"
}
oxo_tidy || exit 1
