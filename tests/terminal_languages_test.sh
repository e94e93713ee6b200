#!/usr/bin/env bash
# A Russian game (LANGUAGE=ru) and a Chinese one (LANG=zh_CN.UTF-8) in a
# real terminal (tmux, 80 columns): each menu shows its choices in the
# language alone, no English word beside them, and a bad answer is told the
# words shown; the game is played to its end in the language, and the Chinese
# --help fits the terminal without a line wrapped by it. Exit 77 (CTest:
# skipped) without tmux.
set -euo pipefail
game=$1
source "$(dirname "$0")/support/tmux.sh" languages
screen() { pane_text "$1" -S - -E -; }
shows() { screen "$1" | grep -qF -- "$2"; }
wait_for() {  # pane, fixed text
  poll shows "$1" "$2" || { echo "FAIL: never saw '$2' on the screen:"; screen "$1"; exit 1; }
}
send() {  # pane, lines...
  local pane=$1
  shift
  for line in "$@"; do tmux_ send-keys -t "$pane" "$line" Enter; sleep 0.1; done
}

# Each line of a menu ("  1) label") shows its choice in the language
# only: no English word of the choice before the label.
check_menu() {  # pane, the menu's first line (fixed text), number of items, what
  local rows
  rows=$(screen "$1" | grep -A "$(($3 - 1))" -F -- "$2" | tail -n "$3")
  if [ "$(LC_ALL=C grep -c '^  [0-9]) [^ -~]' <<<"$rows")" != "$3" ] ||
    grep -qE '^  [0-9]\) (hvh|hvc|cvc|human|computer|easy|medium|hard|perfect)' <<<"$rows"; then
    echo "FAIL: $4: not every choice in the language alone:"; cat -A <<<"$rows"; fail=1
  fi
}

expect() {  # pane, fixed text, what
  grep -qF -- "$2" <<<"$(screen "$1")" || { echo "FAIL: $3: no '$2'"; fail=1; }
}

# Against the hard computer (seed 3), you first: 5 3 4 8 9 is a tie. The
# level is first answered with a word no choice has, then with the English
# word, which is still understood.
play_in() {  # pane, environment, the last line of each menu (mode, first mover, level), the level menu's words
  local pane=$1
  tmux_ new-session -d -s "$pane" -x 80 -y 60 \
    "env -u LANGUAGE -u LC_ALL -u LC_MESSAGES $2 '$game' --seed 3 --color never; echo EXIT=\$?; sleep 60"
  wait_for "$pane" "  3) $3"
  check_menu "$pane" "  1) " 3 "$pane: the mode menu"
  send "$pane" 2
  wait_for "$pane" "  2) $4"
  check_menu "$pane" "  2) $4" 1 "$pane: the first-mover menu"
  send "$pane" 1
  wait_for "$pane" ") $5"
  check_menu "$pane" ") $5" 1 "$pane: the level menu"
  send "$pane" xyz
  wait_for "$pane" "$6"
  send "$pane" hard 5 3 4 8 9
  wait_for "$pane" "5 7 3 1 4 6 8 2 9"  # the move record, whatever it is called
  send "$pane" n
  wait_for "$pane" "EXIT="
  expect "$pane" "EXIT=0" "$pane: the exit status"
  if screen "$pane" | grep -qE 'Play again|Choose|to move|Goodbye|Moves|tie'; then
    echo "FAIL: $pane: English on the screen"; fail=1
  fi
}

play_in ru "LANGUAGE=ru LANG=C.UTF-8" "компьютер против компьютера" "компьютер" "идеальный" \
  "(лёгкий, средний, сложный,"
play_in zh "LANG=zh_CN.UTF-8" "电脑对电脑" "电脑" "完美" "困难、完美"

# --help in a pane of 80 columns fits it: joining the rows tmux wrapped
# gives as many lines as the screen has rows.
help_fits() {  # pane, environment, options, what
  tmux_ new-session -d -s "$1" -x 80 -y 200 \
    "env -u LANGUAGE -u LC_ALL -u LC_MESSAGES $2 '$game' $3 --help; echo EXIT=\$?; sleep 60"
  wait_for "$1" "EXIT="
  local rows joined
  rows=$(tmux_ capture-pane -p -t "$1" | wc -l)
  joined=$(tmux_ capture-pane -p -J -t "$1" | wc -l)
  if [ "$rows" != "$joined" ]; then
    echo "FAIL: the $4 --help has lines wider than 80 columns"; tmux_ capture-pane -p -t "$1"; fail=1
  fi
}

help_fits help "LANG=zh_CN.UTF-8" "" Chinese

# The Persian --help in a terminal without bidi (tmux shows its lines in
# the order they are written): the directional marks that keep its tables
# in order in a bidi terminal take no column, so it fits 80 columns and each
# line of the commands' table, first or continued, has its description in
# one screen column.
help_fits fa "LANG=C.UTF-8" "--lang fa" Persian
columns=$(screen fa | perl -CSD -ne '
  s/[\x{200B}-\x{200F}\x{2066}-\x{2069}]//g;
  if (/^  [a-z?]+, /) { $in = 1; print length($1) + length($2), "\n" if /^(.*?\S)( {2,})\S/; next }
  if ($in && /^( {10,})\S/) { print length($1), "\n"; next }
  $in = 0;' | sort | uniq -c)
if [ "$(wc -l <<<"$columns")" != 1 ] || [ "$(awk '{ print $1 }' <<<"$columns")" -lt 12 ]; then
  echo "FAIL: the Persian --help's commands table is not aligned (count, column):"; echo "$columns"; fail=1
fi

if ((fail)); then
  for pane in ru zh fa; do echo "--- $pane:"; screen "$pane"; done
  exit 1
fi
echo "ok: Russian and Chinese games in a terminal, menus in their words, --help within 80 columns, Persian tables aligned"
