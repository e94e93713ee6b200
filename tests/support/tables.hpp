#pragma once

// What the tables hold, in the shapes the tests expect to read it in
// English: the levels (core::kLevels), the languages (kLanguages) and the
// words an option takes (kOptions). A test that needs "every level" or
// "the level menu" reads it here, so that a row added to a table breaks
// only the tests about that row.

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "app/tables/options.hpp"
#include "app/text/language.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::test {

/// `items` joined with ", ", as --help and the usage errors list them in
/// English ("en, ru, zh_CN, fa").
template <typename Items>
std::string comma_list(const Items& items) {
  std::string list;
  for (const auto& item : items) list += (list.empty() ? "" : ", ") + std::string(item);
  return list;
}

/// The words a ValueKind::word option takes (its row's `words`), e.g.
/// {"hvh", "hvc", "cvc"}; empty for other kinds.
inline std::vector<std::string_view> option_words(app::OptionId id) {
  const auto words = app::spec(id).words;
  return {words.begin(), words.end()};
}

/// The codes of kLanguages, in its order, comma-separated: "en, ru, zh_CN, fa".
inline std::string language_codes() {
  std::vector<std::string_view> codes;
  for (const app::LanguageSpec& language : app::kLanguages) codes.push_back(language.code);
  return comma_list(codes);
}

/// Every level, weakest first (kLevels' order).
inline std::vector<core::Difficulty> all_levels() {
  std::vector<core::Difficulty> levels;
  for (const core::Level& row : core::kLevels) levels.push_back(row.difficulty);
  return levels;
}

/// The levels that play an order of rules (Method::rules), weakest first.
inline std::vector<core::Difficulty> rule_levels() {
  std::vector<core::Difficulty> levels;
  for (const core::Level& row : core::kLevels) {
    if (row.method == core::Method::rules) levels.push_back(row.difficulty);
  }
  return levels;
}

/// The levels' tokens, weakest first: {"easy", "medium", "hard", "perfect"}.
inline std::vector<std::string> level_tokens() {
  std::vector<std::string> tokens;
  for (const core::Level& row : core::kLevels) tokens.emplace_back(row.token);
  return tokens;
}

/// The levels' tokens, comma-separated: "easy, medium, hard, perfect".
inline std::string level_list() { return comma_list(level_tokens()); }

/// The level menu's choice that an empty line takes: the default level's
/// place in kLevels, from 1.
inline std::size_t default_level_choice() {
  const auto* row = std::ranges::find(core::kLevels, core::kDefaultDifficulty, &core::Level::difficulty);
  return static_cast<std::size_t>(row - core::kLevels.begin()) + 1;
}

/// The level menu's rows, as the line game prints them: "  1) easy\n  2) medium\n...".
inline std::string level_menu_rows() {
  std::string rows;
  for (std::size_t i = 0; i < core::kLevels.size(); ++i) {
    rows += "  " + std::to_string(i + 1) + ") " + std::string(core::kLevels[i].token) + "\n";
  }
  return rows;
}

/// The level menu's range, "1-4".
inline std::string level_range() { return "1-" + std::to_string(core::kLevels.size()); }

/// The level menu's question, "Choose 1-4 [2]: ".
inline std::string level_menu_prompt() {
  return "Choose " + level_range() + " [" + std::to_string(default_level_choice()) + "]: ";
}

/// What follows a rejected answer at a level menu: " Type a number 1-4 or a
/// word (easy, medium, hard, perfect); h for help, q to quit."
inline std::string level_menu_retry() {
  return " Type a number " + level_range() + " or a word (" + level_list() + "); h for help, q to quit.";
}

/// The first number past the level menu's choices, "5".
inline std::string past_last_level() { return std::to_string(core::kLevels.size() + 1); }

}  // namespace tictactoe::test
