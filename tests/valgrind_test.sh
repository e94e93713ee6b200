#!/usr/bin/env bash
# One scripted session under valgrind memcheck: any error fails.
# Exit 77 (CTest: skipped) when valgrind is not installed.
set -euo pipefail
game=$1
command -v valgrind >/dev/null || { echo "SKIP: valgrind not installed"; exit 77; }
printf '2\n1\n3\n5\nhint\n9\nu\n1\nabc\n\n7\n3\n2\n4\n6\n8\ny\nq\n' |
  valgrind --tool=memcheck --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --quiet "$game" --seed 1 >/dev/null
echo "ok: valgrind memcheck reported 0 errors"
