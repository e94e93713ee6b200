#pragma once

// Drawing the board as text, with or without terminal colour.

#include <optional>
#include <string>
#include <string_view>

#include "input.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe {

/// How output looks: plain text, or with ANSI colour escapes.
struct Style {
  bool color = false;      ///< emit ANSI SGR escapes
  Numbering numbering{};   ///< how free cells are labelled

  /// `mark` ('X' or 'O') in its colour when colour is on, else as is.
  [[nodiscard]] std::string mark(char mark) const;
};

/// The ANSI sequence that resets all attributes.
inline constexpr std::string_view kResetAttributes = "\x1b[0m";

/// The board as five text lines, each ending in '\n', indented two spaces:
/// marks as X/O, free cells as their number in `style.numbering` (dimmed
/// with colour). The cells of `highlight`, if given, are shown in reverse
/// video with colour, between brackets without it, e.g. "[X]".
std::string render_board(const Board& board, const Style& style, std::optional<Line> highlight = std::nullopt);

/// A wider board for --analyze: marks, and each free cell's number and its
/// value for the side to move if it plays there, e.g. "4 win", "5 draw".
std::string render_analysis(const Board& board, const Analysis& analysis, const Style& style);

}  // namespace tictactoe
