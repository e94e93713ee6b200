#!/usr/bin/env bash
# Renders the man page with groff's warnings on; any warning fails.
# Exit 77 (CTest: skipped) when groff is not installed.
set -euo pipefail
page=$1
command -v groff >/dev/null || { echo "SKIP: groff not installed"; exit 77; }
warnings=$(groff -man -ww -Tutf8 "$page" 2>&1 >/dev/null)
if [ -n "$warnings" ]; then echo "$warnings"; exit 1; fi
rendered=$(groff -man -Tutf8 -P-cbou "$page")
for section in NAME SYNOPSIS OPTIONS INPUT LEVELS 'EXIT STATUS' ENVIRONMENT; do
  grep -q "$section" <<<"$rendered" || { echo "FAIL: no $section section"; exit 1; }
done
# What a reader copies or looks up, as rendered (lines joined): the example's
# quotes, each reason of the perfect level apart, the exit status of a bad record.
flat=$(tr -s ' \n' '  ' <<<"$rendered")
says() { grep -qF -- "$1" <<<"$flat" || { echo "FAIL: the page does not say: $1"; exit 1; }; }
says 'tictactoe --review "1 5 9 3 7 2"'
says 'replies lose (trap):'
says 'longest (hold out):'
says '(with --review) a bad move record'
if grep -qF 'replies lose or draw' <<<"$flat"; then echo "FAIL: the perfect level's reasons run together"; exit 1; fi
echo "ok: $page renders"
