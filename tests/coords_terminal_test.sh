#!/usr/bin/env bash
# --coords on a real terminal (tmux): the line game takes "2 3", "2,3" and a
# row then its column as typed at a terminal, and the full screen, which
# keeps its cell numbers under --coords, plays with digits and ends cleanly.
# Exit 77 (CTest: skipped) when tmux is not installed.
set -euo pipefail
game=$1
source "$(dirname "$0")/support/tmux.sh" coords
session=
start() {
  session=$1
  shift
  tmux_ new-session -d -s "$session" -x 80 -y 24 \
    "env TERM=xterm-256color LANG=C.UTF-8 '$game' --no-config --no-history $*; echo \$? > '$work/$session.exit'; sleep 60"
}
screen() { pane_text "$session"; }
shows() { screen | grep -qF -- "$1"; }
wait_for() { poll shows "$1" || { failed "never saw '$1' on the screen"; return 1; }; }
typed() {
  tmux_ send-keys -t "$session" -l "$1"
  tmux_ send-keys -t "$session" Enter
  sleep 0.1
}
ended_with() {
  poll test -s "$work/$session.exit" || true
  [[ "$(cat "$work/$session.exit" 2>/dev/null)" == "$1" ]] || failed "$session: exit status not $1"
}

# ---- The line game: the answers echoed after the prompts, a row then its column.
start line --coords --mode hvh --color never
wait_for 'X to move (row and column 1-3):'
typed '2 2'
wait_for 'O to move (row and column 1-3):'
typed '1,2'
typed '1'
wait_for 'Column for row 1 (1-3):'
typed '1'
typed '3 3'
typed '2 1'
typed '2,3'
typed '3,1'
wait_for 'X wins! (cells 1,1-2,1-3,1)'
screen | grep -qF 'Moves: 2,2 1,2 1,1 3,3 2,1 2,3 3,1' || failed "line: no Moves: record in rows and columns"
screen | grep -qF '  3  X |   | O' || failed "line: the last row is not drawn with its number"
typed n
ended_with 0

# ---- The full screen keeps its numbers: digits play, the board shows 1-9.
start screen --full-screen --coords --mode hvh
wait_for 'X to move'
tmux_ send-keys -t "$session" 1 4 2 5 3
wait_for 'X wins! (cells 1-2-3)'
tmux_ send-keys -t "$session" q
ended_with 0

exit $fail
