#pragma once

// Finding English in text that should be in another language: a word of the
// English catalogue's sentences, or two English-looking words in a row.
// Words a player types or options name (hvh, easy, --mode, X, O) are the
// same in every language and do not count.

#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/tables/commands.hpp"
#include "app/tables/options.hpp"
#include "app/text/language.hpp"
#include "app/text/messages.hpp"
#include "app/text/messages_table.hpp"
#include "support/tables.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::test {

namespace core = tictactoe::core;

namespace english_detail {

// The ASCII words of `text` (runs of letters), each with whether an option
// name's "--" or a "-" joins it to what comes before ("--o-difficulty").
struct AsciiWord {
  std::string word;
  std::size_t at;
  bool in_option;
};

inline std::vector<AsciiWord> ascii_words(std::string_view text) {
  std::vector<AsciiWord> words;
  for (std::size_t i = 0; i < text.size();) {
    if (std::isalpha(static_cast<unsigned char>(text[i])) == 0) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])) != 0) ++i;
    const bool in_option = start > 0 && (text[start - 1] == '-' || text[start - 1] == '_');
    words.push_back({std::string(text.substr(start, i - start)), start, in_option});
  }
  return words;
}

// Words that are the same in every language: what players type (modes,
// first movers, levels, colours, commands), language codes, environment
// variables and placeholders in upper case, the game's name.
inline const std::set<std::string>& shared_words() {
  static const std::set<std::string> words = [] {
    // The key and the TERM value players type or read as they are.
    std::set<std::string> found{"tictactoe", "tic", "tac", "toe", "UTF", "Ctrl", "Enter", "Esc", "dumb"};
    // The command and the paths the file help names as they are typed.
    found.insert({"chmod", "go", "dev", "null", "tmp"});
    for (const app::OptionSpec& option : app::kOptions) {
      found.insert(std::string(option.name));
      for (const auto word : option_words(option.id)) found.insert(std::string(word));
    }
    for (const app::CommandSpec& command : app::kCommands) {
      for (const auto word : command.words) found.insert(std::string(word));
    }
    for (const app::LanguageSpec& language : app::kLanguages) found.insert(std::string(language.code));
    // The tokens of --move, which stay English: the prefix of its error
    // lines ("error: "), and its rule words ("5 center").
    found.insert("error");
    for (unsigned rule = 0; rule <= 0xff; ++rule) {
      const std::string_view token = core::name(static_cast<core::Rule>(rule));
      if (token == "?") continue;
      for (const AsciiWord& word : ascii_words(token)) found.insert(word.word);
    }
    return found;
  }();
  return words;
}

inline bool is_shared(const AsciiWord& word) {
  if (word.in_option || shared_words().contains(word.word)) return true;
  // A name in capitals (NO_COLOR, LEVEL, BOARD, X, O) or a single letter.
  return word.word.size() == 1 || word.word.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string::npos;
}

}  // namespace english_detail

/// The English found in `text`: each run of two or more English-looking
/// words in a row ("Play again"), and each word of three or more letters
/// that the English catalogue uses in its sentences ("Goodbye"), unless
/// shared by every language (english_detail::shared_words). Empty when the
/// text has no English.
inline std::vector<std::string> english_in(std::string_view text) {
  using english_detail::AsciiWord;
  static const std::set<std::string> catalogue_words = [] {
    std::set<std::string> found;
    for (const app::CatalogueRow& row : app::kEnglishTable.entries) {
      for (const AsciiWord& word : english_detail::ascii_words(row.pattern)) {
        if (word.word.size() >= 3 && !english_detail::is_shared(word)) found.insert(word.word);
      }
    }
    return found;
  }();
  std::vector<std::string> found;
  const auto words = english_detail::ascii_words(text);
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (english_detail::is_shared(words[i])) continue;
    if (catalogue_words.contains(words[i].word)) found.push_back(words[i].word);
    const bool next_is_english =
        i + 1 < words.size() && !english_detail::is_shared(words[i + 1]) &&
        text.substr(words[i].at + words[i].word.size(), words[i + 1].at - words[i].at - words[i].word.size())
                .find_first_not_of(" ,'") == std::string_view::npos;
    if (next_is_english) found.push_back(words[i].word + " " + words[i + 1].word);
  }
  return found;
}

}  // namespace tictactoe::test
