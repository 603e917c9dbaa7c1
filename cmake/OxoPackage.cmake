# The Debian package (scripts/package, checked by scripts/lib/tests-package.sh): CPack's DEB
# generator over the same install rules as `cmake --install`, so the package holds exactly the
# install tree. The dependencies are computed from the binaries (dpkg-shlibdeps), not written
# by hand; the programs go to /usr/games. No maintainer scripts: Debian's icon, desktop and MIME caches are refreshed by the
# file triggers of hicolor-icon-theme, desktop-file-utils and shared-mime-info.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME oxo)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The OXO developers")
set(CPACK_PACKAGE_CONTACT "The OXO developers <oxo@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tic-tac-toe and K in a row on any board")
set(CPACK_PACKAGE_DESCRIPTION
    "OXO plays classic 3x3 tic-tac-toe and every board up to 50x50, with any
win length up to gomoku, for two to four players: people, three levels of
computer players or outside Gomocup engines. It has undo and redo, hints,
game files, an autosave that survives a crash, and English, German, French
and Spanish.
.
The package also holds oxo-cli (bot matches, solved positions and
benchmarks on the command line) and pbrain-oxo (OXO's bot as a Gomocup
engine for gomoku managers).")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # oxo_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/oxo/oxo")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Recommended, not computed: the sounds play through Qt Multimedia's PulseAudio/PipeWire
# backend, loaded at run time.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# /usr/games for the programs, as Debian has it for games (the script says why).
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/OxoPackageGames.cmake)
include(CPack)
