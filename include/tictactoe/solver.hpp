#pragma once

// The exact solver: the minimax value of every legal position, the cells
// that keep it, and how many plies the game lasts from it under best play.
//
// Method: minimax (von Neumann 1928; Russell & Norvig, "Artificial
// Intelligence: A Modern Approach", ch. 5) over the game tree, memoised in a
// table indexed by position (a transposition table: the 549,946 nodes of the
// tree are only 5,478 distinct positions), so each position is searched once
// and a query afterwards is one table look-up. The length of the game is the
// "distance to mate" of endgame tablebases (Thompson 1986): the winner
// hurries, the loser holds out. Pure values, no I/O.

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

  /// How many more moves (plies) the game from `board` lasts under best
  /// play when the side that wins hurries and the side that loses holds
  /// out: 0 on a finished board, 1 when the side to move wins at once; a
  /// drawn game always fills the board. Precondition: `board` is valid; an
  /// invalid board reads as 0.
  [[nodiscard]] int plies(const Board& board) const;

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
  // The best value and game length among the moves whose results `after`
  // and `lengths` hold, for the free cells `free`.
  std::int8_t length_of(CellSet free, const std::array<std::int8_t, kCellCount>& after,
                        const std::array<std::int8_t, kCellCount>& lengths, std::int8_t best) const;
  std::array<std::int8_t, kBoardCount> values_{};
  std::array<std::int8_t, kBoardCount> plies_{};
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

/// How many of the side to move's legal moves give value away under best
/// play, out of how many.
struct BadMoves {
  int bad = 0;
  int total = 0;

  friend bool operator==(const BadMoves&, const BadMoves&) = default;
};

/// The moves of `board`'s side to move that lead to a worse result than
/// the position's value (a win to a draw or a loss, a draw to a loss): in a
/// drawn position exactly the losing moves, so after the perfect level's
/// move "4 of your 6 replies lose"; none in a lost position or on a
/// finished board. Precondition: `board` is valid (see validate).
BadMoves bad_moves(const Board& board);

}  // namespace tictactoe::core
