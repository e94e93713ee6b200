#pragma once

// The command line: one table of options (kOptions) that parsing, the
// combination checks, usage, --help and the documentation checks all read,
// and GNU-style parsing ("--opt value" or "--opt=value") into values.
// Nothing here prints; errors come back as values for the catalogue to say.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/text/messages.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

// ---------------------------------------------------------------------------
// The vocabularies option values are drawn from

/// Who plays: two people at one keyboard, a person against the computer, or
/// the computer against itself.
enum class Mode : std::uint8_t { hvh, hvc, cvc };

/// Against the computer: who moves first (the first mover plays X).
enum class FirstMover : std::uint8_t { human, computer };

/// When to colour the output.
enum class ColorChoice : std::uint8_t { automatic, always, never };

/// A word an option takes, and the value it stands for.
template <typename T>
struct Word {
  std::string_view token;
  T value;
};

inline constexpr std::array<Word<Mode>, 3> kModes{{{"hvh", Mode::hvh}, {"hvc", Mode::hvc}, {"cvc", Mode::cvc}}};
inline constexpr std::array<Word<FirstMover>, 2> kFirstMovers{
    {{"human", FirstMover::human}, {"computer", FirstMover::computer}}};
inline constexpr std::array<Word<ColorChoice>, 3> kColorChoices{
    {{"auto", ColorChoice::automatic}, {"always", ColorChoice::always}, {"never", ColorChoice::never}}};

/// The menu label of a mode, e.g. "human vs computer".
Msg message_for(Mode mode);
/// The menu label of a first mover: "you" or "the computer".
Msg message_for(FirstMover first);

/// The Use bit of games in `mode`: use_hvh, use_hvc or use_cvc.
std::uint8_t use_of(Mode mode);

// ---------------------------------------------------------------------------
// The option table

/// Every option, one row each in kOptions.
enum class OptionId : std::uint8_t {
  mode,
  first,
  difficulty,
  o_difficulty,
  rounds,
  seed,
  color,
  keypad,
  analyze,
  move,
  help,
  version,
  review,
  names,
  alternate,
  quiet,
  lang,
};

/// What follows an option's name.
enum class ValueKind : std::uint8_t {
  flag,    ///< nothing
  word,    ///< one word of a vocabulary (see option_words)
  number,  ///< a whole number in [low, high], plain digits
  board,   ///< a board string, or "-" for standard input
  record,  ///< a move record ("5 1 9"), or "-" for standard input
  names,   ///< one or two player names, "NAME[,NAME]" (see check_name)
};

/// What the program was asked to do.
enum class Action : std::uint8_t {
  play,     ///< the interactive game
  help,     ///< print help_text()
  version,  ///< print version_text()
  analyze,  ///< --analyze BOARD: solve a position
  move,     ///< --move BOARD: the computer's move in a position
  review,   ///< --review MOVES: each move's verdict
};

/// Where an option applies: a set of these bits.
enum Use : std::uint8_t {
  use_hvh = 1U << 0U,      ///< a game between two people
  use_hvc = 1U << 1U,      ///< a game against the computer
  use_cvc = 1U << 2U,      ///< the computer against itself
  use_analyze = 1U << 3U,  ///< --analyze
  use_move = 1U << 4U,     ///< --move
  use_review = 1U << 5U,   ///< --review
  use_play = use_hvh | use_hvc | use_cvc,
  use_all = use_play | use_analyze | use_move | use_review,
};

/// One command-line option.
struct OptionSpec {
  OptionId id;
  std::string_view name;  ///< the long name without dashes, e.g. "mode"
  char short_name;        ///< e.g. 'h' for -h; '\0' for none
  ValueKind kind;
  std::string_view metavar;  ///< the value's placeholder in usage and help ("N", "LEVEL"); empty: the words
  std::uint32_t low;         ///< ValueKind::number: the smallest value
  std::uint32_t high;        ///< ValueKind::number: the largest value
  std::uint8_t uses;         ///< Use bits: the games and commands it applies to
  Msg help;                  ///< its line in --help
};

/// Every option, in the order --help lists them.
inline constexpr std::array<OptionSpec, 17> kOptions{{
    {OptionId::mode, "mode", '\0', ValueKind::word, "", 0, 0, use_play, Msg::option_mode_help},
    {OptionId::first, "first", '\0', ValueKind::word, "", 0, 0, use_hvc, Msg::option_first_help},
    {OptionId::difficulty, "difficulty", '\0', ValueKind::word, "LEVEL", 0, 0, use_hvc | use_cvc | use_move,
     Msg::option_difficulty_help},
    {OptionId::o_difficulty, "o-difficulty", '\0', ValueKind::word, "LEVEL", 0, 0, use_cvc,
     Msg::option_o_difficulty_help},
    {OptionId::rounds, "rounds", '\0', ValueKind::number, "N", 1, 1'000'000, use_play, Msg::option_rounds_help},
    {OptionId::seed, "seed", '\0', ValueKind::number, "N", 0, UINT32_MAX, use_hvc | use_cvc | use_move,
     Msg::option_seed_help},
    {OptionId::names, "names", '\0', ValueKind::names, "NAME[,NAME]", 0, 0, use_hvh | use_hvc, Msg::option_names_help},
    {OptionId::alternate, "alternate", '\0', ValueKind::flag, "", 0, 0, use_hvh | use_hvc, Msg::option_alternate_help},
    {OptionId::quiet, "quiet", '\0', ValueKind::flag, "", 0, 0, use_cvc, Msg::option_quiet_help},
    {OptionId::color, "color", '\0', ValueKind::word, "", 0, 0, use_all, Msg::option_color_help},
    {OptionId::keypad, "keypad", '\0', ValueKind::flag, "", 0, 0, use_all, Msg::option_keypad_help},
    {OptionId::analyze, "analyze", '\0', ValueKind::board, "BOARD", 0, 0, use_analyze, Msg::option_analyze_help},
    {OptionId::move, "move", '\0', ValueKind::board, "BOARD", 0, 0, use_move, Msg::option_move_help},
    {OptionId::review, "review", '\0', ValueKind::record, "MOVES", 0, 0, use_review, Msg::option_review_help},
    {OptionId::lang, "lang", '\0', ValueKind::word, "LANG", 0, 0, use_all, Msg::option_lang_help},
    {OptionId::help, "help", 'h', ValueKind::flag, "", 0, 0, use_all, Msg::option_help_help},
    {OptionId::version, "version", 'V', ValueKind::flag, "", 0, 0, use_all, Msg::option_version_help},
}};

/// The row of kOptions for `id`.
const OptionSpec& spec(OptionId id);

/// The words a ValueKind::word option takes, e.g. {"hvh", "hvc", "cvc"};
/// empty for other kinds.
std::vector<std::string_view> option_words(OptionId id);

/// "--mode", "--o-difficulty": the option as typed.
std::string long_form(const OptionSpec& option);

/// A ValueKind::number option's range as `text` writes it in help, e.g.
/// "1-1000000" (Msg::number_range; "1 تا 1000000" in Persian).
std::string number_range(const OptionSpec& option, const Catalogue& text = Catalogue());

// ---------------------------------------------------------------------------
// Parsing

/// Settings for a session. With the mode unset, menus ask for it and for
/// what the other options leave open in the mode chosen; with the mode
/// set, what they leave open takes its default.
struct Options {
  std::optional<Mode> mode;
  std::optional<FirstMover> first;               ///< human vs computer only
  std::optional<core::Difficulty> difficulty;    ///< the computer's level; in cvc, X's (and O's by default)
  std::optional<core::Difficulty> o_difficulty;  ///< cvc only: O's level
  std::optional<int> rounds;                     ///< play this many games without asking, then the tally
  std::optional<std::uint32_t> seed;             ///< the computer's random generator; random if unset
  ColorChoice color = ColorChoice::automatic;
  bool keypad = false;             ///< number cells like a numeric keypad
  std::vector<std::string> names;  ///< hvh: the players, the first starts; hvc: the person (at most 2, valid, distinct)
  bool alternate = false;          ///< hvh, hvc: the other player starts each new game
  bool quiet = false;              ///< cvc: no boards or move lines, only results or the tally
  std::optional<Language> language;  ///< --lang; unset: the environment's choice (see language.hpp)
};

/// A parsed command line.
struct CommandLine {
  Action action = Action::play;
  Options options;
  std::string board;            ///< the BOARD of --analyze/--move or the MOVES of --review, or "-" for stdin
  std::vector<OptionId> given;  ///< the options given, in order, each once
};

/// A command line that cannot be run: the catalogue message that says why
/// and its arguments (option names and values, made printable).
struct UsageError {
  Msg reason;
  std::vector<Arg> args;
  /// Whether the usage synopsis helps after the message: not when the
  /// message names every option at fault (options that cannot be used
  /// together), since the synopsis lists options that were not given.
  bool with_usage = true;
  /// Items the message lists (options at fault, the values an option
  /// takes): when not empty, describe() puts them, joined with the
  /// language's separator (joined()), in place of argument `list_at`
  /// (0-based), so that a Chinese line reads "--first、--difficulty".
  std::vector<std::string> list;
  std::size_t list_at = 0;
};

/// The one-line reason of `error` in `text`'s language, e.g.
/// "unknown option '--colour'".
std::string describe(const UsageError& error, const Catalogue& text);

/// Parses the arguments after the program name against kOptions: values as
/// "--opt value" or "--opt=value", words in any case ("--mode=HVC"); a
/// separate value may not start with "--" (that is the next option, and the
/// value is missing; "-" alone is a value);
/// a repeated option takes its last value; -h/--help and -V/--version win
/// over anything else asked. Returns a UsageError for an unknown option, a
/// missing or bad value, any other argument, two of --analyze, --move and
/// --review, or options whose `uses` exclude what was asked (e.g. --first
/// with --mode hvh, game options with --analyze), naming each of those.
std::variant<CommandLine, UsageError> parse_command_line(std::span<const std::string_view> args);

/// Whether to colour: `always`/`never` as said; `automatic` only when
/// stdout is a terminal, NO_COLOR is unset or empty (no-color.org), and TERM
/// is set and not "dumb". `no_color` and `term` are the variables' values,
/// nullptr when unset.
bool use_color(ColorChoice choice, bool stdout_is_terminal, const char* no_color, const char* term);

}  // namespace tictactoe::app
