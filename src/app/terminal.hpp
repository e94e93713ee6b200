#pragma once

// The process's side of the terminal (POSIX): whether stdout is a terminal,
// the colour variables, and Ctrl-C. The only code that makes system calls.

#include <functional>

namespace tictactoe::app {

/// What the program sees of the process it runs in.
struct Environment {
  bool stdout_is_terminal = false;
  const char* no_color = nullptr;  ///< NO_COLOR, nullptr when unset
  const char* term = nullptr;      ///< TERM, nullptr when unset
  /// Installs the Ctrl-C handler; called only by the interactive game.
  std::function<void()> catch_interrupt = [] {};
  /// True once Ctrl-C was pressed after catch_interrupt().
  std::function<bool()> interrupted = [] { return false; };
  /// Lets the standard streams buffer on their own, apart from C stdio
  /// (std::ios::sync_with_stdio(false)), so that a batch reads and writes in
  /// large pieces; called only by --analyze/--move, before any I/O. Not for
  /// the game: an unsynced std::cin retries a read that Ctrl-C interrupts,
  /// so the game could not stop until the next line.
  std::function<void()> unsync_stdio = [] {};
};

/// The real process: isatty(1), getenv, a SIGINT handler that sets a flag
/// and, installed without SA_RESTART, makes a blocked read return, so a
/// session ends as it does at end of input (score, status 130), and
/// unsynced standard streams for the batch commands.
Environment process_environment();

}  // namespace tictactoe::app
