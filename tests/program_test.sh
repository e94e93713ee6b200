#!/usr/bin/env bash
# The real binary on the command line, where a shell user meets it: input
# that cannot be read, the end of input, a quiet computer-vs-computer run,
# and the usage error for an option that cannot apply.
set -uo pipefail
game=$1
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
fail=0
expect() {  # what, condition...
  local what=$1
  shift
  if ! "$@"; then
    echo "FAIL: $what"
    echo "--- stdout:"; cat "$out"; echo "--- stderr:"; cat "$err"
    fail=1
  fi
}

# Standard input that cannot be read (a directory) is an error, status 1.
timeout 10 "$game" --mode hvh </ >"$out" 2>"$err"
status=$?
expect "read error: status $status, not 1" test "$status" -eq 1
expect "read error: stderr is not the GNU-style message" \
  grep -qx 'tictactoe: cannot read input: Is a directory' "$err"
expect "read error: goodbye printed" bash -c "! grep -q Goodbye '$out'"
timeout 10 "$game" --analyze - </ >"$out" 2>"$err"
status=$?
expect "--analyze - read error: status $status, not 1" test "$status" -eq 1
expect "--analyze - read error: no message" grep -q 'cannot read input' "$err"

# A move that completes two lines names both (game and --analyze).
printf '1\n2\n3\n4\n7\n6\n9\n8\n5\n' | timeout 10 "$game" --mode hvh >"$out" 2>"$err"
expect "two lines: the result names one" grep -qxF 'X wins! (cells 1-5-9 and 3-5-7)' "$out"
expect "two lines: both diagonals not pointed at" grep -qxF ' /           \' "$out"
timeout 10 "$game" --analyze XOXOXOXOX >"$out" 2>"$err"
expect "two lines: --analyze names one" grep -qxF 'X wins (cells 1-5-9 and 3-5-7)' "$out"

# A line of UTF-8 is echoed as typed, control bytes as escapes.
printf '\xe2\x81\xb5\n\x1b[A\n' | timeout 10 "$game" --mode hvh >"$out" 2>"$err"
expect "echo: the superscript five" grep -qF "'⁵' is not a number." "$out"
expect "echo: the escape" grep -qF "'\x1b[A' is not a number." "$out"

# The end of input stays a clean end.
timeout 10 "$game" --mode hvh </dev/null >"$out" 2>"$err"
status=$?
expect "end of input: status $status, not 0" test "$status" -eq 0
expect "end of input: stderr not empty" test ! -s "$err"

# Quiet rounds between computers: one tally line, status 0, quickly (the
# debug and sanitizer builds get 3 s; the release build takes well under
# one), and with --mode given, no menu waits for input.
start=$(date +%s%N)
timeout 10 "$game" --mode cvc --rounds 1000 --quiet </dev/null >"$out" 2>"$err"
status=$?
elapsed=$((($(date +%s%N) - start) / 1000000))
expect "quiet rounds: status $status, not 0" test "$status" -eq 0
expect "quiet rounds: not one line" test "$(wc -l <"$out")" -eq 1
expect "quiet rounds: not the tally" grep -qE '^After 1000 games: X \(medium\) [0-9]+, O \(medium\) [0-9]+, ties [0-9]+$' "$out"
expect "quiet rounds: stderr not empty" test ! -s "$err"
expect "quiet rounds: took ${elapsed} ms" test "$elapsed" -lt 3000
timeout 10 "$game" --mode cvc --rounds 3 </dev/null >"$out" 2>"$err"
expect "rounds without --quiet: not three games" test "$(grep -c '^Moves: ' "$out")" -eq 3
expect "rounds without --quiet: a menu was shown" bash -c "! grep -q Choose '$out'"

# An option that cannot apply: the error names it, and no option not given.
timeout 10 "$game" --mode hvh --first human </dev/null >"$out" 2>"$err"
status=$?
expect "--first with hvh: status $status, not 2" test "$status" -eq 2
expect "--first with hvh: stderr is not the error and the hint" \
  test "$(cat "$err")" = "$(printf '%s\n' "tictactoe: --first does not apply to --mode hvh" \
    "Try 'tictactoe --help' for more.")"

((fail)) && exit 1
echo "ok: the program's errors and statuses"
