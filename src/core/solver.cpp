#include "tictactoe/solver.hpp"

#include <algorithm>
#include <cassert>

namespace tictactoe::core {

Solution Solution::solve_all() {
  Solution solution;
  solution.values_.fill(kUnsolved);
  solution.solve({}, {}, position_index(kEmptyBoard));
  return solution;
}

// The position where X holds `xs` and O holds `os`; `index` is its
// position_index.
std::int8_t Solution::solve(CellSet xs, CellSet os, std::size_t index) {
  std::int8_t& slot = values_[index];
  if (slot != kUnsolved) return slot;
  // Only the side that just moved can hold a line: it won.
  if (holds_line(xs) || holds_line(os)) return slot = static_cast<std::int8_t>(Value::loss);
  const CellSet free = CellSet::from_bits((1U << kCellCount) - 1) - xs - os;
  if (free.empty()) return slot = static_cast<std::int8_t>(Value::draw);
  const bool x_moves = xs.size() == os.size();
  // Negamax form of minimax: my best is the worst I can leave the opponent.
  std::array<std::int8_t, kCellCount> after{};
  auto best = static_cast<std::int8_t>(Value::loss);
  for (const Cell cell : free) {
    const auto move = CellSet::from_bits(1U << static_cast<unsigned>(cell));
    const auto value = x_moves ? solve(xs | move, os, index + kPlaceValue[static_cast<std::size_t>(cell)])
                               : solve(xs, os | move, index + 2 * kPlaceValue[static_cast<std::size_t>(cell)]);
    after[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(-value);
    best = std::max(best, after[static_cast<std::size_t>(cell)]);
  }
  for (const Cell cell : free) {
    if (after[static_cast<std::size_t>(cell)] == best) best_[index].insert(cell);
  }
  return slot = best;
}

Value Solution::value(const Board& board) const {
  const std::int8_t stored = values_[position_index(board)];
  return stored == kUnsolved ? Value::draw : static_cast<Value>(stored);
}

bool Solution::reachable(std::size_t index) const {
  assert(index < kBoardCount);
  return values_[index] != kUnsolved;
}

Value Solution::value_at(std::size_t index) const {
  assert(reachable(index));
  return static_cast<Value>(values_[index]);
}

CellSet Solution::best_cells(std::size_t index) const {
  assert(reachable(index));
  return best_[index];
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
