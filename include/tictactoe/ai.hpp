#pragma once

// The computer player: rule-based, three levels. Each level is an ordered
// list of rules; the first rule that names any cell decides, and a random
// generator picks among the cells it names, so games vary but replay exactly
// from the same seed. Pure values, no I/O.

#include <cstdint>
#include <optional>
#include <random>
#include <string_view>
#include <vector>

#include "tictactoe/board.hpp"

namespace tictactoe {

/// How well the computer plays.
enum class Difficulty : std::uint8_t {
  easy,    ///< win if it can in one move, else a random free cell
  medium,  ///< win, block, center, corner, side (the default level)
  hard,    ///< Newell & Simon's (1972) perfect rule order; never loses
};

/// The rule that chose a move. The order here is the Newell-Simon order.
enum class Rule : std::uint8_t {
  win,              ///< complete a line of our own
  block,            ///< fill the cell that completes the opponent's line
  fork,             ///< make two lines that each need one more mark
  block_fork,       ///< stop the opponent's fork (see candidate_moves)
  center,           ///< take cell 4 (the player's 5)
  opposite_corner,  ///< take the corner opposite one the opponent holds
  corner,           ///< take a free corner
  side,             ///< take a free side (edge middle)
  random,           ///< any free cell (easy level only)
};

/// The rule's name as shown to players, e.g. "block fork", "opposite corner".
std::string_view name(Rule rule);

/// The level's name: "easy", "medium" or "hard".
std::string_view name(Difficulty difficulty);

/// Parses "easy", "medium" or "hard" (exact, lower case).
std::optional<Difficulty> parse_difficulty(std::string_view text);

/// The cells a level considers equally good in a position, and the rule that
/// named them.
struct Candidates {
  Rule rule;
  std::vector<Cell> cells;  ///< ascending, never empty while a move exists
};

/// The first rule of the level's order that applies to `board`, for the side
/// to move, with every cell it names.
///
/// - easy: win, else random (every free cell).
/// - medium: win, block, center, corner, side.
/// - hard (Newell & Simon 1972, "Human Problem Solving", as usually stated):
///   win, block, fork, block fork, center, opposite corner, corner, side.
///   Block fork: if the opponent could fork, take a cell that makes a two in
///   a row whose forced reply leaves the opponent no fork; if there is none,
///   take a cell the opponent would fork from.
///
/// Returns std::nullopt when the game is over (no legal move).
/// Precondition: `board` is valid (see validate).
std::optional<Candidates> candidate_moves(const Board& board, Difficulty difficulty);

/// A move the computer chose: the cell (0-8) and the rule behind it.
struct Move {
  Cell cell;
  Rule rule;

  friend bool operator==(const Move&, const Move&) = default;
};

/// The level's move for the side to move: one of candidate_moves' cells,
/// picked uniformly with `rng`. Returns std::nullopt when the game is over.
/// Precondition: `board` is valid (see validate).
std::optional<Move> choose_move(const Board& board, Difficulty difficulty, std::mt19937& rng);

}  // namespace tictactoe
