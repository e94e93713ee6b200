#pragma once

// What a player types, and how it is read: one line at a time, bounded in
// length, checked against one rule for numbers and a few word commands.
//
// The rule for a line: surrounding spaces, tabs and carriage returns are
// ignored; the rest must be one of the commands below, or one whole number
// (ASCII digits, optionally signed) in the range asked for.

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "tictactoe/board.hpp"

namespace tictactoe {

// ---------------------------------------------------------------------------
// Reading lines

/// Lines longer than this are read to their end but rejected as too long.
inline constexpr std::size_t kMaxLineLength = 256;

/// One line of input.
struct InputLine {
  std::string text;       ///< without the newline; at most kMaxLineLength chars
  bool too_long = false;  ///< the line had more characters, which were dropped
};

/// Reads up to and including the next '\n' (or to end of input, for a last
/// line without one). Returns std::nullopt at end of input or on a read error.
/// Memory stays bounded whatever the line's length.
std::optional<InputLine> read_line(std::istream& in);

// ---------------------------------------------------------------------------
// Parsing a line

/// A word command a player may type instead of a number (case-insensitive).
enum class Command { quit, help, hint, undo };

/// Why a line is not an acceptable number.
enum class InputError { empty, too_long, not_a_number, out_of_range };

/// `text` without surrounding spaces, tabs and carriage returns.
std::string_view trim(std::string_view text);

/// The command a trimmed line names: "q"/"quit", "h"/"help"/"?", "hint",
/// "u"/"undo", any case; std::nullopt for anything else.
std::optional<Command> parse_command(std::string_view trimmed);

/// The whole number `text` holds, checked against [low, high] after trimming:
/// optional '+' or '-', then ASCII digits only (leading zeros allowed).
/// Errors: empty (nothing but blanks), not_a_number (anything else, e.g.
/// "a", "5abc", "5 6", "５"), out_of_range (a number outside [low, high],
/// however many digits it has).
std::variant<int, InputError> parse_number(std::string_view text, int low, int high);

/// `text` made safe to echo on one terminal line: printable ASCII kept, every
/// other byte shown as '?', cut to `limit` characters with "..." after.
std::string printable(std::string_view text, std::size_t limit = 20);

// ---------------------------------------------------------------------------
// Cell numbers as players see them

/// How cells are numbered for players: 1-9 from the top left (phone layout,
/// the default) or like a numeric keypad, 7 8 9 on the top row.
class Numbering {
 public:
  /// The default phone layout when `keypad` is false.
  explicit constexpr Numbering(bool keypad = false) : keypad_(keypad) {}

  /// The number (1-9) a player sees and types for `cell` (0-8).
  [[nodiscard]] constexpr int label(Cell cell) const {
    return keypad_ ? (2 - cell / 3) * 3 + cell % 3 + 1 : cell + 1;
  }

  /// The cell (0-8) a player's number 1-9 names. Precondition: 1 <= label <= 9.
  [[nodiscard]] constexpr Cell cell(int label) const {
    return keypad_ ? (2 - (label - 1) / 3) * 3 + (label - 1) % 3 : label - 1;
  }

  /// True for the keypad layout.
  [[nodiscard]] constexpr bool keypad() const { return keypad_; }

  /// The line's cells as players number them, ascending, e.g. "1-5-9"
  /// (the same diagonal is "3-5-7" on the keypad).
  [[nodiscard]] std::string line(const Line& cells) const;

 private:
  bool keypad_;
};

}  // namespace tictactoe
