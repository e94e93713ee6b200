#!/usr/bin/env bash
# Two people play two games in a real terminal (tmux), with names, swapping
# who starts after the first: the prompts, the names in the results and the
# score, which stays with the players. Then, in an interactive shell,
# Ctrl-Z and fg (the prompt is shown again) and Ctrl-C at the first menu (no
# score before any game). Exit 77 (CTest: skipped) without tmux.
set -euo pipefail
game=$1
source "$(dirname "$0")/support/tmux.sh" players
screen() { pane_text "$1" -S - -E -; }
shows() { (($(screen "$1" | grep -cE "$2" || true) >= $3)); }
wait_for() {  # pane, extended regex, count (default 1)
  poll shows "$1" "$2" "${3:-1}" || { echo "FAIL: never saw '$2' (${3:-1} times) on the screen:"; screen "$1"; exit 1; }
}
play() {  # pane, cells...
  local pane=$1
  shift
  for cell in "$@"; do tmux_ send-keys -t "$pane" "$cell" Enter; sleep 0.05; done
}
expect() {  # pane, fixed text, what
  grep -qF -- "$2" <<<"$(screen "$1")" || { echo "FAIL: $3: no '$2'"; fail=1; }
}

# ---- Two named games, swapping after the first ----
tmux_ new-session -d -s games -x 100 -y 60 \
  "'$game' --mode hvh --names Ann,Bob; echo EXIT=\$?; sleep 60"
wait_for games 'Ann \(X\) to move \(1-9\):$'
play games 1 4 2 5 3
wait_for games 'Play again\? \[Y/n/s, r: review, settings\]'
expect games 'Bob (O) to move (1-9): ' "first game: O's prompt"
expect games 'Ann wins! (cells 1-2-3)' "first game: the result"
expect games 'Score: Ann (X) 1, Bob (O) 0, ties 0' "first game: the score"
tmux_ send-keys -t games s Enter
wait_for games 'Bob \(X\) to move \(1-9\):$'
play games 1 4 2 5 3
wait_for games 'Play again\? \[Y/n/s, r: review, settings\]' 2
expect games 'Ann (O) to move (1-9): ' "second game: Ann plays O"
expect games 'Bob wins! (cells 1-2-3)' "second game: the result"
expect games 'Score: Ann (O) 1, Bob (X) 1, ties 0' "second game: the score"
tmux_ send-keys -t games n Enter
wait_for games 'EXIT=[0-9]'
expect games 'Final score: Ann (O) 1, Bob (X) 1, ties 0' "the final score"
expect games 'EXIT=0' "the exit status"

# ---- Ctrl-Z and fg: the prompt comes back ----
tmux_ new-session -d -s job -x 100 -y 40 "env PS1='$ ' bash --norc --noprofile -i"
sleep 0.3
tmux_ send-keys -t job "'$game' --mode hvh --color never" Enter
wait_for job 'X to move \(1-9\):$'
tmux_ send-keys -t job C-z
wait_for job 'Stopped'
tmux_ send-keys -t job fg Enter
wait_for job 'X to move \(1-9\):' 2
play job 5
wait_for job 'O to move \(1-9\):'
tmux_ send-keys -t job q Enter
wait_for job 'Goodbye\.'

# ---- Ctrl-C at the first menu: interrupted, no score of nothing ----
tmux_ send-keys -t job "'$game' --color never; echo EXIT=\$?" Enter
wait_for job 'Choose 1-3 \[2\]:$'
tmux_ send-keys -t job C-c
wait_for job 'EXIT=[0-9]+$'  # not the typed 'echo EXIT=$?'
expect job 'EXIT=130' "Ctrl-C at the menu: the exit status"
grep -qx 'Interrupted\.' <<<"$(screen job)" || { echo "FAIL: Ctrl-C at the menu: no 'Interrupted.' line"; fail=1; }
if grep -q 'Score' <<<"$(screen job)"; then echo "FAIL: Ctrl-C at the menu: a score of no game"; fail=1; fi

if ((fail)); then
  echo "--- games:"; screen games; echo "--- job:"; screen job
  exit 1
fi
echo "ok: named games with a swap, the prompt back after Ctrl-Z and fg, Ctrl-C at a menu"
