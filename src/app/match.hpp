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

/// Plays one game between `players` from the empty board. Returns the
/// finished game, or why the session stops (a prompt stopped, Ctrl-C, the
/// output closed) before it ended.
Reply<core::Game> play_game(Prompt& prompt, const Players& players, std::mt19937& rng, SessionEvents& events);

}  // namespace tictactoe::app
