#pragma once

// Shared by the tests and the benchmarks: the reachable positions, a plain
// minimax to check the solver against, and the positions the hard player
// meets. Written independently of the solver, on purpose.

#include <functional>
#include <set>
#include <vector>

#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::test {

/// Every position reachable from the empty board (5,478), the empty board
/// first, then in depth-first order.
inline const std::vector<Board>& reachable_positions() {
  static const std::vector<Board> positions = [] {
    std::vector<Board> found;
    std::set<Board> seen;
    std::function<void(const Board&)> visit = [&](const Board& board) {
      if (!seen.insert(board).second) return;
      found.push_back(board);
      for (const Cell cell : legal_moves(board)) visit(play(board, cell));
    };
    visit(kEmptyBoard);
    return found;
  }();
  return positions;
}

/// Plain minimax with no memory: +1 if the side to move wins under perfect
/// play, 0 for a draw, -1 for a loss. Searches the whole subtree every call
/// (549,946 nodes from the empty board).
inline int plain_minimax(const Board& board) {
  if (find_win(board)) return -1;  // the side that just moved has won
  int best = -2;
  for (Cell cell = 0; cell < kCellCount; ++cell) {
    if (board[static_cast<std::size_t>(cell)] != kEmpty) continue;
    Board next = board;
    next[static_cast<std::size_t>(cell)] = symbol(side_to_move(board));
    const int value = -plain_minimax(next);
    if (value > best) best = value;
  }
  return best == -2 ? 0 : best;  // no free cell: a tie
}

/// Plays every game in which `hard` plays the hard level, taking every cell
/// candidate_moves names (every tie-break), against every reply of the other
/// side. Calls `on_hard_turn` with each position where hard is to move and
/// `on_game_over` with each finished position. Returns the number of games.
inline long sweep_hard_games(Mark hard, const std::function<void(const Board&)>& on_hard_turn,
                             const std::function<void(const Board&)>& on_game_over) {
  long games = 0;
  std::function<void(const Board&)> visit = [&](const Board& board) {
    if (outcome(board) != Outcome::in_progress) {
      ++games;
      on_game_over(board);
      return;
    }
    if (side_to_move(board) == hard) {
      on_hard_turn(board);
      const auto candidates = candidate_moves(board, Difficulty::hard);
      for (const Cell cell : candidates->cells) visit(play(board, cell));
    } else {
      for (const Cell cell : legal_moves(board)) visit(play(board, cell));
    }
  };
  visit(kEmptyBoard);
  return games;
}

}  // namespace tictactoe::test
