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
inline const std::vector<core::Board>& reachable_positions() {
  static const std::vector<core::Board> positions = [] {
    std::vector<core::Board> found;
    std::set<core::Board> seen;
    std::function<void(const core::Board&)> visit = [&](const core::Board& board) {
      if (!seen.insert(board).second) return;
      found.push_back(board);
      for (const core::Cell cell : core::legal_moves(board)) visit(core::play(board, cell));
    };
    visit(core::kEmptyBoard);
    return found;
  }();
  return positions;
}

/// Plain minimax with no memory: +1 if the side to move wins under perfect
/// play, 0 for a draw, -1 for a loss. Searches the whole subtree every call
/// (549,946 nodes from the empty board).
inline int plain_minimax(const core::Board& board) {
  if (core::find_win(board)) return -1;  // the side that just moved has won
  int best = -2;
  for (core::Cell cell = 0; cell < core::kCellCount; ++cell) {
    if (board[static_cast<std::size_t>(cell)] != core::kEmpty) continue;
    core::Board next = board;
    next[static_cast<std::size_t>(cell)] = core::symbol(core::side_to_move(board));
    const int value = -plain_minimax(next);
    if (value > best) best = value;
  }
  return best == -2 ? 0 : best;  // no free cell: a tie
}

/// Plays every game in which `hard` plays the hard level, taking every cell
/// candidate_moves names (every tie-break), against every reply of the other
/// side. Calls `on_hard_turn` with each position where hard is to move and
/// `on_game_over` with each finished position. Returns the number of games.
inline long sweep_hard_games(core::Mark hard, const std::function<void(const core::Board&)>& on_hard_turn,
                             const std::function<void(const core::Board&)>& on_game_over) {
  long games = 0;
  std::function<void(const core::Board&)> visit = [&](const core::Board& board) {
    if (core::outcome(board) != core::Outcome::in_progress) {
      ++games;
      on_game_over(board);
      return;
    }
    if (core::side_to_move(board) == hard) {
      on_hard_turn(board);
      const auto candidates = core::candidate_moves(board, core::Difficulty::hard);
      for (const core::Cell cell : candidates->cells) visit(core::play(board, cell));
    } else {
      for (const core::Cell cell : core::legal_moves(board)) visit(core::play(board, cell));
    }
  };
  visit(core::kEmptyBoard);
  return games;
}

}  // namespace tictactoe::test
