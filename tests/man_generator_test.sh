#!/usr/bin/env bash
# tictactoe_man, the build tool that makes the man page: TEMPLATE and FILE
# give the page (the same the build made); a template that does not fit the
# tables is status 1 with its line and the reason; a missing template or a
# FILE that cannot be written is status 1; without both it prints its
# usage, status 2.
#   man_generator_test.sh GENERATOR TEMPLATE BUILT_PAGE
set -uo pipefail
generator=$1
template=$2
built=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
"$generator" "$template" "$work/tictactoe.6" || { echo "FAIL: status $? making the page"; fail=1; }
cmp -s "$work/tictactoe.6" "$built" || { echo "FAIL: the page differs from the build's $built"; fail=1; }
printf '.TH T 6\n.\\" @options\n.\\" @option colour\nx\n.\\" @end\n' >"$work/bad.6.in"
error=$("$generator" "$work/bad.6.in" "$work/bad.6" 2>&1)
status=$?
[ "$status" = 1 ] || { echo "FAIL: status $status for a template that does not fit, expected 1"; fail=1; }
[ "$error" = "$work/bad.6.in:3: no option 'colour' in the table" ] || { echo "FAIL: the error '$error'"; fail=1; }
"$generator" "$work/missing.6.in" "$work/page.6" 2>/dev/null
status=$?
[ "$status" = 1 ] || { echo "FAIL: status $status for a missing template, expected 1"; fail=1; }
"$generator" "$template" "$work" 2>/dev/null
status=$?
[ "$status" = 1 ] || { echo "FAIL: status $status writing to a directory, expected 1"; fail=1; }
usage=$("$generator" "$template" 2>&1)
status=$?
[ "$status" = 2 ] || { echo "FAIL: status $status without a FILE, expected 2"; fail=1; }
[ "$usage" = "usage: tictactoe_man TEMPLATE FILE" ] || { echo "FAIL: usage '$usage'"; fail=1; }
((fail)) && exit 1
echo "ok: the generator makes the page, and fails as it should"
