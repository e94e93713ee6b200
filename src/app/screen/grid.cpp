#include "app/screen/grid.hpp"

#include <algorithm>
#include <cassert>
#include <optional>

#include "app/base/utf8.hpp"
#include "app/text/layout.hpp"

namespace tictactoe::app::screen {

namespace {

// The length in bytes of the UTF-8 character `text` starts with; 0 when
// it is not one (invalid UTF-8, a cut-off sequence, a control character).
std::size_t character_length(std::string_view text) {
  const auto decoded = decode_utf8(text);
  if (!decoded || decoded->code < 0x20 || decoded->code == 0x7f) return 0;
  return decoded->length;
}

// The SGR parameter of a colour: 31-37, 90-97.
int colour_code(Colour colour) {
  const int index = static_cast<int>(colour) - 1;  // black is 0
  constexpr int kEight = 8;
  return index < kEight ? 30 + index : 90 + index - kEight;
}

// Writes cell runs to a string, following where the cursor and the
// attributes are.
class Painter {
 public:
  explicit Painter(bool colour) : colour_(colour) {}

  void move(std::size_t column, std::size_t row) {
    if (column_ == column && row_ == row) return;
    out_ += "\x1b[" + std::to_string(row + 1) + ';' + std::to_string(column + 1) + 'H';
    column_ = column;
    row_ = row;
  }

  // The cell at `column` of a grid `columns` wide (the cursor is there).
  void put(const Glyph& glyph, std::size_t columns) {
    if (glyph.text.empty()) return;  // the right half of a wide character, written with its left
    if (glyph.look != look_) out_ += sgr(glyph.look, colour_);
    look_ = glyph.look;
    out_ += glyph.text;
    *column_ += std::max<std::size_t>(1, display_width(glyph.text));
    if (*column_ >= columns) column_.reset();  // at the right edge the cursor waits to wrap: place it again
  }

  std::string finish() {
    if (look_ != Look{}) out_ += "\x1b[0m";
    return std::move(out_);
  }

 private:
  bool colour_;
  std::string out_;
  Look look_{};
  std::optional<std::size_t> column_;
  std::optional<std::size_t> row_;
};

// The end of the run of changed cells of `row` starting at `start`
// (changed), gaps of up to kGap unchanged cells included.
std::size_t run_end(const Grid& before, const Grid& after, std::size_t row, std::size_t start) {
  constexpr std::size_t kGap = 3;  // rewriting up to 3 cells costs less than a cursor move
  std::size_t end = start + 1;
  std::size_t last_changed = start;
  for (; end < after.columns() && end <= last_changed + kGap + 1; ++end) {
    if (before.at(end, row) != after.at(end, row)) last_changed = end;
  }
  return last_changed + 1;
}

constexpr std::string_view kPdi = "\u2069";

// The isolates `text` leaves open, given `open` before it, less the stray
// PDIs; with `keep`, `text` is rewritten without those.
void follow_isolates(std::string& text, std::size_t& open, bool keep) {
  if (text.size() < 3) return;  // no isolate: all three are three bytes long
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto decoded = decode_utf8(std::string_view(text).substr(i));
    const std::string_view piece = std::string_view(text).substr(i, decoded ? decoded->length : 1);
    i += piece.size();
    const char32_t code = decoded ? decoded->code : 0;
    if (is_isolate_initiator(code)) ++open;
    if (piece == kPdi && open == 0) continue;
    if (piece == kPdi) --open;
    out += piece;
  }
  if (keep) text = std::move(out);
}

}  // namespace

Grid::Grid(std::size_t columns, std::size_t rows) : columns_(columns), rows_(rows), cells_(columns * rows) {}

const Glyph& Grid::at(std::size_t column, std::size_t row) const {
  assert(column < columns_ && row < rows_);
  return cells_[row * columns_ + column];
}

void Grid::split(std::size_t column, std::size_t row) {
  Glyph& here = cell(column, row);
  if (here.text.empty() && column > 0) {
    cell(column - 1, row).text = " ";  // the left half of a wide character
  } else if (column + 1 < columns_ && cell(column + 1, row).text.empty()) {
    cell(column + 1, row).text = " ";  // the right half
  }
}

void Grid::close_isolates_before(std::size_t column, std::size_t row) {
  std::size_t open = 0;
  std::size_t last = column;
  for (std::size_t c = 0; c < column; ++c) {
    std::string text = cell(c, row).text;
    follow_isolates(text, open, false);
    if (!text.empty()) last = c;
  }
  for (; open > 0 && last < column; --open) cell(last, row).text += kPdi;
}

void Grid::balance_isolates() {
  for (std::size_t r = 0; r < rows_; ++r) {
    std::size_t open = 0;
    std::size_t last = 0;
    for (std::size_t c = 0; c < columns_; ++c) {
      follow_isolates(cell(c, r).text, open, true);
      if (!cell(c, r).text.empty()) last = c;
    }
    for (; open > 0; --open) cell(last, r).text += kPdi;
  }
}

std::size_t Grid::write(std::size_t column, std::size_t row, std::string_view text, Look look, std::size_t limit) {
  if (row >= rows_ || column >= columns_) return 0;
  close_isolates_before(column, row);
  const std::size_t end = column + std::min(limit, columns_ - column);
  std::string pending;  // zero-width characters before the first cell
  std::size_t at = column;
  while (!text.empty()) {
    const std::size_t length = std::max<std::size_t>(1, character_length(text));
    const std::string piece = character_length(text) == 0 ? std::string("?") : std::string(text.substr(0, length));
    text.remove_prefix(length);
    const std::size_t width = display_width(piece);
    if (width == 0) {
      (at > column ? cell(at - 1, row).text : pending) += piece;
      continue;
    }
    if (at + width > end) {
      if (at < end) fill(at, row, end - at, 1, look);
      return end - column;
    }
    split(at, row);
    if (width == 2) split(at + 1, row);
    cell(at, row) = Glyph{pending + piece, look};
    pending.clear();
    if (width == 2) cell(at + 1, row) = Glyph{"", look};
    at += width;
  }
  return at - column;
}

void Grid::fill(std::size_t column, std::size_t row, std::size_t width, std::size_t height, Look look) {
  for (std::size_t r = row; r < std::min(rows_, row + height); ++r) {
    if (column < columns_) close_isolates_before(column, r);
    for (std::size_t c = column; c < std::min(columns_, column + width); ++c) {
      split(c, r);
      cell(c, r) = Glyph{" ", look};
    }
  }
}

void Grid::paint(std::size_t column, std::size_t row, std::size_t width, Look look) {
  if (row >= rows_) return;
  for (std::size_t c = column; c < std::min(columns_, column + width); ++c) cell(c, row).look = look;
}

std::string Grid::line(std::size_t row) const {
  std::string out;
  for (std::size_t c = 0; c < columns_; ++c) out += at(c, row).text;
  return out;
}

std::string Grid::text() const {
  std::string out;
  for (std::size_t r = 0; r < rows_; ++r) {
    std::string row = line(r);
    row.erase(row.find_last_not_of(' ') + 1);
    out += row + '\n';
  }
  return out;
}

std::string sgr(const Look& look, bool colour) {
  std::string out = "\x1b[0";
  if (look.bold) out += ";1";
  if (look.dim) out += ";2";
  if (look.underline) out += ";4";
  if (look.reverse) out += ";7";
  if (colour && look.colour != Colour::none) out += ';' + std::to_string(colour_code(look.colour));
  return out + 'm';
}

std::string draw_changes(const Grid& before, const Grid& after, bool colour) {
  if (before.columns() != after.columns() || before.rows() != after.rows()) return draw_all(after, colour);
  Painter painter(colour);
  for (std::size_t row = 0; row < after.rows(); ++row) {
    for (std::size_t column = 0; column < after.columns(); ++column) {
      if (before.at(column, row) == after.at(column, row)) continue;
      const std::size_t start = after.at(column, row).text.empty() && column > 0 ? column - 1 : column;
      const std::size_t end = run_end(before, after, row, column);
      painter.move(start, row);
      for (std::size_t c = start; c < end; ++c) painter.put(after.at(c, row), after.columns());
      column = end - 1;
    }
  }
  return painter.finish();
}

std::string draw_all(const Grid& grid, bool colour) {
  // A cleared screen is a blank grid: only what is not blank is written.
  return "\x1b[0m\x1b[H\x1b[2J" + draw_changes(Grid(grid.columns(), grid.rows()), grid, colour);
}

}  // namespace tictactoe::app::screen
