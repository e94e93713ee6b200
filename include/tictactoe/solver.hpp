#pragma once

// The exact solver: the minimax value of every legal position.
//
// Method: minimax (von Neumann 1928; Russell & Norvig, "Artificial
// Intelligence: A Modern Approach", ch. 5) over the game tree, memoised in a
// table indexed by position (a transposition table: the 549,946 nodes of the
// tree are only 5,478 distinct positions), so each position is searched once
// and a query afterwards is one table look-up. Pure values, no I/O.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "tictactoe/board.hpp"

namespace tictactoe::core {

/// The result of a position for the side to move under perfect play by both.
enum class Value : std::int8_t { loss = -1, draw = 0, win = 1 };

/// The minimax value of every position reachable from the empty board, and
/// the cells that keep it, in tables indexed by position_index.
class Solution {
 public:
  /// Solves all 5,478 positions reachable from the empty board, each once.
  /// Costs about a tenth of a millisecond; see tictactoe_bench.
  static Solution solve_all();

  /// The value of `board` for its side to move. A won board is a loss for the
  /// side to move (the other side just won); a full board without a line is
  /// a draw. Precondition: `board` is valid (see validate); an invalid board
  /// reads as a draw.
  [[nodiscard]] Value value(const Board& board) const;

  /// Whether the position with this index arises in some game from the
  /// empty board: exactly the boards validate accepts.
  /// Precondition (asserted): index < kBoardCount.
  [[nodiscard]] bool reachable(std::size_t index) const;

  /// value() of the board with this index. Precondition (asserted):
  /// reachable(index).
  [[nodiscard]] Value value_at(std::size_t index) const;

  /// The free cells whose move keeps the position's value (analyze's
  /// best_cells; every free cell in a lost position); empty once the game is
  /// over. Precondition (asserted): reachable(index).
  [[nodiscard]] CellSet best_cells(std::size_t index) const;

 private:
  Solution() = default;
  static constexpr std::int8_t kUnsolved = 2;
  std::int8_t solve(CellSet xs, CellSet os, std::size_t index);
  std::array<std::int8_t, kBoardCount> values_{};
  std::array<CellSet, kBoardCount> best_{};
};

/// The process-wide Solution, built on first use (thread-safe).
const Solution& solution();

/// What perfect play makes of a position.
struct Analysis {
  Value value;                                              ///< for the side to move
  std::array<std::optional<Value>, kCellCount> after_move;  ///< per free cell: the mover's value if it plays there
  std::vector<Cell> best_cells;  ///< ascending: the cells that keep `value`; every free cell in a lost position
};

/// The value of `board` and of each legal move, for the side to move. On a
/// finished board no cell has a value and best_cells is empty.
/// Precondition: `board` is valid (see validate).
Analysis analyze(const Board& board);

}  // namespace tictactoe::core
