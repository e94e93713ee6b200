#pragma once

// A game reviewed in words: the core's verdict on each move (core::review)
// as one line each, the traps set under it, the mistakes counted, and move
// records as players type them ("5 1 9 3 7", the Moves: line's format).

#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/text/render.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/review.hpp"

namespace tictactoe::app {

/// How a review names the players: who played X, who played O ("Ann (X)",
/// "O (computer)"; the marks alone by default, as --review names them).
struct ReviewNames {
  std::string x = "X";  ///< who played X
  std::string o = "O";  ///< who played O

  /// The name of who played `mark`.
  [[nodiscard]] const std::string& of(core::Mark mark) const { return mark == core::Mark::x ? x : o; }
};

/// The review of the game `moves` make (cells 0-8, X first), one line per
/// move, e.g. "4. O 3  mistake: draw -> loss (best: 2 4 6 8)" (the player
/// as `names` names them: "4. Bob (O) 3  mistake: ..."), under a move that
/// set a trap a line saying so and whether the opponent fell into it ("   a
/// trap: 2 of O's 6 replies lose; O fell into it", by mark), then the
/// summary line; cells in `style.numbering`, each line ending in '\n'.
/// Precondition: `moves` replays (core::Game::replay returns a Game).
std::string review_text(std::span<const core::Cell> moves, const Style& style, const ReviewNames& names = {});

/// One move of a review: its verdict line and, under a move that set a
/// trap, the trap line ("" otherwise), neither ending in '\n'.
struct ReviewedMove {
  std::string verdict;
  std::string trap;
};

/// The review of `moves`, move by move, as review_text words it (for a face
/// that shows one move at a time). Precondition: `moves` replays.
std::vector<ReviewedMove> review_moves(std::span<const core::Cell> moves, const Style& style,
                                       const ReviewNames& names = {});

/// The summary line of a review, without newline: "X: 0 mistakes; O: 1
/// mistake", with the blunders too when there are any; the players as
/// `names` names them.
std::string review_summary(std::span<const core::Verdict> verdicts, const Catalogue& text,
                           const ReviewNames& names = {});

/// A move record read: the cells (0-8), or why it is not a game, as a
/// sentence naming the bad move, e.g. "move 2, 5, is a cell already taken".
using ParsedRecord = std::variant<std::vector<core::Cell>, std::string>;

/// Reads `text`, cell numbers in `style.numbering` separated by spaces or
/// tabs, X first. Errors, checked move by move: a word that is not a
/// number, a number out of range, a taken cell, a move after the game
/// ended; and a record with no move.
ParsedRecord parse_record(std::string_view text, const Style& style);

}  // namespace tictactoe::app
