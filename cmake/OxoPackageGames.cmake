# A CPack pre-build script (cmake/OxoPackage.cmake): in a Debian package, the programs of a
# game go to /usr/games, as Debian's policy and lintian ask of the "games" section; the install
# rules keep bin/ for `cmake --install`. /usr/games is on users' PATH but not on every
# session's or root's, so the package's menu entry names the program by its full path. Runs on
# the staged tree, before it is packed.
file(GLOB staged_bins LIST_DIRECTORIES true "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/usr/bin"
     "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/usr/bin")
if(NOT staged_bins)
    message(FATAL_ERROR "no usr/bin under ${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
endif()
foreach(bin IN LISTS staged_bins)
    get_filename_component(usr "${bin}" DIRECTORY)
    file(RENAME "${bin}" "${usr}/games")
    set(entry "${usr}/share/applications/io.github.oxo.Oxo.desktop")
    file(READ "${entry}" text)
    string(REPLACE "Exec=oxo" "Exec=/usr/games/oxo" text "${text}")  # TryExec= too
    file(WRITE "${entry}" "${text}")
endforeach()
