#!/usr/bin/env bash
# Every message id (enum class Msg in src/app/text/messages.hpp) is used by
# the program outside the catalogues (messages.hpp and messages_<language>.cpp):
# an id nothing says is a sentence translated four times for nobody.
set -euo pipefail
src=$1/src
header=$src/app/text/messages.hpp
ids=$(sed -n '/^enum class Msg\b/,/^};/p' "$header" | sed -n 's/^  \([a-z][a-z0-9_]*\),.*/\1/p' | grep -vx 'count_')
[[ $(wc -l <<<"$ids") -gt 100 ]] || { echo "FAIL: found only $(wc -l <<<"$ids") ids in $header"; exit 1; }
used=$(find "$src" \( -name '*.cpp' -o -name '*.hpp' \) ! -name 'messages.hpp' ! -name 'messages_*.cpp' -print0 |
  xargs -0 grep -ohE 'Msg::[a-z][a-z0-9_]*' | sed 's/^Msg:://' | sort -u)
unused=$(comm -23 <(sort -u <<<"$ids") <(printf '%s\n' "$used"))
if [[ -n $unused ]]; then
  echo "FAIL: message ids the program never uses outside the catalogues (use them, or delete them and their rows):"
  sed 's/^/  Msg::/' <<<"$unused"
  exit 1
fi
echo "ok: all $(wc -l <<<"$ids") message ids are used outside the catalogues"
