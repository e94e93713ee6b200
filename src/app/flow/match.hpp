#pragma once

// One game of a session, turn by turn: the computer's moves, people's turns
// (where help, hint, undo and new game work), then the end of the game. The rules and
// what each command does are here; a Ui shows them and asks the people.

#include <random>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "app/flow/ui.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// Plays `game` between `players` to its end: a new game, or one reopened
/// by undo. Each computer move is told to `ui` with why it was played;
/// `shown` can leave the display out (between computers). Returns the
/// finished game; the game still in progress when a person abandoned it
/// for a new one (Command::new_game, told to `ui` and `events`); or why the
/// session stops (a question stopped, Ctrl-C, the output closed) before it
/// ended.
Reply<core::Game> play_game(Ui& ui, const Players& players, std::mt19937& rng, SessionEvents& events, core::Game game,
                            Shown shown = Shown::all);

/// Undo: takes back the last move of `game` (against the computer, its
/// reply too; see core::Game::undo) and tells `ui` what it took back, or
/// that there is nothing to undo. Returns the moves taken back, the last
/// played first.
std::vector<core::TakenBack> take_back(Ui& ui, core::Game& game, const Players& players);

}  // namespace tictactoe::app
