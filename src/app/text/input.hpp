#pragma once

// What a player types, and how it is read: one line at a time, bounded in
// length, checked against one rule for numbers (the word commands are in
// commands.hpp), and how cells are numbered for players.
//
// The rule for a line: surrounding spaces, tabs and carriage returns are
// ignored; the rest must be a word command, or one whole number (digits,
// optionally signed) in the range asked for. Digits may be ASCII, Persian
// (۰-۹), Arabic-Indic (٠-٩) or fullwidth (０-９).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/text/sanitise.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app {

using core::Cell;
using core::Line;

// ---------------------------------------------------------------------------
// Reading lines

/// Lines longer than this are read to their end but rejected as too long.
/// At a prompt (read_line) it counts characters, in a batch (LineReader)
/// bytes.
inline constexpr std::size_t kMaxLineLength = 256;
/// The most bytes read_line keeps: kMaxLineLength characters of up to four
/// bytes each in UTF-8.
inline constexpr std::size_t kMaxLineBytes = 4 * kMaxLineLength;

/// One line of input.
struct InputLine {
  std::string text;       ///< without the newline; at most kMaxLineLength characters (kMaxLineBytes bytes)
  bool too_long = false;  ///< the line had more characters, which were dropped
};

/// Reads up to and including the next '\n' (or to end of input, for a last
/// line without one). Returns std::nullopt at end of input or on a read error.
/// Memory stays bounded whatever the line's length. Characters are counted
/// as UTF-8 (a byte that is not a continuation byte starts one); carriage
/// returns do not count.
std::optional<InputLine> read_line(std::istream& in);

/// One line as LineReader hands it out: valid until its next call.
struct LineView {
  std::string_view text;  ///< without the newline; at most kMaxLineLength chars
  bool too_long = false;  ///< the line had more characters, which were dropped
};

/// Reads lines as read_line does (the same length bound, the same last line
/// without '\n', the same end), for many lines at a time: it takes whatever
/// the stream has ready in one piece, so a file of boards costs a few large
/// reads, and calls `before_wait` before any read that may have to wait for
/// input (nothing is ready), so a program feeding lines one at a time can be
/// sent every answer before it sends the next line. Memory stays bounded.
class LineReader {
 public:
  LineReader(std::istream& in, std::function<void()> before_wait);

  /// The next line; std::nullopt at end of input or on a read error.
  std::optional<LineView> next();

  /// What has been read but not handed out yet, starting at the start of a
  /// line: lets a caller answer many short lines in place, with consume().
  [[nodiscard]] std::string_view buffered() const { return {buffer_.data() + begin_, end_ - begin_}; }

  /// Skips the first `count` characters of buffered(), which must end a line.
  void consume(std::size_t count);

 private:
  bool fill();                           // reads what is ready (or waits for one character); false at the end
  LineView take(std::string_view line);  // `line` as handed out, cut to the limit
  std::istream& in_;
  std::function<void()> before_wait_;
  std::string buffer_;     // [begin_, end_) not yet handed out
  std::size_t begin_ = 0;  // the start of the next line
  std::size_t end_ = 0;
  bool too_long_ = false;  // the line at begin_ has already lost characters
};

// ---------------------------------------------------------------------------
// Parsing a line

/// Why a line is not an acceptable number.
enum class InputError : std::uint8_t { empty, too_long, not_a_number, out_of_range };

/// `text` without surrounding spaces, tabs and carriage returns.
std::string_view trim(std::string_view text);

/// `text` (UTF-8) with its case folded for matching words in any case: ASCII
/// A-Z and the Cyrillic capitals (U+0400-U+042F) become small letters;
/// every other byte stays as it is (Chinese and Persian have no case).
std::string fold_case(std::string_view text);

/// `text` (UTF-8) as words are compared: case folded (fold_case), and the
/// spellings a native speaker may type made one: Russian ё as е (легкий is
/// лёгкий); Arabic Yeh (U+064A) and Alef Maksura (U+0649) as Farsi Yeh
/// (U+06CC), Arabic Kaf (U+0643) as Keheh (U+06A9); the zero-width
/// non-joiner (U+200C) and the blanks between two characters of the Arabic
/// script left out (جابه‌جا, جابه جا and جابهجا are one word); the Arabic
/// and fullwidth question marks (؟ U+061F, ？ U+FF1F) as '?'. Two words
/// match when their keys are equal; a key that starts another names a
/// prefix of it.
std::string match_key(std::string_view text);

/// `text` with each Persian (U+06F0-U+06F9), Arabic-Indic (U+0660-U+0669)
/// and fullwidth (U+FF10-U+FF19) digit replaced by its ASCII digit, and
/// everything else kept as it is.
std::string ascii_digits(std::string_view text);

/// The whole number `text` holds, checked against [low, high] after trimming:
/// optional '+' or '-', then digits only (leading zeros allowed), each ASCII
/// or one ascii_digits reads as ASCII ("۵", "٥" and "５" are 5). Errors:
/// empty (nothing but blanks), not_a_number (anything else, e.g. "a",
/// "5abc", "5 6", "⁵"), out_of_range (a number outside [low, high], however
/// many digits it has).
std::variant<int, InputError> parse_number(std::string_view text, int low, int high);

/// The echo of typed text: sanitised (text/sanitise.hpp), cut after
/// `limit` characters.
inline std::string printable(std::string_view text, std::size_t limit = 20) { return sanitised(text, limit); }

/// True when sanitised(text, its length) shows `text` unchanged: valid UTF-8 without a
/// character that would be escaped.
bool is_shown_as_typed(std::string_view text);

// ---------------------------------------------------------------------------
// Menu answers

/// One choice of a menu as a typed answer is matched against it: the word
/// it is typed as ("hvc", "easy"), and its label in the player's language
/// ("human vs computer", "лёгкий"), if it has one.
struct MenuWords {
  std::string_view word;
  std::optional<std::string> label;
};

/// The choices `typed` names, by index into `items`, compared by match_key
/// ("Легкий" is "лёгкий"): those whose word or label is `typed`; failing
/// that, those whose word starts with it; failing that, those whose label
/// starts with it, and when one does, also those with a later word of the
/// label starting with it, so that "computer" (which starts "computer vs
/// computer" and ends "human vs computer") names neither alone. One index:
/// the choice; none or several: no answer (the line and the full screen
/// menus both read a typed word with this).
std::vector<std::size_t> menu_matches(std::span<const MenuWords> items, std::string_view typed);

// ---------------------------------------------------------------------------
// Player names

/// The longest name a player may have, in characters.
inline constexpr std::size_t kMaxNameLength = 20;

/// Why a name cannot be used.
enum class NameError : std::uint8_t {
  empty,         ///< nothing but blanks
  too_long,      ///< more than kMaxNameLength characters
  not_as_typed,  ///< a character printable() would not show as typed (a control, an invisible one, '\\', invalid UTF-8)
  digits,        ///< a number as the move prompt reads one (5, +5, ۵): it would read like a cell ("5 (X) to move")
  mark,          ///< a mark (see mark_named) that is not the player's own default name
};

/// The mark `name` reads as: X or O in any case, or a Cyrillic, Greek or
/// fullwidth letter that looks the same (U+0425, U+0445, U+03A7, U+FF38
/// and U+FF58 for X; U+041E, U+043E, U+039F, U+03BF, U+FF2F and U+FF4F
/// for O); std::nullopt for any other name.
std::optional<core::Mark> mark_named(std::string_view name);

/// std::nullopt if `name` (trimmed by the caller) may name a player: 1 to
/// kMaxNameLength characters, each shown as typed (see printable); not only
/// digits; and not a mark (see mark_named) unless it is `own`, the mark that
/// is the player's own default name: between people X for the first player
/// and O for the second; against the computer std::nullopt, so that the
/// person may be called neither. The first problem found is returned, in
/// the order of NameError.
std::optional<NameError> check_name(std::string_view name, std::optional<core::Mark> own);

/// True when two names are the same but for the case of ASCII letters, so
/// that "ann" and "Ann" cannot both play.
bool same_name(std::string_view a, std::string_view b);

// ---------------------------------------------------------------------------
// Cell numbers as players see them

/// How cells are numbered for players: 1-9 from the top left (phone layout,
/// the default), like a numeric keypad, 7 8 9 on the top row, or by row and
/// column (--coords), each 1-3 from the top left.
class Numbering {
 public:
  /// The three ways of naming a cell.
  enum class Layout : std::uint8_t {
    phone,   ///< 1 2 3 on the top row
    keypad,  ///< 7 8 9 on the top row
    coords,  ///< row and column, "2,3" (the cell numbers, for programs, stay the phone layout's)
  };

  /// The default phone layout when `keypad` is false.
  explicit constexpr Numbering(bool keypad = false) : layout_(keypad ? Layout::keypad : Layout::phone) {}
  /// The layout `layout`.
  explicit constexpr Numbering(Layout layout) : layout_(layout) {}

  /// The lowest and highest number a player types: 1 and 9.
  static constexpr int kFirstLabel = 1;
  static constexpr int kLastLabel = core::kCellCount;
  /// The lowest and highest row or column number in the coords layout: 1 and 3.
  static constexpr int kFirstCoord = 1;
  static constexpr int kLastCoord = core::kSide;

  /// The number (1-9) a player sees and types for `cell` (0-8); in the
  /// coords layout the phone layout's (what the batch commands print).
  /// Precondition (asserted): 0 <= cell < 9.
  [[nodiscard]] int label(Cell cell) const;

  /// The cell (0-8) a player's number names (in the coords layout, as in
  /// the phone layout). Precondition (asserted): kFirstLabel <= label <=
  /// kLastLabel.
  [[nodiscard]] Cell cell(int label) const;

  /// The cell (0-8) at `row` and `column`, each 1-3 from the top left.
  /// Precondition (asserted): both in [kFirstCoord, kLastCoord].
  [[nodiscard]] static Cell at(int row, int column);

  /// True for the keypad layout.
  [[nodiscard]] constexpr bool keypad() const { return layout_ == Layout::keypad; }
  /// True for the row-and-column layout.
  [[nodiscard]] constexpr bool coords() const { return layout_ == Layout::coords; }

  /// The cell (0-8) as players name it: its number, "5", or in the coords
  /// layout its row and column as typed, "2,2". Precondition (asserted):
  /// 0 <= cell < 9.
  [[nodiscard]] std::string name(Cell cell) const;

  /// The line's cells as players name them, ascending, e.g. "1-5-9" (the
  /// same diagonal is "3-5-7" on the keypad, "1,1-2,2-3,3" in coords).
  [[nodiscard]] std::string line(const Line& cells) const;

  /// The names players see for `cells` (each 0-8), ascending, as text:
  /// {"1", "3", "7", "9"} for the corners in either numbered layout,
  /// {"1,1", "1,3", "3,1", "3,3"} in coords.
  [[nodiscard]] std::vector<std::string> labels(std::span<const Cell> cells) const;

 private:
  Layout layout_;
};

// ---------------------------------------------------------------------------
// Row and column input (--coords)

/// What a move line holds in the coords layout: a row, and the column when
/// it was typed on the same line.
struct Coords {
  int row = 0;                ///< 1-3
  std::optional<int> column;  ///< 1-3; std::nullopt when the row came alone
  friend bool operator==(const Coords&, const Coords&) = default;
};

/// Reads a coords move line: "ROW COL" ("2 3"), "ROW,COL" ("2,3", blanks
/// around the comma allowed; the comma may be ',', the Arabic '،' U+060C,
/// the fullwidth '，' U+FF0C or the ideographic '、' U+3001), or a row alone
/// ("2"); each number as parse_number reads it (any digits it takes),
/// within 1-3. Surrounding blanks are ignored. Errors: empty, not_a_number
/// (anything else: "2 3 1", "2,", "a"), out_of_range (a number outside 1-3).
/// Linear in the line's length.
std::variant<Coords, InputError> parse_coords(std::string_view text);

}  // namespace tictactoe::app
