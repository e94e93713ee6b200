#!/usr/bin/env bash
# Fault tests of the history file on the real binary (issue 18):
#   1. four sessions at once, 50 games each: 200 records, 200 distinct ids,
#      every line strict JSON (no line interleaved with another);
#   2. a kill -9 loop: 30 sessions killed at random moments; every game
#      that reached "Play again?" is on disk, and the file still reads;
#   3. the LD_PRELOAD shim (argument 2, optional) failing write, fsync or
#      close on the history file at the N-th call, with EIO, ENOSPC or a
#      short write: no record written before is lost, a failure is said
#      naming the file, with status 1; a short write loses nothing;
#   4. a history file already past `ulimit -f`: the save fails with EFBIG,
#      said naming the file, status 1, and the session plays on (no SIGXFSZ).
# HOME and the XDG variables point into a temporary directory.
set -uo pipefail
game="$1"
shim="${2:-}"
work="$(mktemp -d "${TMPDIR:-/tmp}/tictactoe-history.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_STATE_HOME= XDG_CONFIG_HOME=
mkdir -p "$HOME"
failed=0
fail() {
  echo "FAIL: $*"
  failed=1
}
# Every line of $1 is a strict JSON object (python's json, NaN refused).
strict_json() {
  python3 -c '
import json, sys
def bad(x): raise ValueError(x)
for n, line in enumerate(open(sys.argv[1], "rb"), 1):
    value = json.loads(line.decode("utf-8"), parse_constant=bad)
    assert isinstance(value, dict), n
' "$1"
}
games_in() { "$game" --stats --json --history-file "$1" 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["games"])'; }

# X wins down the left column.
one_game='1
2
4
5
7
'

# ---- 1. Four sessions at once, 50 games each.
file="$work/together.jsonl"
for s in 1 2 3 4; do
  (for g in $(seq 50); do printf '%s' "$one_game"; done) |
    "$game" --mode hvh --rounds 50 --names "P$s,Q$s" --history-file "$file" >/dev/null 2>"$work/err$s" &
done
wait
lines=$(wc -l <"$file")
ids=$(python3 -c 'import json,sys; print(len({json.loads(l)["id"] for l in open(sys.argv[1])}))' "$file")
[[ "$lines" == 200 ]] || fail "4 x 50 games at once: $lines lines, not 200"
[[ "$ids" == 200 ]] || fail "4 x 50 games at once: $ids distinct ids, not 200"
strict_json "$file" || fail "4 x 50 games at once: a line is not strict JSON"
[[ "$(games_in "$file")" == 200 ]] || fail "4 x 50 games at once: --stats does not count 200"
cat "$work"/err? | grep -q . && fail "4 x 50 games at once: warnings: $(cat "$work"/err?)"

# ---- 2. kill -9 at random moments, 30 sessions.
file="$work/killed.jsonl"
asked=0
for s in $(seq 30); do
  fifo="$work/in$s"
  mkfifo "$fifo"
  "$game" --mode hvh --history-file "$file" <"$fifo" >"$work/out$s" 2>/dev/null &
  pid=$!
  exec 3>"$fifo"
  # Games, one move at a time, until the kill.
  (for g in $(seq 20); do
    for move in 1 2 4 5 7 y; do
      printf '%s\n' "$move" >&3 || exit 0
      sleep 0.00$((RANDOM % 5))
    done
  done) 2>/dev/null &
  feeder=$!
  sleep "0.$((RANDOM % 15 + 1))"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  kill "$feeder" 2>/dev/null
  wait "$feeder" 2>/dev/null
  exec 3>&-
  asked=$((asked + $(grep -o 'Play again?' "$work/out$s" | wc -l)))
done
saved=$(games_in "$file")
[[ -n "$saved" ]] || fail "after the kill loop the file does not read"
((saved >= asked)) || fail "kill -9 loop: $asked games reached Play again?, only $saved are on disk"
((asked > 0)) || fail "kill -9 loop: no game reached Play again? (the loop tested nothing)"
echo "kill -9 loop: $asked games reached Play again?, $saved on disk"

# ---- 3. The write-failure shim.
if [[ -n "$shim" && -f "$shim" ]]; then
  three="$one_game""y
""$one_game""y
""$one_game""n
"
  for call in write fsync close; do
    for kind in EIO ENOSPC short; do
      for at in 1 2; do
        file="$work/shim-$call-$kind-$at.jsonl"
        printf '%s' "$one_game""n
" | "$game" --mode hvh --history-file "$file" >/dev/null 2>&1
        cp "$file" "$work/before"
        printf '%s' "$three" | TICTACTOE_FAULT_PATH="$file" TICTACTOE_FAULT_CALL=$call TICTACTOE_FAULT_AT=$at \
          TICTACTOE_FAULT_KIND=$kind LD_PRELOAD="$shim" "$game" --mode hvh --history-file "$file" \
          >"$work/out" 2>"$work/err"
        status=$?
        what="$call failing at call $at with $kind"
        cmp -s "$work/before" <(head -c "$(stat -c %s "$work/before")" "$file") ||
          fail "$what: a record written before changed"
        grep -q 'Final score' "$work/out" || fail "$what: the game did not play to its end"
        if [[ $kind == short && $call == write ]]; then
          [[ $status == 0 ]] || fail "$what: status $status, not 0"
          [[ "$(games_in "$file")" == 4 ]] || fail "$what: not 4 games on disk"
          strict_json "$file" || fail "$what: a line is not strict JSON"
        else  # fsync and close have no short form: the shim fails them with EIO
          [[ $status == 1 ]] || fail "$what: status $status, not 1"
          grep -q "cannot save games to $file" "$work/err" || fail "$what: no warning naming the file"
          [[ $(wc -l <"$work/err") == 1 ]] || fail "$what: more than one warning"
          saved=$(games_in "$file")
          ((saved >= 1)) || fail "$what: the earlier game was lost"
        fi
      done
    done
  done
fi
# ---- 4. EFBIG: the file is past ulimit -f (in 512- or 1024-byte blocks).
file="$work/big.jsonl"
for i in $(seq 40); do printf '{"v":1,"id":"padding-%02d","note":"a line the reader skips"}\n' "$i"; done >"$file"
cp "$file" "$work/before"
printf '%s' "$one_game""y
""$one_game""n
" | (ulimit -f 1 && exec "$game" --mode hvh --history-file "$file") 2>"$work/err" | cat >"$work/out"
status=${PIPESTATUS[1]}  # the output goes through cat: the limit would stop a file of it too
[[ $status == 1 ]] || fail "EFBIG: status $status, not 1"
[[ "$(grep -c 'X wins' "$work/out")" == 2 ]] || fail "EFBIG: the second game was not played"
grep -q "cannot save games to $file" "$work/err" || fail "EFBIG: no warning naming the file"
cmp -s "$work/before" "$file" || fail "EFBIG: the file changed"
exit $failed
