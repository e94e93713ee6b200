#!/usr/bin/env bash
# Plays a game in a real pseudo-terminal under tmux and checks that colour
# codes reach the terminal, and that the same game through a pipe has none.
# Exit 77 (CTest: skipped) when tmux is not installed.
set -euo pipefail
game=$1
source "$(dirname "$0")/support/tmux.sh" test

tmux_ new-session -d -s game -x 80 -y 50 \
  "env -u NO_COLOR TERM=xterm-256color '$game' --mode hvh; echo EXIT=\$?; sleep 60"
screen() { pane_text game -e -S - -E -; }
shows() { screen | grep -q "$1"; }
wait_for() {
  poll shows "$1" || { echo "FAIL: never saw '$1' on the screen:"; screen | cat -v; exit 1; }
}

wait_for 'X to move'
for cell in 1 4 2 5 3; do tmux_ send-keys -t game "$cell" Enter; sleep 0.05; done
wait_for 'Play again'
tmux_ send-keys -t game n Enter
wait_for 'EXIT=[0-9]'
shown=$(screen)

grep -q 'X wins! (cells 1-2-3)' <<<"$shown" || { echo "FAIL: no result line"; fail=1; }
grep -q $'\e\\[' <<<"$shown" || { echo "FAIL: no colour codes in the terminal"; fail=1; }
grep -q $'\e\\[[0-9;]*7m' <<<"$shown" || { echo "FAIL: winning line not in reverse video"; fail=1; }
grep -q 'EXIT=0' <<<"$shown" || { echo "FAIL: exit status not 0"; fail=1; }

piped=$(printf '1\n4\n2\n5\n3\nn\n' | env -u NO_COLOR TERM=xterm-256color "$game" --mode hvh)
grep -q 'X wins!' <<<"$piped" || { echo "FAIL: piped game has no result"; fail=1; }
if grep -q $'\e' <<<"$piped"; then echo "FAIL: escape byte in piped output"; fail=1; fi

if ((fail)); then printf '%s\n' "--- terminal:" "$shown" | cat -v; exit 1; fi
echo "ok: colour in the terminal, none through the pipe"
