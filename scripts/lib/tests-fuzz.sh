# Fuzzes the game-file reader (R-F4) with libFuzzer + ASan + UBSan for a fixed budget, on a
# copy of the seed corpus so the committed one stays as it is. Any crash, leak, timeout or
# out-of-memory fails scripts/test; the input that did it is kept in $ROOT/build-asan/fuzz/.
# The target is built by the ASan + UBSan build (scripts/test configures it with
# OXO_BUILD_FUZZERS), so asserts run too. Sourced by scripts/test after that build.
# OXO_FUZZ_SECONDS overrides the budget (default 60).
stage "fuzzing the game-file reader (libFuzzer, Clang 14, ${OXO_FUZZ_SECONDS:-60} s)"
oxo_fuzz_files() {
    local dir="$ROOT/build-asan/fuzz"
    mkdir -p "$dir"
    cmake --build "$ROOT/build-asan" -j "$JOBS" --target fuzz_gamefile || return 1

    local work
    work="$(mktemp -d)"
    cp "$ROOT"/tests/fuzz/corpus/* "$work/"
    local status=0
    "$ROOT/build-asan/tests/fuzz/fuzz_gamefile" "$work" -max_total_time="${OXO_FUZZ_SECONDS:-60}" \
        -rss_limit_mb=2048 -timeout=5 -max_len=8192 -print_final_stats=1 \
        -dict="$ROOT/tests/fuzz/oxo.dict" -artifact_prefix="$dir/" \
        > "$dir/fuzz.log" 2>&1 || status=$?
    grep -E "^(stat::|Done )|#[0-9]+.*DONE" "$dir/fuzz.log" | sed 's/^/    /' || true
    echo "    corpus: $(find "$work" -type f | wc -l) inputs after the run (log: $dir/fuzz.log)"
    rm -rf "$work"
    if [ "$status" -ne 0 ]; then
        tail -n 60 "$dir/fuzz.log"
        echo "==> fuzzing FAILED (status $status); reproducer in $dir/{crash,leak,timeout,oom}-*"
        return 1
    fi
}
oxo_fuzz_files || exit 1
