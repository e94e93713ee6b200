#!/usr/bin/env bash
# Another program drives --analyze - and --move - as a co-process: it sends
# one board, waits for the answer, and only then sends the next. Each answer
# must come while the game waits for more input (it flushes whenever its
# next read would block), not only when input ends.
set -euo pipefail
game=$1
fail=0

# drive ARGS... -- BOARD EXPECTED [BOARD EXPECTED ...]
drive() {
  local args=() what
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  what="${args[*]}"
  coproc GAME { "$game" "${args[@]}"; }
  while (($#)); do
    printf '%s\n' "$1" >&"${GAME[1]}"
    local answer=""
    if ! IFS= read -r -t 5 answer <&"${GAME[0]}"; then
      echo "FAIL: $what: no answer to '$1' within 5 s while the game waited for the next board"
      fail=1
      break
    fi
    if [ "$answer" != "$2" ]; then
      echo "FAIL: $what: '$1' answered '$answer', expected '$2'"
      fail=1
    fi
    shift 2
  done
  exec {GAME[1]}>&-
  local status=0
  wait "$GAME_PID" || status=$?
  if [ "$status" != 0 ]; then echo "FAIL: $what: exit status $status"; fail=1; fi
}

drive --analyze - -- X.O...... "X to move: win with 4 7 9" XXXOO.... "X wins (cells 1-2-3)" \
  ......... "X to move: draw with 1 2 3 4 5 6 7 8 9" X.X.O.O.X "O to move: loss with 2 4 6 8"
drive --move - --difficulty hard -- ......... "5 center" XX.OO.... "3 win" XX.O..... "3 block" \
  X........ "5 center"

((fail)) && exit 1
echo "ok: every answer arrived before the next board was sent"
