#include "render.hpp"

#include <algorithm>

namespace tictactoe {

namespace {

constexpr std::string_view kXColor = "\x1b[1;31m";   // bold red
constexpr std::string_view kOColor = "\x1b[1;36m";   // bold cyan
constexpr std::string_view kDim = "\x1b[2m";
constexpr std::string_view kReverse = "\x1b[7m";

std::string paint(std::string_view attributes, std::string_view text) {
  return std::string(attributes) + std::string(text) + std::string(kResetAttributes);
}

}  // namespace

std::string Style::mark(char mark) const {
  std::string text(1, mark);
  if (!color || mark == kEmpty) return text;
  return paint(mark == 'X' ? kXColor : kOColor, text);
}

namespace {

// Three rows of three cells, `cell_text(cell)` each, joined by '|', rows
// split by `rule`, indented two spaces, trailing blanks trimmed.
template <typename CellText>
std::string grid(std::string_view rule, CellText cell_text) {
  std::string out;
  for (int row = 0; row < 3; ++row) {
    if (row > 0) out += "  " + std::string(rule) + "\n";
    out += "  ";
    for (int column = 0; column < 3; ++column) {
      if (column > 0) out += '|';
      out += cell_text(Cell{row * 3 + column});
    }
    while (out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

}  // namespace

std::string render_board(const Board& board, const Style& style, std::optional<Line> highlight) {
  return grid("---+---+---", [&](Cell cell) {
    const char held = board[static_cast<std::size_t>(cell)];
    const bool lit = highlight && std::ranges::find(*highlight, cell) != highlight->end();
    if (held == kEmpty) {
      const std::string number = std::to_string(style.numbering.label(cell));
      return ' ' + (style.color ? paint(kDim, number) : number) + ' ';
    }
    if (lit && style.color) {
      return paint(std::string(kReverse) + std::string(held == 'X' ? kXColor : kOColor), std::string(" ") + held + " ");
    }
    if (lit) return std::string("[") + held + "]";
    return ' ' + style.mark(held) + ' ';
  });
}

std::string render_analysis(const Board& board, const Analysis& analysis, const Style& style) {
  return grid("--------+--------+--------", [&](Cell cell) {
    const auto index = static_cast<std::size_t>(cell);
    if (const auto value = analysis.after_move[index]) {
      const std::string_view word = name(*value);
      return ' ' + std::to_string(style.numbering.label(cell)) + ' ' + std::string(word) +
             std::string(5 - word.size(), ' ');
    }
    return "    " + style.mark(board[index]) + "   ";
  });
}

}  // namespace tictactoe
