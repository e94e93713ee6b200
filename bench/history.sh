#!/usr/bin/env bash
# The history on a 1,000,000-record file (issue 18; docs/performance.md):
#   - --stats --json against jq -n 'reduce inputs as $g ({}; .[$g.result] += 1)'
#     on the same file: wall and CPU time of each (medians of RUNS, run
#     in turn), the ratios (the CPU one must be 10 or more);
#   - the peak memory (maximum resident set) of --stats;
#   - a whole scripted game (five moves, saved) with that history against
#     the same game with an empty one: the median of GAMES games each.
#
#   bash bench/history.sh [GAME] [RUNS] [GAMES]
#
# GAME defaults to build-bench/tictactoe (built with the bench preset if
# missing); RUNS 3, GAMES 21. Needs python3, jq and GNU time. Exits 1 if
# --stats is not 10 times faster than jq, peaks above 32 MB, or a game with
# the big history costs more than twice one with none. Not a test: run it
# on a quiet machine (uptime). The history lives in a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-build-bench/tictactoe}
runs=${2:-3}
games=${3:-21}
if [ ! -x "$game" ]; then
  cmake --preset bench >/dev/null && cmake --build --preset bench --target tictactoe >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_STATE_HOME= XDG_CONFIG_HOME= LC_ALL=C

# 1,000,000 records of a few finished games, names and levels varied.
python3 - "$work/big.jsonl" <<'PY'
import sys
games = [([1, 4, 2, 5, 3], "X"), ([1, 2, 3, 5, 4, 8], "O"), ([5, 1, 9, 3, 2, 8, 7, 6, 4], "tie")]
sides = ['{"name":"Ann","level":null}', '{"name":"Bob","level":null}', '{"name":null,"level":"hard"}']
with open(sys.argv[1], "w") as out:
    for i in range(1_000_000):
        moves, result = games[i % 3]
        computer = i % 2
        x, o = (sides[0], sides[2]) if computer else (sides[0], sides[1])
        out.write('{"v":1,"id":"20261201T080000Z-1-%016x","time":"2026-12-01T08:00:00Z","mode":"%s",'
                  '"x":%s,"o":%s,"first":"human","seed":%d,"moves":[%s],"result":"%s"}\n'
                  % (i, "hvc" if computer else "hvh", x, o, i, ",".join(map(str, moves)), result))
PY
echo "history: $(wc -l <"$work/big.jsonl") records, $(($(wc -c <"$work/big.jsonl") / 1000000)) MB"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
seconds() { # the wall seconds of "$@", output discarded
  local start=$EPOCHREALTIME
  "$@" >/dev/null
  echo "$EPOCHREALTIME - $start" | bc -l
}
cpu() { # the CPU seconds (user + system) of "$@", output discarded
  /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'
}

# Interleaved, so a busy machine slows both alike; CPU time as well as wall
# time, since a shared machine's load moves the wall clock.
stats_wall=() jq_wall=() stats_cpu=() jq_cpu=()
for _ in $(seq "$runs"); do
  stats_wall+=("$(seconds "$game" --stats --json --history-file "$work/big.jsonl")")
  jq_wall+=("$(seconds jq -n 'reduce inputs as $g ({}; .[$g.result] += 1)' "$work/big.jsonl")")
  stats_cpu+=("$(cpu "$game" --stats --json --history-file "$work/big.jsonl")")
  jq_cpu+=("$(cpu jq -n 'reduce inputs as $g ({}; .[$g.result] += 1)' "$work/big.jsonl")")
done
stats=$(printf '%s\n' "${stats_wall[@]}" | median)
jqs=$(printf '%s\n' "${jq_wall[@]}" | median)
stats_c=$(printf '%s\n' "${stats_cpu[@]}" | median)
jqs_c=$(printf '%s\n' "${jq_cpu[@]}" | median)
peak=$(/usr/bin/time -f %M "$game" --stats --json --history-file "$work/big.jsonl" 2>&1 >/dev/null | tail -1)
"$game" --stats --json --history-file "$work/big.jsonl" | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["games"] == 1000000, d["games"]'

# One scripted game, saved to the file given.
play() { printf '1\n2\n4\n5\n7\nn\n' | "$game" --mode hvh --history-file "$1"; }
: >"$work/empty.jsonl"
big=() empty=()
for _ in $(seq "$games"); do # interleaved, so a busy machine slows both alike
  big+=("$(seconds play "$work/big.jsonl")")
  empty+=("$(seconds play "$work/empty.jsonl")")
done
big_game=$(printf '%s\n' "${big[@]}" | median)
empty_game=$(printf '%s\n' "${empty[@]}" | median)

ratio=$(echo "$jqs / $stats" | bc -l)
cpu_ratio=$(echo "$jqs_c / $stats_c" | bc -l)
game_ratio=$(echo "$big_game / $empty_game" | bc -l)
printf -- '--stats: %.3f s (CPU %.3f s); jq: %.3f s (CPU %.3f s); jq / --stats: %.1f (CPU %.1f)\n' \
  "$stats" "$stats_c" "$jqs" "$jqs_c" "$ratio" "$cpu_ratio"
printf -- '--stats peak memory: %d KB\n' "$peak"
printf 'a scripted game: %.4f s with the big history, %.4f s with an empty one: %.2fx\n' \
  "$big_game" "$empty_game" "$game_ratio"
status=0
(($(echo "$cpu_ratio >= 10" | bc))) || { echo "FAIL: --stats is not 10 times faster than jq"; status=1; }
((peak <= 32768)) || { echo "FAIL: --stats peaks above 32 MB"; status=1; }
(($(echo "$game_ratio <= 2" | bc))) || { echo "FAIL: a game with the big history costs more than twice"; status=1; }
exit $status
