#include "app/screen/layout.hpp"

#include <algorithm>

#include "app/text/layout.hpp"

namespace tictactoe::app::screen {

namespace {

constexpr std::size_t kSide = 3;
constexpr std::size_t kTextRows = 5;  // status, score, two notes, the key bar

// Places the buttons from the left of row `row`, onto a second row when
// they do not fit in one. Returns the rows used: 1, 2, or 0 when even two
// are not enough.
std::size_t place_buttons(Layout& layout, std::span<const std::string> labels, std::size_t row) {
  std::size_t column = 0;
  std::size_t used = 1;
  for (std::size_t i = 0; i < layout.buttons.size(); ++i) {
    const std::size_t width = (i < labels.size() ? display_width(labels[i]) : 0) + 2;
    if (column > 0 && column + width > layout.columns) {
      column = 0;
      ++used;
    }
    if (width > layout.columns || used > 2) return 0;
    layout.buttons.at(i) = Rect{column, row + used - 1, width, 1};
    column += width + 1;
  }
  return used;
}

// The board, as large as `height` rows and the width allow, centred.
void place_board(Layout& layout, std::size_t top, std::size_t height) {
  std::size_t cell_height = std::min(kMaxCellHeight, (height - (kSide - 1)) / kSide);
  std::size_t cell_width = 2 * cell_height + 1;
  const std::size_t widest = (layout.columns - (kSide - 1)) / kSide;
  if (cell_width > widest) {
    cell_width = widest;
    cell_height = std::max<std::size_t>(1, (cell_width - 1) / 2);
  }
  layout.cell_width = cell_width;
  layout.cell_height = cell_height;
  const std::size_t board_width = kSide * cell_width + kSide - 1;
  const std::size_t board_height = kSide * cell_height + kSide - 1;
  layout.board = Rect{(layout.columns - board_width) / 2, top + (height - board_height) / 2, board_width, board_height};
}

}  // namespace

Rect Layout::cell(core::Cell cell) const {
  const auto index = static_cast<std::size_t>(cell);
  return Rect{board.column + (index % kSide) * (cell_width + 1), board.row + (index / kSide) * (cell_height + 1),
              cell_width, cell_height};
}

Layout make_layout(std::size_t columns, std::size_t rows, std::span<const std::string> labels) {
  Layout layout;
  layout.columns = columns;
  layout.rows = rows;
  if (columns < kMinimumColumns || rows < kMinimumRows) return layout;
  layout.status_row = 0;
  layout.score_row = 1;
  layout.keys_row = rows - 1;
  // The buttons' rows end just above the key bar.
  Layout trial = layout;
  const std::size_t button_rows = place_buttons(trial, labels, 0);
  if (button_rows == 0) return layout;
  const std::size_t buttons_row = layout.keys_row - button_rows;
  place_buttons(layout, labels, buttons_row);
  layout.notes_row = buttons_row - 2;
  const std::size_t board_top = layout.score_row + 1;
  const std::size_t board_rows = layout.notes_row - board_top;
  if (board_rows < kSide + kSide - 1 || kTextRows + button_rows + board_rows > rows) return layout;
  place_board(layout, board_top, board_rows);
  // The notes take the rows the board leaves, wrapped into them.
  layout.notes_row = layout.board.row + layout.board.height;
  layout.notes_rows = buttons_row - layout.notes_row;
  layout.fits = true;
  return layout;
}

Target hit(const Layout& layout, std::size_t column, std::size_t row) {
  if (!layout.fits) return {};
  for (std::size_t i = 0; i < core::kCellCount; ++i) {
    if (layout.cell(static_cast<core::Cell>(i)).contains(column, row)) return {Target::Kind::cell, i};
  }
  for (std::size_t i = 0; i < layout.buttons.size(); ++i) {
    if (layout.buttons.at(i).contains(column, row)) return {Target::Kind::button, i};
  }
  return {};
}

Rect overlay_box(const Layout& layout, std::size_t width, std::size_t lines) {
  const std::size_t box_width = std::min(layout.columns, width + 4);
  const std::size_t box_height = std::min(layout.rows, lines + 2);
  const std::size_t centre_row = layout.board.row + layout.board.height / 2;
  const std::size_t row = std::min(layout.rows - box_height, centre_row - std::min(centre_row, box_height / 2));
  return Rect{(layout.columns - box_width) / 2, row, box_width, box_height};
}

}  // namespace tictactoe::app::screen
