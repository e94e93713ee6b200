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
  plies_[index] = 0;
  // Only the side that just moved can hold a line: it won.
  if (holds_line(xs) || holds_line(os)) return slot = static_cast<std::int8_t>(Value::loss);
  const CellSet free = CellSet::from_bits((1U << kCellCount) - 1) - xs - os;
  if (free.empty()) return slot = static_cast<std::int8_t>(Value::draw);
  const bool x_moves = xs.size() == os.size();
  // Negamax form of minimax: my best is the worst I can leave the opponent.
  std::array<std::int8_t, kCellCount> after{};
  std::array<std::int8_t, kCellCount> lengths{};
  auto best = static_cast<std::int8_t>(Value::loss);
  for (const Cell cell : free) {
    const auto at = static_cast<std::size_t>(cell);
    const auto move = CellSet::from_bits(1U << static_cast<unsigned>(cell));
    const std::size_t next = index + (x_moves ? 1 : 2) * kPlaceValue[at];
    after[at] = static_cast<std::int8_t>(-(x_moves ? solve(xs | move, os, next) : solve(xs, os | move, next)));
    lengths[at] = static_cast<std::int8_t>(plies_[next] + 1);
    best = std::max(best, after[at]);
  }
  for (const Cell cell : free) {
    if (after[static_cast<std::size_t>(cell)] == best) best_[index].insert(cell);
  }
  plies_[index] = length_of(free, after, lengths, best);
  return slot = best;
}

std::int8_t Solution::length_of(CellSet free, const std::array<std::int8_t, kCellCount>& after,
                                const std::array<std::int8_t, kCellCount>& lengths, std::int8_t best) const {
  // Among moves of the best value a winner takes the shortest game, a loser
  // the longest (a draw always fills the board).
  const bool longer_is_better = best <= 0;
  std::int8_t length = longer_is_better ? std::int8_t{0} : std::int8_t{kCellCount + 1};
  for (const Cell cell : free) {
    const auto at = static_cast<std::size_t>(cell);
    if (after[at] != best) continue;
    length = longer_is_better ? std::max(length, lengths[at]) : std::min(length, lengths[at]);
  }
  return length;
}

Value Solution::value(const Board& board) const {
  const std::int8_t stored = values_[position_index(board)];
  return stored == kUnsolved ? Value::draw : static_cast<Value>(stored);
}

int Solution::plies(const Board& board) const {
  const std::size_t index = position_index(board);
  return values_[index] == kUnsolved ? 0 : plies_[index];
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
