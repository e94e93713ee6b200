#include "app/cli/preferences.hpp"

#include <algorithm>
#include <array>
#include <ostream>
#include <sstream>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/store/config.hpp"
#include "app/text/input.hpp"

namespace tictactoe::app {

namespace {

struct Flag {
  std::string_view word;
  bool value;
};

constexpr std::array<Flag, 8> kFlagWords{{{"yes", true},
                                          {"no", false},
                                          {"true", true},
                                          {"false", false},
                                          {"on", true},
                                          {"off", false},
                                          {"1", true},
                                          {"0", false}}};

// A preference as the argument it stands for ("--mode=hvh", "--keypad"),
// nothing for a flag set to no; or the warning that says why it cannot be.
struct Argument {
  std::optional<std::string> text;
  std::optional<std::string> warning;
};

Argument flag_argument(const OptionSpec& option, const storage::Setting& setting, const std::string& path,
                       const Catalogue& text) {
  const auto* row = std::ranges::find(kFlagWords, fold_case(setting.value), &Flag::word);
  if (row == kFlagWords.end()) {
    const std::string reason =
        text(Msg::invalid_value, {printable(setting.value), long_form(option), "yes, no, true, false, on, off, 1, 0"});
    return {std::nullopt, text(Msg::config_bad_value, {path, setting.line, reason})};
  }
  // "remarks = no" sets --no-remarks (a flag whose key is not its name).
  if (row->value == !option.config_key.empty()) return {};
  return {long_form(option), std::nullopt};
}

// What `setting` asks for, checked alone (its value, not yet what else is
// asked).
Argument argument_of(const storage::Setting& setting, const std::string& path, const Catalogue& text) {
  const auto* option = std::ranges::find(kOptions, setting.key, config_key);
  if (option == kOptions.end()) {
    return {std::nullopt, text(Msg::config_unknown_key, {path, setting.line, printable(setting.key)})};
  }
  if (!option->in_config) {
    return {std::nullopt, text(Msg::config_not_settable, {path, setting.line, printable(setting.key)})};
  }
  if (option->kind == ValueKind::flag) return flag_argument(*option, setting, path, text);
  const std::string argument = long_form(*option) + "=" + setting.value;
  const std::array<std::string_view, 1> alone{argument};
  const auto parsed = parse_command_line(alone);
  if (const auto* error = std::get_if<UsageError>(&parsed)) {
    return {std::nullopt, text(Msg::config_bad_value, {path, setting.line, describe(*error, text)})};
  }
  return {argument, std::nullopt};
}

// The command line parsed from `before` (the preferences taken so far),
// `argument` and then `args`, if that is one that runs.
std::optional<CommandLine> parsed_with(const std::vector<std::string>& before, const std::string& argument,
                                       std::span<const std::string_view> args) {
  std::vector<std::string_view> all(before.begin(), before.end());
  all.emplace_back(argument);
  all.insert(all.end(), args.begin(), args.end());
  auto parsed = parse_command_line(all);
  if (auto* command_line = std::get_if<CommandLine>(&parsed)) return std::move(*command_line);
  return std::nullopt;
}

// "--names=Ann,Bob" as "--names=Ann": against the computer, the first
// name is the person's.
std::optional<std::string> first_name_only(const std::string& argument) {
  const std::string prefix = long_form(spec(OptionId::names)) + "=";
  if (!argument.starts_with(prefix) || argument.find(',') == std::string::npos) return std::nullopt;
  return argument.substr(0, argument.find(','));
}

using Warnings = std::vector<std::pair<std::size_t, std::string>>;

// The last setting of each key the table knows, in file order; each
// earlier one is a warning naming both lines (the earlier is not used).
std::vector<const storage::Setting*> last_settings(const storage::ConfigLines& lines, const std::string& path,
                                                   const Catalogue& catalogue, Warnings& warnings) {
  std::unordered_map<std::string_view, std::size_t> last;  // key -> index into lines.settings
  std::vector<bool> used(lines.settings.size(), true);
  for (std::size_t i = 0; i < lines.settings.size(); ++i) {
    const storage::Setting& setting = lines.settings[i];
    if (std::ranges::find(kOptions, setting.key, config_key) == kOptions.end()) continue;
    const auto [earlier, first] = last.try_emplace(setting.key, i);
    if (first) continue;
    const storage::Setting& before = lines.settings[earlier->second];
    warnings.emplace_back(setting.line,
                          catalogue(Msg::config_repeated, {path, setting.line, printable(setting.key), before.line}));
    used[earlier->second] = false;
    earlier->second = i;
  }
  std::vector<const storage::Setting*> kept;
  for (std::size_t i = 0; i < lines.settings.size(); ++i) {
    if (used[i]) kept.push_back(&lines.settings[i]);
  }
  return kept;
}

// The warnings in line order: the first kMaxWarnings, then how many more.
void say_warnings(Warnings& warnings, std::ostream& err, const Catalogue& catalogue) {
  static constexpr std::size_t kMaxWarnings = 20;
  std::ranges::stable_sort(warnings, {}, &std::pair<std::size_t, std::string>::first);
  for (std::size_t i = 0; i < warnings.size() && i < kMaxWarnings; ++i) err << warnings[i].second << '\n';
  if (warnings.size() > kMaxWarnings) {
    err << catalogue(Msg::warnings_more, {static_cast<long long>(warnings.size() - kMaxWarnings)}) << '\n';
  }
}

// with_preferences, its warnings in `catalogue`'s language. Each key is
// applied once (its last line), so the work is linear in the file.
CommandLine apply_preferences(const CommandLine& command_line, std::span<const std::string_view> args,
                              std::string_view text, const std::string& path, std::ostream& err,
                              const Catalogue& catalogue) {
  const storage::ConfigLines lines = storage::parse_config(text);
  Warnings warnings;
  for (const std::size_t line : lines.malformed) {
    warnings.emplace_back(line, catalogue(Msg::config_malformed, {path, line}));
  }
  const std::vector<const storage::Setting*> settings = last_settings(lines, path, catalogue, warnings);
  std::vector<std::string> taken;
  CommandLine result = command_line;
  // In the table's order (the mode before the names), so that a preference
  // is checked against the ones it depends on.
  for (const OptionSpec& option : kOptions) {
    const auto found =
        std::ranges::find(settings, config_key(option),
                          [](const storage::Setting* setting) -> const std::string& { return setting->key; });
    if (found == settings.end()) continue;
    const Argument argument = argument_of(**found, path, catalogue);
    if (argument.warning) warnings.emplace_back((*found)->line, *argument.warning);
    if (!argument.text || std::ranges::find(command_line.given, option.id) != command_line.given.end()) continue;
    auto parsed = parsed_with(taken, *argument.text, args);
    std::string used = *argument.text;
    if (!parsed && first_name_only(used)) parsed = parsed_with(taken, used = *first_name_only(used), args);
    if (!parsed) continue;
    taken.push_back(used);
    result = std::move(*parsed);
  }
  for (const storage::Setting* setting : settings) {
    if (std::ranges::find(kOptions, setting->key, config_key) == kOptions.end()) {
      warnings.emplace_back(setting->line, argument_of(*setting, path, catalogue).warning.value_or(""));
    }
  }
  say_warnings(warnings, err, catalogue);
  if (lines.truncated) err << catalogue(Msg::config_truncated, {path, storage::kMaxConfigBytes}) << '\n';
  return result;
}

}  // namespace

CommandLine with_preferences(const CommandLine& command_line, std::span<const std::string_view> args,
                             std::string_view text, const std::string& path, std::ostream& err,
                             const Catalogue& catalogue) {
  // The language first (the command line's, else the file's "lang = ..."),
  // then the warnings in it (not in the environment's).
  std::ostringstream unsaid;
  CommandLine result = apply_preferences(command_line, args, text, path, unsaid, catalogue);
  const auto language = result.options.language;
  if (!language || *language == catalogue.language()) {
    err << unsaid.str();
    return result;
  }
  return apply_preferences(command_line, args, text, path, err, Catalogue(*language));
}

}  // namespace tictactoe::app
