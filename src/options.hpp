#pragma once

// The command line: GNU-style options ("--opt value" or "--opt=value"),
// parsed into values; nothing here prints.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "input.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe {

/// Who plays: two people at one keyboard, or a person against the computer.
enum class Mode { hvh, hvc };

/// Against the computer: who moves first (the first mover plays X).
enum class FirstMover { human, computer };

/// Settings for a session. An option left unset is asked in a menu.
struct Options {
  std::optional<Mode> mode;
  std::optional<FirstMover> first;        ///< used against the computer only
  std::optional<Difficulty> difficulty;   ///< used against the computer only
  std::optional<std::uint32_t> seed;      ///< the computer's random generator; random if unset
};

/// What the program was asked to do.
enum class Action {
  play,     ///< the interactive game
  help,     ///< print help_text()
  version,  ///< print version_text()
  analyze,  ///< --analyze BOARD: solve a position
  move,     ///< --move BOARD: the computer's move in a position
};

/// A parsed command line.
struct CommandLine {
  Action action = Action::play;
  Options options;
  std::string board;  ///< the BOARD of --analyze/--move: a board string, or "-" for stdin
};

/// A command line that cannot be run, with a one-line reason, e.g.
/// "unknown option '--colour'".
struct UsageError {
  std::string message;
};

/// Parses the arguments after the program name. Options: --mode hvh|hvc,
/// --first human|computer, --difficulty easy|medium|hard, --seed N
/// (0-4294967295), --analyze BOARD, --move BOARD, -h/--help, -V/--version
/// (--analyze and --move exclude each other); values as "--opt value" or
/// "--opt=value"; a repeated option takes its last value. Returns a
/// UsageError for an unknown option, a missing or bad value, or any other
/// argument.
std::variant<CommandLine, UsageError> parse_command_line(std::span<const std::string_view> args);

/// The short usage line(s), for errors: "Usage: tictactoe [options]...".
std::string usage();

/// The full --help text: usage, options, how to type moves, the levels.
std::string help_text(const Numbering& numbering = Numbering{});

/// "tictactoe X.Y.Z".
std::string version_text();

}  // namespace tictactoe
