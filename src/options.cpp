#include "options.hpp"

#include <algorithm>
#include <array>
#include <charconv>

#ifndef TICTACTOE_VERSION
#define TICTACTOE_VERSION "0.0.0"
#endif

namespace tictactoe {

namespace {

template <typename T>
struct Choice {
  std::string_view word;
  T value;
};

template <typename T, std::size_t N>
using Choices = std::array<Choice<T>, N>;

constexpr Choices<Mode, 3> kModes{{{"hvh", Mode::hvh}, {"hvc", Mode::hvc}, {"cvc", Mode::cvc}}};
constexpr Choices<ColorChoice, 3> kColorChoices{
    {{"auto", ColorChoice::automatic}, {"always", ColorChoice::always}, {"never", ColorChoice::never}}};
constexpr Choices<FirstMover, 2> kFirstMovers{{{"human", FirstMover::human}, {"computer", FirstMover::computer}}};
constexpr Choices<Difficulty, 3> kDifficulties{
    {{"easy", Difficulty::easy}, {"medium", Difficulty::medium}, {"hard", Difficulty::hard}}};

template <typename T, std::size_t N>
std::optional<T> lookup(const Choices<T, N>& choices, std::string_view word) {
  for (const auto& choice : choices) {
    if (choice.word == word) return choice.value;
  }
  return std::nullopt;
}

template <typename T, std::size_t N>
std::string alternatives(const Choices<T, N>& choices) {
  std::string text;
  for (const auto& choice : choices) {
    if (!text.empty()) text += ", ";
    text += choice.word;
  }
  return text;
}

// A whole number in [low, high], digits only; std::nullopt otherwise.
template <typename T>
std::optional<T> parse_whole(std::string_view text, T low, T high) {
  T number = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, number);
  if (text.empty() || text.front() == '-' || error != std::errc{} || ptr != end) return std::nullopt;
  if (number < low || number > high) return std::nullopt;
  return number;
}

constexpr int kMaxRounds = 1'000'000;

// Stores `value` for the option `name`, or says what is wrong.
std::optional<UsageError> set_option(CommandLine& command_line, std::string_view name, std::string_view value) {
  Options& options = command_line.options;
  const auto bad_value = [&](std::string_view expected) {
    return UsageError{"invalid value '" + printable(value) + "' for --" + std::string(name) + " (expected " +
                      std::string(expected) + ")"};
  };
  // Sets `field` to the choice named by the value, or says what is wrong.
  const auto choose = [&](auto& field, const auto& choices) -> std::optional<UsageError> {
    field = lookup(choices, value);
    if (!field) return bad_value(alternatives(choices));
    return std::nullopt;
  };
  if (name == "mode") return choose(options.mode, kModes);
  if (name == "first") return choose(options.first, kFirstMovers);
  if (name == "difficulty") return choose(options.difficulty, kDifficulties);
  if (name == "o-difficulty") return choose(options.o_difficulty, kDifficulties);
  if (name == "color") {
    std::optional<ColorChoice> color;
    if (auto error = choose(color, kColorChoices)) return error;
    options.color = *color;
  } else if (name == "rounds") {
    options.rounds = parse_whole(value, 1, kMaxRounds);
    if (!options.rounds) return bad_value("a whole number 1-1000000");
  } else if (name == "seed") {
    options.seed = parse_whole<std::uint32_t>(value, 0, UINT32_MAX);
    if (!options.seed) return bad_value("a whole number 0-4294967295");
  } else if (name == "analyze" || name == "move") {
    const Action action = name == "analyze" ? Action::analyze : Action::move;
    if (command_line.action != Action::play && command_line.action != action) {
      return UsageError{"--analyze and --move cannot be used together"};
    }
    command_line.action = action;
    command_line.board = std::string(value);
  }
  return std::nullopt;
}

constexpr std::array<std::string_view, 9> kValueOptions{"mode", "first",   "difficulty", "o-difficulty", "rounds",
                                                        "seed", "color", "analyze",    "move"};

bool takes_value(std::string_view name) { return std::ranges::find(kValueOptions, name) != kValueOptions.end(); }

// An option that does not apply to what was asked is an error, not
// silently ignored. With the mode left to the menu, each option applies
// when the chosen mode uses it.
std::optional<UsageError> check_combination(const CommandLine& command_line) {
  const Options& o = command_line.options;
  const auto error = [](std::string text) { return std::optional<UsageError>(UsageError{std::move(text)}); };
  switch (command_line.action) {
    case Action::help:
    case Action::version: return std::nullopt;
    case Action::analyze:
      if (o.mode || o.first || o.difficulty || o.o_difficulty || o.rounds || o.seed) {
        return error("--analyze takes no game options (only --keypad and --color)");
      }
      return std::nullopt;
    case Action::move:
      if (o.mode || o.first || o.o_difficulty || o.rounds) {
        return error("--move takes only --difficulty, --seed, --keypad and --color");
      }
      return std::nullopt;
    case Action::play: break;
  }
  if (o.mode == Mode::hvh && (o.first || o.difficulty || o.o_difficulty || o.seed)) {
    return error("--first, --difficulty and --seed apply only to games with the computer");
  }
  if (o.mode == Mode::hvc && o.o_difficulty) return error("--o-difficulty applies only to --mode cvc");
  if (o.mode == Mode::cvc && o.first) return error("--first applies only to --mode hvc");
  return std::nullopt;
}

}  // namespace

std::variant<CommandLine, UsageError> parse_command_line(std::span<const std::string_view> args) {
  CommandLine command_line;
  bool help = false;
  bool version = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (arg == "-h" || arg == "--help") {
      help = true;
      continue;
    }
    if (arg == "-V" || arg == "--version") {
      version = true;
      continue;
    }
    if (arg.size() > 1 && arg.starts_with("-") && !arg.starts_with("--")) return UsageError{"unknown option '" + printable(arg) + "'"};
    if (!arg.starts_with("--") || arg.size() == 2) {
      return UsageError{"unexpected argument '" + printable(arg) + "'"};
    }
    if (arg == "--keypad") {
      command_line.options.keypad = true;
      continue;
    }
    std::string_view name = arg.substr(2);
    std::optional<std::string_view> value;
    if (const auto equals = name.find('='); equals != std::string_view::npos) {
      value = name.substr(equals + 1);
      name = name.substr(0, equals);
    }
    if (name == "keypad" || name == "help" || name == "version") {
      return UsageError{"option '--" + std::string(name) + "' takes no value"};
    }
    if (!takes_value(name)) return UsageError{"unknown option '--" + printable(name) + "'"};
    if (!value) {
      if (i + 1 >= args.size()) return UsageError{"option '--" + std::string(name) + "' needs a value"};
      value = args[++i];
    }
    if (auto error = set_option(command_line, name, *value)) return *error;
  }
  // Help and version win over anything else asked, as in GNU tools.
  if (help) command_line.action = Action::help;
  else if (version) command_line.action = Action::version;
  if (auto error = check_combination(command_line)) return *error;
  return command_line;
}

bool use_color(ColorChoice choice, bool stdout_is_terminal, const char* no_color, const char* term) {
  switch (choice) {
    case ColorChoice::always: return true;
    case ColorChoice::never: return false;
    case ColorChoice::automatic: break;
  }
  const bool no_color_set = no_color != nullptr && *no_color != '\0';
  const bool dumb = term == nullptr || std::string_view(term) == "dumb" || *term == '\0';
  return stdout_is_terminal && !no_color_set && !dumb;
}

std::string usage() {
  return "Usage: tictactoe [--mode hvh|hvc|cvc] [--first human|computer]\n"
         "                 [--difficulty LEVEL] [--o-difficulty LEVEL] [--rounds N]\n"
         "                 [--seed N] [--color auto|always|never] [--keypad]\n"
         "       tictactoe --analyze BOARD|- [--keypad] [--color WHEN]\n"
         "       tictactoe --move BOARD|- [--difficulty LEVEL] [--seed N] [--keypad]\n"
         "                 [--color WHEN]\n"
         "       tictactoe --help | --version\n";
}

namespace {

// The cell numbers as three indented rows, e.g. "       1 2 3\n...".
std::string cell_layout(const Numbering& numbering) {
  std::string cells;
  for (int row = 0; row < 3; ++row) {
    cells += "      ";
    for (int column = 0; column < 3; ++column) {
      cells += ' ' + std::to_string(numbering.label(row * 3 + column));
    }
    cells += '\n';
  }
  return cells;
}

constexpr std::string_view kInputRule =
    "A move line is one whole number 1-9 (digits, an optional sign); spaces,\n"
    "tabs and carriage returns around it are ignored. Any other line is\n"
    "rejected with a reason and the same player is asked again.\n";

constexpr std::string_view kCommands =
    "At the move prompt (in any case): hint names a best move; u or undo\n"
    "takes back your last move (and the computer's reply); h, help or ?\n"
    "shows this help; q or quit leaves.\n";

}  // namespace

std::string game_help(const Numbering& numbering) {
  return "Type the number of a free cell and press Enter. Cells:\n" + cell_layout(numbering) +
         std::string(kInputRule) + std::string(kCommands) + "End of input (Ctrl-D) leaves at any prompt.\n";
}

std::string help_text(const Numbering& numbering) {
  const std::string cells = cell_layout(numbering);
  return "tictactoe - tic-tac-toe in the terminal, against a friend or the computer.\n\n" + usage() +
         "\n"
         "Options (each one given skips its question in the menu):\n"
         "  --mode hvh|hvc|cvc        human vs human, human vs computer, or\n"
         "                            computer vs computer\n"
         "  --first human|computer    against the computer, who moves first (X)\n"
         "  --difficulty LEVEL        the computer's level: easy, medium (default)\n"
         "                            or hard; in cvc X's, and O's unless given\n"
         "  --o-difficulty LEVEL      in cvc, O's level\n"
         "  --rounds N                play N games (1-1000000) without asking,\n"
         "                            then print the tally\n"
         "  --seed N                  seed the computer's choices (0-4294967295),\n"
         "                            to replay a session exactly\n"
         "  --color WHEN              auto, always or never; auto colours only a\n"
         "                            terminal, with NO_COLOR unset or empty and\n"
         "                            TERM set and not dumb\n"
         "  --keypad                  number cells like a numeric keypad, 7 8 9 on top\n"
         "  --analyze BOARD           show each move's result under perfect play\n"
         "  --move BOARD              print the computer's move: cell and rule\n"
         "  -h, --help                show this help and exit\n"
         "  -V, --version             show the version and exit\n"
         "\n"
         "Playing: type the number of a free cell and press Enter. Cells:\n" +
         cells + std::string(kInputRule) + std::string(kCommands) +
         "A menu with a default in brackets, like [2], takes an empty line as it.\n"
         "End of input (Ctrl-D) leaves at any prompt.\n"
         "\n"
         "Levels: easy takes a win it sees, else plays at random; medium wins,\n"
         "blocks, then takes the center, a corner, a side; hard plays Newell and\n"
         "Simon's perfect rules and never loses.\n"
         "\n"
         "BOARD is nine characters, row by row from the top left: X, O, or . for\n"
         "an empty cell (e.g. X.O......). With BOARD '-', one board is read per\n"
         "line of standard input and one line is printed per board. Exit status:\n"
         "0 ok, 1 output not written, 2 a bad option or board, 130 interrupted\n"
         "(141, from SIGPIPE, when the reader of the output goes away).\n";
}

std::string version_text() { return std::string("tictactoe ") + TICTACTOE_VERSION + "\n"; }

}  // namespace tictactoe
