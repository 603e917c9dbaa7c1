# Shared by scripts/run and scripts/test: install what is missing, then configure and build.
# Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
JOBS="$(nproc 2>/dev/null || echo 2)"
# Tests run two to a core: many of them wait (on child processes, engines, timers), and at one
# to a core the GCC build's tests kept the cores 68 % busy (96 s; 61 s two to a core;
# BENCHMARKS.md, session 25). Tests limit bots by nodes, never by time, so load does not
# change them.
TEST_JOBS=$((JOBS * 2))

# Everything a fresh Debian 12 machine needs to build, test and run OXO.
OXO_PACKAGES=(
    cmake ninja-build g++ clang-14 libclang-rt-14-dev clang-tidy-14
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n qt6-multimedia-dev qt6-base-private-dev libgl-dev libxkbcommon-dev
    libbenchmark-dev
    desktop-file-utils appstream shared-mime-info
    # The package: cpack's dependencies (dpkg-shlibdeps), its manual pages checked by groff.
    dpkg-dev groff-base file
)

# stage NAME: starts a stage of scripts/test and says how long the one before took, so the
# CI log shows where its minutes go.
stage() {
    if [ -n "${OXO_STAGE:-}" ]; then
        echo "    (${OXO_STAGE}: $((SECONDS - OXO_STAGE_START)) s)"
    fi
    OXO_STAGE="$1"
    OXO_STAGE_START=$SECONDS
    [ -z "$1" ] || echo "==> $1"
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing_packages() {
    local missing=()
    for pkg in "${OXO_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        echo "==> installing: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

# configure_and_build DIR [cmake args...]: Ninja build in DIR.
configure_and_build() {
    local dir="$1"; shift
    cmake -S "$ROOT" -B "$dir" -G Ninja "$@" > "$dir.configure.log" 2>&1 || {
        cat "$dir.configure.log"; return 1; }
    cmake --build "$dir" -j "$JOBS"
}
