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
echo "ok: $page renders"
