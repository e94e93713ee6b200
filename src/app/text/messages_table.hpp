#pragma once

// Inside the catalogue: each language's table, defined in its own
// messages_<language>.cpp. Only messages.cpp and the language files include
// this.

#include <cstddef>
#include <span>

#include "app/text/messages.hpp"

namespace tictactoe::app {

/// One language: its rows (one per Msg, in the order its file writes them),
/// the same patterns indexed by Msg, and its plural rule (the index of the
/// plural form to use for a number).
struct LanguageTable {
  std::span<const CatalogueRow> entries;
  std::span<const std::string_view, kMsgCount> patterns;
  std::size_t (*plural_form)(long long n);
  std::size_t plural_forms;                        ///< how many forms a {N:...} placeholder lists
  Direction direction = Direction::left_to_right;  ///< how the language is written
  /// Whether numbers are written in the language's own digits (Persian ۰-۹):
  /// the ASCII digits of a formatted message outside directional isolates
  /// become them (see Catalogue::operator()).
  bool native_digits = false;
};

extern const LanguageTable kEnglishTable;
extern const LanguageTable kRussianTable;
extern const LanguageTable kChineseTable;
extern const LanguageTable kPersianTable;

}  // namespace tictactoe::app
