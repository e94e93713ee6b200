#include "tictactoe/solver.hpp"

#include <algorithm>

namespace tictactoe::core {

std::size_t position_index(const Board& board) {
  std::size_t index = 0;
  for (const char c : board) index = index * 3 + (c == symbol(Mark::x) ? 1U : c == symbol(Mark::o) ? 2U : 0U);
  return index;
}

Solution Solution::solve_all() {
  Solution solution;
  solution.values_.fill(kUnsolved);
  solution.solve(kEmptyBoard);
  return solution;
}

void Solution::solve(const Board& board) {
  const std::size_t index = position_index(board);
  if (values_[index] != kUnsolved) return;
  if (outcome(board) != Outcome::in_progress) {
    // A line means the side that just moved won; a full board is a draw.
    values_[index] = static_cast<std::int8_t>(find_win(board) ? Value::loss : Value::draw);
    plies_[index] = 0;
    return;
  }
  // Negamax form of minimax: my best is the worst I can leave the opponent.
  // Among moves of equal value a winner takes the shortest game, a loser
  // the longest (a draw always fills the board).
  int best = -2;
  int length = 0;
  const char mover = symbol(side_to_move(board));
  Board next = board;
  for (char& cell : next) {
    if (cell != kEmpty) continue;
    cell = mover;
    solve(next);
    const std::size_t after = position_index(next);
    cell = kEmpty;
    const int value = -values_[after];
    const int plies = plies_[after] + 1;
    const bool longer_is_better = value <= 0;
    if (value > best || (value == best && (longer_is_better ? plies > length : plies < length))) {
      best = value;
      length = plies;
    }
  }
  values_[index] = static_cast<std::int8_t>(best);
  plies_[index] = static_cast<std::int8_t>(length);
}

Value Solution::value(const Board& board) const {
  const std::int8_t stored = values_[position_index(board)];
  return stored == kUnsolved ? Value::draw : static_cast<Value>(stored);
}

int Solution::plies(const Board& board) const {
  const std::size_t index = position_index(board);
  return values_[index] == kUnsolved ? 0 : plies_[index];
}

const Solution& solution() {
  static const Solution kTable = Solution::solve_all();
  return kTable;
}

Analysis analyze(const Board& board) {
  const Solution& table = solution();
  Analysis analysis{table.value(board), {}, {}};
  for (const Cell cell : legal_moves(board)) {
    const auto after = static_cast<Value>(-static_cast<int>(table.value(play(board, cell))));
    analysis.after_move[static_cast<std::size_t>(cell)] = after;
    if (after == analysis.value) analysis.best_cells.push_back(cell);
  }
  return analysis;
}

BadMoves bad_moves(const Board& board) {
  const Analysis analysis = analyze(board);
  BadMoves count;
  for (const auto& after : analysis.after_move) {
    if (!after) continue;
    ++count.total;
    if (*after != analysis.value) ++count.bad;
  }
  return count;
}

}  // namespace tictactoe::core
