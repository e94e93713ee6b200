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

std::string render_board(const Board& board, const Style& style, std::optional<Line> highlight) {
  std::string out;
  for (int row = 0; row < 3; ++row) {
    if (row > 0) out += "  ---+---+---\n";
    out += "  ";
    for (int column = 0; column < 3; ++column) {
      const Cell cell = row * 3 + column;
      const char held = board[static_cast<std::size_t>(cell)];
      const bool lit = highlight && std::ranges::find(*highlight, cell) != highlight->end();
      if (column > 0) out += '|';
      if (held == kEmpty) {
        const std::string number = std::to_string(style.numbering.label(cell));
        out += ' ' + (style.color ? paint(kDim, number) : number) + ' ';
      } else if (lit && style.color) {
        out += paint(std::string(kReverse) + std::string(held == 'X' ? kXColor : kOColor),
                     std::string(" ") + held + " ");
      } else if (lit) {
        out += std::string("[") + held + "]";
      } else {
        out += ' ' + style.mark(held) + ' ';
      }
    }
    while (out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

std::string render_analysis(const Board& board, const Analysis& analysis, const Style& style) {
  std::string out;
  for (int row = 0; row < 3; ++row) {
    if (row > 0) out += "  --------+--------+--------\n";
    out += "  ";
    for (int column = 0; column < 3; ++column) {
      const Cell cell = row * 3 + column;
      const auto index = static_cast<std::size_t>(cell);
      if (column > 0) out += '|';
      if (const auto value = analysis.after_move[index]) {
        const std::string_view word = name(*value);
        const std::string number = std::to_string(style.numbering.label(cell));
        out += ' ' + number + ' ' + std::string(word) + std::string(5 - word.size(), ' ');
      } else {
        out += "    " + style.mark(board[index]) + "   ";
      }
    }
    while (out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

}  // namespace tictactoe
