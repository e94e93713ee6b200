# cmake -DBUILD_DIR=<build> -DPREFIX=<empty dir> -P install_test.cmake
# Installs the build to PREFIX and checks what lands where (the game, the
# man page, the docs, the bash completion), then runs the installed binary's
# --version.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${status}):\n${out}${err}")
endif()
# README's links to docs/ resolve beside the installed README.
file(GLOB pages RELATIVE "${CMAKE_CURRENT_LIST_DIR}/.." "${CMAKE_CURRENT_LIST_DIR}/../docs/*.md")
list(TRANSFORM pages PREPEND share/doc/tictactoe/)
foreach(file bin/tictactoe share/man/man6/tictactoe.6 share/doc/tictactoe/README.md share/doc/tictactoe/LICENSE
    share/bash-completion/completions/tictactoe ${pages})
  if(NOT EXISTS "${PREFIX}/${file}")
    message(FATAL_ERROR "not installed: ${PREFIX}/${file}\n${out}")
  endif()
endforeach()
# The Debian package's files (the deb component) are not part of a plain install.
if(EXISTS "${PREFIX}/games")
  message(FATAL_ERROR "a plain install put files in ${PREFIX}/games, which only the Debian package has")
endif()
execute_process(COMMAND "${PREFIX}/bin/tictactoe" --version
  RESULT_VARIABLE status OUTPUT_VARIABLE version)
if(NOT status EQUAL 0 OR NOT version MATCHES "^tictactoe [0-9]+\\.[0-9]+\\.[0-9]+\n$")
  message(FATAL_ERROR "installed --version: status ${status}, output '${version}'")
endif()
file(REMOVE_RECURSE "${PREFIX}")
message(STATUS "installed and ran: ${version}")
