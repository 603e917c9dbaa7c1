# The clang-tidy run scripts/test started in the background (scripts/lib/tidy.sh): waits for
# it and fails on any warning. Sourced by scripts/test.
stage "clang-tidy: the result (started in the background at the beginning)"
oxo_tidy_finish || exit 1
