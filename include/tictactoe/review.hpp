#pragma once

// Reviewing a game: the exact solver's verdict on every move, from the
// mover's side, and the immediate wins and blocks a move passed by. Pure
// values, no I/O; the front end says them in words.

#include <cstdint>
#include <span>
#include <vector>

#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::core {

/// How a move changed the mover's value under best play.
enum class Grade : std::uint8_t {
  best,     ///< kept it (in a lost position every move does)
  mistake,  ///< lowered it one step: a win to a draw, or a draw to a loss
  blunder,  ///< threw a win away: a win to a loss
};

/// An immediate chance a move passed by.
enum class Miss : std::uint8_t {
  none,
  win,    ///< the mover could complete a line and did not
  block,  ///< the mover could not win at once, the opponent threatened one
          ///< cell only, and the move left it open
};

/// Whether a move set a trap, and what became of it.
enum class Trap : std::uint8_t {
  none,     ///< no trap: the move did not keep a draw, or no reply of the opponent's loses
  fell_in,  ///< a trap, and the opponent's next move was one of the replies that lose
  avoided,  ///< a trap, and the opponent's next move kept the draw
  pending,  ///< a trap, and the record ends before the opponent's reply
};

/// The verdict on one move.
struct Verdict {
  Mark mark;     ///< who played it
  Cell cell;     ///< where, 0-8
  Value before;  ///< the mover's value before the move
  Value after;   ///< the mover's value after it (never above `before`)
  Grade grade;
  Miss missed = Miss::none;
  std::vector<Cell> missed_cells;  ///< Miss::win: the cells that won at once; Miss::block: the cell that blocked
  std::vector<Cell> best;          ///< the cells that kept `before`, ascending (every free cell when lost)
  /// A move that keeps a drawn position drawn sets a trap when some of the
  /// opponent's replies lose (the perfect level's Rule::trap): how many, of
  /// how many (core::bad_moves after the move; {0, 0} when there is none).
  BadMoves trap_replies{};
  Trap trap = Trap::none;  ///< what became of the trap (Trap::none when trap_replies.bad is 0)

  friend bool operator==(const Verdict&, const Verdict&) = default;
};

/// One verdict per move of `moves` (cells 0-8, X first), in order, with the
/// traps set and whether the opponent fell into each. The record need not
/// be a finished game. Precondition (asserted): `moves`
/// replays (Game::replay returns a Game).
std::vector<Verdict> review(std::span<const Cell> moves);

/// How many mistakes and blunders one side made.
struct Errors {
  int mistakes = 0;
  int blunders = 0;

  friend bool operator==(const Errors&, const Errors&) = default;
};

/// The mistakes and blunders among `mark`'s moves in `verdicts`.
Errors errors(std::span<const Verdict> verdicts, Mark mark);

}  // namespace tictactoe::core
