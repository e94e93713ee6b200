#pragma once

// Where the full-screen face puts things for a terminal's size: the board
// (its cells sized to the terminal), the rows of text above and below it,
// the buttons and the key bar; and what a mouse click at a position hits.
// Pure arithmetic over sizes, tested without a terminal.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "tictactoe/board.hpp"

namespace tictactoe::app::screen {

/// A rectangle of cells, 0-based.
struct Rect {
  std::size_t column = 0;
  std::size_t row = 0;
  std::size_t width = 0;
  std::size_t height = 0;
  [[nodiscard]] bool contains(std::size_t c, std::size_t r) const {
    return c >= column && c < column + width && r >= row && r < row + height;
  }
  bool operator==(const Rect&) const = default;
};

/// The on-screen buttons, in the order they are shown.
enum class Button : std::uint8_t { new_game, undo, hint, review, quit };
inline constexpr std::array<Button, 5> kButtons{Button::new_game, Button::undo, Button::hint, Button::review,
                                                Button::quit};

/// The smallest terminal the face draws a game in; below it, a screen
/// that asks for a larger one.
inline constexpr std::size_t kMinimumColumns = 40;
inline constexpr std::size_t kMinimumRows = 12;
/// The largest cell (in rows; a cell is about twice as wide as high).
inline constexpr std::size_t kMaxCellHeight = 7;

/// Where everything goes on a screen of a given size.
struct Layout {
  std::size_t columns = 0;
  std::size_t rows = 0;
  bool fits = false;  ///< false: too small for the game (only the "make it larger" screen)
  Rect board;         ///< the whole board, separators included
  std::size_t cell_width = 0;
  std::size_t cell_height = 0;
  std::size_t status_row = 0;  ///< whose turn, or the result
  std::size_t score_row = 0;
  std::size_t notes_row = 0;   ///< the first row of the notes: the last move and why, and what was just said
  std::size_t notes_rows = 0;  ///< the notes' rows (at least 2), from under the board down to the buttons;
                               ///< the notes are wrapped into them from the bottom up
  std::array<Rect, kButtons.size()> buttons{};
  std::size_t keys_row = 0;  ///< the key bar, the last row

  /// Cell `cell`'s rectangle (0-8, row by row from the top left), inside
  /// the separators.
  [[nodiscard]] Rect cell(core::Cell cell) const;
};

/// The layout for a `columns` by `rows` screen whose buttons read
/// `labels` (in kButtons order; each is drawn as "[label]"). The buttons
/// take one row, or two when they do not fit in one; the board takes what
/// is left between the text rows, its cells at most kMaxCellHeight high
/// and 2h+1 wide (for h rows), at least 1 by 3. Below kMinimumColumns by
/// kMinimumRows, or when the buttons cannot fit, `fits` is false.
Layout make_layout(std::size_t columns, std::size_t rows, std::span<const std::string> labels);

/// What a click at (`column`, `row`) hits.
struct Target {
  enum class Kind : std::uint8_t { none, cell, button };
  Kind kind = Kind::none;
  std::size_t index = 0;  ///< the cell (0-8) or the button (its kButtons index)
  bool operator==(const Target&) const = default;
};

/// The cell or button at (`column`, `row`) of `layout` (a separator, a
/// text row or anything outside hits nothing; nothing when it does not fit).
Target hit(const Layout& layout, std::size_t column, std::size_t row);

/// The box an overlay of `lines` rows, each at most `width` columns wide,
/// takes, centred over the board and clipped to the screen, with a border
/// and a blank column inside each side.
Rect overlay_box(const Layout& layout, std::size_t width, std::size_t lines);

}  // namespace tictactoe::app::screen
