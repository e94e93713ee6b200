#!/usr/bin/env bash
# Every include runs downward (HACKING.md, "Where things go"): a file of
# src/app/FOLDER includes its own folder and those below it in the order
# below, never one above; the core (include/tictactoe/, src/core/) includes
# nothing of the front end, and base/, at the bottom, nothing of the project.
# A folder missing from the order fails too: place it, here and in HACKING.md.
set -uo pipefail
root=$1
order=(cli line screen net flow tables text sys store base) # top to bottom
rank() {
  local i
  for i in "${!order[@]}"; do
    [[ "${order[$i]}" == "$1" ]] && { echo "$i"; return 0; }
  done
  echo -1
}
fail=0
checked=0
while IFS= read -r file; do
  folder=$(basename "$(dirname "$file")")
  own=$(rank "$folder")
  if ((own < 0)); then
    echo "FAIL: src/app/$folder/ is not in the layer order of include_layers_test.sh (nor, then, in HACKING.md)"
    fail=1
    continue
  fi
  while IFS=: read -r line included; do
    checked=$((checked + 1))
    if [[ "$folder" == base && "$included" == tictactoe ]]; then
      echo "FAIL: ${file#"$root"/}:$line includes the core: base/ is below everything"
      fail=1
      continue
    fi
    [[ "$included" == tictactoe ]] && continue
    other=$(rank "$included")
    if ((other < 0 || other < own)); then
      echo "FAIL: ${file#"$root"/}:$line includes app/$included/, which is not below $folder/"
      fail=1
    fi
  done < <(grep -n '^#include "' "$file" | sed -n 's|^\([0-9]*\):#include "\(app/\)\{0,1\}\([a-z_]*\)/.*|\1:\3|p')
done < <(find "$root/src/app" -name '*.cpp' -o -name '*.hpp' | sort)
while IFS= read -r hit; do
  echo "FAIL: the core includes the front end: ${hit#"$root"/}"
  fail=1
done < <(grep -rn '#include "app/' "$root/include" "$root/src/core" || true)
((checked > 0)) || { echo "FAIL: no include found under $root/src/app"; fail=1; }
((fail == 0)) && echo "ok: $checked includes of src/app, each within its folder or below it (${order[*]})"
exit "$fail"
