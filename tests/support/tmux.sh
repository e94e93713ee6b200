# The start of every tmux end-to-end test, sourced as
#   source "$(dirname "$0")/support/tmux.sh" NAME
# It skips the test (exit 77, which CTest reports as skipped) when tmux is
# not installed; makes $work, a new folder; starts a private tmux server
# (tmux -L tictactoe-NAME-PID, no configuration read) with a session, keep,
# that lives as long as the test, so that the server does not exit (and
# race the next command) each time a game's session ends; and on exit kills
# the server and removes $work. It sets fail=0 and defines:
#   tmux_ ARGS...            tmux on the private server
#   pane_text PANE [ARGS...] what PANE shows (capture-pane -p, and ARGS)
#   poll COMMAND...          COMMAND every 0.05 s until it succeeds, for at
#                            most $poll_tries tries (200: 10 s); its status
#   failed MESSAGE           says "FAIL: MESSAGE" and what the pane $session
#                            shows, and sets fail=1
if ! command -v tmux >/dev/null; then
  echo "SKIP: tmux not installed (apt-get install tmux)"
  exit 77
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/tictactoe-$1.XXXXXX")
socket="tictactoe-$1-$$"
tmux_() { tmux -L "$socket" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
tmux_ -f /dev/null new-session -d -s keep -x 80 -y 24 "sleep 600"
fail=0
pane_text() { tmux_ capture-pane -p -t "$@"; }
failed() {
  echo "FAIL: $1"
  tmux_ capture-pane -p -t "${session:-}" 2>/dev/null | sed 's/^/  | /' || true
  fail=1
}
poll_tries=200
poll() {
  for _ in $(seq "$poll_tries"); do
    "$@" && return 0
    sleep 0.05
  done
  return 1
}
