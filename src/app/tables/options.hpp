#pragma once

// The command line: one table of options (kOptions) that parsing, the
// combination checks, usage, --help, the bash completion and the
// documentation checks all read, and GNU-style parsing ("--opt value" or
// "--opt=value") into values. Each row holds what its option does: how its
// value is read and where it is stored, its help sentence and its
// arguments, the words it takes, and whether a preferences file may set it
// (see "How to add an option" above kOptions). Nothing here prints; errors
// come back as values for the catalogue to say.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

#include "app/base/address.hpp"
#include "app/tables/settings.hpp"
#include "app/tables/topics.hpp"
#include "app/text/input.hpp"
#include "app/text/language.hpp"
#include "app/text/messages.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

// ---------------------------------------------------------------------------
// The vocabularies option values are drawn from (the mode's and who moves
// first's are the game's, settings.hpp)

/// When to colour the output.
enum class ColorChoice : std::uint8_t { automatic, always, never };

inline constexpr std::array<Word<ColorChoice>, 3> kColorChoices{
    {{"auto", ColorChoice::automatic}, {"always", ColorChoice::always}, {"never", ColorChoice::never}}};

// ---------------------------------------------------------------------------
// What the options set

/// What the program was asked to do.
enum class Action : std::uint8_t {
  play,     ///< the interactive game
  help,     ///< print help_text(), or a topic's text (kTopics)
  version,  ///< print version_text()
  analyze,  ///< --analyze BOARD: solve a position
  move,     ///< --move BOARD: the computer's move in a position
  review,   ///< --review MOVES: each move's verdict
  stats,    ///< --stats: the lifetime statistics of the saved games
  history,  ///< --history [N]: the last saved games
  host,     ///< --host [[ADDRESS]:PORT]: wait for a friend on another machine
  join,     ///< --join HOST[:PORT]: play a friend who hosts
};

/// What the options set: the game's settings (the part the game flow
/// reads), and how it is shown, where it is saved, and what is read.
struct Options : GameSettings {
  ColorChoice color = ColorChoice::automatic;
  bool keypad = false;               ///< number cells like a numeric keypad
  bool coords = false;               ///< name cells by row and column, typed "2 3" (not with keypad)
  bool full_screen = false;          ///< play on the full screen (the board drawn in place), when a terminal allows
  std::optional<Language> language;  ///< --lang; unset: the environment's choice (see language.hpp)
  // The history and the preferences
  std::optional<std::string> history_file;  ///< --history-file; unset: the XDG default (store/paths.hpp)
  bool no_history = false;                  ///< --no-history: save no games this session
  bool no_config = false;                   ///< --no-config: read no preferences file
  bool json = false;                        ///< --json: --stats and --history write JSON
  std::optional<int> history_count;         ///< --history N: how many games; unset: 10
  // Play over the network
  Address address;                  ///< --host: where to listen (empty host: everywhere); --join: where to connect
  std::optional<std::string> code;  ///< --code, in its normal form ("7KQ4-MX2P"); --host without it draws one
};

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
  full_screen,
  stats,
  history,
  json,
  history_file,
  no_history,
  no_config,
  coords,
  no_remarks,
  host,
  join,
  code,
};

/// A parsed command line.
struct CommandLine {
  Action action = Action::play;
  Options options;
  std::string board;            ///< the BOARD of --analyze/--move or the MOVES of --review, or "-" for stdin
  std::vector<OptionId> given;  ///< the options given, in order, each once
  /// --help TOPIC: the topic's index in kTopics; std::nullopt for --help alone.
  std::optional<std::size_t> help_topic;
};

/// What follows an option's name.
enum class ValueKind : std::uint8_t {
  flag,     ///< nothing
  word,     ///< one word of a vocabulary (the row's `words`)
  number,   ///< a whole number in [low, high], plain digits
  board,    ///< a board string, or "-" for standard input
  record,   ///< a move record ("5 1 9"), or "-" for standard input
  names,    ///< one or two player names, "NAME[,NAME]" (see check_name)
  file,     ///< a file's path
  address,  ///< a network address, "HOST:PORT", "[IPV6]:PORT", ":PORT" (see parse_address)
  code,     ///< a join code, "7KQ4-MX2P" (see net's normal_code)
};

// ---------------------------------------------------------------------------
// The behaviour an option row holds: how its value is read and stored, and
// the arguments of its help sentence

struct OptionSpec;

/// Reads `value` (already split off the argument; "" for a flag) and stores
/// it where the option keeps it; false if the value is not one it takes.
using StoreValue = bool (*)(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// The arguments of the option's help sentence in --help, in `text`'s language.
using HelpArgs = std::vector<Arg> (*)(const OptionSpec& option, const Catalogue& text);

/// The index in `tokens` of the one `value` names, as the menus read a
/// word: the token itself in any case ("HVC"), or a prefix of it that no
/// other token has ("p" for perfect, "al" for always); std::nullopt for
/// none, for an empty value, and for a prefix of several ("a").
std::optional<std::size_t> token_index(std::span<const std::string_view> tokens, std::string_view value);

/// The parsers a row's store uses: each returns the value `value` names for
/// `option`, or std::nullopt if it names none.
namespace parsers {

/// One of `words`' tokens, as token_index reads it against the row's
/// `words` (the same tokens, in the same order).
template <const auto& words>
auto word_in(const OptionSpec& option, std::string_view value)
    -> std::optional<typename std::remove_cvref_t<decltype(words)>::value_type::Value>;

/// A level's token, or a unique prefix of it (see token_index).
std::optional<core::Difficulty> level(const OptionSpec& option, std::string_view value);
/// A language: a code or a locale name as parse_locale reads it ("ru",
/// "ru_RU.UTF-8"), C or POSIX (English, as in the environment), or a
/// unique prefix of a code ("z" for zh_CN).
std::optional<Language> language(const OptionSpec& option, std::string_view value);
/// A whole number in [option.low, option.high], plain digits.
std::optional<std::uint32_t> whole(const OptionSpec& option, std::string_view value);
/// The same, as an int (for --rounds, whose high fits).
std::optional<int> count(const OptionSpec& option, std::string_view value);
/// A file's path: any value but "" (kept as given).
std::optional<std::string> path(const OptionSpec& option, std::string_view value);
/// One or two valid, different names, "Ann,Bob" (see check_name).
std::optional<std::vector<std::string>> names(const OptionSpec& option, std::string_view value);

}  // namespace parsers

/// Stores what `parse` reads into the Options member `field`.
template <auto field, auto parse>
bool store(CommandLine& command_line, const OptionSpec& option, std::string_view value) {
  auto parsed = parse(option, value);
  if (parsed) command_line.options.*field = std::move(*parsed);
  return parsed.has_value();
}

/// A flag: sets the bool member `field`.
template <auto field>
bool store_flag(CommandLine& command_line, const OptionSpec& /*option*/, std::string_view /*value*/) {
  command_line.options.*field = true;
  return true;
}

/// An option that names a command (--analyze BOARD): the row's action, and
/// the value as the board or record, checked when the command runs.
bool store_action(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// --history [N]: the row's action, and N (none: "" leaves the count unset).
bool store_history(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// --help [TOPIC]: the topic (none: "" leaves it unset), by its word or a
/// unique prefix of it (see token_index).
bool store_help_topic(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// --host [[ADDRESS]:PORT] and --join HOST[:PORT]: the row's action, and
/// the address (none, for --host: every interface, the default port).
bool store_address(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// --code CODE: the code in its normal form, any case, dash or none.
bool store_code(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// -V: nothing to store; parse_command_line sees it given.
bool store_nothing(CommandLine& command_line, const OptionSpec& option, std::string_view value);

/// Help arguments: the range ("1-1000000", see number_range).
std::vector<Arg> range_help(const OptionSpec& option, const Catalogue& text);
/// Help arguments: the words, comma-separated ("en, ru, zh_CN, fa").
std::vector<Arg> words_help(const OptionSpec& option, const Catalogue& text);
/// Help arguments: the levels, comma-separated, and the default level.
std::vector<Arg> levels_help(const OptionSpec& option, const Catalogue& text);
/// Help arguments: the longest a name may be (kMaxNameLength).
std::vector<Arg> names_help(const OptionSpec& option, const Catalogue& text);
/// Help arguments: the default history file, "~/.local/state/tictactoe/history.jsonl".
std::vector<Arg> history_file_help(const OptionSpec& option, const Catalogue& text);
/// Help arguments: the default preferences file, "~/.config/tictactoe/config".
std::vector<Arg> config_file_help(const OptionSpec& option, const Catalogue& text);

/// The tokens of a vocabulary table `rows` (their `token` member), for a
/// row's `words`: kTokens<kModes, &Word<Mode>::token> is {"hvh", "hvc", "cvc"}.
template <const auto& rows, auto token>
inline constexpr auto kTokens = [] {
  std::array<std::string_view, std::tuple_size_v<std::remove_cvref_t<decltype(rows)>>> list{};
  std::ranges::transform(rows, list.begin(), token);
  return list;
}();

// ---------------------------------------------------------------------------
// The option table

/// One command-line option: what it is called, what follows it, where it
/// applies, and what it does (its store, its help sentence and words).
struct OptionSpec {
  OptionId id;
  std::string_view name;   ///< the long name without dashes, e.g. "mode"
  char short_name = '\0';  ///< e.g. 'h' for -h; '\0' for none
  ValueKind kind = ValueKind::flag;
  std::string_view metavar = {};  ///< the value's placeholder in usage and help ("N", "LEVEL"); empty: the words
  std::uint32_t low = 0;          ///< ValueKind::number: the smallest value
  std::uint32_t high = 0;         ///< ValueKind::number: the largest value
  std::uint8_t uses = use_all;    ///< Use bits: the games and commands it applies to
  Msg help;                       ///< its sentence in --help
  HelpArgs help_args = nullptr;   ///< the sentence's arguments; nullptr: none
  std::span<const std::string_view> words = {};  ///< ValueKind::word: the words it takes (help, errors, completion)
  StoreValue store;                              ///< reads and stores its value
  Action action = Action::play;                  ///< what it asks for, if not a setting of the game (--analyze)
  bool in_config = false;                        ///< may be set in a preferences file ("lang = ru")
  /// Its key in a preferences file when that is not its name: a flag
  /// named "no-X" has the key "X", and "X = no" sets the flag.
  std::string_view config_key = {};
  /// The value may be left out (--history [N], --help [TOPIC]): the next
  /// argument is taken as the value unless it is empty or starts with '-'
  /// (the game takes no operands, so it can be nothing else).
  bool value_optional = false;
  /// An option it cannot be given with (--coords and --keypad): both given
  /// is a usage error naming the two.
  std::optional<OptionId> not_with = std::nullopt;
};

// How to add an option:
//  1. an OptionId and a row below, where --help is to list it: its name, its
//     kind (and metavar, range or words), where it applies (uses), and
//     whether a preferences file may set it (in_config: settings yes,
//     actions and one-off values such as --seed no);
//  2. if it is a setting, a member of Options and the row's store:
//     store<&Options::member, parser> with a parser from `parsers` (or
//     parsers::word_in<kWords> for a new vocabulary of Word rows, and
//     kTokens<kWords, &Word<T>::token> as its words), or
//     store_flag<&Options::member> for a flag;
//  3. its help sentence (Msg::option_<name>_help) in each catalogue, with a
//     HelpArgs in the row if the sentence has placeholders;
//  4. if it says more than its help sentence, a paragraph under its
//     marker in docs/tictactoe.6.in.
// Parsing, the combination checks, usage, --help, the man page and the bash
// completion read the row; nothing else needs to learn the option.

/// Every option, in the order --help lists them.
inline constexpr auto kOptions = std::to_array<OptionSpec>({
    {.id = OptionId::mode,
     .name = "mode",
     .kind = ValueKind::word,
     .uses = use_play,
     .help = Msg::option_mode_help,
     .words = kTokens<kModes, &Word<Mode>::token>,
     .store = store<&Options::mode, parsers::word_in<kModes>>,
     .in_config = true},
    {.id = OptionId::first,
     .name = "first",
     .kind = ValueKind::word,
     .uses = use_hvc,
     .help = Msg::option_first_help,
     .words = kTokens<kFirstMovers, &Word<FirstMover>::token>,
     .store = store<&Options::first, parsers::word_in<kFirstMovers>>,
     .in_config = true},
    {.id = OptionId::difficulty,
     .name = "difficulty",
     .kind = ValueKind::word,
     .metavar = "LEVEL",
     .uses = use_hvc | use_cvc | use_move,
     .help = Msg::option_difficulty_help,
     .help_args = levels_help,
     .words = kTokens<core::kLevels, &core::Level::token>,
     .store = store<&Options::difficulty, parsers::level>,
     .in_config = true},
    {.id = OptionId::o_difficulty,
     .name = "o-difficulty",
     .kind = ValueKind::word,
     .metavar = "LEVEL",
     .uses = use_cvc,
     .help = Msg::option_o_difficulty_help,
     .words = kTokens<core::kLevels, &core::Level::token>,
     .store = store<&Options::o_difficulty, parsers::level>,
     .in_config = true},
    {.id = OptionId::rounds,
     .name = "rounds",
     .kind = ValueKind::number,
     .metavar = "N",
     .low = 1,
     .high = 1'000'000,
     .uses = use_play,
     .help = Msg::option_rounds_help,
     .help_args = range_help,
     .store = store<&Options::rounds, parsers::count>},
    {.id = OptionId::seed,
     .name = "seed",
     .kind = ValueKind::number,
     .metavar = "N",
     .low = 0,
     .high = UINT32_MAX,
     .uses = use_hvc | use_cvc | use_move,
     .help = Msg::option_seed_help,
     .help_args = range_help,
     .store = store<&Options::seed, parsers::whole>},
    {.id = OptionId::names,
     .name = "names",
     .kind = ValueKind::names,
     .metavar = "NAME[,NAME]",
     .uses = use_hvh | use_hvc | use_net,
     .help = Msg::option_names_help,
     .help_args = names_help,
     .store = store<&Options::names, parsers::names>,
     .in_config = true},
    {.id = OptionId::alternate,
     .name = "alternate",
     .uses = use_hvh | use_hvc | use_net,
     .help = Msg::option_alternate_help,
     .store = store_flag<&Options::alternate>,
     .in_config = true},
    {.id = OptionId::quiet,
     .name = "quiet",
     .uses = use_cvc,
     .help = Msg::option_quiet_help,
     .store = store_flag<&Options::quiet>,
     .in_config = true},
    {.id = OptionId::color,
     .name = "color",
     .kind = ValueKind::word,
     .help = Msg::option_color_help,
     .words = kTokens<kColorChoices, &Word<ColorChoice>::token>,
     .store = store<&Options::color, parsers::word_in<kColorChoices>>,
     .in_config = true},
    {.id = OptionId::keypad,
     .name = "keypad",
     .help = Msg::option_keypad_help,
     .store = store_flag<&Options::keypad>,
     .in_config = true},
    {.id = OptionId::coords,
     .name = "coords",
     .uses = use_play | use_review | use_net,
     .help = Msg::option_coords_help,
     .store = store_flag<&Options::coords>,
     .in_config = true,
     .not_with = OptionId::keypad},
    {.id = OptionId::full_screen,
     .name = "full-screen",
     .uses = use_play | use_net,
     .help = Msg::option_full_screen_help,
     .store = store_flag<&Options::full_screen>,
     .in_config = true},
    {.id = OptionId::analyze,
     .name = "analyze",
     .kind = ValueKind::board,
     .metavar = "BOARD",
     .uses = use_analyze,
     .help = Msg::option_analyze_help,
     .store = store_action,
     .action = Action::analyze},
    {.id = OptionId::move,
     .name = "move",
     .kind = ValueKind::board,
     .metavar = "BOARD",
     .uses = use_move,
     .help = Msg::option_move_help,
     .store = store_action,
     .action = Action::move},
    {.id = OptionId::review,
     .name = "review",
     .kind = ValueKind::record,
     .metavar = "MOVES",
     .uses = use_review,
     .help = Msg::option_review_help,
     .store = store_action,
     .action = Action::review},
    {.id = OptionId::host,
     .name = "host",
     .kind = ValueKind::address,
     .metavar = "[ADDRESS]:PORT",
     .uses = use_net,
     .help = Msg::option_host_help,
     .store = store_address,
     .action = Action::host,
     .value_optional = true},
    {.id = OptionId::join,
     .name = "join",
     .kind = ValueKind::address,
     .metavar = "HOST[:PORT]",
     .uses = use_net,
     .help = Msg::option_join_help,
     .store = store_address,
     .action = Action::join},
    {.id = OptionId::code,
     .name = "code",
     .kind = ValueKind::code,
     .metavar = "CODE",
     .uses = use_net,
     .help = Msg::option_code_help,
     .store = store_code},
    {.id = OptionId::lang,
     .name = "lang",
     .kind = ValueKind::word,
     .metavar = "LANG",
     .help = Msg::option_lang_help,
     .help_args = words_help,
     .words = kTokens<kLanguages, &LanguageSpec::code>,
     .store = store<&Options::language, parsers::language>,
     .in_config = true},
    {.id = OptionId::help,
     .name = "help",
     .short_name = 'h',
     .kind = ValueKind::word,
     .metavar = "TOPIC",
     .help = Msg::option_help_help,
     .words = kTokens<kTopics, &TopicSpec::token>,
     .store = store_help_topic,
     .action = Action::help,
     .value_optional = true},
    {.id = OptionId::version,
     .name = "version",
     .short_name = 'V',
     .help = Msg::option_version_help,
     .store = store_nothing,
     .action = Action::version},
    {.id = OptionId::stats,
     .name = "stats",
     .uses = use_records,
     .help = Msg::option_stats_help,
     .store = store_action,
     .action = Action::stats},
    {.id = OptionId::history,
     .name = "history",
     .kind = ValueKind::number,
     .metavar = "N",
     .low = 1,
     .high = 1'000'000,
     .uses = use_records,
     .help = Msg::option_history_help,
     .help_args = range_help,
     .store = store_history,
     .action = Action::history,
     .value_optional = true},
    {.id = OptionId::json,
     .name = "json",
     .uses = use_records,
     .help = Msg::option_json_help,
     .store = store_flag<&Options::json>},
    {.id = OptionId::history_file,
     .name = "history-file",
     .kind = ValueKind::file,
     .metavar = "FILE",
     .uses = use_play | use_review | use_records | use_net,
     .help = Msg::option_history_file_help,
     .help_args = history_file_help,
     .store = store<&Options::history_file, parsers::path>,
     .in_config = true},
    {.id = OptionId::no_history,
     .name = "no-history",
     // The batch commands save nothing anyway: taken there, so an alias that adds it breaks none of them.
     .uses = use_play | use_analyze | use_move | use_net,
     .help = Msg::option_no_history_help,
     .store = store_flag<&Options::no_history>,
     .in_config = true},
    {.id = OptionId::no_remarks,
     .name = "no-remarks",
     .uses = use_hvc | use_cvc,
     .help = Msg::option_no_remarks_help,
     .store = store_flag<&Options::no_remarks>,
     .in_config = true,
     .config_key = "remarks"},
    {.id = OptionId::no_config,
     .name = "no-config",
     .help = Msg::option_no_config_help,
     .help_args = config_file_help,
     .store = store_flag<&Options::no_config>},
});

/// The key that sets `option` in a preferences file: its config_key, else
/// its name ("lang", "remarks").
constexpr std::string_view config_key(const OptionSpec& option) {
  return option.config_key.empty() ? option.name : option.config_key;
}

template <const auto& words>
auto parsers::word_in(const OptionSpec& option, std::string_view value)
    -> std::optional<typename std::remove_cvref_t<decltype(words)>::value_type::Value> {
  const auto index = token_index(option.words, value);
  if (!index) return std::nullopt;
  return words.at(*index).value;
}

/// True for a row that asks for a command of its own (--analyze, --move,
/// --review, --stats, --history), not for a setting, --help or --version.
constexpr bool names_command(const OptionSpec& option) {
  return option.action != Action::play && option.action != Action::help && option.action != Action::version;
}

/// The row of kOptions for `id`.
const OptionSpec& spec(OptionId id);

/// "--mode", "--o-difficulty": the option as typed.
std::string long_form(const OptionSpec& option);

/// A ValueKind::number option's range as `text` writes it in help, e.g.
/// "1-1000000" (Msg::number_range; "1 تا 1000000" in Persian).
std::string number_range(const OptionSpec& option, const Catalogue& text = Catalogue());

// ---------------------------------------------------------------------------
// Parsing

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
