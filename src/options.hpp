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

/// Who plays: two people at one keyboard, a person against the computer, or
/// the computer against itself.
enum class Mode { hvh, hvc, cvc };

/// Against the computer: who moves first (the first mover plays X).
enum class FirstMover { human, computer };

/// When to colour the output.
enum class ColorChoice { automatic, always, never };

/// Settings for a session. An option left unset is asked in a menu.
struct Options {
  std::optional<Mode> mode;
  std::optional<FirstMover> first;         ///< human vs computer only
  std::optional<Difficulty> difficulty;    ///< the computer's level; in cvc, X's (and O's by default)
  std::optional<Difficulty> o_difficulty;  ///< cvc only: O's level
  std::optional<int> rounds;               ///< play this many games without asking, then the tally
  std::optional<std::uint32_t> seed;       ///< the computer's random generator; random if unset
  ColorChoice color = ColorChoice::automatic;
  bool keypad = false;                     ///< number cells like a numeric keypad
};

/// Whether to colour: `always`/`never` as said; `automatic` only when
/// stdout is a terminal, NO_COLOR is unset or empty (no-color.org), and TERM
/// is set and not "dumb". `no_color` and `term` are the variables' values,
/// nullptr when unset.
bool use_color(ColorChoice choice, bool stdout_is_terminal, const char* no_color, const char* term);

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

/// Parses the arguments after the program name. Options: --mode
/// hvh|hvc|cvc, --first human|computer, --difficulty and --o-difficulty
/// easy|medium|hard, --rounds N (1-1000000), --seed N (0-4294967295),
/// --color auto|always|never, --keypad, --analyze BOARD, --move BOARD,
/// -h/--help, -V/--version (--analyze and --move exclude each other);
/// values as "--opt value" or "--opt=value"; a repeated option takes its
/// last value. Returns a UsageError for an unknown option, a missing or bad
/// value, any other argument, or an option that does not apply to what was
/// asked (e.g. --first with --mode hvh, game options with --analyze).
std::variant<CommandLine, UsageError> parse_command_line(std::span<const std::string_view> args);

/// The short usage line(s), for errors: "Usage: tictactoe [options]...".
std::string usage();

/// The full --help text: usage, options, how to type moves, the levels.
std::string help_text(const Numbering& numbering = Numbering{});

/// The short help shown at the move prompt: the cells in `numbering`, the
/// input rule and the commands.
std::string game_help(const Numbering& numbering);

/// "tictactoe X.Y.Z".
std::string version_text();

}  // namespace tictactoe
