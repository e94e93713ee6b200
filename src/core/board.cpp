#include "tictactoe/board.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <iterator>

namespace tictactoe::core {

char at(const Board& board, Cell cell) {
  assert(cell >= 0 && cell < kCellCount);
  return board[static_cast<std::size_t>(cell)];
}

namespace {

bool holds(const Board& board, const Line& line, char glyph) {
  return std::ranges::all_of(line, [&](Cell c) { return at(board, c) == glyph; });
}

bool holds_line(const Board& board, Mark mark) {
  return std::ranges::any_of(kLines, [&](const Line& line) { return holds(board, line, symbol(mark)); });
}

}  // namespace

std::optional<Win> find_win(const Board& board) {
  for (const Line& line : kLines) {
    const char first = at(board, line[0]);
    if (first != kEmpty && holds(board, line, first)) return Win{static_cast<Mark>(first), line};
  }
  return std::nullopt;
}

std::vector<Line> winning_lines(const Board& board, Mark mark) {
  std::vector<Line> lines;
  std::ranges::copy_if(kLines, std::back_inserter(lines),
                       [&](const Line& line) { return holds(board, line, symbol(mark)); });
  return lines;
}

int count(const Board& board, Mark mark) { return static_cast<int>(std::ranges::count(board, symbol(mark))); }

bool is_full(const Board& board) { return std::ranges::find(board, kEmpty) == board.end(); }

Outcome outcome(const Board& board) {
  if (const auto win = find_win(board)) return win->mark == Mark::x ? Outcome::x_wins : Outcome::o_wins;
  return is_full(board) ? Outcome::tie : Outcome::in_progress;
}

Mark side_to_move(const Board& board) { return count(board, Mark::x) == count(board, Mark::o) ? Mark::x : Mark::o; }

std::vector<Cell> legal_moves(const Board& board) {
  std::vector<Cell> moves;
  if (outcome(board) != Outcome::in_progress) return moves;
  for (Cell c = 0; c < kCellCount; ++c) {
    if (at(board, c) == kEmpty) moves.push_back(c);
  }
  return moves;
}

Board play(Board board, Cell cell) {
  assert(at(board, cell) == kEmpty && outcome(board) == Outcome::in_progress);
  board[static_cast<std::size_t>(cell)] = symbol(side_to_move(board));
  return board;
}

std::optional<BoardError> validate(const Board& board) {
  const auto is_glyph = [](char c) { return c == symbol(Mark::x) || c == symbol(Mark::o) || c == kEmpty; };
  if (!std::ranges::all_of(board, is_glyph)) return BoardError::bad_character;
  const int xs = count(board, Mark::x);
  const int os = count(board, Mark::o);
  if (xs != os && xs != os + 1) return BoardError::impossible_counts;
  const bool x_won = holds_line(board, Mark::x);
  const bool o_won = holds_line(board, Mark::o);
  if (x_won && o_won) return BoardError::both_won;
  // X's winning move is X's last, so X is one ahead; O's winning move
  // evens the counts. Any other count means someone moved afterwards.
  if ((x_won && xs != os + 1) || (o_won && xs != os)) return BoardError::play_after_win;
  return std::nullopt;
}

std::variant<Board, BoardError> parse_board(std::string_view text) {
  // Length is counted in bytes, which only measures ASCII text rightly.
  if (std::ranges::any_of(text, [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) {
    return BoardError::bad_character;
  }
  if (text.size() != static_cast<std::size_t>(kCellCount)) return BoardError::wrong_length;
  Board board{};
  for (std::size_t i = 0; i < board.size(); ++i) {
    switch (text[i]) {
      case 'X':
      case 'x': board[i] = symbol(Mark::x); break;
      case 'O':
      case 'o': board[i] = symbol(Mark::o); break;
      case kEmptyGlyph: board[i] = kEmpty; break;
      default: return BoardError::bad_character;
    }
  }
  if (const auto error = validate(board)) return *error;
  return board;
}

std::string to_string(const Board& board) {
  std::string text(board.begin(), board.end());
  std::ranges::replace(text, kEmpty, kEmptyGlyph);
  return text;
}

std::vector<Cell> CellSet::cells() const {
  std::vector<Cell> list;
  list.reserve(static_cast<std::size_t>(size()));
  for (const Cell cell : *this) list.push_back(cell);
  return list;
}

namespace {

// The depth-first walk of for_each_position from the position where X holds
// `xs` and O holds `os` (on `board`, with position_index `index`), into the
// positions not seen yet.
struct PositionWalk {
  const std::function<void(const Board&, std::size_t)>& visit;
  std::vector<bool> seen = std::vector<bool>(kBoardCount);
  Board board = kEmptyBoard;

  void from(CellSet xs, CellSet os, std::size_t index) {
    seen[index] = true;
    visit(board, index);
    if (holds_line(xs) || holds_line(os)) return;  // won: no more moves
    const bool x_moves = xs.size() == os.size();
    for (const Cell cell : CellSet::from_bits((1U << kCellCount) - 1) - xs - os) {
      const auto move = CellSet::from_bits(1U << static_cast<unsigned>(cell));
      const std::size_t child = index + (x_moves ? 1 : 2) * kPlaceValue[static_cast<std::size_t>(cell)];
      if (seen[child]) continue;
      board[static_cast<std::size_t>(cell)] = symbol(x_moves ? Mark::x : Mark::o);
      if (x_moves) {
        from(xs | move, os, child);
      } else {
        from(xs, os | move, child);
      }
      board[static_cast<std::size_t>(cell)] = kEmpty;
    }
  }
};

}  // namespace

std::size_t position_index(const Board& board) {
  std::size_t index = 0;
  for (const char c : board) {
    assert(c == kEmpty || c == symbol(Mark::x) || c == symbol(Mark::o));
    index = index * 3 + (c == symbol(Mark::x) ? 1U : c == symbol(Mark::o) ? 2U : 0U);
  }
  return index;
}

Board board_at(std::size_t index) {
  assert(index < kBoardCount);
  constexpr std::array<char, 3> kCellOfDigit{kEmpty, symbol(Mark::x), symbol(Mark::o)};
  Board board{};
  for (auto cell = board.rbegin(); cell != board.rend(); ++cell, index /= 3) *cell = kCellOfDigit[index % 3];
  return board;
}

void for_each_position(const std::function<void(const Board& board, std::size_t index)>& visit) {
  PositionWalk{visit}.from({}, {}, 0);
}

}  // namespace tictactoe::core
