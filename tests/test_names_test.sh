#!/usr/bin/env bash
# Every Catch2 test case must be one CTest test that really runs it. CTest's
# discovery splits a name at ';' (each half then matches nothing, which
# -w NoTests turns into a failure), and a name starting with '-' reaches
# Catch as an option (it prints its usage and exits 0: the test "passes"
# without running). This lists the names and fails on either.
#
#   bash tests/test_names_test.sh TESTS_BINARY
set -euo pipefail
# Catch2 v2 exits with the number of tests listed (at most 255): not an error.
names=$({ "$1" --list-test-names-only || true; } | sed '/^$/d')
count=$(printf '%s\n' "$names" | wc -l)
if [ "$count" -lt 100 ]; then
  echo "error: only $count test names listed" >&2
  exit 1
fi
bad=$(printf '%s\n' "$names" | grep -E '^[[:space:]]*-|;' || true)
if [ -n "$bad" ]; then
  echo "error: test names CTest cannot run as one test (a leading '-' or a ';'):" >&2
  printf '  %s\n' "$bad" >&2
  exit 1
fi
echo "$count test names, each runnable by CTest"
