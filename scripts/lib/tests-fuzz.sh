# Fuzzes the game-file readers (R-F4, R-F7: .oxo, .psq, .sgf, positions; one target feeds each
# input to all of them) with libFuzzer + ASan + UBSan for a fixed budget, on a copy of the seed
# corpus so the committed one stays as it is. Any crash, leak, timeout or out-of-memory fails
# scripts/test; the input that did it is kept in $ROOT/build-asan/fuzz/.
# The target is built by the ASan + UBSan build (scripts/test configures it with
# OXO_BUILD_FUZZERS), so asserts run too. The fuzzer keeps one core busy for its whole
# budget, so it runs in the background while the next stages use the other core:
# sourcing this starts it, oxo_fuzz_finish waits for it and says how it went.
# OXO_FUZZ_SECONDS overrides the budget (default 60).
stage "fuzzing the game-file readers (libFuzzer, Clang 14, ${OXO_FUZZ_SECONDS:-60} s, in the background)"
OXO_FUZZ_DIR="$ROOT/build-asan/fuzz"
oxo_fuzz_start() {
    mkdir -p "$OXO_FUZZ_DIR"
    cmake --build "$ROOT/build-asan" -j "$JOBS" --target fuzz_gamefile || return 1
    OXO_FUZZ_WORK="$(mktemp -d)"
    cp "$ROOT"/tests/fuzz/corpus/* "$OXO_FUZZ_WORK/"
    "$ROOT/build-asan/tests/fuzz/fuzz_gamefile" "$OXO_FUZZ_WORK" \
        -max_total_time="${OXO_FUZZ_SECONDS:-60}" -rss_limit_mb=2048 -timeout=5 -max_len=8192 \
        -print_final_stats=1 -dict="$ROOT/tests/fuzz/oxo.dict" -artifact_prefix="$OXO_FUZZ_DIR/" \
        > "$OXO_FUZZ_DIR/fuzz.log" 2>&1 &
    OXO_FUZZ_PID=$!
    # A stage that fails before oxo_fuzz_finish must not leave the fuzzer running.
    trap 'kill "$OXO_FUZZ_PID" 2>/dev/null || true' EXIT
}
oxo_fuzz_finish() {
    local status=0
    wait "$OXO_FUZZ_PID" || status=$?
    grep -E "^(stat::|Done )|#[0-9]+.*DONE" "$OXO_FUZZ_DIR/fuzz.log" | sed 's/^/    /' || true
    echo "    corpus: $(find "$OXO_FUZZ_WORK" -type f | wc -l) inputs after the run" \
        "(log: $OXO_FUZZ_DIR/fuzz.log)"
    rm -rf "$OXO_FUZZ_WORK"
    if [ "$status" -ne 0 ]; then
        tail -n 60 "$OXO_FUZZ_DIR/fuzz.log"
        echo "==> fuzzing FAILED (status $status); reproducer in $OXO_FUZZ_DIR/{crash,leak,timeout,oom}-*"
        return 1
    fi
}
oxo_fuzz_start || exit 1
