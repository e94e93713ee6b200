#pragma once

// Drawing the board as text, with or without terminal colour.

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "app/text/input.hpp"
#include "app/text/messages.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

/// How output looks and reads: colour, cell numbering and language.
struct Style {
  bool color = false;       ///< emit ANSI SGR escapes
  Numbering numbering{};    ///< how free cells are labelled
  Catalogue text{};         ///< the messages, in the player's language
  std::size_t columns = 0;  ///< the terminal's width; 0 when unknown (not a terminal)

  /// The width to wrap text at: `most`, or the terminal's width when that
  /// is narrower.
  [[nodiscard]] std::size_t width(std::size_t most) const { return columns > 0 && columns < most ? columns : most; }

  /// The range of cell numbers as prompts and help write it: "1-9"
  /// (Msg::number_range: "1 تا 9" in Persian).
  [[nodiscard]] std::string cell_range() const;

  /// What to type at the move prompt, the sentence after a rejected line:
  /// Msg::type_cell ("Type a cell number {1}, ..."), or in the coords
  /// layout Msg::coords_type_cell; its argument is type_cell_range().
  [[nodiscard]] Msg type_cell() const { return numbering.coords() ? Msg::coords_type_cell : Msg::type_cell; }
  /// The argument of type_cell(): cell_range(), or in coords coord_range().
  [[nodiscard]] std::string type_cell_range() const { return numbering.coords() ? coord_range() : cell_range(); }

  /// The range of a row or a column number, "1-3" (Msg::number_range).
  [[nodiscard]] std::string coord_range() const;

  /// `cell` (0-8) as a sentence names it: Msg::cell_phrase with its number
  /// ("5"; "第 5 格" in Chinese), or under --coords Msg::coords_cell_phrase
  /// with its row and column ("3,1"; "(3, 1)" in Russian, "第 3 行第 1 列").
  [[nodiscard]] std::string cell(core::Cell cell) const;
  /// `cells` (each 0-8, ascending) as alternatives: their numbers joined by
  /// or_list in one Msg::cell_phrase ("第 1、3 或 9 格"), or under --coords
  /// the phrase of each joined by or_list; "" for none.
  [[nodiscard]] std::string cells(std::span<const core::Cell> cells) const;

  /// `mark` ('X' or 'O') in its colour when colour is on, else as is.
  [[nodiscard]] std::string mark(char mark) const;
  /// The same for a Mark.
  [[nodiscard]] std::string mark(core::Mark mark) const { return this->mark(core::symbol(mark)); }
};

/// The widest line of the texts shown during play (the help at the
/// prompts), in columns.
inline constexpr std::size_t kPlayWidth = 72;

/// The ANSI sequence that resets all attributes.
inline constexpr std::string_view kResetAttributes = "\x1b[0m";

/// The board as five text lines, each ending in '\n', indented two spaces:
/// marks as X/O, free cells as their number in `style.numbering` (dimmed
/// with colour). In the coords layout free cells are blank, a line of
/// column numbers comes first and each row starts with its number (the grid
/// two columns further right). The cells of `highlight`, if given, are shown in reverse
/// video with colour; without it the cells keep their spacing and the line
/// is pointed at from outside the grid: "<" after a row, or a sixth line
/// with "^" under a column, "\" or "/" past the end of a diagonal.
std::string render_board(const core::Board& board, const Style& style,
                         std::optional<core::Line> highlight = std::nullopt);

/// The board of a finished game, its winning line highlighted (both lines,
/// when the last move completed two).
std::string render_final_board(const core::Board& board, const Style& style);

/// The cells of a won board's winning line as players number them,
/// "1-5-9", or of both lines when there are two, "1-5-9 and 3-5-7"; empty
/// when nobody has won.
std::string win_cells(const core::Board& board, const Style& style);

/// A wider board for --analyze: marks, and each free cell's number and its
/// value for the side to move if it plays there, e.g. "4 win", "5 draw".
std::string render_analysis(const core::Board& board, const core::Analysis& analysis, const Style& style);

}  // namespace tictactoe::app
