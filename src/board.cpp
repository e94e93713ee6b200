#include "tictactoe/board.hpp"

#include <algorithm>
#include <cctype>

namespace tictactoe {

std::optional<Win> find_win(const Board& board) {
  for (const Line& line : kLines) {
    const char first = board[static_cast<std::size_t>(line[0])];
    if (first == kEmpty) continue;
    if (std::ranges::all_of(line, [&](Cell c) { return board[static_cast<std::size_t>(c)] == first; })) {
      return Win{static_cast<Mark>(first), line};
    }
  }
  return std::nullopt;
}

int count(const Board& board, Mark mark) {
  return static_cast<int>(std::ranges::count(board, symbol(mark)));
}

bool is_full(const Board& board) { return std::ranges::find(board, kEmpty) == board.end(); }

Outcome outcome(const Board& board) {
  if (const auto win = find_win(board)) {
    return win->mark == Mark::x ? Outcome::x_wins : Outcome::o_wins;
  }
  return is_full(board) ? Outcome::tie : Outcome::in_progress;
}

Mark side_to_move(const Board& board) {
  return count(board, Mark::x) == count(board, Mark::o) ? Mark::x : Mark::o;
}

std::vector<Cell> legal_moves(const Board& board) {
  std::vector<Cell> moves;
  if (outcome(board) != Outcome::in_progress) return moves;
  for (Cell c = 0; c < kCellCount; ++c) {
    if (board[static_cast<std::size_t>(c)] == kEmpty) moves.push_back(c);
  }
  return moves;
}

Board play(Board board, Cell cell) {
  board[static_cast<std::size_t>(cell)] = symbol(side_to_move(board));
  return board;
}

std::string_view describe(BoardError error) {
  switch (error) {
    case BoardError::wrong_length: return "a board is exactly 9 characters";
    case BoardError::bad_character: return "a board holds only X, O and . (for empty)";
    case BoardError::impossible_counts:
      return "impossible mark counts: X moves first, so X has as many marks as O or one more";
    case BoardError::both_won: return "both X and O hold a line";
    case BoardError::play_after_win: return "a move was made after the game was won";
  }
  return "invalid board";
}

namespace {

bool holds_line(const Board& board, Mark mark) {
  return std::ranges::any_of(kLines, [&](const Line& line) {
    return std::ranges::all_of(line, [&](Cell c) { return board[static_cast<std::size_t>(c)] == symbol(mark); });
  });
}

}  // namespace

std::optional<BoardError> validate(const Board& board) {
  if (!std::ranges::all_of(board, [](char c) { return c == 'X' || c == 'O' || c == kEmpty; })) {
    return BoardError::bad_character;
  }
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
  if (text.size() != static_cast<std::size_t>(kCellCount)) return BoardError::wrong_length;
  Board board{};
  for (std::size_t i = 0; i < board.size(); ++i) {
    switch (text[i]) {
      case 'X': case 'x': board[i] = 'X'; break;
      case 'O': case 'o': board[i] = 'O'; break;
      case '.': board[i] = kEmpty; break;
      default: return BoardError::bad_character;
    }
  }
  if (const auto error = validate(board)) return *error;
  return board;
}

std::string to_string(const Board& board) {
  std::string text(board.begin(), board.end());
  std::ranges::replace(text, kEmpty, '.');
  return text;
}

}  // namespace tictactoe
