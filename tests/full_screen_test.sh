#!/usr/bin/env bash
# The full-screen face in a real terminal (tmux): games played with arrows,
# digits and a mouse click; every way out leaves the terminal as it was
# (not in the alternate screen, no mouse mode, the cursor shown, stty -g
# unchanged); Ctrl-Z then fg repaints; a resize to 30x8 and back keeps the
# game; waiting for a key uses no CPU; a pipe plays the line game.
# Exit 77 (CTest: skipped) when tmux is not installed.
set -euo pipefail
game=$1
source "$(dirname "$0")/support/tmux.sh" screen
# Starts a session named $1 at 80x24 running the game with the rest of the
# arguments, from a shell that saves stty -g before and after it and its
# exit status, and waits for the first turn (or for $first_screen). $term
# is its TERM (xterm-256color), and $setup runs in the shell first.
start() {
  session=$1
  shift
  rm -f "$work/$session".*
  tmux_ new-session -d -s "$session" -x 80 -y 24 \
    "stty -g > '$work/$session.before'; ${setup:-} env TERM=${term:-xterm-256color} LANG=C.UTF-8 \
     '$game' --full-screen $*; echo \$? > '$work/$session.exit'; stty -g > '$work/$session.after'; sleep 60"
  wait_for "${first_screen:-to move}"
}
screen() { pane_text "$session"; }
flags() { tmux_ display -p -t "$session" '#{alternate_on} #{mouse_any_flag} #{cursor_flag}'; }
shows() { screen | grep -q -- "$1"; }
wait_for() { poll shows "$1" || { failed "never saw '$1' on the screen"; return 1; }; }
wait_file() { poll test -s "$1"; }
keys() {
  for key in "$@"; do
    tmux_ send-keys -t "$session" "$key"
    sleep 0.05
  done
}
# The game's process id: the child of the pane's shell.
game_pid() { ps -o pid= --ppid "$(tmux_ display -p -t "$session" '#{pane_pid}')" | head -1 | tr -d ' '; }
# After the game ended: the terminal as it was, and the exit status $1.
check_restored() {
  local how=$1 status=$2
  if ! wait_file "$work/$session.after"; then
    failed "$how: the game did not end"
    return
  fi
  [[ "$(flags)" == "0 0 1" ]] || failed "$how: terminal left as '$(flags)' (alternate, mouse, cursor), not '0 0 1'"
  cmp -s "$work/$session.before" "$work/$session.after" || failed "$how: stty -g changed"
  [[ "$(cat "$work/$session.exit")" == "$status" ]] || failed "$how: exit status $(cat "$work/$session.exit"), not $status"
  tmux_ kill-session -t "$session"
}

# ---- Playing: arrows and Enter; digits at once; a mouse click.
start arrows --mode hvh
[[ "$(flags)" == "1 1 0" ]] || failed "arrows: the full screen is not on: '$(flags)'"
keys Enter Up Enter Left Enter Right Right Enter Down Down Enter
wait_for 'X wins! (cells 1-5-9)'
keys y
wait_for 'X to move'
keys q y
check_restored "n (a new game), then q and y" 0

start digits --mode hvh
keys 1 4 2 5 3
wait_for 'X wins! (cells 1-2-3)'
keys q
check_restored "q at Play again" 0

start mouse --mode hvh
tmux_ send-keys -t "$session" -l $'\e[<0;52;17M\e[<0;52;17m'  # cell 9 at 80x24 (1-based column 52, row 17)
wait_for 'O to move'
screen | sed -n 17p | grep -q 'X *$' || failed "mouse: no X in cell 9"
keys q y
check_restored "q and y during a game" 0

# ---- n during a game drops it (after y); the help stays until ? closes it;
# a word typed at a menu chooses, and the left arrow goes back.
start new --mode hvh
keys 5 n
wait_for 'Drop this game for a new one?'
keys y
wait_for 'Game dropped, not scored or recorded'
wait_for 'X to move'
keys '?' 1
wait_for 'Keys and mouse'
keys '?' 1
wait_for 'O to move'
screen | grep -q 'Keys and mouse' && failed "new: the help was not closed by ?"
keys q y
check_restored "n and y during a game, then the help" 0

first_screen='Mode:' start words
keys h v h Enter
wait_for 'Name for X'
keys Left
wait_for 'Mode:'
keys c v c Enter
wait_for "X's difficulty:"
keys q
check_restored "a word typed at a menu, back, q" 0

# ---- Every way out restores the terminal.
start interrupt --mode hvh
keys 5 C-c
check_restored "Ctrl-C" 130
for signal in TERM HUP QUIT SEGV ABRT BUS FPE; do
  start "signal-$signal" --mode hvh
  kill -s "$signal" "$(game_pid)"
  case $signal in
    TERM) status=143 ;; HUP) status=129 ;; QUIT) status=131 ;; SEGV) status=139 ;;
    ABRT) status=134 ;; BUS) status=135 ;; FPE) status=136 ;;
  esac
  check_restored "SIG$signal" "$status"
done

# ---- Ctrl-Z leaves the full screen before stopping; fg repaints the board.
session=job
tmux_ new-session -d -s job -x 80 -y 24 "env PS1='$ ' bash --norc -i"
sleep 0.2
tmux_ send-keys -t job "env TERM=xterm-256color '$game' --full-screen --mode hvh" Enter
wait_for "to move"
keys 5
wait_for "O to move"
keys C-z
wait_for "Stopped"
[[ "$(flags)" == "0 0 1" ]] || failed "Ctrl-Z: terminal left as '$(flags)', not '0 0 1'"
tmux_ send-keys -t job "fg" Enter
wait_for "O to move"
[[ "$(flags)" == "1 1 0" ]] || failed "fg: the full screen is not back: '$(flags)'"
screen | grep -q '\[New game\]' || failed "fg: the screen was not repainted"
keys q y
wait_for 'Goodbye'
tmux_ kill-session -t job

# ---- A resize below the minimum and back keeps the game alive.
start resize --mode hvh
keys 5
tmux_ resize-window -t "$session" -x 30 -y 8
wait_for 'Make the terminal at'
tmux_ resize-window -t "$session" -x 80 -y 24
wait_for 'O to move'
keys 1
wait_for 'X to move'
keys q y
check_restored "after a resize" 0

# ---- Waiting for a key costs no CPU: the process sleeps in poll.
start idle --mode hvh
pid=$(game_pid)
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
before=$(ticks)
sleep 2
used=$(($(ticks) - before))
echo "idle: $used clock ticks of CPU in 2 s ($(getconf CLK_TCK) a second)"
((used <= 5)) || failed "idle: $used clock ticks of CPU in 2 s waiting for a key"
keys q y
check_restored "idle" 0

# ---- A terminal said to be 10000x5000 (stty) is drawn in its top-left
# 1000x500: the game plays in little memory (under a 2 GB address-space
# limit, unless the build is sanitized: ASan reserves terabytes). tmux
# shows only 80x24 of it (the key bar, pushed to its last row), so the
# game is played blind and its farewell read once the terminal is back.
limit="ulimit -v 2000000;"
ldd "$game" 2>/dev/null | grep -q -e libasan -e libtsan && limit=""
setup="$limit stty rows 5000 cols 10000;" first_screen='arrows: move' start huge --mode hvh --no-history
keys 1 4 2 5 3
sleep 0.5
hwm=$(awk '/^VmHWM:/ {print $2}' "/proc/$(game_pid)/status" 2>/dev/null || echo 0)
echo "10000x5000: peak RSS ${hwm} kB"
((hwm > 0 && hwm < 200000)) || failed "10000x5000: peak RSS ${hwm} kB (at most 200 MB)"
keys q
wait_file "$work/$session.after"
screen | grep -q 'Final score: X 1, O 0, ties 0' || failed "10000x5000: the game was not won and scored"
check_restored "q at Play again on a 10000x5000 terminal" 0

# ---- TERM: no alternate screen, mouse or DECRQM where the terminal has
# none; the farewell then starts on a line of its own, below the last frame.
term=vt100 start vt100 --mode hvh --no-history
[[ "$(flags)" == "0 0 0" ]] || failed "vt100: sent the alternate screen or the mouse: '$(flags)'"
keys q y
wait_file "$work/$session.after"
screen | grep -q '^Goodbye\.$' || failed "vt100: the farewell does not start a line of its own"
check_restored "q and y on a vt100" 0
term=linux start linux --mode hvh --no-history
[[ "$(flags)" == "0 1 0" ]] || failed "linux: not clicks without the alternate screen: '$(flags)'"
keys q y
check_restored "q and y on the Linux console" 0

# ---- Between computers under --quiet nothing is drawn: the full screen is
# never entered (no flash of the alternate screen), the tally is printed.
session=quiet
tmux_ new-session -d -s quiet -x 80 -y 24 "sleep 0.3; env TERM=xterm-256color '$game' --full-screen --mode cvc \
  --quiet --rounds 3 --seed 4 --no-history; echo \$? > '$work/quiet.exit'; sleep 60"
tmux_ pipe-pane -t quiet -o "cat > '$work/quiet.out'"
wait_for 'After 3 games'
wait_file "$work/quiet.exit" && [[ "$(cat "$work/quiet.exit")" == 0 ]] || failed "quiet: exit status"
grep -q $'\e' "$work/quiet.out" && failed "quiet: escape sequences written: $(od -c "$work/quiet.out" | head -3)"
tmux_ kill-session -t quiet

# ---- Not a terminal: the line game, with the reason on standard error.
out=$(printf '1\n4\n2\n5\n3\n' | TERM=xterm "$game" --full-screen --mode hvh 2>"$work/err") && status=0 || status=$?
grep -q 'X wins!' <<<"$out" || { echo "FAIL: piped: no X wins!"; fail=1; }
((status == 0)) || { echo "FAIL: piped: exit status $status"; fail=1; }
[[ $(wc -l <"$work/err") -eq 1 ]] && grep -q 'not a terminal' "$work/err" ||
  { echo "FAIL: piped: standard error is not the one reason line:"; cat "$work/err"; fail=1; }
if grep -q $'\e' <<<"$out"; then echo "FAIL: piped: escape codes in the line game"; fail=1; fi
env -u TERM "$game" --full-screen --mode hvh </dev/null >/dev/null 2>"$work/err" || true
grep -q 'not a terminal' "$work/err" || { echo "FAIL: no TERM, piped: no reason"; fail=1; }

((fail == 0)) && echo "ok: the full screen plays, and every way out restores the terminal"
exit "$fail"
