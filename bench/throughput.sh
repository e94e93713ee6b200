#!/usr/bin/env bash
# Batch throughput against the I/O floor: the 4,520 positions with a move,
# 20 times over (90,400 boards), through `--move - --difficulty hard` and
# `--analyze -`, each timed against `cat` of the same file to /dev/null, and
# the write calls each makes with stdin a file (strace).
#
#   bash bench/throughput.sh [GAME] [RUNS]
#
# GAME defaults to build/tictactoe (built with the release preset if it is
# missing); RUNS (default 101) runs of each command, interleaved so that a
# busy machine slows all three alike, compared by their medians. Exits 1 if
# a ratio is over 3 or a command makes more than one write per 4 KiB.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-build/tictactoe}
runs=${2:-101}
if [ ! -x "$game" ]; then
  cmake --preset release >/dev/null && cmake --build --preset release >/dev/null
fi
export LC_ALL=C
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every string of nine cells; the game answers those with a move with a
# cell number, the others (impossible or finished boards) with an error.
printf '%s\n' {.,X,O}{.,X,O}{.,X,O}{.,X,O}{.,X,O}{.,X,O}{.,X,O}{.,X,O}{.,X,O} >"$work/all"
"$game" --move - --difficulty easy <"$work/all" >"$work/answers" || true
paste -d ' ' "$work/all" "$work/answers" | awk '$2 ~ /^[1-9]$/ { print $1 }' >"$work/positions"
positions=$(wc -l <"$work/positions")
if [ "$positions" != 4520 ]; then
  echo "error: found $positions positions with a move, expected 4520" >&2
  exit 1
fi
for _ in $(seq 20); do cat "$work/positions"; done >"$work/boards"
boards=$(wc -l <"$work/boards")
input_bytes=$(wc -c <"$work/boards")

# Microseconds for one run of "$@" with the boards on stdin, output discarded.
time_once() {
  local start=$EPOCHREALTIME
  "$@" <"$work/boards" >/dev/null
  local end=$EPOCHREALTIME
  echo $((${end/./} - ${start/./}))
}
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }

for ((i = 0; i < runs; i++)); do
  time_once cat >>"$work/t_cat"
  time_once "$game" --move - --difficulty hard >>"$work/t_move"
  time_once "$game" --analyze - >>"$work/t_analyze"
done
cat_us=$(median <"$work/t_cat")

echo "$boards boards ($positions positions x 20, $input_bytes bytes), median of $runs runs each, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-36s %8s %7s %8s %14s\n' command "time" "x cat" writes "KiB per write"
printf '%-36s %6d us %7s %8s %14s\n' "cat (to /dev/null)" "$cat_us" 1.00 - -
status=0
for what in move analyze; do
  if [ "$what" = move ]; then args=(--move - --difficulty hard); else args=(--analyze -); fi
  us=$(median <"$work/t_$what")
  ratio=$(awk -v a="$us" -v b="$cat_us" 'BEGIN { printf "%.2f", a / b }')
  "$game" "${args[@]}" <"$work/boards" >"$work/out_$what"
  out_bytes=$(wc -c <"$work/out_$what")
  writes=- per_write=-
  if command -v strace >/dev/null; then
    strace -f -e trace=write,writev -o "$work/strace_$what" "$game" "${args[@]}" <"$work/boards" >"$work/out_$what"
    writes=$(grep -c -E '^([0-9]+ +)?writev?\(1,' "$work/strace_$what" || true)
    per_write=$(awk -v b="$out_bytes" -v w="$writes" 'BEGIN { printf "%.1f", w ? b / w / 1024 : 0 }')
    if ((writes * 4096 > out_bytes + 4096)); then status=1; fi
  fi
  printf '%-36s %6d us %7s %8s %14s\n' "tictactoe ${args[*]}" "$us" "$ratio" "$writes" "$per_write"
  if awk -v r="$ratio" 'BEGIN { exit !(r > 3) }'; then status=1; fi
done
if command -v strace >/dev/null; then
  echo "output: $(wc -c <"$work/out_move") bytes (--move), $(wc -c <"$work/out_analyze") bytes (--analyze)"
else
  echo "(strace not installed: write counts skipped; apt-get install strace)"
fi
if ((status)); then
  echo "goal missed: each ratio at most 3, at most one write per 4 KiB of output"
else
  echo "goal met: each ratio at most 3, at most one write per 4 KiB of output"
fi
exit "$status"
