# The Debian package: `cmake --workflow --preset package` (or `cpack -G DEB`
# in a release build) makes tictactoe_<version>_<arch>.deb from the install
# rules of the `deb` component, which a plain `cmake --install` leaves out
# (EXCLUDE_FROM_ALL):
#   /usr/games/tictactoe                          the game (Debian's place for games)
#   /usr/share/man/man6/tictactoe.6.gz            the man page the build makes, gzipped
#   /usr/share/bash-completion/completions/tictactoe
#   /usr/share/doc/tictactoe/copyright            Debian's machine-readable format, made from LICENSE
#   /usr/share/doc/tictactoe/changelog.gz         made from changelog.in, whose latest entry must be
#                                                 the project version (tests/package_test.sh checks)
#   /usr/share/applications/tictactoe.desktop     the menu entry: tictactoe --full-screen in a terminal
#   /usr/share/icons/hicolor/scalable/apps/tictactoe.svg   its icon
# Section games; the dependencies are found by dpkg-shlibdeps.

set(TICTACTOE_MAINTAINER "The tictactoe authors <tictactoe@example.org>"
    CACHE STRING "The Debian package's Maintainer: a name and an e-mail address")

find_program(TICTACTOE_GZIP gzip)
if(NOT TICTACTOE_GZIP)
  message(STATUS "gzip not found: the Debian package is not available")
  return()
endif()

set(deb_dir "${PROJECT_BINARY_DIR}/deb")
set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  "${PROJECT_SOURCE_DIR}/LICENSE" "${CMAKE_CURRENT_LIST_DIR}/changelog.in")

# copyright: the holder and the license text of LICENSE, in the format of
# https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
# (license text indented one space, empty lines as " .").
file(READ "${PROJECT_SOURCE_DIR}/LICENSE" license)
string(REGEX MATCH "Copyright \\(c\\) ([^\n]+)" found "${license}")
set(holder "${CMAKE_MATCH_1}")
string(FIND "${license}" "Permission is hereby granted" start)
if(holder STREQUAL "" OR start EQUAL -1)
  message(FATAL_ERROR "LICENSE: no copyright line or no MIT (Expat) text to put in the Debian copyright file")
endif()
string(SUBSTRING "${license}" ${start} -1 text)
string(STRIP "${text}" text)
string(REPLACE "\n\n" "\n.\n" text "${text}")
string(REPLACE "\n" "\n " text "${text}")
file(WRITE "${deb_dir}/copyright"
  "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
  "Upstream-Name: ${PROJECT_NAME}\n"
  "\n"
  "Files: *\n"
  "Copyright: ${holder}\n"
  "License: Expat\n"
  "\n"
  "License: Expat\n"
  " ${text}\n")
configure_file("${CMAKE_CURRENT_LIST_DIR}/changelog.in" "${deb_dir}/changelog" @ONLY)

# The man page and the changelog gzipped as Debian wants them: -9, and -n
# (no name or time stamp) so that the same sources give the same package.
add_custom_command(
  OUTPUT "${deb_dir}/tictactoe.6.gz" "${deb_dir}/changelog.gz"
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${deb_dir}/gz"
  COMMAND "${CMAKE_COMMAND}" -E copy "${TICTACTOE_MAN_PAGE}" "${deb_dir}/changelog" "${deb_dir}/gz"
  COMMAND "${TICTACTOE_GZIP}" -9nf "${deb_dir}/gz/tictactoe.6" "${deb_dir}/gz/changelog"
  COMMAND "${CMAKE_COMMAND}" -E rename "${deb_dir}/gz/tictactoe.6.gz" "${deb_dir}/tictactoe.6.gz"
  COMMAND "${CMAKE_COMMAND}" -E rename "${deb_dir}/gz/changelog.gz" "${deb_dir}/changelog.gz"
  DEPENDS "${TICTACTOE_MAN_PAGE}" "${deb_dir}/changelog"
  COMMENT "Compressing the man page and the changelog for the Debian package")
add_custom_target(tictactoe_deb_files ALL DEPENDS "${deb_dir}/tictactoe.6.gz" "${deb_dir}/changelog.gz")
add_dependencies(tictactoe_deb_files tictactoe_man_page)  # the page made once, before it is compressed

install(TARGETS tictactoe RUNTIME DESTINATION games COMPONENT deb EXCLUDE_FROM_ALL)
install(FILES "${deb_dir}/tictactoe.6.gz" DESTINATION share/man/man6 COMPONENT deb EXCLUDE_FROM_ALL)
install(FILES "${TICTACTOE_COMPLETION}" DESTINATION share/bash-completion/completions COMPONENT deb EXCLUDE_FROM_ALL)
install(FILES "${deb_dir}/copyright" "${deb_dir}/changelog.gz" DESTINATION share/doc/tictactoe
  COMPONENT deb EXCLUDE_FROM_ALL)
install(FILES "${CMAKE_CURRENT_LIST_DIR}/tictactoe.desktop" DESTINATION share/applications COMPONENT deb EXCLUDE_FROM_ALL)
install(FILES "${CMAKE_CURRENT_LIST_DIR}/tictactoe.svg" DESTINATION share/icons/hicolor/scalable/apps
  COMPONENT deb EXCLUDE_FROM_ALL)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME "${PROJECT_NAME}")
set(CPACK_PACKAGE_CONTACT "${TICTACTOE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "terminal tic-tac-toe with an unbeatable computer player")
# One quoted argument: a ';' would split a list of lines.
set(CPACK_PACKAGE_DESCRIPTION "Tic-tac-toe in the terminal: against a friend at the same keyboard, or
against a computer player whose top level is provably unbeatable. Every
line typed is checked, and hints come from an exact solver, which the
--analyze and --move commands also offer to other programs.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# Only the deb component's rules: the plain install's bin/ and docs are not packaged.
set(CPACK_INSTALL_CMAKE_PROJECTS "${PROJECT_BINARY_DIR};${PROJECT_NAME};deb;/")
include(CPack)
