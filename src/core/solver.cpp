#include "tictactoe/solver.hpp"

#include <algorithm>

namespace tictactoe::core {

namespace {

// The position's index: the board read as a base-3 number (empty 0, X 1, O 2).
std::size_t index_of(const Board& board) {
  std::size_t index = 0;
  for (const char c : board) index = index * 3 + (c == symbol(Mark::x) ? 1U : c == symbol(Mark::o) ? 2U : 0U);
  return index;
}

}  // namespace

Solution Solution::solve_all() {
  Solution solution;
  solution.values_.fill(kUnsolved);
  solution.solve(kEmptyBoard);
  return solution;
}

std::int8_t Solution::solve(const Board& board) {
  std::int8_t& slot = values_[index_of(board)];
  if (slot != kUnsolved) return slot;
  switch (outcome(board)) {
    case Outcome::x_wins:
    case Outcome::o_wins: return slot = static_cast<std::int8_t>(Value::loss);  // the side that just moved won
    case Outcome::tie: return slot = static_cast<std::int8_t>(Value::draw);
    case Outcome::in_progress: break;
  }
  // Negamax form of minimax: my best is the worst I can leave the opponent.
  auto best = static_cast<std::int8_t>(Value::loss);
  const char mover = symbol(side_to_move(board));
  Board next = board;
  for (char& cell : next) {
    if (cell != kEmpty) continue;
    cell = mover;
    best = std::max(best, static_cast<std::int8_t>(-solve(next)));
    cell = kEmpty;
  }
  return slot = best;
}

Value Solution::value(const Board& board) const {
  const std::int8_t stored = values_[index_of(board)];
  return stored == kUnsolved ? Value::draw : static_cast<Value>(stored);
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

}  // namespace tictactoe::core
