#include "app/tables/options.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>

#include "app/base/join_code.hpp"
#include "app/store/paths.hpp"
#include "app/tables/commands.hpp"
#include "app/text/input.hpp"
#include "app/text/language.hpp"

namespace tictactoe::app {

namespace {

// A whole number in [low, high], plain digits only; std::nullopt otherwise.
std::optional<std::uint32_t> parse_whole(std::string_view text, std::uint32_t low, std::uint32_t high) {
  std::uint32_t number = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, number);
  if (text.empty() || text.front() == '-' || error != std::errc{} || ptr != end) return std::nullopt;
  if (number < low || number > high) return std::nullopt;
  return number;
}

UsageError error(Msg reason, std::vector<Arg> args) {
  UsageError made;
  made.reason = reason;
  made.args = std::move(args);
  return made;
}

// An error that names every option at fault, so the usage synopsis, which
// lists options not given, would only confuse.
UsageError combination(Msg reason, std::vector<Arg> args) {
  UsageError made = error(reason, std::move(args));
  made.with_usage = false;
  return made;
}

// `error` with `items` as its argument `at`: joined with ", " there, and
// kept for describe() to join with the separator of the reader's language.
UsageError listing(UsageError error, std::size_t at, std::vector<std::string> items) {
  error.args.at(at) = Arg(joined(items, Catalogue()));
  error.list = std::move(items);
  error.list_at = at;
  return error;
}

// The message saying why a name cannot be used, for --names.
Msg names_reason(NameError problem) {
  switch (problem) {
    case NameError::not_as_typed: return Msg::invalid_name_characters;
    case NameError::digits: return Msg::invalid_name_digits;
    case NameError::empty:
    case NameError::too_long:
    case NameError::mark: break;  // a mark is checked with the mode, in check_names
  }
  return Msg::invalid_names;
}

// The names of "--names Ann,Bob": one or two, each valid after trimming
// (see check_name; whether a mark may be a name depends on the mode, which
// may come later: see check_names), and different; or the message saying
// why the value is not.
std::variant<std::vector<std::string>, Msg> split_names(std::string_view value) {
  std::vector<std::string> names;
  for (std::size_t start = 0; start <= value.size();) {
    if (names.size() == 2) return Msg::invalid_names;
    const auto comma = std::min(value.find(',', start), value.size());
    const std::string_view name = trim(value.substr(start, comma - start));
    if (const auto problem = check_name(name, mark_named(name))) return names_reason(*problem);
    if (names_menu_command(name)) return Msg::invalid_name_command;
    names.emplace_back(name);
    start = comma + 1;
  }
  if (names.size() == 2 && same_name(names[0], names[1])) return Msg::invalid_names_same;
  return names;
}

// Why `value` is not one `option` takes, with what it expects.
UsageError value_error(const OptionSpec& option, std::string_view value) {
  if (option.kind == ValueKind::names) {
    return error(std::get<Msg>(split_names(value)),
                 {printable(value), long_form(option), static_cast<int>(kMaxNameLength)});
  }
  if (option.kind == ValueKind::address) return error(Msg::net_bad_address, {printable(value), long_form(option)});
  if (option.kind == ValueKind::code) return error(Msg::net_bad_code, {printable(value)});
  if (option.kind == ValueKind::number) {
    return error(Msg::invalid_number, {printable(value), long_form(option), static_cast<long long>(option.low),
                                       static_cast<long long>(option.high)});
  }
  std::vector<std::string> words;
  for (const auto word : option.words) words.emplace_back(word);
  if (option.action == Action::help) {
    return listing(error(Msg::unknown_help_topic, {printable(value), ""}), 1, std::move(words));
  }
  return listing(error(Msg::invalid_value, {printable(value), long_form(option), ""}), 2, std::move(words));
}

// A bad value: its line says all there is to say, so no usage synopsis
// follows it, only the pointer to --help.
UsageError bad_value(const OptionSpec& option, std::string_view value) {
  UsageError said = value_error(option, value);
  said.with_usage = false;
  return said;
}

// The option row an argument names ("--mode", "-h"), or std::nullopt.
const OptionSpec* find_option(std::string_view name, bool is_short) {
  const auto* row = std::ranges::find_if(kOptions, [&](const OptionSpec& option) {
    return is_short ? name.size() == 1 && option.short_name == name.front() : option.name == name;
  });
  return row == kOptions.end() ? nullptr : row;
}

void mark_given(CommandLine& command_line, OptionId id) {
  if (std::ranges::find(command_line.given, id) == command_line.given.end()) command_line.given.push_back(id);
}

bool is_given(const CommandLine& command_line, OptionId id) {
  return std::ranges::find(command_line.given, id) != command_line.given.end();
}

// The Use bit of what was asked: the uses of the option that asked for a
// command; for a game, its mode's, or any game with the mode left to the menu.
std::uint8_t asked_use(const CommandLine& command_line) {
  if (command_line.action != Action::play)
    return std::ranges::find(kOptions, command_line.action, &OptionSpec::action)->uses;
  return command_line.options.mode ? use_of(*command_line.options.mode) : std::uint8_t{use_play};
}

// The names given, as one value again ("Ann,Bob").
std::string joined_names(const std::vector<std::string>& names) {
  return names.size() == 1 ? names.front() : names.front() + "," + names.back();
}

// The names against the mode: against the computer one name, the person's,
// neither X nor O; otherwise (between people, or the mode left to the
// menu) X only for the first player and O only for the second.
std::optional<UsageError> check_names(const CommandLine& command_line) {
  const auto& names = command_line.options.names;
  const bool computer = command_line.options.mode == Mode::hvc;
  const std::string option = long_form(spec(OptionId::names));
  if (computer && names.size() > 1) return combination(Msg::names_one_against_computer, {option});
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto own = computer ? std::nullopt : std::optional(i == 0 ? core::Mark::x : core::Mark::o);
    if (check_name(names[i], own) != NameError::mark) continue;
    return combination(computer ? Msg::invalid_name_mark_vs_computer : Msg::invalid_name_mark,
                       {printable(joined_names(names)), option});
  }
  return std::nullopt;
}

// The options given that name a command (--analyze, --move, --review,
// --stats, --history).
std::vector<std::string> commands_given(const CommandLine& command_line) {
  std::vector<std::string> actions;
  for (const OptionSpec& option : kOptions) {
    if (names_command(option) && is_given(command_line, option.id)) actions.push_back(long_form(option));
  }
  return actions;
}

// A game over the network: --join needs the code, --code needs --host or
// --join, one name (your own), and who starts is the host's to say.
std::optional<UsageError> check_net(const CommandLine& command_line) {
  const bool net = command_line.action == Action::host || command_line.action == Action::join;
  const std::string code = long_form(spec(OptionId::code));
  if (!net) {
    // The game, its mode left to the menu: --code is only for --host and --join.
    const bool menu = command_line.action == Action::play && !command_line.options.mode;
    if (menu && is_given(command_line, OptionId::code)) return combination(Msg::net_code_alone, {code});
    return std::nullopt;
  }
  const std::string join = long_form(spec(OptionId::join));
  if (command_line.action == Action::join && !command_line.options.code)
    return combination(Msg::net_join_needs_code, {join});
  if (command_line.options.names.size() > 1) return combination(Msg::net_one_name, {long_form(spec(OptionId::names))});
  if (command_line.action == Action::join && command_line.options.alternate)
    return combination(Msg::option_not_with_action, {long_form(spec(OptionId::alternate)), join});
  return std::nullopt;
}

// The options given that do not apply to what was asked, as an error
// naming each of them (and only them) and what they clash with.
std::optional<UsageError> check_combination(const CommandLine& command_line) {
  const auto actions = commands_given(command_line);
  if (actions.size() > 1) return combination(Msg::options_conflict, {actions[0], actions[1]});
  for (const OptionId id : command_line.given) {
    const auto other = spec(id).not_with;
    if (other && is_given(command_line, *other))
      return combination(Msg::options_conflict, {long_form(spec(*other)), long_form(spec(id))});
  }
  const bool net = command_line.action == Action::host || command_line.action == Action::join;
  if (!net) {
    if (auto alone = check_net(command_line)) return alone;
  }
  const std::uint8_t asked = asked_use(command_line);
  std::vector<std::string> misfits;
  for (const OptionId id : command_line.given) {
    if ((spec(id).uses & asked) == 0) misfits.push_back(long_form(spec(id)));
  }
  if (misfits.empty()) {
    if (auto game = net ? check_net(command_line) : std::nullopt) return game;
    return check_names(command_line);
  }
  const bool one = misfits.size() == 1;
  if (!actions.empty()) {
    return listing(combination(one ? Msg::option_not_with_action : Msg::options_not_with_action, {"", actions.front()}),
                   0, std::move(misfits));
  }
  // The game, its mode left to the menu: what applies to no game at all.
  if (!command_line.options.mode) {
    return listing(combination(Msg::options_only_with_records,
                               {"", long_form(spec(OptionId::stats)), long_form(spec(OptionId::history))}),
                   0, std::move(misfits));
  }
  const auto mode = std::ranges::find(kModes, *command_line.options.mode, &Word<Mode>::value);
  return listing(
      combination(one ? Msg::option_not_with_mode : Msg::options_not_with_mode, {"", std::string(mode->token)}), 0,
      std::move(misfits));
}

// Reads one argument (and its value, from the next one if needed) at
// `args[i]`, advancing `i` past what it used.
std::optional<UsageError> parse_argument(std::span<const std::string_view> args, std::size_t& i,
                                         CommandLine& command_line) {
  const std::string_view arg = args[i];
  const bool is_short = arg.size() == 2 && arg[0] == '-' && arg[1] != '-';
  if (!is_short && (!arg.starts_with("--") || arg.size() == 2)) {
    if (arg.size() > 1 && arg.starts_with("-") && !arg.starts_with("--")) {
      return error(Msg::unknown_option, {printable(arg)});
    }
    return error(Msg::unexpected_argument, {printable(arg)});
  }
  std::string_view name = arg.substr(is_short ? 1 : 2);
  std::optional<std::string_view> value;
  if (const auto equals = name.find('='); !is_short && equals != std::string_view::npos) {
    value = name.substr(equals + 1);
    name = name.substr(0, equals);
  }
  const OptionSpec* option = find_option(name, is_short);
  if (option == nullptr) return error(Msg::unknown_option, {printable(is_short ? arg : "--" + std::string(name))});
  if (option->kind == ValueKind::flag && value) return error(Msg::option_takes_no_value, {long_form(*option)});
  const bool value_follows = i + 1 < args.size() && !args[i + 1].empty() && !args[i + 1].starts_with('-');
  if (option->value_optional && !value && !value_follows) value = "";
  if (option->kind != ValueKind::flag && !value) {
    // "--names --keypad": the next option is not a value; "--opt=--x" gives one.
    if (i + 1 >= args.size() || args[i + 1].starts_with("--")) {
      return error(Msg::option_needs_value, {long_form(*option)});
    }
    value = args[++i];
  }
  mark_given(command_line, option->id);
  if (!option->store(command_line, *option, value.value_or(""))) return bad_value(*option, *value);
  return std::nullopt;
}

}  // namespace

std::optional<std::size_t> token_index(std::span<const std::string_view> tokens, std::string_view value) {
  const std::string key = fold_case(value);
  std::optional<std::size_t> found;
  std::size_t prefixes = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string token = fold_case(tokens[i]);
    if (token == key) return i;
    if (!key.empty() && token.starts_with(key)) {
      found = i;
      ++prefixes;
    }
  }
  return prefixes == 1 ? found : std::nullopt;
}

namespace parsers {

std::optional<core::Difficulty> level(const OptionSpec& option, std::string_view value) {
  const auto index = token_index(option.words, value);
  if (!index) return std::nullopt;
  return core::kLevels.at(*index).difficulty;
}

std::optional<Language> language(const OptionSpec& option, std::string_view value) {
  if (const auto named = parse_lang_value(value)) return named;
  const auto index = token_index(option.words, value);
  if (!index) return std::nullopt;
  return language_of(kLanguages.at(*index));
}

std::optional<std::uint32_t> whole(const OptionSpec& option, std::string_view value) {
  return parse_whole(value, option.low, option.high);
}

std::optional<int> count(const OptionSpec& option, std::string_view value) {
  const auto number = parse_whole(value, option.low, option.high);
  if (!number) return std::nullopt;
  return static_cast<int>(*number);
}

std::optional<std::string> path(const OptionSpec& /*option*/, std::string_view value) {
  if (value.empty()) return std::nullopt;
  return std::string(value);
}

std::optional<std::vector<std::string>> names(const OptionSpec& /*option*/, std::string_view value) {
  auto names = split_names(value);
  auto* list = std::get_if<std::vector<std::string>>(&names);
  if (list == nullptr) return std::nullopt;
  return std::move(*list);
}

}  // namespace parsers

bool store_action(CommandLine& command_line, const OptionSpec& option, std::string_view value) {
  command_line.action = option.action;
  command_line.board = std::string(value);
  return true;
}

bool store_address(CommandLine& command_line, const OptionSpec& option, std::string_view value) {
  command_line.action = option.action;
  const auto address = parse_address(value);
  if (address) command_line.options.address = *address;
  return address.has_value() && (option.action == Action::host || !value.empty());
}

bool store_code(CommandLine& command_line, const OptionSpec& /*option*/, std::string_view value) {
  auto code = normal_code(value);
  if (code) command_line.options.code = std::move(*code);
  return code.has_value();
}

bool store_history(CommandLine& command_line, const OptionSpec& option, std::string_view value) {
  command_line.action = option.action;
  if (value.empty()) return true;
  return store<&Options::history_count, parsers::count>(command_line, option, value);
}

bool store_help_topic(CommandLine& command_line, const OptionSpec& option, std::string_view value) {
  if (value.empty()) return true;
  command_line.help_topic = token_index(option.words, value);
  return command_line.help_topic.has_value();
}

bool store_nothing(CommandLine& /*command_line*/, const OptionSpec& /*option*/, std::string_view /*value*/) {
  return true;
}

std::vector<Arg> range_help(const OptionSpec& option, const Catalogue& text) { return {number_range(option, text)}; }

std::vector<Arg> words_help(const OptionSpec& option, const Catalogue& text) {
  const std::vector<std::string> words(option.words.begin(), option.words.end());
  return {joined(words, text)};
}

std::vector<Arg> levels_help(const OptionSpec& option, const Catalogue& text) {
  auto args = words_help(option, text);
  args.emplace_back(core::name(core::kDefaultDifficulty));
  return args;
}

std::vector<Arg> names_help(const OptionSpec& /*option*/, const Catalogue& /*text*/) { return {kMaxNameLength}; }

std::vector<Arg> history_file_help(const OptionSpec& /*option*/, const Catalogue& /*text*/) {
  return {storage::default_history_file()};
}

std::vector<Arg> config_file_help(const OptionSpec& /*option*/, const Catalogue& /*text*/) {
  return {storage::default_config_file()};
}

const OptionSpec& spec(OptionId id) {
  const auto* row = std::ranges::find(kOptions, id, &OptionSpec::id);
  assert(row != kOptions.end());
  return *row;
}

std::string long_form(const OptionSpec& option) { return "--" + std::string(option.name); }

std::string number_range(const OptionSpec& option, const Catalogue& text) {
  return text(Msg::number_range, {static_cast<long long>(option.low), static_cast<long long>(option.high)});
}

std::string describe(const UsageError& error, const Catalogue& text) {
  if (error.list.empty()) return text(error.reason, error.args);
  std::vector<Arg> args = error.args;
  args.at(error.list_at) = Arg(joined(error.list, text));
  return text(error.reason, args);
}

std::variant<CommandLine, UsageError> parse_command_line(std::span<const std::string_view> args) {
  CommandLine command_line;
  for (std::size_t i = 0; i < args.size(); ++i) {
    // "--" ends the options, as in GNU tools; the game takes no operands.
    if (args[i] == "--") {
      if (i + 1 < args.size()) return error(Msg::unexpected_argument, {printable(args[i + 1])});
      break;
    }
    if (auto error = parse_argument(args, i, command_line)) return *error;
  }
  // Help and version win over anything else asked, as in GNU tools.
  if (is_given(command_line, OptionId::help)) {
    command_line.action = Action::help;
  } else if (is_given(command_line, OptionId::version)) {
    command_line.action = Action::version;
  }
  if (command_line.action == Action::help || command_line.action == Action::version) return command_line;
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

}  // namespace tictactoe::app
