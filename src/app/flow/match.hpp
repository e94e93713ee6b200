#pragma once

// One game of a session, turn by turn: the computer's moves announced,
// people asked at the move prompt (where help, hint and undo work), then
// the final board, the result and the move record.

#include <random>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "app/line/prompt.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// How much of a game is shown.
enum class Shown : std::uint8_t {
  all,     ///< every board and move, the result and the move record
  result,  ///< the result line alone (cvc --quiet)
  none,    ///< nothing (cvc --quiet --rounds: only the tally counts)
};

/// Plays `game` between `players` to its end: a new game, or one reopened
/// by undo. Each computer move is announced, and shown on its board when no
/// person's turn would show it next (between computers); `shown` can leave
/// that out (between computers). Returns the finished game, or why the
/// session stops (a prompt stopped, Ctrl-C, the output closed) before it
/// ended.
Reply<core::Game> play_game(Prompt& prompt, const Players& players, std::mt19937& rng, SessionEvents& events,
                            core::Game game, Shown shown = Shown::all);

/// Undo: takes back the last move of `game` (against the computer, its
/// reply too; see core::Game::undo) and says what it took back, or that
/// there is nothing to undo. Returns the moves taken back, the last played
/// first.
std::vector<core::TakenBack> take_back(Prompt& prompt, core::Game& game, const Players& players);

}  // namespace tictactoe::app
