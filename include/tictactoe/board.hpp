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
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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
/// first error found, checked in BoardError's order.
std::variant<Board, BoardError> parse_board(std::string_view text);

/// The nine-character string of `board` ('X', 'O', '.'), the inverse of
/// parse_board for any valid board.
std::string to_string(const Board& board);

}  // namespace tictactoe::core
