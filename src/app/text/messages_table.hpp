#pragma once

// Inside the catalogue: what each language's table holds, defined in its
// own messages_<code>.cpp and named by its row of kLanguages (language.hpp).
// Only messages.cpp, the language files and the catalogue tests include
// this.

#include <cstddef>
#include <span>

#include "app/text/language.hpp"  // declares each table, beside its row of kLanguages
#include "app/text/messages.hpp"

namespace tictactoe::app {

/// One language: its rows (one per Msg, in the order its file writes them),
/// the same patterns indexed by Msg, and its plural rule (the index of the
/// plural form to use for a number).
struct LanguageTable {
  std::span<const CatalogueRow> entries;
  std::span<const std::string_view, kMsgCount> patterns;
  std::size_t (*plural_form)(long long n);
  std::size_t plural_forms;  ///< how many forms a {N:...} placeholder lists
  /// Whether numbers are written in the language's own digits (Persian ۰-۹):
  /// the ASCII digits of a formatted message outside directional isolates
  /// become them (see Catalogue::operator()).
  bool native_digits = false;
  /// Whether a pattern's blank between two wide characters is left out
  /// (Chinese: format_tight), so that a blank the pattern writes beside a
  /// placeholder stays before a Latin name and goes before a Chinese one.
  bool tight_wide_blanks = false;
};

}  // namespace tictactoe::app
