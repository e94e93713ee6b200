#!/usr/bin/env bash
# Persian in a terminal that applies the Unicode bidi algorithm to each line
# (GNOME Terminal and the other VTE ones, Konsole, mlterm), simulated with
# fribidi, which VTE and mlterm use: the base direction of a line comes from
# its first strong character. For each kind of line the game lays out, the
# line as such a terminal shows it must keep its columns, numbers and Latin
# words in place: the --analyze grid, the tables of --help and of the
# in-game help, the seed that replays a session, the review and its
# summary, the score and a usage error. Exit 77 (CTest: skipped) without
# fribidi (apt-get install libfribidi-bin).
set -uo pipefail
game=$1
if ! command -v fribidi >/dev/null; then
  echo "SKIP: fribidi not installed (apt-get install libfribidi-bin)"
  exit 77
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0

# Each line of a file as a bidi terminal shows it, left to right: fribidi's
# visual order, the directional marks (zero-width) dropped, and each run of
# Arabic letters put back in reading order, so that the expectations below
# can name words rather than the letters of a word reversed. A phrase of
# several Persian words still shows its words right to left.
visual() {  # file
  fribidi --nobreak --novisual --vtol <"$1" | perl -CSD -e '
    open(my $in, "<:utf8", $ARGV[0]) or die "$ARGV[0]: $!";
    my @lines = <$in>;
    my $n = 0;
    while (my $map = <STDIN>) {
      my $line = $lines[$n++];
      chomp $line;
      my @chars = split //, $line;
      my $shown = join "", map { $chars[$_] } split " ", $map;
      $shown =~ s/[\x{200E}\x{200F}\x{2066}-\x{2069}]//g;
      $shown =~ s/([\x{0620}-\x{065F}\x{066E}-\x{06D3}\x{06D5}\x{06FA}-\x{06FF}\x{200C}]+)/scalar reverse $1/ge;
      print "$shown\n";
    }' "$1"
}

check() {  # what, file of lines shown, grep -E pattern that must match a line
  if ! grep -qE -- "$3" "$2"; then
    echo "FAIL: $1: no line shown as /$3/ in:"
    cat "$2"
    fail=1
  fi
}

check_not() {  # what, file of lines shown, grep -E pattern no line may match
  if grep -qE -- "$3" "$2"; then
    echo "FAIL: $1: a line shown as /$3/:"
    grep -E -- "$3" "$2"
    fail=1
  fi
}

run() {  # name, input, arguments...: the game's output and its lines as shown
  local name=$1 input=$2
  shift 2
  printf '%b' "$input" | env -u LANGUAGE -u LC_MESSAGES LC_ALL=C.UTF-8 timeout 10 "$game" --lang fa "$@" \
    >"$dir/$name.out" 2>&1
  visual "$dir/$name.out" >"$dir/$name.shown"
}

# The --analyze grid: each row left to right, every cell in place.
run grid "" --analyze X.O......
check "grid" "$dir/grid.shown" '^      X    \| 2 باخت  \|    O$'
check "grid" "$dir/grid.shown" '^   4 برد   \| 5 مساوی \| 6 مساوی$'
check "grid" "$dir/grid.shown" '^   7 برد   \| 8 مساوی \| 9 برد$'

# --help: the tables stay left to right, the words of a command right after
# its English ones and its description after them, continuation lines
# indented under the descriptions (a line shown ending in blanks was laid
# out right to left, its indent thrown to the far side).
# (The commands are in the topic play, the levels in levels, the board
# formats in boards: issue 19.)
run help "" --help
run help_play "" --help play
run help_levels "" --help levels
run help_boards "" --help boards
check "--help play, commands" "$dir/help_play.shown" '^  hint, راهنمایی ,پیشنهاد +می‌گوید را آن‌ها نتیجه و حرکت‌ها بهترین$'
check "--help play, commands" "$dir/help_play.shown" '^  q, quit, exit, خروج +\)مرحله هر در\( می‌شود خارج بازی از$'
check "--help play, a continuation line" "$dir/help_play.shown" '^ {10,}[^ ].*کامپیوتر'
check "--help, options" "$dir/help.shown" \
  '^  --difficulty LEVEL +easy، medium، hard، perfect :کامپیوتر دشواری سطح$'
check "--help, topics" "$dir/help.shown" '^  boards +--review و --move ،--analyze برای MOVES و BOARD$'
check "--help levels" "$dir/help_levels.shown" '^  easy +.*می‌برد ببرد حرکت یک در بتواند اگر$'
check "--help, a Latin option in a sentence" "$dir/help.shown" ' --mode با\( گزینه‌ها$'
for shown in help help_play help_levels help_boards; do
  check_not "--help ($shown)" "$dir/$shown.shown" ' $'
  check_not "--help ($shown), an option turned round" "$dir/$shown.shown" '[a-z]--'
done

# The in-game help (h at the move prompt): the same.
run game_help '1\n\n\nh\nq\n'
check "in-game help" "$dir/game_help.shown" '^  hint, راهنمایی ,پیشنهاد +می‌گوید را آن‌ها نتیجه و حرکت‌ها بهترین$'
# (Undo's words are wider than the column: its sentence goes under them.)
check "in-game help" "$dir/game_help.shown" '^  u, undo, برگرد ,واگرد ,برگردان$'
check "in-game help" "$dir/game_help.shown" '^ +برمی‌گرداند را حرکت آخرین$'
# (A menu line is right to left, its choice in Persian words alone and
# its number on the right: "  ۱) دو نفره", its indent on the right too.)
check_not "in-game help" "$dir/game_help.shown" '[^ ۰-۹] +$'
check "a Persian menu" "$dir/game_help.shown" '^نفره دو \)۱  $'
check_not "a Persian menu" "$dir/game_help.shown" '(hvh|hvc|cvc|human|easy|medium)'

# The seed that replays a session: the Latin command reads --seed N. (In a
# pipe the answers are not echoed, so a line shown may start with a prompt.)
run seed '2\n1\n1\n5\nq\n'
check "replay seed" "$dir/seed.shown" '(^| )--seed [0-9]+ :بازی‌ها همین دقیق تکرار برای( |$)'
check_not "replay seed" "$dir/seed.shown" 'seed [0-9]+--'

# The review: each line right to left, read from the move's number on the
# right; the summary's Persian semicolon between the two sides.
run review "" --review "1 5 9 3 7 2"
check "review" "$dir/review.shown" '^\)مساوی\( بهترین  ۱ X \.۱$'
check "review" "$dir/review.shown" '^\)۸ ۶ ۴ ۲ :بهترین\( باخت ← مساوی :اشتباه  ۳ O \.۴$'
check "review summary" "$dir/review.shown" '^۱ :O ؛۰ :X — اشتباه‌ها شمار$'
run review_game '1\n\n\n1\n4\n2\n5\n3\nمرور\nq\n'
check "review after a game" "$dir/review_game.shown" '^\)۵ :بهترین\( باخت ← مساوی :اشتباه  ۴ O \.۲$'
check "review after a game" "$dir/review_game.shown" '^۱ :O ؛۰ :X — اشتباه‌ها شمار$'

# The score: X's count on the right, read first.
check "score" "$dir/review_game.shown" '^۰ مساوی ،۰ O ،۱ X :امتیاز$'

# A usage error: the Persian sentence right to left, the options as typed.
run usage "" --mode hvh --first human
check "usage error" "$dir/usage.shown" '^ندارد کاربرد --mode hvh در --first گزینه :tictactoe$'

# Code-like values inside Persian sentences stay whole, in their own
# direction (U+2066 LRI or U+2068 FSI ... U+2069 PDI around them): the
# examples of --help, a board and a typed line quoted in an error, the move
# record; and the numbers of a Persian sentence are Persian digits.
check "--help boards, a board example" "$dir/help_boards.shown" '\)X\.O\.\.\.\.\.\. مثل'
check "--help boards, a move record example" "$dir/help_boards.shown" '»5 1 9 3 7«'
check "--help boards, the --move answer" "$dir/help_boards.shown" '»5 center«'
run board "" --analyze XXXOO.O..
check "a bad board quoted" "$dir/board.shown" '»XXXOO\.O\.\.«'
run typed '1\n\n\n1 a\nq\n'
check "a typed line quoted" "$dir/typed.shown" '»1 a«'
check "the move prompt, in Persian digits" "$dir/typed.shown" ':\)۹ تا ۱\( است X نوبت'
check "the move record, ASCII as typed into --review" "$dir/review_game.shown" '^1 4 2 5 3 :حرکت‌ها$'

if ((fail)); then exit 1; fi
echo "ok: Persian lines keep their columns, numbers and Latin words in place under the bidi algorithm"
