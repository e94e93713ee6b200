#pragma once

// Laying out text for a terminal: display width (not bytes: a CJK character
// takes two columns, a combining mark none), padding and word wrapping.

#include <cstddef>
#include <string>
#include <string_view>

namespace tictactoe::app {

/// The columns `text` (UTF-8) takes in a terminal: 2 for East Asian wide
/// and fullwidth characters, 0 for combining marks and joiners, 1 for
/// anything else (an invalid byte counts 1). Escape sequences are not
/// recognised: call it on text without colour.
std::size_t display_width(std::string_view text);

/// `text` padded with blanks to `width` columns (unchanged if wider).
std::string pad_to(std::string_view text, std::size_t width);

/// `text` wrapped to lines of at most `width` columns (a word wider than
/// that stands alone on its line), each line starting with `indent` blanks
/// and ending in '\n'. Breaks at blanks, and between two wide characters
/// (Chinese has no blanks between words). Existing newlines are kept.
std::string wrap(std::string_view text, std::size_t width, std::size_t indent = 0);

/// A two-column row: `left` padded to `left_width` columns after a
/// two-blank indent, then `right` wrapped to `width` with its continuation
/// lines aligned under its start; `right` starts on the next line when
/// `left` does not fit.
std::string two_columns(std::string_view left, std::string_view right, std::size_t left_width, std::size_t width);

}  // namespace tictactoe::app
