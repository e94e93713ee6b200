#!/usr/bin/env bash
# tictactoe_completion, the build tool that writes the bash completion:
# FILE gets the script (the same the build made), a FILE that cannot be
# written is status 1, and without a FILE it prints its usage, status 2.
#   completion_generator_test.sh GENERATOR BUILT_SCRIPT
set -uo pipefail
generator=$1
built=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
"$generator" "$work/tictactoe" || { echo "FAIL: status $? writing a file"; fail=1; }
cmp -s "$work/tictactoe" "$built" || { echo "FAIL: the script differs from the build's $built"; fail=1; }
"$generator" "$work" 2>/dev/null
status=$?
[ "$status" = 1 ] || { echo "FAIL: status $status writing to a directory, expected 1"; fail=1; }
usage=$("$generator" 2>&1)
status=$?
[ "$status" = 2 ] || { echo "FAIL: status $status without a FILE, expected 2"; fail=1; }
[ "$usage" = "usage: tictactoe_completion FILE" ] || { echo "FAIL: usage '$usage'"; fail=1; }
((fail)) && exit 1
echo "ok: the generator writes the script, and fails as it should"
