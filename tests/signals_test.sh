#!/usr/bin/env bash
# The signal matrix of the full screen, in a real terminal (tmux): every
# signal whose default action ends the process is sent to a game in
# progress, and the terminal must be as it was when the process has ended
# (stty -g unchanged, the alternate screen left, mouse reporting off, the
# cursor shown) with the status a shell expects (128 + the signal, 130 for
# SIGINT). A signal sent to end the process goes through the normal path
# (the farewell is printed); a fault dies at once. A signal that does not
# end the process (SIGXFSZ, which the full screen ignores so that a file too
# large is reported as EFBIG; SIGPIPE or SIGUSR1 ignored by the parent, as
# `trap '' PIPE` or nohup do) leaves the game playing, and it restores the
# terminal at its normal end: shown by sending it, playing on and quitting,
# and by a real EFBIG (ulimit -f below the history file's size).
# Exit 77 (CTest: skipped) when tmux is not installed (support/tmux.sh).
set -uo pipefail
game=$1
source "$(dirname "$0")/support/tmux.sh" signals
session=keep
screen() { pane_text "$session"; }
flags() { tmux_ display -p -t "$session" '#{alternate_on} #{mouse_any_flag} #{cursor_flag}'; }
shows() { screen | grep -q -- "$1"; }
wait_for() { poll shows "$1" || { failed "$session: never saw '$1' on the screen"; return 1; }; }
wait_file() { poll test -s "$1"; }

# Starts a session named $1 at 80x24 whose shell runs `$2` (a prefix such as
# "trap '' PIPE;" or "ulimit -f 1;"), then the game with the other
# arguments, saving stty -g before and after it and its exit status; waits
# for the first turn with the full screen on.
start() {
  session=$1 prefix=$2
  shift 2
  rm -f "$work/$session".*
  tmux_ new-session -d -s "$session" -x 80 -y 24 \
    "stty -g > '$work/$session.before'; $prefix env HOME='$work' TERM=xterm-256color LANG=C.UTF-8 \
     '$game' --full-screen --no-config $*; echo \$? > '$work/$session.exit'; stty -g > '$work/$session.after'; sleep 60"
  wait_for 'to move' || return 1
  [[ "$(flags)" == "1 1 0" ]] || failed "$session: the full screen is not on: '$(flags)'"
}
game_pid() { ps -o pid= --ppid "$(tmux_ display -p -t "$session" '#{pane_pid}')" | head -1 | tr -d ' '; }
# After the game ended: the terminal as it was, and the exit status $1.
check_restored() {
  local status=$1
  if ! wait_file "$work/$session.after"; then
    failed "$session: the game did not end"
    return 1
  fi
  [[ "$(flags)" == "0 0 1" ]] || failed "$session: terminal left as '$(flags)' (alternate, mouse, cursor), not '0 0 1'"
  cmp -s "$work/$session.before" "$work/$session.after" || failed "$session: stty -g changed"
  [[ "$(cat "$work/$session.exit")" == "$status" ]] ||
    failed "$session: exit status $(cat "$work/$session.exit"), not $status"
}
number() { kill -l "$1"; }

# ---- Sent to end the process: the normal path (the farewell), then the signal again.
for signal in INT TERM HUP QUIT USR1 USR2 ALRM VTALRM PROF XCPU IO PWR STKFLT RTMIN RTMIN+1 RTMAX; do
  start "stop-$signal" "" --mode hvh --no-history || continue
  kill -s "$signal" "$(game_pid)"
  status=$((128 + $(number "$signal")))
  [[ $signal == INT ]] && status=130
  check_restored "$status" && { screen | grep -q 'Interrupted' || failed "$session: no farewell (Interrupted.)"; }
  tmux_ kill-session -t "$session"
done

# ---- Faults and failed calls: restored in the handler, then the process dies of it.
for signal in SEGV ABRT BUS FPE ILL TRAP SYS PIPE; do
  start "fatal-$signal" "" --mode hvh --no-history || continue
  kill -s "$signal" "$(game_pid)"
  check_restored $((128 + $(number "$signal")))
  tmux_ kill-session -t "$session"
done

# ---- Signals that end nothing: the game plays on, and its normal end restores.
plays_on() {  # the signals to send
  local pid
  pid=$(game_pid)
  for signal in "$@"; do kill -s "$signal" "$pid"; done
  tmux_ send-keys -t "$session" 5
  wait_for 'O to move' || return
  [[ "$(flags)" == "1 1 0" ]] || failed "$session: the full screen went away: '$(flags)'"
  tmux_ send-keys -t "$session" q
  sleep 0.1
  tmux_ send-keys -t "$session" y
  check_restored 0
  tmux_ kill-session -t "$session"
}
start ignored-XFSZ "" --mode hvh --no-history && plays_on XFSZ
start ignored-by-parent "trap '' PIPE USR1;" --mode hvh --no-history && plays_on PIPE USR1

# A real EFBIG: the history file is already larger than ulimit -f allows.
for i in $(seq 40); do printf '{"v":1,"id":"padding-%02d","note":"a line the reader skips"}\n' "$i"; done >"$work/big.jsonl"
start efbig "ulimit -f 1;" --mode hvh --history-file "'$work/big.jsonl'" && {
  for key in 1 4 2 5 3; do
    tmux_ send-keys -t "$session" "$key"
    sleep 0.05
  done
  wait_for 'X wins!' &&
    { [[ "$(flags)" == "1 1 0" ]] || failed "$session: the full screen went away after the failed save"; }
  tmux_ send-keys -t "$session" q
  check_restored 1
  tmux_ kill-session -t "$session"
}

((fail == 0)) && echo "ok: every signal that ends the process restores the terminal first, the others end nothing"
exit "$fail"
