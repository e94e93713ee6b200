#include "app/text/render.hpp"

#include <algorithm>
#include <vector>

#include "app/text/layout.hpp"

namespace tictactoe::app {

using core::Board;
using core::Cell;
using core::kEmpty;
using core::kSide;
using core::Line;

namespace {

constexpr std::string_view kXColor = "\x1b[1;31m";  // bold red
constexpr std::string_view kOColor = "\x1b[1;36m";  // bold cyan
constexpr std::string_view kDim = "\x1b[2m";
constexpr std::string_view kReverse = "\x1b[7m";

std::string paint(std::string_view attributes, std::string_view text) {
  return std::string(attributes) + std::string(text) + std::string(kResetAttributes);
}

std::string_view color_of(char mark) { return mark == core::symbol(core::Mark::x) ? kXColor : kOColor; }

// Three rows of three cells, `cell_text(cell)` each, joined by '|', rows
// split by `rule`, indented two spaces after `line_start`, trailing blanks
// trimmed.
template <typename CellText>
std::string grid(std::string_view rule, CellText cell_text, std::string_view line_start = {}) {
  std::string out;
  for (int row = 0; row < kSide; ++row) {
    if (row > 0) out += std::string(line_start) + "  " + std::string(rule) + "\n";
    out += std::string(line_start) + "  ";
    for (int column = 0; column < kSide; ++column) {
      if (column > 0) out += '|';
      out += cell_text(Cell{row * kSide + column});
    }
    while (out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

}  // namespace

std::string Style::cell_range() const {
  if (numbering.coords()) return text(Msg::coords_range, {coord_range()});
  return text(Msg::number_range, {Numbering::kFirstLabel, Numbering::kLastLabel});
}

std::string Style::cell(core::Cell cell) const {
  if (!numbering.coords()) return text(Msg::cell_phrase, {numbering.label(cell)});
  return text(Msg::coords_cell_phrase, {(cell / core::kSide) + 1, (cell % core::kSide) + 1});
}

std::string Style::cells(std::span<const core::Cell> cells) const {
  if (cells.empty()) return {};
  if (!numbering.coords()) return text(Msg::cell_phrase, {or_list(numbering.labels(cells), text)});
  std::vector<std::string> phrases;
  phrases.reserve(cells.size());
  for (const core::Cell one : cells) phrases.push_back(this->cell(one));
  return or_list(phrases, text);
}

std::string Style::coord_range() const {
  return text(Msg::number_range, {Numbering::kFirstCoord, Numbering::kLastCoord});
}

std::string Style::mark(char mark) const {
  std::string glyph(1, mark);
  if (!color || mark == kEmpty) return glyph;
  return paint(color_of(mark), glyph);
}

namespace {

// Where the marks of the lines go, in the grid's columns: after the rows,
// and on a line under the board, under a column's marks or where a
// diagonal would go on.
constexpr std::size_t kRowMarkColumn = 13;
constexpr std::size_t kFirstMarkColumn = 3;
constexpr std::size_t kCellColumns = 4;
constexpr std::size_t kDiagonalStart = 1;

// `drawn` (a grid) with each line of `lines` pointed at from outside the
// grid, so that its cells keep their spacing: "<" after a row, a line under
// the board with "^" under a column and "/" or "\" where a diagonal would
// go on.
std::string with_line_marks(const std::string& drawn, const std::vector<Line>& lines) {
  if (lines.empty()) return drawn;
  std::vector<std::string> rows;
  for (std::size_t start = 0; start < drawn.size();) {
    const std::size_t end = drawn.find('\n', start);
    rows.push_back(drawn.substr(start, end - start));
    start = end + 1;
  }
  std::string under;
  const auto put = [&under](std::size_t column, char mark) {
    if (under.size() <= column) under.resize(column + 1, ' ');
    under[column] = mark;
  };
  for (const Line& line : lines) {
    const int step = line[1] - line[0];
    const auto first = static_cast<std::size_t>(line[0]);
    if (step == 1) {
      std::string& row = rows[first / kSide * 2];
      row.resize(kRowMarkColumn, ' ');
      row += '<';
    } else if (step == kSide) {
      put(kFirstMarkColumn + first * kCellColumns, '^');
    } else {
      put(step == kSide + 1 ? kRowMarkColumn : kDiagonalStart, step == kSide + 1 ? '\\' : '/');
    }
  }
  if (!under.empty()) rows.push_back(under);
  std::string out;
  for (const std::string& row : rows) out += row + "\n";
  return out;
}

// `drawn` (a grid, its line marks if any) with the row and column numbers
// around it: a line of column numbers over the cells, and each row's number
// before it, the grid two columns further right.
std::string with_coords(const std::string& drawn, const Style& style) {
  const auto number = [&](int n) {
    const std::string digit = std::to_string(n);
    return style.color ? paint(kDim, digit) : digit;
  };
  std::string out = "    ";  // each number over its column's middle
  for (int column = Numbering::kFirstCoord; column <= Numbering::kLastCoord; ++column)
    out += (column == Numbering::kFirstCoord ? " " : "   ") + number(column);
  out += '\n';
  std::size_t line = 0;
  for (std::size_t start = 0; start < drawn.size(); ++line) {
    const std::size_t end = drawn.find('\n', start);
    const std::string_view text = std::string_view(drawn).substr(start, end - start);
    constexpr auto kGridLines = static_cast<std::size_t>(2 * kSide - 1);
    const bool row = line % 2 == 0 && line < kGridLines;
    const bool under = line == kGridLines;  // the marks under the board, when there are any
    if (under) {
      out += "  " + std::string(text) + "\n";
    } else {
      const std::string label = row ? number(static_cast<int>(line / 2) + Numbering::kFirstCoord) : " ";
      out += "  " + label + " " + std::string(text.substr(2)) + "\n";
    }
    start = end + 1;
  }
  return out;
}

// The board with the cells in `lit` highlighted.
std::string draw(const Board& board, const Style& style, const std::vector<Line>& lit_lines) {
  const auto lit = [&](Cell cell) {
    return std::ranges::any_of(lit_lines,
                               [&](const Line& line) { return std::ranges::find(line, cell) != line.end(); });
  };
  const std::string drawn = grid("---+---+---", [&](Cell cell) {
    const char held = core::at(board, cell);
    if (held == kEmpty && style.numbering.coords()) return std::string(3, ' ');
    if (held == kEmpty) {
      const std::string number = std::to_string(style.numbering.label(cell));
      return ' ' + (style.color ? paint(kDim, number) : number) + ' ';
    }
    if (lit(cell) && style.color)
      return paint(std::string(kReverse) + std::string(color_of(held)), std::string{' ', held, ' '});
    return ' ' + style.mark(held) + ' ';
  });
  const std::string marked = style.color ? drawn : with_line_marks(drawn, lit_lines);
  return style.numbering.coords() ? with_coords(marked, style) : marked;
}

}  // namespace

std::string render_board(const Board& board, const Style& style, std::optional<Line> highlight) {
  return draw(board, style, highlight ? std::vector<Line>{*highlight} : std::vector<Line>{});
}

std::string render_final_board(const Board& board, const Style& style) {
  const auto win = core::find_win(board);
  return draw(board, style, win ? core::winning_lines(board, win->mark) : std::vector<Line>{});
}

std::string win_cells(const Board& board, const Style& style) {
  const auto win = core::find_win(board);
  if (!win) return {};
  const auto lines = core::winning_lines(board, win->mark);
  if (lines.size() == 1) return style.numbering.line(lines[0]);
  return style.text(Msg::line_list_two, {style.numbering.line(lines[0]), style.numbering.line(lines[1])});
}

std::string render_analysis(const Board& board, const core::Analysis& analysis, const Style& style) {
  // Each cell is " 4 win  ": a blank, the number, a blank, the value word
  // padded to the widest in the language (by display width), a blank.
  std::size_t widest = 0;
  for (const core::Value value : {core::Value::win, core::Value::draw, core::Value::loss}) {
    widest = std::max(widest, display_width(style.text(message_for(value))));
  }
  const std::size_t width = 3 + widest + 1;
  const std::string rule = std::string(width, '-') + '+' + std::string(width, '-') + '+' + std::string(width, '-');
  // In a right-to-left language each row starts with LRM: the grid is laid
  // out left to right.
  const Direction direction = style.text.direction();
  return grid(
      rule,
      [&](Cell cell) {
        const auto index = static_cast<std::size_t>(cell);
        if (const auto value = analysis.after_move[index]) {
          const std::string number = ' ' + std::to_string(style.numbering.label(cell)) + ' ';
          // A right-to-left word is closed by LRM, so the '|' and the next
          // cell's number stay on its right.
          const std::string word = style.text(message_for(*value)) + std::string(left_to_right_mark(direction));
          return number + pad_to(word, widest + 1);
        }
        return std::string(width / 2, ' ') + style.mark(board[index]) + std::string(width - 1 - width / 2, ' ');
      },
      left_to_right_mark(direction));
}

}  // namespace tictactoe::app
