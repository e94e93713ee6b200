#pragma once

// The board and the rules of tic-tac-toe: marks, cells, the eight winning
// lines, and what a position's outcome is. Pure values, no I/O.
//
// Cells are indexed 0-8, row-major from the top left:
//
//     0 | 1 | 2
//     3 | 4 | 5
//     6 | 7 | 8
//
// Players type 1-9 (cell + 1, or the keypad layout); converting is the
// front end's job (tictactoe::app::Numbering).

#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tictactoe::core {

// ---------------------------------------------------------------------------
// The board's shape and glyphs: every size and character is derived from here.

/// A cell index, 0-8 (row-major from the top left). Not the 1-9 a player types.
using Cell = int;

/// Cells in a row, a column and a line: 3.
inline constexpr int kSide = 3;

/// Number of cells on the board: 9.
inline constexpr int kCellCount = kSide * kSide;

/// The character an empty cell holds on a Board.
inline constexpr char kEmpty = ' ';

/// The character an empty cell is written as in a board string ("X.O......").
inline constexpr char kEmptyGlyph = '.';

/// A player's mark. The enumerator's value is the glyph it puts on a Board.
enum class Mark : char { x = 'X', o = 'O' };

/// Both marks, X (who moves first) then O.
inline constexpr std::array<Mark, 2> kMarks{Mark::x, Mark::o};

/// The character `mark` puts on a board: 'X' or 'O'.
constexpr char symbol(Mark mark) { return static_cast<char>(mark); }

/// The other player's mark.
constexpr Mark opponent(Mark mark) { return mark == Mark::x ? Mark::o : Mark::x; }

/// 0 for X, 1 for O: the index of `mark` in kMarks and in per-mark arrays.
constexpr std::size_t seat_index(Mark mark) { return mark == Mark::x ? 0 : 1; }

/// A position: each cell holds 'X', 'O' or kEmpty, indexed by Cell.
using Board = std::array<char, kCellCount>;

/// The empty board, the start of every game.
inline constexpr Board kEmptyBoard{kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty, kEmpty};

/// The content of `cell` (0-8) on `board`. Precondition: 0 <= cell < kCellCount.
char at(const Board& board, Cell cell);

/// A set of cells, bit c standing for cell c: how the rules and the tables
/// built once (per position, see position_index) hold cells. Cheap to copy,
/// compare and combine; read ascending.
class CellSet {
 public:
  constexpr CellSet() = default;
  /// The set holding exactly the cells whose bits are set in `bits`
  /// (bit c for cell c). Precondition (asserted): no bit above cell 8.
  static constexpr CellSet from_bits(unsigned bits) {
    assert(bits < (1U << kCellCount));
    return CellSet(static_cast<int>(bits));
  }
  /// The set of the given cells. Precondition (asserted): each is 0-8.
  template <typename Cells>
  static constexpr CellSet of(const Cells& cells) {
    CellSet set;
    for (const Cell cell : cells) set.insert(cell);
    return set;
  }

  /// Bit c set for each cell c in the set.
  [[nodiscard]] constexpr std::uint16_t bits() const { return bits_; }
  [[nodiscard]] constexpr bool empty() const { return bits_ == 0; }
  /// How many cells the set holds. (Bit arithmetic rather than
  /// std::popcount, which without -mpopcnt is a library call.)
  [[nodiscard]] constexpr int size() const {
    unsigned n = bits_ - ((bits_ >> 1U) & 0x5555U);
    n = (n & 0x3333U) + ((n >> 2U) & 0x3333U);
    n = (n + (n >> 4U)) & 0x0F0FU;
    return static_cast<int>((n + (n >> 8U)) & 0x1FU);
  }
  /// Whether the set holds two cells or more: size() >= 2, without counting.
  [[nodiscard]] constexpr bool several() const { return (bits_ & (bits_ - 1U)) != 0; }
  /// Whether `cell` (0-8) is in the set.
  [[nodiscard]] constexpr bool contains(Cell cell) const { return ((bits_ >> static_cast<unsigned>(cell)) & 1U) != 0; }
  /// Adds `cell`. Precondition (asserted): 0 <= cell < kCellCount.
  constexpr void insert(Cell cell) {
    assert(cell >= 0 && cell < kCellCount);
    bits_ = static_cast<std::uint16_t>(bits_ | (1U << static_cast<unsigned>(cell)));
  }
  /// The `n`-th cell in ascending order, counting from 0.
  /// Precondition (asserted): 0 <= n < size().
  [[nodiscard]] constexpr Cell nth(int n) const {
    assert(n >= 0 && n < size());
    unsigned rest = bits_;
    for (; n > 0; --n) rest &= rest - 1;  // drop the lowest cell n times
    return std::countr_zero(rest);
  }
  /// The cells, ascending.
  [[nodiscard]] std::vector<Cell> cells() const;

  /// Reads the cells ascending: `for (const Cell cell : set)`.
  class Iterator {
   public:
    constexpr explicit Iterator(unsigned rest) : rest_(rest) {}
    constexpr Cell operator*() const { return std::countr_zero(rest_); }
    constexpr Iterator& operator++() {
      rest_ &= rest_ - 1;  // drop the lowest cell
      return *this;
    }
    friend constexpr bool operator==(Iterator, Iterator) = default;

   private:
    unsigned rest_;
  };
  [[nodiscard]] constexpr Iterator begin() const { return Iterator(bits_); }
  [[nodiscard]] constexpr Iterator end() const { return Iterator(0); }

  friend constexpr CellSet operator|(CellSet a, CellSet b) { return CellSet(a.bits_ | b.bits_); }
  friend constexpr CellSet operator&(CellSet a, CellSet b) { return CellSet(a.bits_ & b.bits_); }
  /// The cells of `a` that are not in `b`.
  friend constexpr CellSet operator-(CellSet a, CellSet b) { return CellSet(a.bits_ & ~b.bits_); }
  friend bool operator==(const CellSet&, const CellSet&) = default;

 private:
  constexpr explicit CellSet(int bits) : bits_(static_cast<std::uint16_t>(bits)) {}
  std::uint16_t bits_ = 0;
};

/// Three cells in a row, column or diagonal, ascending.
using Line = std::array<Cell, kSide>;

/// The eight winning lines: three rows, three columns, two diagonals.
/// Every rule in the library that looks at lines iterates this table.
// clang-format off
inline constexpr std::array<Line, 8> kLines{{
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8},  // rows
    {0, 3, 6}, {1, 4, 7}, {2, 5, 8},  // columns
    {0, 4, 8}, {2, 4, 6},             // diagonals
}};
// clang-format on

namespace detail {
// For each of the 512 sets of cells: whether it holds a whole line, and the
// cell that would complete each line it holds two cells of.
inline constexpr auto kLineFacts = [] {
  struct Facts {
    std::array<bool, 1U << kCellCount> holds_line{};
    std::array<CellSet, 1U << kCellCount> completing{};
  } facts;
  for (unsigned bits = 0; bits < facts.holds_line.size(); ++bits) {
    const auto cells = CellSet::from_bits(bits);
    for (const Line& line : kLines) {
      const auto of_line = CellSet::of(line);
      facts.holds_line[bits] = facts.holds_line[bits] || (cells & of_line) == of_line;
      if ((cells & of_line).size() == 2) facts.completing[bits] = facts.completing[bits] | (of_line - cells);
    }
  }
  return facts;
}();
}  // namespace detail

/// Whether `cells` include all three cells of one of kLines. A look-up.
constexpr bool holds_line(CellSet cells) { return detail::kLineFacts.holds_line[cells.bits()]; }

/// The cells that would give `cells` a whole line: for each line of kLines
/// that `cells` hold exactly two cells of, the third (taken or free), each
/// cell once. A look-up.
constexpr CellSet completing_cells(CellSet cells) { return detail::kLineFacts.completing[cells.bits()]; }

// ---------------------------------------------------------------------------
// Reading a position

/// A completed line: who holds it and which cells it is.
struct Win {
  Mark mark;
  Line line;

  friend bool operator==(const Win&, const Win&) = default;
};

/// The first line of kLines (in table order) held entirely by one mark, or
/// std::nullopt if there is none. Empty cells never make a line.
std::optional<Win> find_win(const Board& board);

/// Every line of kLines held entirely by `mark`, in table order: none when
/// `mark` has not won, and two when a winning move completed two lines at
/// once (X's fifth mark, say, on 5 with 1 9 3 7 held).
std::vector<Line> winning_lines(const Board& board, Mark mark);

/// How many cells hold `mark`.
int count(const Board& board, Mark mark);

/// True when no cell is empty.
bool is_full(const Board& board);

/// Where a game stands.
enum class Outcome : std::uint8_t { in_progress, x_wins, o_wins, tie };

/// The outcome of `board`. A win is checked before a full board, so a line
/// completed on the ninth move is a win, not a tie.
Outcome outcome(const Board& board);

/// The mark that moves next, from the counts: X moves first, so X is to move
/// when both have as many marks, O otherwise. Precondition: `board` is valid
/// (see validate); on an invalid board the answer is still X or O but
/// meaningless.
Mark side_to_move(const Board& board);

/// The cells the side to move may play, ascending: every empty cell while the
/// game is in progress, none once it is won or full.
std::vector<Cell> legal_moves(const Board& board);

/// `board` with the side to move's mark in `cell`.
/// Precondition (asserted): `cell` is one of legal_moves(board).
Board play(Board board, Cell cell);

// ---------------------------------------------------------------------------
// Board strings: nine characters, 'X', 'O' and kEmptyGlyph, row-major.

/// Why a board string or a Board is not a position reachable in a game.
/// The front end's message catalogue says each in words.
enum class BoardError : std::uint8_t {
  wrong_length,       ///< not exactly nine characters
  bad_character,      ///< a character other than X, O, '.' (any case)
  impossible_counts,  ///< O has more marks than X, or X two or more ahead
  both_won,           ///< X and O each hold a line
  play_after_win,     ///< a side moved after the game was won
};

/// std::nullopt if `board` can arise in a game played from the empty board
/// (X first, alternating, stopping at the first line), else why it cannot.
/// Cells must hold 'X', 'O' or kEmpty; anything else is bad_character.
std::optional<BoardError> validate(const Board& board);

/// Parses a nine-character board string: 'X'/'x', 'O'/'o', '.' for empty,
/// row-major from the top left (e.g. "X.O......"). Returns the Board, or the
/// first error found, checked in BoardError's order, except that a byte
/// outside ASCII is bad_character whatever the length (a string of nine
/// fullwidth 'Ｘ's or of eight characters with an 'é' is not mis-measured
/// in bytes).
std::variant<Board, BoardError> parse_board(std::string_view text);

/// The nine-character string of `board` ('X', 'O', '.'), the inverse of
/// parse_board for any valid board.
std::string to_string(const Board& board);

// ---------------------------------------------------------------------------
// Position indices: one slot per board in the tables built once

/// How many boards nine cells of three states make: 3^9 = 19,683. A table
/// with a slot per position_index has this many slots, of which 5,478 are
/// positions that can arise in a game.
inline constexpr std::size_t kBoardCount = 19683;

/// 3^(8 - cell): what a mark in `cell` adds to position_index for each unit
/// of its digit (X 1, O 2), so a move updates an index with one addition.
inline constexpr std::array<std::size_t, kCellCount> kPlaceValue = [] {
  std::array<std::size_t, kCellCount> place{};
  std::size_t power = 1;
  for (auto value = place.rbegin(); value != place.rend(); ++value, power *= 3) *value = power;
  return place;
}();

/// The board read as a base-3 number, cell 0 the most significant digit
/// (empty 0, X 1, O 2): 0 for the empty board, up to kBoardCount - 1.
/// Precondition (asserted): every cell holds 'X', 'O' or kEmpty.
std::size_t position_index(const Board& board);

/// The board whose position_index is `index`, its inverse.
/// Precondition (asserted): index < kBoardCount.
Board board_at(std::size_t index);

/// Calls `visit` once with each of the 5,478 positions that arise in games
/// from the empty board and its position_index, the empty board first, then
/// depth first. For building tables over every position.
void for_each_position(const std::function<void(const Board& board, std::size_t index)>& visit);

namespace detail {
// A board string's character as a base-3 digit (empty 0, X 1, O 2), or
// kNotAGlyph: the characters parse_board accepts.
inline constexpr std::uint8_t kNotAGlyph = 4;  // a bit no digit has
inline constexpr std::array<std::uint8_t, 256> kDigitOfGlyph = [] {
  std::array<std::uint8_t, 256> digits{};
  digits.fill(kNotAGlyph);
  digits[static_cast<unsigned char>(kEmptyGlyph)] = 0;
  digits['X'] = digits['x'] = 1;
  digits['O'] = digits['o'] = 2;
  return digits;
}();

// Each cell's digit times its place value, summed (no chain from cell to
// cell); `seen` gets every digit ORed in, to check once at the end.
template <std::size_t... Cells>
constexpr std::size_t index_of_glyphs(const char* text, unsigned& seen, std::index_sequence<Cells...> /*cells*/) {
  const std::array<std::uint8_t, sizeof...(Cells)> digits{kDigitOfGlyph[static_cast<unsigned char>(text[Cells])]...};
  seen = (digits[Cells] | ...);
  return ((digits[Cells] * kPlaceValue[Cells]) + ...);
}
}  // namespace detail

/// The position_index of a board string, read as parse_board reads it
/// (X, O and '.', any case) but without validate's checks, so that a batch
/// can look each line up in a table: std::nullopt for a wrong length or a
/// bad character. Whether the position can arise in a game is the table's
/// to say (Solution::reachable). Inline: it runs for every line of a batch.
constexpr std::optional<std::size_t> board_string_index(std::string_view text) {
  if (text.size() != static_cast<std::size_t>(kCellCount)) return std::nullopt;
  unsigned seen = 0;
  const std::size_t index = detail::index_of_glyphs(text.data(), seen, std::make_index_sequence<kCellCount>());
  if ((seen & detail::kNotAGlyph) != 0) return std::nullopt;
  return index;
}

}  // namespace tictactoe::core
