#!/usr/bin/env bash
# The reader of the game's output goes away: the game must end promptly,
# killed by SIGPIPE (status 141) or, with SIGPIPE ignored, stopping on the
# write error (status 1, "cannot write the output"), never hanging (the
# timeout would give 124) and never with a crash report.
set -uo pipefail
game=$1
moves=$(mktemp)
err=$(mktemp)
trap 'rm -f "$moves" "$err"' EXIT
printf '1\n4\n2\n5\n3\ny\n%.0s' $(seq 2000) >"$moves"
fail=0
check() {  # what, status of the game
  case "$2" in 0 | 1 | 141) ;; *) echo "FAIL: $1: status $2"; fail=1 ;; esac
  if grep -Eiq 'sanitizer|segmentation|terminate called|abort|core dumped|runtime error' "$err"; then
    echo "FAIL: $1: crash report:"; cat "$err"; fail=1
  fi
  if [ -s "$err" ] && ! grep -q 'cannot write the output' "$err"; then
    echo "FAIL: $1: unexpected stderr:"; cat "$err"; fail=1
  fi
}
timeout 10 "$game" --mode hvh <"$moves" 2>"$err" | head -1 >/dev/null
check "hvh, SIGPIPE default" "${PIPESTATUS[0]}"
(trap '' PIPE; timeout 10 "$game" --mode hvh <"$moves" 2>"$err" | head -1 >/dev/null; exit "${PIPESTATUS[0]}")
check "hvh, SIGPIPE ignored" "$?"
(trap '' PIPE; timeout 10 "$game" --mode cvc --difficulty hard --rounds 1000000 </dev/null 2>"$err" | head -1 >/dev/null; exit "${PIPESTATUS[0]}")
check "cvc rounds, SIGPIPE ignored" "$?"
(trap '' PIPE; yes 5 | timeout 10 "$game" --mode hvh 2>"$err" | head -1 >/dev/null; exit "${PIPESTATUS[1]}")
check "endless input, SIGPIPE ignored" "$?"
(trap '' PIPE; yes X.O...... | timeout 10 "$game" --analyze - 2>"$err" | head -1 >/dev/null; exit "${PIPESTATUS[1]}")
check "endless boards to --analyze -, SIGPIPE ignored" "$?"
((fail)) && exit 1
echo "ok: every run ended promptly (status 0, 1 or 141, no crash report)"
