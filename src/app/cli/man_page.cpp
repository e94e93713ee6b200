#include "app/cli/man_page.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "app/store/paths.hpp"
#include "app/tables/commands.hpp"
#include "app/tables/help.hpp"
#include "app/tables/options.hpp"
#include "app/text/language.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

namespace {

// ---- Roff

// `text` as roff text: a backslash as \e, a dash as \- (options, ranges),
// and a line that would start with a request's '.' or '\'' kept as text.
std::string roff(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
  }
  if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
  return out;
}

std::string bold(std::string_view text) { return "\\fB" + roff(text) + "\\fR"; }
std::string italic(std::string_view text) { return "\\fI" + roff(text) + "\\fR"; }

// "a", "a or b", "a, b or c" (with `last` "or" or "and").
std::string listed(const std::vector<std::string>& items, std::string_view last) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " " + std::string(last) + " " : ", ";
    out += items[i];
  }
  return out;
}

// A sentence of the catalogue as a paragraph: its first letter a capital,
// a full stop at its end.
std::string as_paragraph(std::string sentence) {
  if (!sentence.empty()) sentence.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(sentence[0])));
  if (!sentence.empty() && sentence.back() != '.') sentence += '.';
  return roff(sentence) + "\n";
}

// ---- Values and tags

// A placeholder in italics, its punctuation upright: "NAME[,NAME]" is
// \fIname\fR[,\fIname\fR].
std::string placeholder(std::string_view metavar) {
  std::string out;
  std::string word;
  const auto flush = [&] {
    if (!word.empty()) out += italic(word);
    word.clear();
  };
  for (const char c : metavar) {
    if (std::isalpha(static_cast<unsigned char>(c)) != 0) {
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else {
      flush();
      out += roff(std::string_view(&c, 1));
    }
  }
  flush();
  return out;
}

// What follows an option, as --help writes it, in roff: "" for a flag,
// \fIhvh\fR|\fIhvc\fR for words, [\fIn\fR] for a value that may be left
// out, \fIboard\fR|\- for a board or a record.
std::string value_of(const OptionSpec& option) {
  if (option.kind == ValueKind::flag) return "";
  if (option.value_optional) return "[" + placeholder(option.metavar) + "]";
  const bool reads_input = option.kind == ValueKind::board || option.kind == ValueKind::record;
  if (!option.metavar.empty()) return placeholder(option.metavar) + (reads_input ? "|\\-" : "");
  std::vector<std::string> words;
  for (const auto word : option.words) words.push_back(italic(word));
  std::string out;
  for (const auto& word : words) out += (out.empty() ? "" : "|") + word;
  return out;
}

// The names of an option in roff request arguments: "\-h ", " \-\-help".
std::string names_of(const OptionSpec& option) {
  std::string long_name = roff(long_form(option));
  if (option.short_name == '\0') return long_name;
  return roff(std::string{'-', option.short_name}) + " \", \" " + long_name;
}

// The tag line of an option's paragraph: .BR \-\-mode " \fIhvh\fR|...".
std::string option_tag(const OptionSpec& option) {
  const std::string value = value_of(option);
  if (value.empty()) return (option.short_name == '\0' ? ".B " : ".BR ") + names_of(option) + "\n";
  return ".BR " + names_of(option) + " \" " + value + "\"\n";
}

// The tag line of a command's paragraph: .BR h ", " help ", " ?
std::string command_tag(const CommandSpec& command) {
  std::vector<std::string> words;
  for (const auto word : command.words) {
    if (!word.empty()) words.push_back(roff(word));
  }
  std::string out = words.size() == 1 ? ".B " : ".BR ";
  for (std::size_t i = 0; i < words.size(); ++i) out += (i == 0 ? "" : " \", \" ") + words[i];
  return out + "\n";
}

// ---- The SYNOPSIS

// Options that print something and exit: --help, --version.
bool stands_alone(const OptionSpec& option) {
  return option.action == Action::help || option.action == Action::version;
}

// The flag that cannot be given with `option` (--coords and --keypad), if
// both are flags: the synopsis shows them as one choice, [--keypad | --coords].
const OptionSpec* choice_with(const OptionSpec& option) {
  for (const OptionSpec& other : kOptions) {
    const bool paired = other.not_with == option.id || option.not_with == other.id;
    if (paired && other.kind == ValueKind::flag && option.kind == ValueKind::flag) return &other;
  }
  return nullptr;
}

// "[--alternate]", "[--mode hvh|hvc|cvc]", "[--keypad | --coords]": an
// option of a synopsis form, with the flag it is a choice with (if that
// applies too).
std::string synopsis_item(const OptionSpec& option, const OptionSpec* choice) {
  if (option.kind != ValueKind::flag) return ".RB [ " + roff(long_form(option)) + "\n" + value_of(option) + "]\n";
  if (choice == nullptr) return ".RB [ " + roff(long_form(option)) + " ]\n";
  return ".RB [ " + roff(long_form(option)) + " \" | \" " + roff(long_form(*choice)) + " ]\n";
}

// One form: "tictactoe", the command (if any) and its value, then every
// option that applies to `use`.
std::string synopsis_form(const OptionSpec* command, std::uint8_t use) {
  std::string out = ".B tictactoe\n";
  if (command != nullptr) {
    out += ".B " + roff(long_form(*command)) + "\n";
    if (const std::string value = value_of(*command); !value.empty()) out += value + "\n";
  }
  std::vector<OptionId> shown;
  for (const OptionSpec& option : kOptions) {
    if ((option.uses & use) == 0 || names_command(option) || stands_alone(option)) continue;
    if (std::ranges::find(shown, option.id) != shown.end()) continue;
    const OptionSpec* choice = choice_with(option);
    if (choice != nullptr && (choice->uses & use) == 0) choice = nullptr;
    out += synopsis_item(option, choice);
    if (choice != nullptr) shown.push_back(choice->id);
  }
  return out;
}

// The forms of the command line, separated by .br: the game, each command
// with the options it takes, then --help and --version.
std::string synopsis() {
  std::string out = synopsis_form(nullptr, use_play);
  for (const OptionSpec& option : kOptions) {
    if (names_command(option)) out += ".br\n" + synopsis_form(&option, option.uses);
  }
  out += ".br\n.B tictactoe\n";
  std::string alone;
  for (const OptionSpec& option : kOptions) {
    if (!stands_alone(option)) continue;
    alone += (alone.empty() ? "" : "|\n") + (".B " + roff(long_form(option)) + "\n");
    if (const std::string value = value_of(option); !value.empty()) alone += value + "\n";
  }
  return out + alone;
}

// ---- Placeholders

std::vector<std::string> level_names(std::optional<core::Method> method, bool say_default) {
  std::vector<std::string> names;
  for (const core::Level& level : core::kLevels) {
    if (method && level.method != *method) continue;
    names.push_back(italic(level.token));
    if (say_default && level.difficulty == core::kDefaultDifficulty) names.back() += " (the default)";
  }
  return names;
}

std::string languages() {
  std::vector<std::string> names;
  names.reserve(kLanguages.size());
  for (const LanguageSpec& language : kLanguages) {
    names.push_back(bold(language.code) + " (" + roff(language.name) + ")");
  }
  return listed(names, "or");
}

std::string config_keys() {
  std::vector<std::string> keys;
  for (const OptionSpec& option : kOptions) {
    if (option.in_config) keys.push_back(bold(config_key(option)));
  }
  return listed(keys, "and");
}

// The version alone, "1.1.0", from the version line.
std::string version() {
  const std::string line = version_text();
  const auto space = line.find(' ');
  return line.substr(space + 1, line.size() - space - 2);
}

// What each placeholder stands for.
const std::map<std::string, std::function<std::string()>, std::less<>>& placeholders() {
  static const std::map<std::string, std::function<std::string()>, std::less<>> kValues{
      {"VERSION", version},
      {"LEVELS", [] { return listed(level_names(std::nullopt, true), "or"); }},
      {"RULE_LEVELS", [] { return listed(level_names(core::Method::rules, false), "and"); }},
      {"SOLVER_LEVELS", [] { return listed(level_names(core::Method::solver, false), "and"); }},
      {"DEFAULT_LEVEL", [] { return italic(core::name(core::kDefaultDifficulty)); }},
      {"LANGUAGES", languages},
      {"CONFIG_KEYS", config_keys},
      {"HISTORY_FILE", [] { return roff(storage::default_history_file()); }},
      {"CONFIG_FILE", [] { return roff(storage::default_config_file()); }},
  };
  return kValues;
}

// ---- Reading the template

// A list of the template (@options, @commands, @levels): the paragraphs it
// holds by the name of their row, and how each row is tagged and said
// without a paragraph.
struct List {
  std::string_view paragraph_marker;  // "option", "command", "level"
  std::vector<std::string> names;     // each row's name; a command's words, '|'-separated
  std::vector<std::string> tags;
  std::vector<std::string> fallbacks;
};

List options_list() {
  List list{"option", {}, {}, {}};
  const Catalogue english;
  for (const OptionSpec& option : kOptions) {
    list.names.emplace_back(option.name);
    list.tags.push_back(option_tag(option));
    const auto args = option.help_args != nullptr ? option.help_args(option, english) : std::vector<Arg>{};
    list.fallbacks.push_back(as_paragraph(english(option.help, args)));
  }
  return list;
}

List commands_list() {
  List list{"command", {}, {}, {}};
  const Catalogue english;
  for (const CommandSpec& command : kCommands) {
    std::string words;
    for (const auto word : command.words) {
      if (!word.empty()) words += (words.empty() ? "" : "|") + std::string(word);
    }
    list.names.push_back(words);
    list.tags.push_back(command_tag(command));
    list.fallbacks.push_back(as_paragraph(english(command.help)));
  }
  return list;
}

List levels_list() {
  List list{"level", {}, {}, {}};
  const Catalogue english;
  for (const core::Level& level : core::kLevels) {
    list.names.emplace_back(level.token);
    list.tags.push_back(".B " + roff(level.token) + "\n");
    list.fallbacks.push_back(as_paragraph(english(summary_for(level.difficulty))));
  }
  return list;
}

// The row of `list` that `name` names (a command by any of its words).
std::optional<std::size_t> row_named(const List& list, std::string_view name) {
  for (std::size_t i = 0; i < list.names.size(); ++i) {
    std::string_view names = list.names[i];
    while (true) {
      const auto bar = names.find('|');
      if (names.substr(0, bar) == name) return i;
      if (bar == std::string_view::npos) break;
      names.remove_prefix(bar + 1);
    }
  }
  return std::nullopt;
}

constexpr std::string_view kMarker = ".\\\" @";
constexpr std::string_view kComment = ".\\\"";
constexpr std::string_view kGenerated =
    ".\\\" Made at build time from docs/tictactoe.6.in and the tables by tictactoe_man:\n"
    ".\\\" edit the template or the tables, not this file.\n";

// Reads the template line by line into the page.
class Reader {
 public:
  explicit Reader(std::string_view page_template) : rest_(page_template) {}

  std::variant<std::string, ManPageError> read() {
    page_ = std::string(kGenerated);
    while (next() && line()) {
    }
    if (error_) return *error_;
    return std::move(page_);
  }

 private:
  bool next() {
    if (rest_.empty()) return false;
    const auto newline = rest_.find('\n');
    line_ = rest_.substr(0, newline);
    rest_ = newline == std::string_view::npos ? std::string_view() : rest_.substr(newline + 1);
    ++number_;
    return true;
  }

  // Keeps the first error; false, to stop.
  bool fail(std::string reason) {
    if (!error_) error_ = ManPageError{number_, std::move(reason)};
    return false;
  }

  // The line just read, a marker, a comment (left out) or text; false to
  // stop (an error).
  bool line() {
    if (!line_.starts_with(kComment)) return put(line_, page_);
    if (!line_.starts_with(kMarker)) return true;
    const std::string_view marker = line_.substr(kMarker.size());
    if (marker == "synopsis") {
      page_ += synopsis();
      return true;
    }
    if (marker == "options") return list(options_list());
    if (marker == "commands") return list(commands_list());
    if (marker == "levels") return list(levels_list());
    return fail("unknown marker '@" + std::string(marker) + "'");
  }

  // Adds `line` to `out`, its placeholders (@NAME@, NAME in capitals and
  // '_') filled in; false for an unknown one. Any other '@' is text ("@k").
  bool put(std::string_view line, std::string& out) {
    std::size_t from = 0;
    for (auto at = line.find('@'); at != std::string_view::npos; at = line.find('@', from)) {
      const auto end = line.find('@', at + 1);
      if (end == std::string_view::npos) break;
      const std::string_view name = line.substr(at + 1, end - at - 1);
      if (name.empty() || !std::ranges::all_of(name, [](char c) { return c == '_' || (c >= 'A' && c <= 'Z'); })) {
        from = at + 1;
        continue;
      }
      const auto value = placeholders().find(name);
      if (value == placeholders().end()) return fail("unknown placeholder '@" + std::string(name) + "@'");
      out += std::string(line.substr(0, at)) + value->second();
      line.remove_prefix(end + 1);
      from = 0;
    }
    out += std::string(line) + "\n";
    return true;
  }

  // Reads a list's paragraphs up to its end marker, then writes each row.
  bool list(const List& rows) {
    std::vector<std::optional<std::string>> paragraphs(rows.names.size());
    std::optional<std::size_t> row;
    const std::string paragraph_marker = std::string(kMarker) + std::string(rows.paragraph_marker) + " ";
    while (true) {
      if (!next()) return fail("the list has no '@end'");
      if (line_ == std::string(kMarker) + "end") break;
      if (line_.starts_with(paragraph_marker)) {
        const std::string_view name = line_.substr(paragraph_marker.size());
        row = row_named(rows, name);
        if (!row) return fail("no " + std::string(rows.paragraph_marker) + " '" + std::string(name) + "' in the table");
        if (paragraphs[*row]) return fail("a second paragraph for '" + std::string(name) + "'");
        paragraphs[*row] = std::string();
      } else if (line_.starts_with(kMarker)) {
        return fail("unknown marker in a list: '" + std::string(line_) + "'");
      } else if (!line_.starts_with(kComment)) {
        if (!row) return fail("text before the list's first paragraph marker");
        if (!put(line_, *paragraphs[*row])) return false;
      }
    }
    for (std::size_t i = 0; i < rows.names.size(); ++i) {
      page_ += ".TP\n" + rows.tags[i] + paragraphs[i].value_or(rows.fallbacks[i]);
    }
    return true;
  }

  std::string_view rest_;
  std::string_view line_;
  std::size_t number_ = 0;
  std::string page_;
  std::optional<ManPageError> error_;
};

}  // namespace

std::variant<std::string, ManPageError> man_page(std::string_view page_template) {
  return Reader(page_template).read();
}

}  // namespace tictactoe::app
