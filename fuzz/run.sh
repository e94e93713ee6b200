#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for a while.
#
#   fuzz/run.sh [BUILD_DIR]      (default build-fuzz, relative to the repo root)
#
# Environment:
#   FUZZ_SECONDS  how long to fuzz each target (default 60)
#   FUZZ_CXX      the compiler (default clang++); it must be a clang that can
#                 link -fsanitize=fuzzer (Debian: clang and libclang-rt-dev)
#
# First every file in fuzz/regressions/ is run once through every target;
# then each target fuzzes a temporary copy of its seed corpus (fuzz/corpus/
# TARGET/ itself is never modified) and its final statistics are printed.
# A crash or violated invariant is saved as BUILD_DIR/fuzz-artifacts/
# TARGET-crash-... and the script exits 1. Without a usable clang the script
# prints SKIP and exits 0.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

build_dir="${1:-build-fuzz}"
seconds="${FUZZ_SECONDS:-60}"
cxx="${FUZZ_CXX:-clang++}"

if ! [[ "$seconds" =~ ^[0-9]+$ ]] || ((seconds < 1)); then
  echo "error: FUZZ_SECONDS must be a whole number of seconds >= 1, not '$seconds'" >&2
  exit 2
fi

if ! command -v "$cxx" >/dev/null 2>&1; then
  echo "SKIP: $cxx not found; the fuzzers need clang (apt-get install clang libclang-rt-dev)"
  exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/tictactoe-fuzz.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Can this compiler link a libFuzzer target at all?
cat >"$work/probe.cpp" <<'EOF'
#include <cstddef>
#include <cstdint>
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t*, std::size_t) { return 0; }
EOF
if ! "$cxx" -fsanitize=fuzzer,address,undefined "$work/probe.cpp" -o "$work/probe" >"$work/probe.log" 2>&1; then
  echo "SKIP: $cxx cannot link -fsanitize=fuzzer,address,undefined (Debian: apt-get install libclang-rt-dev):"
  sed 's/^/  /' "$work/probe.log" | tail -5
  exit 0
fi

echo "== configuring $build_dir with $cxx"
cmake -S . -B "$build_dir" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DTICTACTOE_BUILD_FUZZERS=ON >"$work/configure.log" 2>&1 || {
  cat "$work/configure.log" >&2
  exit 1
}
echo "== building fuzz_board, fuzz_session, fuzz_keys, fuzz_history and fuzz_frames"
cmake --build "$build_dir" --target fuzz_board fuzz_session fuzz_keys fuzz_history fuzz_frames -j "$(nproc 2>/dev/null || echo 2)"

artifacts="$build_dir/fuzz-artifacts"
logs="$build_dir/fuzz-logs"
mkdir -p "$artifacts" "$logs"

export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

failed=0

# ---- Regressions: each saved input once through both targets.
shopt -s nullglob
regressions=(fuzz/regressions/*)
shopt -u nullglob
regression_files=()
for file in "${regressions[@]}"; do
  [[ -f "$file" && "$(basename "$file")" != README* ]] && regression_files+=("$file")
done
if ((${#regression_files[@]})); then
  for target in fuzz_board fuzz_session fuzz_keys fuzz_history fuzz_frames; do
    echo "== $target: ${#regression_files[@]} regression input(s)"
    if ! "$build_dir/fuzz/$target" -artifact_prefix="$artifacts/$target-regression-" "${regression_files[@]}" \
      >"$logs/$target-regressions.log" 2>&1; then
      echo "FAIL: $target fails on a regression input; log $logs/$target-regressions.log:"
      tail -40 "$logs/$target-regressions.log"
      failed=1
    fi
  done
fi

# ---- Fuzzing: a temporary copy of each seed corpus, for $seconds each.
# Reports on standard output; returns 1 when the target failed.
fuzz() {
  local target="$1" corpus="$2"
  shift 2
  local dir="$work/corpus-$target"
  mkdir -p "$dir"
  cp -R "fuzz/corpus/$corpus/." "$dir/"
  echo "== $target: fuzzing for ${seconds}s ($(find "$dir" -type f | wc -l) seed inputs)"
  local status=0
  "$build_dir/fuzz/$target" "$dir" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$artifacts/$target-" "$@" >"$logs/$target.log" 2>&1 || status=$?
  # The last status line, e.g. "#123456 DONE cov: 512 ft: 2048 corp: 300/20Kb ...".
  grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$logs/$target.log" | tail -1 || true
  grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' "$logs/$target.log" || true
  if ((status != 0)); then
    echo "FAIL: $target exited with status $status; log $logs/$target.log:"
    grep -E 'invariant violated|ERROR: |SUMMARY: |Test unit written|runtime error' "$logs/$target.log" | head -20 || true
    tail -30 "$logs/$target.log"
    return 1
  fi
}

# The targets fuzz at the same time (sharing the cores there are; fuzz_keys
# is small and fast), so a run takes $seconds rather than four times that;
# their reports follow in order.
fuzz fuzz_board board -max_len=64 >"$logs/fuzz_board.report" 2>&1 &
board=$!
fuzz fuzz_session session -max_len=4096 >"$logs/fuzz_session.report" 2>&1 &
session=$!
fuzz fuzz_keys keys -max_len=256 >"$logs/fuzz_keys.report" 2>&1 &
keys=$!
fuzz fuzz_history history -max_len=8192 >"$logs/fuzz_history.report" 2>&1 &
history=$!
fuzz fuzz_frames frames -max_len=4096 >"$logs/fuzz_frames.report" 2>&1 &
frames=$!
wait "$board" || failed=1
wait "$session" || failed=1
wait "$keys" || failed=1
wait "$history" || failed=1
wait "$frames" || failed=1
cat "$logs/fuzz_board.report" "$logs/fuzz_session.report" "$logs/fuzz_keys.report" "$logs/fuzz_history.report" \
  "$logs/fuzz_frames.report"

if ((failed)); then
  echo "fuzzing FAILED: inputs are in $artifacts; copy one to fuzz/regressions/ once understood"
  exit 1
fi
echo "fuzzing passed: no crash, no violated invariant"
