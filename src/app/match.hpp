#pragma once

// One game of a session, turn by turn: the computer's moves announced,
// people asked at the move prompt (where help, hint and undo work), then
// the final board, the result and the move record.

#include <random>

#include "events.hpp"
#include "players.hpp"
#include "prompt.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// How much of a game is shown.
enum class Shown : std::uint8_t {
  all,     ///< every board and move, the result and the move record
  result,  ///< the result line alone (cvc --quiet)
  none,    ///< nothing (cvc --quiet --rounds: only the tally counts)
};

/// Plays one game between `players` from the empty board. Each computer
/// move is announced, and shown on its board when no person's turn would
/// show it next (between computers); `shown` can leave that out (between
/// computers). Returns the finished game, or why the session stops (a
/// prompt stopped, Ctrl-C, the output closed) before it ended.
Reply<core::Game> play_game(Prompt& prompt, const Players& players, std::mt19937& rng, SessionEvents& events,
                            Shown shown = Shown::all);

}  // namespace tictactoe::app
