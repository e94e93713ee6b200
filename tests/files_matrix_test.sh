#!/usr/bin/env bash
# The file-type matrix (issue 25, S4, H1, D3): the history file and the
# preferences file as a regular file, a symbolic link, a FIFO, a socket, a
# directory, a device, another user's file (as root: chown), a group- or
# world-writable file, and the folder holding the history shared. Each
# command ends within its timeout (nothing blocks on a FIFO), refuses what
# is not the user's own regular file with one line, writes nothing through
# a link, and says nothing was saved when nothing was.
# Usage: files_matrix_test.sh TICTACTOE
set -u
T=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
moves=$'1\n4\n2\n5\n3\nn\n'

# A fresh HOME with its state and config folders, 0700.
fresh() {
  rm -rf "$work/home"
  mkdir -p -m 0700 "$work/home/.local/state/tictactoe" "$work/home/.config/tictactoe"
  chmod 0700 "$work/home" "$work/home/.local" "$work/home/.local/state" "$work/home/.config"
  state=$work/home/.local/state/tictactoe/history.jsonl
  config=$work/home/.config/tictactoe/config
}
run() { HOME=$work/home XDG_STATE_HOME= XDG_CONFIG_HOME= LANG=C.UTF-8 timeout 10 "$T" "$@"; }

# make KIND PATH: puts a thing of that kind at PATH.
make() {
  case $1 in
    regular) : > "$2"; chmod 0600 "$2" ;;
    symlink) : > "$work/target"; chmod 0600 "$work/target"; ln -s "$work/target" "$2" ;;
    fifo) mkfifo -m 0600 "$2" ;;
    socket) python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$2" ;;
    directory) mkdir -m 0700 "$2" ;;
    device) mknod -m 0600 "$2" c 1 5 2>/dev/null ;;  # /dev/zero's numbers; only root may
    other) : > "$2"; chmod 0600 "$2"; chown 4321:4321 "$2" ;;
    group) : > "$2"; chmod 0620 "$2" ;;
    world) : > "$2"; chmod 0602 "$2" ;;
  esac
}

# The history: a game saves (status 0) only into a regular file of the
# user's; everything else is refused in one line and the status is 1.
for kind in regular symlink fifo socket directory device other group world; do
  if [ "$kind" = other ] && [ "$(id -u)" != 0 ]; then continue; fi
  if [ "$kind" = socket ] && ! command -v python3 >/dev/null; then continue; fi
  fresh
  make "$kind" "$state" || continue
  out=$(printf '%s' "$moves" | run --mode hvh 2>&1); status=$?
  [ $status = 124 ] && fail "history $kind: the game hung"
  if [ "$kind" = regular ]; then
    [ $status = 0 ] || fail "history regular: status $status: $out"
    [ "$(wc -l < "$state")" = 1 ] || fail "history regular: the game was not saved"
  else
    [ $status = 1 ] || fail "history $kind: status $status, want 1"
    lines=$(printf '%s\n' "$out" | grep -c 'cannot save games to')
    [ "$lines" = 1 ] || fail "history $kind: $lines 'cannot save' lines: $out"
  fi
  [ "$kind" = symlink ] && [ -s "$work/target" ] && fail "history symlink: a line went through the link"
  [ "$kind" = other ] && [ -s "$state" ] && fail "history other: a line went into another's file"
  rm -f "$work/target"
  out=$(run --stats 2>&1); status=$?
  [ $status = 124 ] && fail "history $kind: --stats hung"
  case $kind in
    regular) [ $status = 0 ] || fail "--stats regular: status $status: $out" ;;
    *) [ $status = 1 ] || fail "--stats $kind: status $status, want 1: $out" ;;
  esac
done

# A shared folder (as the probe's /tmp-like one, not sticky) is refused; a
# sticky one is not, but a symbolic link planted there is.
fresh
mkdir -m 0777 "$work/shared"; chmod 0777 "$work/shared"
out=$(printf '%s' "$moves" | run --mode hvh --history-file "$work/shared/games.jsonl" 2>&1)
[ $? = 1 ] && printf '%s' "$out" | grep -q 'other users can write to its folder' ||
  fail "shared folder: not refused: $out"
chmod 1777 "$work/shared"
echo 'echo hi' > "$work/bashrc"
ln -s "$work/bashrc" "$work/shared/games.jsonl"
out=$(printf '%s' "$moves" | run --mode hvh --history-file "$work/shared/games.jsonl" 2>&1)
[ $? = 1 ] && printf '%s' "$out" | grep -q 'symbolic link' || fail "planted link: not refused: $out"
[ "$(cat "$work/bashrc")" = 'echo hi' ] || fail "planted link: the file it names was written"

# A FIFO named by --history-file is read as a pipe with no writer: no
# games, at once; /dev/null saves nothing and says nothing.
mkfifo "$work/given.fifo"
out=$(run --stats --history-file "$work/given.fifo" 2>&1); status=$?
[ $status = 0 ] || fail "--stats on a given FIFO: status $status: $out"
out=$(printf '%s' "$moves" | run --mode hvh --history-file /dev/null 2>&1); status=$?
[ $status = 0 ] || fail "/dev/null: status $status: $out"

# The preferences: only the user's own regular file (or a link to one) is
# read; the rest is one "cannot read" line and the game goes on.
for kind in regular symlink fifo socket directory device other group world; do
  if [ "$kind" = other ] && [ "$(id -u)" != 0 ]; then continue; fi
  if [ "$kind" = socket ] && ! command -v python3 >/dev/null; then continue; fi
  fresh
  make "$kind" "$config" || continue
  [ -f "$config" ] && [ ! -L "$config" ] && echo 'lang = ru' >> "$config"
  [ "$kind" = symlink ] && echo 'lang = ru' > "$work/target"
  out=$(printf '%s' "$moves" | run --mode hvh --no-history 2>&1); status=$?
  [ $status = 124 ] && fail "preferences $kind: the game hung"
  [ $status = 0 ] || fail "preferences $kind: status $status: $out"
  warned=$(printf '%s\n' "$out" | grep -c 'cannot read')
  case $kind in
    regular | symlink)
      [ "$warned" = 0 ] || fail "preferences $kind: warned: $out"
      printf '%s' "$out" | grep -q 'Ход' || fail "preferences $kind: not applied: $out" ;;
    *) [ "$warned" = 1 ] || fail "preferences $kind: $warned 'cannot read' lines: $out" ;;
  esac
  rm -f "$work/target"
  out=$(run --analyze X........ 2>&1); status=$?
  [ $status = 124 ] && fail "preferences $kind: --analyze hung"
done

# W1: --history and --review @K read the file once, so a pipe works as a file.
fresh
printf '%s' "$moves$moves" | run --mode hvh --rounds 2 >/dev/null 2>&1
printf '%s' "$moves" | run --mode hvh >/dev/null 2>&1
[ "$(wc -l < "$state")" = 2 ] || [ "$(wc -l < "$state")" = 3 ] || fail "W1: the games were not saved"
games=$(wc -l < "$state")
want=$(run --history 2 | wc -l)
got=$(cat "$state" | run --history 2 --history-file /dev/stdin | wc -l)
[ "$got" = 2 ] && [ "$got" = "$want" ] || fail "W1: --history 2 from a pipe: $got lines, want $want"
review=$(cat "$state" | run --review "@$games" --history-file /dev/stdin 2>&1); status=$?
[ $status = 0 ] || fail "W1: --review @$games from a pipe: status $status: $review"
[ "$review" = "$(run --review "@$games")" ] || fail "W1: --review @$games from a pipe differs from the file's"

# D2: history-file in the preferences: ~/ from HOME, a relative path beside
# the preferences file, whatever the current directory.
fresh
mkdir -m 0700 "$work/cwd"
echo 'history-file = ~/games.jsonl' > "$config"
(cd "$work/cwd" && printf "%s" "$moves" | run --mode hvh >"$work/out" 2>&1) || fail "D2: ~/ did not save: $(tail -3 "$work/out")"
[ -s "$work/home/games.jsonl" ] || fail "D2: ~/games.jsonl is not in HOME"
echo 'history-file = games.jsonl' > "$config"
(cd "$work/cwd" && printf '%s' "$moves" | run --mode hvh >/dev/null 2>&1) || fail "D2: a relative path did not save"
[ -s "$work/home/.config/tictactoe/games.jsonl" ] || fail "D2: a relative path is not beside the preferences"
[ -z "$(ls "$work/cwd")" ] || fail "D2: a file was left in the current directory"

# D1: a failed save under the full screen is said again once the terminal
# is given back (the alternate screen took the first one away).
if command -v tmux >/dev/null; then
  session=files-matrix-$$
  tmux -L "$session" new-session -d -s d1 -x 80 -y 24 \
    "HOME=$work/home LANG=C.UTF-8 $T --full-screen --mode hvh --names Ann,Bob --history-file /dev/zero --no-config; echo EXIT=\$?; sleep 30"
  sleep 1
  for key in 1 4 2 5 3 q y; do tmux -L "$session" send-keys -t d1 "$key"; sleep 0.3; done
  sleep 1
  screen=$(tmux -L "$session" capture-pane -p -J -t d1)
  tmux -L "$session" kill-server
  printf '%s\n' "$screen" | grep -A3 Goodbye | grep -q 'cannot save games to /dev/zero' ||
    fail "D1: the failed save is not on the screen after the game: $screen"
fi

echo "files matrix: $failures failures"
[ $failures = 0 ]
