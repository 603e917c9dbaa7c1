# Builds the Debian package from the normal build ($ROOT/build, as scripts/package does from a
# Release build) and checks it the way a distribution would: its name, metadata and computed
# dependencies, its file list, and the programs run from the unpacked package (versions,
# pbrain-oxo's ABOUT and that it links no Qt, the manual pages render without groff warnings, the
# completion loads); lintian when it is installed. Sourced by scripts/test.
stage "package check (cpack DEB, unpacked with dpkg-deb -x)"
oxo_package_check() {
    local build="$ROOT/build" work failed=0
    work="$(mktemp -d)"
    (cd "$build" && cpack -G DEB -B "$work/out") > "$work/cpack.log" 2>&1 || {
        cat "$work/cpack.log"; return 1; }
    local version arch deb
    version="$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")"
    arch="$(dpkg --print-architecture)"
    deb="$work/out/oxo_${version}_${arch}.deb"
    if [ ! -s "$deb" ]; then
        echo "    no $(basename "$deb"); cpack wrote: $(ls "$work/out")"; return 1
    fi
    # Metadata: name, version, section, and dependencies computed from the binaries.
    local field
    for field in "Package: oxo" "Version: $version" "Section: games" "Architecture: $arch"; do
        dpkg-deb -f "$deb" | grep -qx "$field" || { echo "    control lacks '$field'"; failed=1; }
    done
    local depends
    depends="$(dpkg-deb -f "$deb" Depends)"
    for lib in libc6 libstdc++6 libqt6core6 libqt6widgets6 libqt6multimedia6; do
        [[ "$depends" == *"$lib"* ]] || { echo "    Depends lacks $lib: $depends"; failed=1; }
    done
    # The file list.
    local list="$work/files.txt" file
    dpkg-deb -c "$deb" | awk '{print $6}' > "$list"
    for file in usr/games/oxo usr/games/oxo-cli usr/games/pbrain-oxo \
        usr/share/doc/oxo/copyright usr/share/doc/oxo/changelog.gz \
        usr/share/man/man6/oxo.6.gz usr/share/man/man6/oxo-cli.6.gz \
        usr/share/man/man6/pbrain-oxo.6.gz usr/share/bash-completion/completions/oxo-cli \
        usr/share/applications/io.github.oxo.Oxo.desktop \
        usr/share/metainfo/io.github.oxo.Oxo.metainfo.xml \
        usr/share/mime/packages/io.github.oxo.Oxo.xml \
        usr/share/icons/hicolor/scalable/apps/io.github.oxo.Oxo.svg; do
        grep -qx "./$file" "$list" || { echo "    the package lacks /$file"; failed=1; }
    done
    local allowed='^\./(usr/((games|share)/.*)?)?$'
    if grep -qvE "$allowed" "$list"; then
        echo "    files outside /usr/games and /usr/share:"; grep -vE "$allowed" "$list"
        failed=1
    fi
    # The unpacked programs.
    local root="$work/root"
    dpkg-deb -x "$deb" "$root"
    grep -qx "Exec=/usr/games/oxo %f" "$root/usr/share/applications/io.github.oxo.Oxo.desktop" ||
        { echo "    the menu entry does not run /usr/games/oxo"; failed=1; }
    desktop-file-validate "$root/usr/share/applications/io.github.oxo.Oxo.desktop" || failed=1
    [ "$("$root/usr/games/oxo-cli" --version)" = "oxo-cli $version" ] || {
        echo "    oxo-cli --version: $("$root/usr/games/oxo-cli" --version 2>&1)"; failed=1; }
    [ "$(env -u DISPLAY QT_QPA_PLATFORM=offscreen "$root/usr/games/oxo" --version)" = "oxo $version" ] || {
        echo "    oxo --version is not 'oxo $version'"; failed=1; }
    local about
    about="$(printf 'ABOUT\nEND\n' | "$root/usr/games/pbrain-oxo")"
    [[ "$about" == *"version=\"$version\""* ]] || { echo "    pbrain-oxo ABOUT: $about"; failed=1; }
    if ldd "$root/usr/games/pbrain-oxo" | grep -qi qt; then
        echo "    pbrain-oxo links Qt:"; ldd "$root/usr/games/pbrain-oxo" | grep -i qt; failed=1
    fi
    # The static pbrain-oxo (scripts/package puts it beside the package): no library at all,
    # and it plays.
    local static="$build/app/pbrain/pbrain-oxo-static" move
    if [ -x "$static" ]; then
        file "$static" | grep -q "statically linked" || {
            echo "    pbrain-oxo-static is not static: $(file "$static")"; failed=1; }
        move="$( (printf 'START 15\r\nINFO timeout_turn 100\r\nBEGIN\r\n'; sleep 1;
                  printf 'END\r\n') | "$static" | tail -1)"
        [[ "$move" =~ ^[0-9]+,[0-9]+$ ]] || { echo "    pbrain-oxo-static answered: $move"; failed=1; }
    else
        echo "    no pbrain-oxo-static in $build (configure with -DOXO_STATIC_PBRAIN=ON)"; failed=1
    fi
    local page warnings
    for page in oxo oxo-cli pbrain-oxo; do
        warnings="$(zcat "$root/usr/share/man/man6/$page.6.gz" |
            groff -man -Tutf8 -ww -z 2>&1)"
        [ -z "$warnings" ] || { echo "    man $page: $warnings"; failed=1; }
    done
    bash -c "source '$root/usr/share/bash-completion/completions/oxo-cli' &&
        complete -p oxo-cli" > /dev/null || { echo "    the completion does not load"; failed=1; }
    appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.oxo.Oxo.metainfo.xml" \
        > "$work/appstream.log" 2>&1 || { cat "$work/appstream.log"; failed=1; }
    if command -v lintian > /dev/null; then
        # Errors fail; warnings are listed (docs/packaging.md says which are accepted, why).
        lintian --fail-on error --suppress-tags-from-file "$ROOT/scripts/lib/lintian-accepted" \
            "$deb" > "$work/lintian.log" 2>&1 || { cat "$work/lintian.log"; failed=1; }
        grep -v "running with root privileges" "$work/lintian.log" | sed 's/^/    lintian: /' || true
    else
        echo "    lintian is not installed: skipped"
    fi
    if [ "$failed" -ne 0 ]; then
        echo "==> package check FAILED (kept in $work)"
        return 1
    fi
    echo "    $(basename "$deb") OK: $(wc -l < "$list") entries, Depends: $depends"
    rm -rf "$work"
}
oxo_package_check || exit 1
