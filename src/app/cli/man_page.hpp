#pragma once

// The man page, made at build time from its template (docs/tictactoe.6.in)
// and the tables, as the bash completion is: the SYNOPSIS from kOptions'
// uses, each option's tag from its row, the word commands' tags from
// kCommands, the levels from core::kLevels, and the lists in the prose from
// the tables too, so that a row added to a table needs no edit of the page.
//
// The template is the page with these marker lines (roff comments) and
// placeholders; anything else is copied as it is:
//   .\" @synopsis          every form of the command line, from kOptions
//   .\" @options           a tagged paragraph (.TP) per row of kOptions, in
//                          its order; up to the next ".\" @end", each
//                          ".\" @option NAME" line starts the paragraph of
//                          the option NAME (without a paragraph, the option
//                          says its English --help sentence)
//   .\" @commands          likewise per row of kCommands, ".\" @command WORD"
//                          naming the command by any of its English words
//                          (without a paragraph, its English help line)
//   .\" @levels            likewise per row of core::kLevels, ".\" @level
//                          TOKEN (without a paragraph, its English summary)
// Other comment lines between a list's marker and its end are left out.
// Placeholders, anywhere: @VERSION@ (the program's version), @LEVELS@ (the
// levels, the default said), @RULE_LEVELS@ and @SOLVER_LEVELS@ (those of
// each Method), @DEFAULT_LEVEL@, @LANGUAGES@ (codes and English names),
// @CONFIG_KEYS@ (the options a preferences file may set), @HISTORY_FILE@
// and @CONFIG_FILE@ (the default paths).

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace tictactoe::app {

/// Why a template does not make a page: the line (from 1) and the reason,
/// e.g. a paragraph for an option the table lacks.
struct ManPageError {
  std::size_t line;
  std::string reason;
};

/// The man page that `page_template` (see above) makes, or the first thing
/// wrong with it: an unknown marker or placeholder, a paragraph for no row
/// or a second one for the same row, a list not ended.
std::variant<std::string, ManPageError> man_page(std::string_view page_template);

}  // namespace tictactoe::app
