#include "app/screen/view.hpp"

#include <algorithm>

namespace tictactoe::app::screen {

namespace {

using core::Cell;

bool has(const std::vector<Cell>& cells, Cell cell) { return std::ranges::find(cells, cell) != cells.end(); }

// A row of the board's separators: '-' with '+' where the columns cross,
// or a row of cells: '|' between them.
void draw_separators(Grid& grid, const Layout& layout) {
  const Rect& board = layout.board;
  for (std::size_t r = 0; r < board.height; ++r) {
    const bool rule = (r + 1) % (layout.cell_height + 1) == 0;
    for (std::size_t c = 0; c < board.width; ++c) {
      const bool bar = (c + 1) % (layout.cell_width + 1) == 0;
      if (rule || bar) grid.write(board.column + c, board.row + r, rule && bar ? "+" : rule ? "-" : "|");
    }
  }
}

// A large X: two diagonals of '\' and '/' meeting at an X in the middle.
void big_x(Grid& grid, const Rect& cell, Look look) {
  const std::size_t margin = cell.width / 5;
  const std::size_t span = cell.width - 1 - 2 * margin;
  for (std::size_t r = 0; r < cell.height; ++r) {
    const std::size_t left = margin + r * span / (cell.height - 1);
    const std::size_t right = cell.width - 1 - left;
    grid.write(cell.column + left, cell.row + r, left == right ? "X" : "\\", look);
    if (left != right) grid.write(cell.column + right, cell.row + r, "/", look);
  }
}

// A large O: a ring, rounded at its corners.
void big_o(Grid& grid, const Rect& cell, Look look) {
  const std::size_t margin = cell.width / 5;
  const std::size_t inner = cell.width - 2 * margin - 2;
  const std::size_t last = cell.height - 1;
  for (std::size_t r = 0; r < cell.height; ++r) {
    const std::size_t row = cell.row + r;
    if (r == 0 || r == last) {
      grid.write(cell.column + margin, row, (r == 0 ? "/" : "\\") + std::string(inner, '-') + (r == 0 ? "\\" : "/"),
                 look);
    } else {
      grid.write(cell.column + margin, row, "|", look);
      grid.write(cell.column + cell.width - 1 - margin, row, "|", look);
    }
  }
}

// One cell: its mark (large when the cell has room) or its number, the
// winning line reversed, hinted numbers underlined, the cursor's middle row
// reversed.
void draw_cell(Grid& grid, const View& view, const Layout& layout, const ViewText& text, Cell cell) {
  const Rect rect = layout.cell(cell);
  const char mark = core::at(view.board, cell);
  const bool won = has(view.winning, cell);
  Look look = mark == core::kEmpty ? Look{.dim = true} : look_of(mark);
  if (mark == core::kEmpty && has(view.hinted, cell))
    look = Look{.colour = Colour::green, .bold = true, .underline = true};
  look.reverse = won;
  grid.fill(rect.column, rect.row, rect.width, rect.height, Look{.reverse = won});
  const std::size_t middle = rect.row + rect.height / 2;
  constexpr std::size_t kBigEnough = 3;
  if (mark != core::kEmpty && rect.height >= kBigEnough) {
    (mark == 'X' ? big_x : big_o)(grid, rect, look);
  } else {
    const std::string label = mark == core::kEmpty ? std::to_string(text.numbering.label(cell)) : std::string(1, mark);
    grid.write(rect.column + rect.width / 2, middle, label, look);
  }
  if (view.cursor == cell) {
    for (std::size_t c = rect.column; c < rect.column + rect.width; ++c) {
      Look under = grid.at(c, middle).look;
      under.reverse = !won;
      grid.paint(c, middle, 1, under);
    }
  }
}

std::string row_start(const ViewText& text) {
  return text.direction == Direction::right_to_left ? std::string(kRightToLeftMark) : std::string();
}

// A row of text, cut to the screen's width (isolates closed at the cut):
// in a right-to-left language it starts with RLM, so a terminal that
// applies the bidi algorithm lays it out right to left.
void text_row(Grid& grid, std::size_t row, const std::string& text, const ViewText& view_text, Look look = {}) {
  grid.write(0, row, row_start(view_text) + cut_to_width(text, grid.columns()), look);
}

// The key bar as a sentence (a menu's, a name's) cut to `width` after its
// last whole entry that fits (the entries are apart by two blanks), or cut
// with "…" when not even one does.
std::string sentence_bar(const std::string& keys, std::size_t width) {
  if (display_width(keys) <= width) return keys;
  for (std::size_t end = keys.rfind("  "); end != std::string::npos && end > 0; end = keys.rfind("  ", end - 1)) {
    const std::string_view entries = std::string_view(keys).substr(0, end);
    if (display_width(entries) + 1 <= width) return balanced_isolates(entries) + "\u2026";
  }
  return cut_to_width(keys, width);
}

// `rows` (each at most `width` wide, isolates balanced) kept to `most`:
// when there are more, the last one kept ends in "…".
void keep_rows(std::vector<std::string>& rows, std::size_t width, std::size_t most) {
  if (rows.size() <= most) return;
  rows.resize(most);
  if (most == 0) return;
  std::string& last = rows.back();
  last = cut_to_width(last + "\u2026", width);  // at exactly `width`, its last character gives way to "…"
}

// `text` in one row of `width`, cut after a word with "…" when longer.
std::string one_row(const std::string& text, std::size_t width) {
  const auto rows = fit_rows(text, width, 1);
  return rows.empty() ? std::string() : rows.front();
}

// How `note` is drawn: in a mark's look when it is one of the computer's
// remarks, else plain.
Look note_look(const View& view, const std::string& note) {
  const auto remark = std::ranges::find(view.remarks, note, &std::pair<std::string, char>::first);
  return remark == view.remarks.end() || note.empty() ? Look{} : look_of(remark->second);
}

// The two notes wrapped into the notes' rows, one after the other, the
// second (a row even when empty) just above the buttons. When they need
// more rows than there are, what was just said (the second) keeps all it
// needs but one row for the first.
void draw_notes(Grid& grid, const Layout& layout, const View& view, const ViewText& text) {
  const std::size_t width = layout.columns;
  const std::size_t first_gets = view.notes[0].empty() ? 0 : 1;
  const auto second = fit_rows(view.notes[1], width, layout.notes_rows - first_gets);
  const std::size_t second_takes = std::max<std::size_t>(1, second.size());  // a row even when empty
  const auto first = fit_rows(view.notes[0], width, layout.notes_rows - second_takes);
  std::size_t row = layout.notes_row + layout.notes_rows - first.size() - second_takes;  // down to the buttons
  for (std::size_t note = 0; note < view.notes.size(); ++note) {
    const Look look = note_look(view, view.notes.at(note));
    for (const std::string& line : note == 0 ? first : second) grid.write(0, row++, row_start(text) + line, look);
  }
}

// The buttons, each "[label]"; in a right-to-left language the row is kept
// left to right (LRM first) and each label isolated (RLI ... PDI), so the
// buttons stay where a click finds them.
void draw_buttons(Grid& grid, const Layout& layout, const ViewText& text) {
  const bool rtl = text.direction == Direction::right_to_left;
  for (std::size_t i = 0; i < layout.buttons.size(); ++i) {
    const Rect& at = layout.buttons.at(i);
    const std::string label =
        rtl ? std::string(kRightToLeftIsolate) + text.buttons.at(i) + std::string(kPopDirectionalIsolate)
            : text.buttons.at(i);
    std::string shown = rtl && at.column == 0 ? std::string(kLeftToRightMark) : std::string();
    shown += "[";
    shown += label;
    shown += "]";
    grid.write(at.column, at.row, shown, Look{.bold = true});
  }
}

// A box with a border of '-' and '|' and '+' corners, blank inside.
void draw_box(Grid& grid, const Rect& box) {
  grid.fill(box.column, box.row, box.width, box.height);
  for (std::size_t r = box.row; r < box.row + box.height; ++r) {
    const bool edge = r == box.row || r + 1 == box.row + box.height;
    grid.write(box.column, r, edge ? "+" : "|");
    if (edge) grid.write(box.column + 1, r, std::string(box.width - 2, '-'));
    grid.write(box.column + box.width - 1, r, edge ? "+" : "|");
  }
}

// The lines of an overlay in its box, `bold` ones bold, each cut to the
// box (isolates closed at the cut).
void draw_lines(Grid& grid, const Rect& box, const std::vector<std::string>& lines, const ViewText& text,
                std::size_t bold = 1) {
  draw_box(grid, box);
  const std::size_t inside = box.width - std::min<std::size_t>(box.width, 4);
  for (std::size_t i = 0; i < lines.size() && i + 2 < box.height; ++i) {
    grid.write(box.column + 2, box.row + 1 + i, row_start(text) + cut_to_width(lines[i], inside),
               Look{.bold = i < bold});
  }
}

std::size_t widest(const std::vector<std::string>& lines) {
  std::size_t width = 0;
  for (const std::string& line : lines) width = std::max(width, display_width(line));
  return width;
}

// The menu's lines: the title, a blank, the items.
std::vector<std::string> menu_lines(const MenuView& menu) {
  std::vector<std::string> lines{menu.title, ""};
  lines.insert(lines.end(), menu.items.begin(), menu.items.end());
  return lines;
}

void draw_menu(Grid& grid, const Layout& layout, const MenuView& menu, const ViewText& text) {
  const auto lines = menu_lines(menu);
  const Rect box = overlay_box(layout, widest(lines), lines.size());
  draw_lines(grid, box, lines, text);
  const std::size_t row = box.row + 3 + menu.selected;
  if (row + 1 < box.row + box.height) grid.paint(box.column + 1, row, box.width - 2, Look{.reverse = true});
}

// The help (or any overlay) in a box: each line wrapped to what the
// screen leaves inside the box, the title's rows bold; a box taller than
// the screen shows what fits, its last row ending in "…".
void draw_overlay(Grid& grid, const Layout& layout, const std::vector<std::string>& overlay, const ViewText& text) {
  const std::size_t inside = std::min(widest(overlay), layout.columns - 4);  // a layout that fits is 40 wide or more
  std::vector<std::string> rows;
  std::size_t title_rows = 0;
  for (const std::string& line : overlay) {
    const auto wrapped = wrap_rows(line, inside);
    rows.insert(rows.end(), wrapped.begin(), wrapped.end());
    if (title_rows == 0) title_rows = rows.size();
  }
  keep_rows(rows, inside, layout.rows - 2);
  draw_lines(grid, overlay_box(layout, widest(rows), rows.size()), rows, text, title_rows);
}

// The screen too small for the game: the sentence wrapped, in the middle,
// its last row ending in "…" when the screen cannot hold it all.
Grid too_small(const Layout& layout, const ViewText& text) {
  Grid grid(layout.columns, layout.rows);
  const std::vector<std::string> rows = fit_rows(text.too_small, std::max<std::size_t>(1, layout.columns), layout.rows);
  std::size_t row = (layout.rows - rows.size()) / 2;
  for (const std::string& line : rows) {
    const std::size_t width = display_width(line);
    grid.write((layout.columns - std::min(width, layout.columns)) / 2, row++, row_start(text) + line,
               Look{.bold = true});
  }
  return grid;
}

}  // namespace

ViewText view_text(const Catalogue& text, Numbering numbering, std::size_t columns, std::size_t rows) {
  return ViewText{
      .buttons = {text(Msg::screen_button_new), text(Msg::screen_button_undo), text(Msg::screen_button_hint),
                  text(Msg::screen_button_review), text(Msg::screen_button_quit)},
      .too_small = text(Msg::screen_too_small, {kMinimumColumns, kMinimumRows, columns, rows}),
      .numbering = numbering,
      .direction = text.direction()};
}

Look look_of(char mark) {
  return Look{.colour = mark == core::symbol(core::Mark::x) ? Colour::red : Colour::cyan, .bold = true};
}

Grid draw(const View& view, const Layout& layout, const ViewText& text) {
  if (!layout.fits) return too_small(layout, text);
  Grid grid(layout.columns, layout.rows);
  text_row(grid, layout.status_row, one_row(view.status, layout.columns), text, Look{.bold = true});
  text_row(grid, layout.score_row, one_row(view.score, layout.columns), text);
  draw_separators(grid, layout);
  for (Cell cell = 0; cell < core::kCellCount; ++cell) draw_cell(grid, view, layout, text, cell);
  draw_notes(grid, layout, view, text);
  draw_buttons(grid, layout, text);
  const std::string keys =
      view.bar.empty() ? sentence_bar(view.keys, layout.columns) : key_bar(view.bar, layout.columns);
  text_row(grid, layout.keys_row, keys, text, Look{.dim = true});
  if (view.menu) draw_menu(grid, layout, *view.menu, text);
  if (!view.overlay.empty()) draw_overlay(grid, layout, view.overlay, text);
  grid.balance_isolates();
  return grid;
}

std::vector<std::string> fit_rows(const std::string& text, std::size_t width, std::size_t most) {
  if (text.empty()) return {};
  std::vector<std::string> rows = wrap_rows(text, width);
  keep_rows(rows, width, most);
  return rows;
}

std::string key_bar(std::span<const KeyEntry> entries, std::size_t width) {
  std::vector<KeyEntry> shown(entries.begin(), entries.end());
  const auto fits = [&] { return display_width(joined(shown)) <= width; };
  for (std::size_t i = 0; !fits() && i < shown.size(); ++i) shown[i].full = shown[i].keys;  // ?: help, q: quit last
  return cut_to_width(joined(shown), width);
}

std::optional<std::size_t> menu_item_at(const Layout& layout, const MenuView& menu, std::size_t column,
                                        std::size_t row) {
  const auto lines = menu_lines(menu);
  const Rect box = overlay_box(layout, widest(lines), lines.size());
  if (!layout.fits || column <= box.column || column + 1 >= box.column + box.width) return std::nullopt;
  if (row < box.row + 3 || row + 1 >= box.row + box.height) return std::nullopt;
  const std::size_t item = row - box.row - 3;
  return item < menu.items.size() ? std::optional(item) : std::nullopt;
}

}  // namespace tictactoe::app::screen
