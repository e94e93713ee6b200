#pragma once

// The perfect level: exact play that also sets traps.
//
// It plays only cells that keep the solver's value (solver.hpp), so it
// never loses a drawn or won position and never misses a win. Among those
// cells it prefers, in this order:
//
//  1. in a won position, the fastest win (fewest plies with best defence);
//     in a lost one (only from --move or --analyze), the slowest loss;
//  2. the best chances against a weaker opponent, kOpponentModel (it
//     completes a line when it can, else blocks, else plays any free cell,
//     uniformly at random among the cells that rule names): the chance of
//     winning minus the chance of losing, then the chance of winning. This
//     is an expectimax over the solved game tree (Michie 1966, "Game-playing
//     and game-learning automata"; Russell & Norvig, "Artificial
//     Intelligence: A Modern Approach", ch. 5.5, stochastic games): the
//     perfect player takes the best of its value-keeping cells, the opponent
//     averages over its cells. Against that opponent no player that never
//     loses wins more often: from the empty board 89/96 (0.927) as X and
//     82/315 (0.260) as O;
//  3. the cell where most of the opponent's replies give value away (in a
//     drawn position: lose), so the trap it announces is the trap it sets;
//
// and leaves the remaining ties to the caller's random generator. The
// chances are exact (whole numbers of 1/kCertain) and computed once, for
// every position, on first use. Pure values, no I/O.

#include <cstdint>
#include <optional>

#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::core {

/// A probability, exactly: a whole number of 1/kCertain-ths.
using Chance = std::int64_t;

/// Certainty: 2520^5. Every chance against the opponent model is a whole
/// number of 1/kCertain-ths, since the opponent picks uniformly among at most
/// 9 cells (2520 is a multiple of 1 to 9) and moves at most 5 times a game.
inline constexpr Chance kCertain = Chance{2520} * 2520 * 2520 * 2520 * 2520;

/// The perfect level's chances of winning and of losing from a position,
/// against rule_orders::kOpponentModel, as whole numbers of 1/kCertain-ths.
struct Odds {
  Chance win = 0;
  Chance loss = 0;

  friend bool operator==(const Odds&, const Odds&) = default;
};

/// The chances of the perfect level playing `perfect` on `board` against
/// the opponent model, both playing on to the end, whoever is to move; on a
/// finished board, certainty of its result. Where the perfect level's
/// preferred cells tie they have equal odds, so the random tie-break does
/// not change them. Precondition: `board` is valid (see validate).
Odds odds(const Board& board, Mark perfect);

/// The perfect level's preferred cells for the side to move (the order
/// above), ascending, with the reason: Rule::win (completes a line now),
/// forced_win (a won position, the fastest win), trap (a drawn position
/// where some of the opponent's replies lose: core::bad_moves after any
/// preferred cell, the same for all of them), draw (a drawn position where
/// no reply loses) or hold_out (a lost position). Returns std::nullopt when
/// the game is over. Precondition: `board` is valid (see validate).
std::optional<Candidates> perfect_candidates(const Board& board);

}  // namespace tictactoe::core
