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

  friend bool operator==(const Verdict&, const Verdict&) = default;
};

/// One verdict per move of `moves` (cells 0-8, X first), in order. The
/// record need not be a finished game. Precondition (asserted): `moves`
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
