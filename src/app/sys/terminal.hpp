#pragma once

// The process's side of the terminal (POSIX): whether stdout is a terminal
// and how wide it is, the colour variables, standard input read with
// read(2), Ctrl-C, and showing the prompt again after Ctrl-Z and fg. The
// only code that makes system calls.

#include <array>
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string_view>
#include <system_error>

namespace tictactoe::app {

/// The variables that say where a user's files are kept (see
/// store/paths.hpp): HOME, XDG_STATE_HOME and XDG_CONFIG_HOME, each
/// nullptr when unset.
struct FileVariables {
  const char* home = nullptr;
  const char* state_home = nullptr;
  const char* config_home = nullptr;
};

/// What the program sees of the process it runs in.
struct Environment {
  bool stdout_is_terminal = false;
  /// Standard input is a terminal, which echoes what is typed (and the
  /// Enter that ends a line); false for a pipe or a file, whose answers
  /// leave the cursor after the prompt.
  bool stdin_is_terminal = false;
  /// The terminal's width now, when stdout is one (asked again after each
  /// line read, so a resized window is followed); 0 when unknown. Empty
  /// when there is no terminal to ask (a test): the style's width holds.
  std::function<std::size_t()> columns{};
  const char* no_color = nullptr;  ///< NO_COLOR, nullptr when unset
  const char* term = nullptr;      ///< TERM, nullptr when unset
  const char* escdelay = nullptr;  ///< ESCDELAY (the full screen's Esc timeout), nullptr when unset
  /// The variables that choose the language (see
  /// language_from_environment): LANGUAGE, LC_ALL, LC_MESSAGES and LANG,
  /// each nullptr when unset.
  std::array<const char*, 4> locale{};
  /// Installs the Ctrl-C (SIGINT) and resume (SIGCONT) handlers; called
  /// only by the interactive game.
  std::function<void()> catch_signals = [] {};
  /// True once Ctrl-C was pressed after catch_signals().
  std::function<bool()> interrupted = [] { return false; };
  /// Why reading standard input failed (a read error, such as standard
  /// input being a directory); an empty code while it has not, and at the
  /// plain end of input.
  std::function<std::error_code()> input_error = [] { return std::error_code{}; };
  /// Told the prompt on screen while a line is awaited, and "" once it is
  /// read: after catch_signals(), a process stopped (Ctrl-Z) and resumed
  /// (fg) writes it again, since the shell's job messages have moved on.
  std::function<void(std::string_view)> showing_prompt = [](std::string_view) {};
  /// Lets the standard streams buffer on their own, apart from C stdio
  /// (std::ios::sync_with_stdio(false)), so that a batch reads and writes in
  /// large pieces; called only by --analyze, --move and --review, before any I/O. Not for
  /// the game: an unsynced std::cin retries a read that Ctrl-C interrupts,
  /// so the game could not stop until the next line.
  std::function<void()> unsync_stdio = [] {};
  /// Where the history and the preferences are; std::nullopt when the
  /// program keeps no files (a test or a fuzzer running it in process,
  /// unless it asks for them): no history is written or read, no
  /// preferences file is read, and --history-file alone names a file.
  std::optional<FileVariables> files{};
};

/// The real process: isatty(1), the terminal's width (TIOCGWINSZ), getenv,
/// a SIGINT handler that sets a flag and, installed without SA_RESTART,
/// makes a blocked read return, so a session ends as it does at end of
/// input (score, status 130), and a SIGCONT handler that writes the prompt
/// shown again; and unsynced standard streams for the batch commands.
Environment process_environment();

/// Standard input, read with read(2) a block at a time: a read cut short
/// by a signal is tried again unless Ctrl-C was pressed (then input ends,
/// and the session sees the interrupt); a read that fails ends input and
/// is kept for Environment::input_error.
std::istream& standard_input();

}  // namespace tictactoe::app
