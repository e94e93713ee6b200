# The real binary end to end: a scripted game piped on stdin, --version, and
# a bad option. Run as
#   cmake -DBINARY=<path to tictactoe> -P run_binary.cmake
# Fails (FATAL_ERROR) with the captured output on any mismatch.

cmake_minimum_required(VERSION 3.20)

if(NOT DEFINED BINARY OR NOT EXISTS "${BINARY}")
  message(FATAL_ERROR "run_binary.cmake: set -DBINARY=<path to tictactoe> (got '${BINARY}')")
endif()

string(ASCII 27 escape)

function(fail what)
  message(FATAL_ERROR "${what}\n--- status: ${status}\n--- stdout:\n${out}\n--- stderr:\n${err}")
endfunction()

# Fails with `what` unless `text` holds `piece` (expect_in) or does not (expect_not_in).
function(expect_in text piece what)
  string(FIND "${text}" "${piece}" at)
  if(at EQUAL -1)
    fail("${what}")
  endif()
endfunction()

function(expect_not_in text piece what)
  string(FIND "${text}" "${piece}" at)
  if(NOT at EQUAL -1)
    fail("${what}")
  endif()
endfunction()

# ---- A piped game: mode 1 (human vs human), the names X and O kept (two
# empty lines), then X 1, O 4, X 2, O 5, X 3 ----

# A unique file for the script, removed afterwards.
if(DEFINED ENV{TMPDIR} AND IS_DIRECTORY "$ENV{TMPDIR}")
  set(temp_dir "$ENV{TMPDIR}")
elseif(DEFINED ENV{TEMP} AND IS_DIRECTORY "$ENV{TEMP}")
  set(temp_dir "$ENV{TEMP}")
elseif(IS_DIRECTORY "/tmp")
  set(temp_dir "/tmp")
else()
  set(temp_dir "${CMAKE_CURRENT_BINARY_DIR}")
endif()
string(RANDOM LENGTH 12 suffix)
set(script_file "${temp_dir}/tictactoe_script_${suffix}.txt")
file(WRITE "${script_file}" "1\n\n\n1\n4\n2\n5\n3\n")

execute_process(
  COMMAND "${BINARY}"
  INPUT_FILE "${script_file}"
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE status
  TIMEOUT 30)
file(REMOVE "${script_file}")

if(NOT status STREQUAL "0")
  fail("piped game: exit status is not 0")
endif()
expect_in("${out}" "X wins!" "piped game: no 'X wins!' in the output")
expect_in("${out}" "cells 1-2-3" "piped game: no 'cells 1-2-3' in the output")
expect_not_in("${out}" "${escape}" "piped game: an escape byte in the output (colour on a pipe)")
expect_not_in("${err}" "${escape}" "piped game: an escape byte on stderr")

# ---- --version: status 0, "tictactoe X.Y.Z" ----

execute_process(
  COMMAND "${BINARY}" --version
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE status
  TIMEOUT 30)
if(NOT status STREQUAL "0")
  fail("--version: exit status is not 0")
endif()
string(FIND "${out}" "tictactoe " at)
if(NOT at EQUAL 0)
  fail("--version: output does not start with 'tictactoe '")
endif()

# ---- A bad option value: status 2, usage on stderr ----

execute_process(
  COMMAND "${BINARY}" --mode bogus
  INPUT_FILE "${CMAKE_CURRENT_LIST_FILE}"
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE status
  TIMEOUT 30)
if(NOT status STREQUAL "2")
  fail("--mode bogus: exit status is not 2")
endif()
expect_in("${err}" "Try 'tictactoe --help'" "--mode bogus: no pointer to --help on stderr")
if(err MATCHES "Usage")
  fail("--mode bogus: the usage follows the one error line (issue 19)")
endif()
expect_in("${err}" "bogus" "--mode bogus: the error does not name the bad value")
