# Installs the normal build to a temporary prefix and checks the desktop package (R-U8):
# binaries, .desktop entry, icons, AppStream metainfo and the MIME type, each validated the
# way a distribution would. Sourced by scripts/test after the main build ($ROOT/build).
stage "install check (cmake --install into a temporary prefix)"
oxo_install_check() {
    local build="${OXO_INSTALL_BUILD:-$ROOT/build}"
    local prefix app_id=io.github.oxo.Oxo failed=0
    prefix="$(mktemp -d)"
    cmake --install "$build" --prefix "$prefix" > "$prefix.install.log" 2>&1 || {
        cat "$prefix.install.log"; rm -rf "$prefix"; return 1; }

    local expected=(
        "share/applications/$app_id.desktop"
        "share/metainfo/$app_id.metainfo.xml"
        "share/mime/packages/$app_id.xml"
        "share/icons/hicolor/scalable/apps/$app_id.svg"
        "share/icons/hicolor/scalable/mimetypes/application-x-oxo-game.svg"
    )
    local size
    for size in 16 24 32 48 64 128 256; do
        expected+=("share/icons/hicolor/${size}x${size}/apps/$app_id.png")
    done
    # Each program that was built must be installed.
    local program
    for program in oxo oxo-cli pbrain-oxo; do
        expected+=("bin/$program")
    done
    local file
    for file in "${expected[@]}"; do
        if [ ! -s "$prefix/$file" ]; then
            echo "    missing from the install tree: $file"; failed=1
        fi
    done

    desktop-file-validate "$prefix/share/applications/$app_id.desktop" || failed=1
    appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml" || failed=1
    # The MIME package must compile and map *.oxo to the game type.
    # (it warns that the prefix is not in XDG_DATA_DIRS: expected for a temporary prefix)
    update-mime-database "$prefix/share/mime" > "$prefix.mime.log" 2>&1 || {
        cat "$prefix.mime.log"; failed=1; }
    if ! grep -q "application/x-oxo-game:\*\.oxo" "$prefix/share/mime/globs" 2>/dev/null; then
        echo "    share/mime/globs does not map *.oxo to application/x-oxo-game"; failed=1
    fi
    # The .desktop entry names the installed icon and the game file type.
    grep -qx "Icon=$app_id" "$prefix/share/applications/$app_id.desktop" || failed=1
    grep -q "^MimeType=.*application/x-oxo-game;" "$prefix/share/applications/$app_id.desktop" \
        || failed=1

    if [ "$failed" -ne 0 ]; then
        echo "==> install check FAILED (tree kept in $prefix)"
        return 1
    fi
    echo "    install tree OK: $(cd "$prefix" && find . -type f | wc -l) files"
    rm -rf "$prefix" "$prefix.install.log" "$prefix.mime.log"
}
oxo_install_check || exit 1
