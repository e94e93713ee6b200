#!/usr/bin/env bash
# SIGCONT while a write blocks (issue 19, a mutation run): `tictactoe ... |
# less`, Ctrl-Z, `fg` sends SIGCONT to a game whose write into a full pipe
# waits for the reader. The handler is installed with SA_RESTART, so the
# write goes on: after five SIGCONTs and the pipe drained, every game was
# written and the status is 0 (without the flag the write failed: status 1
# after 64 KiB, "cannot write the output").
set -uo pipefail
game=$1
work=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; exec 3<&-; rm -rf "$work"' EXIT
mkfifo "$work/pipe"
"$game" --mode cvc --rounds 3000 --seed 1 >"$work/pipe" 2>"$work/err" </dev/null &
pid=$!
exec 3<"$work/pipe" # the reader, which reads nothing yet
# Wait until the game blocks in its write (the pipe holds 64 KiB).
blocked() { case "$(cat "/proc/$pid/wchan" 2>/dev/null)" in *pipe_write) return 0 ;; *) return 1 ;; esac; }
for _ in $(seq 400); do
  blocked && break
  sleep 0.05
done
if [ -r "/proc/$pid/wchan" ] && ! blocked; then echo "FAIL: the game never blocked in a write"; exit 1; fi
for _ in 1 2 3 4 5; do
  kill -CONT "$pid"
  sleep 0.1
done
cat <&3 >"$work/out"
wait "$pid"
status=$?
pid=
fail=0
[ "$status" = 0 ] || { echo "FAIL: status $status, expected 0"; fail=1; }
[ -s "$work/err" ] && { echo "FAIL: stderr:"; cat "$work/err"; fail=1; }
"$game" --mode cvc --rounds 3000 --seed 1 </dev/null >"$work/expected" 2>&1
cmp -s "$work/out" "$work/expected" || {
  echo "FAIL: the output read ($(wc -c <"$work/out") bytes) is not the whole run ($(wc -c <"$work/expected") bytes)"
  fail=1
}
((fail)) && exit 1
echo "ok: five SIGCONTs while the write blocked; all $(wc -c <"$work/out") bytes written, status 0"
