#pragma once

// Laying out text for a terminal: display width (not bytes: a CJK character
// takes two columns, a combining mark none), padding, word wrapping, and the
// directional marks that keep a right-to-left language's lines in order in
// a terminal that applies the Unicode bidi algorithm to each line (GNOME
// Terminal and the other VTE ones, Konsole, mlterm). Other terminals (xterm,
// tmux) show the marks as nothing: they take no column.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/base/utf8.hpp"  // the text is UTF-8, read and written with decode_utf8 and encode_utf8

namespace tictactoe::app {

/// The direction a language is written in.
enum class Direction : std::uint8_t { left_to_right, right_to_left };

/// The left-to-right mark (U+200E), a zero-width strong left-to-right
/// character.
inline constexpr std::string_view kLeftToRightMark = "\u200e";
/// The right-to-left mark (U+200F), a zero-width strong right-to-left
/// character.
inline constexpr std::string_view kRightToLeftMark = "\u200f";
/// The right-to-left isolate (U+2067) and the pop directional isolate
/// (U+2069): text between them is laid out right to left as one block.
inline constexpr std::string_view kRightToLeftIsolate = "\u2067";
inline constexpr std::string_view kPopDirectionalIsolate = "\u2069";

/// What keeps a line laid out left to right in a `direction` language: LRM
/// in a right-to-left one, nothing in a left-to-right one. At the start of
/// a line laid out left to right (a table's row, the --analyze grid) it
/// makes the terminal lay the line out left to right; after a word of the
/// language inside such a line (a grid cell's value, a table's left
/// column) it keeps what follows on the word's right.
std::string_view left_to_right_mark(Direction direction);

/// The columns `text` (UTF-8) takes in a terminal: 2 for East Asian wide
/// and fullwidth characters, 0 for combining marks and joiners, 1 for
/// anything else (an invalid byte counts 1). Escape sequences are not
/// recognised: call it on text without colour.
std::size_t display_width(std::string_view text);

/// True for a character display_width counts two columns: East Asian wide
/// and fullwidth (Chinese characters, fullwidth punctuation such as ，（）).
[[nodiscard]] bool is_wide(char32_t code);

/// `text` padded with blanks to `width` columns (unchanged if wider).
std::string pad_to(std::string_view text, std::size_t width);

/// `lines` (each ending in '\n'), a block laid out left to right such as
/// a synopsis with aligned continuation lines, with left_to_right_mark
/// before each line: unchanged in a left-to-right `direction`.
std::string left_to_right_lines(std::string_view lines, Direction direction);

/// `text` wrapped to lines of at most `width` columns (a word wider than
/// that stands alone on its line), each line starting with `indent` blanks
/// and ending in '\n'. Breaks at blanks, and between two wide characters
/// (Chinese has no blanks between words). Existing newlines are kept. In a
/// right-to-left `direction` each line starts with RLM (before the indent),
/// so that a line the wrap starts with a Latin word or a number is laid out
/// right to left like the rest of its paragraph. Each line's isolates are
/// balanced on their own, as wrap_rows() does: an isolate (a name, a Latin
/// value) broken at one of its blanks is closed at the line's end and
/// opened again after the next line's indent; a stray PDI is dropped.
std::string wrap(std::string_view text, std::size_t width, std::size_t indent = 0,
                 Direction direction = Direction::left_to_right);

/// A two-column row: `left` padded to `left_width` columns after a
/// two-blank indent, then `right` wrapped to `width` with its continuation
/// lines aligned under its start; `right` starts on the next line when
/// `left` does not fit. When `width` leaves `right` fewer than 16 columns,
/// `right` goes under `left`, indented 6 (2 + 4); a `left` wider than
/// `width` is wrapped at its blanks. In a right-to-left `direction` the table stays left
/// to right (the left column on the left, continuation lines under the
/// right column's start): each line starts with LRM, `left` is followed by
/// LRM, and each line of `right` is isolated (RLI ... PDI), so it reads as
/// the language's sentence with its Latin words and numbers in place.
std::string two_columns(std::string_view left, std::string_view right, std::size_t left_width, std::size_t width,
                        Direction direction = Direction::left_to_right);

/// The isolate initiators LRI, RLI, FSI (U+2066-U+2068): text after one is
/// laid out as a block of its own until the matching PDI (U+2069).
[[nodiscard]] bool is_isolate_initiator(char32_t code);

/// `text` with its directional isolates balanced: a PDI that closes no
/// isolate is dropped, and one PDI is added at the end for each isolate
/// still open. Text without isolates is unchanged.
std::string balanced_isolates(std::string_view text);

/// `text` cut to at most `width` columns (display width), at a character,
/// ending in "…" when something was cut (and `width` > 0), its isolates
/// balanced (see balanced_isolates): an isolate open at the cut is closed
/// there, so nothing after the text is drawn inside it.
std::string cut_to_width(std::string_view text, std::size_t width);

/// `text` wrapped into rows of at most `width` columns (`width` >= 1),
/// without newlines: broken at blanks and between wide characters as
/// wrap() does (existing newlines kept), a word wider than `width` broken
/// between its characters. Each row's isolates are balanced on their own:
/// an isolate open at a row's end is closed there and opened again at the
/// start of the next row, so a terminal applying the bidi algorithm to
/// each line never sees an unpaired LRI or PDI.
std::vector<std::string> wrap_rows(std::string_view text, std::size_t width);

}  // namespace tictactoe::app
