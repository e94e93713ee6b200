#!/usr/bin/env bash
# Ctrl-C for real: SIGINT reaches the game while it waits for a line at a
# prompt, and the session ends at once with the score so far and status 130
# (the blocked read must return, not be retried).
set -uo pipefail
game=$1
work=$(mktemp -d)
trap 'exec 3>&-; rm -rf "$work"' EXIT
mkfifo "$work/input"
exec 3<>"$work/input" # held open: the game never sees the end of its input
printf '5\n' >&3      # X takes 5; then nothing more
"$game" --mode hvh <"$work/input" >"$work/out" 2>&1 &
pid=$!
for _ in $(seq 200); do
  grep -q 'O to move' "$work/out" && break
  sleep 0.05
done
grep -q 'O to move' "$work/out" || { echo "FAIL: no O prompt:"; cat "$work/out"; kill -KILL "$pid"; exit 1; }
kill -INT "$pid"
# It must end by itself; after 10 s it is killed (status 137).
for _ in $(seq 200); do
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.05
done
kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
wait "$pid"
status=$?
fail=0
[ "$status" = 130 ] || { echo "FAIL: status $status after Ctrl-C, expected 130"; fail=1; }
grep -q 'Interrupted' "$work/out" || { echo "FAIL: no 'Interrupted' line"; fail=1; }
if ((fail)); then cat "$work/out"; exit 1; fi
echo "ok: Ctrl-C at the O prompt ended the session with status 130"
