#pragma once

// One game of a session, turn by turn: each turn the seat of the side to
// move is asked (a person's through the face, the computer's, a remote
// player's), and what it answers is checked and played, or done (help,
// hint, undo and new game at the move prompt); then the game is over. The
// rules and what each command does are here; seats answer, sinks show.

#include <array>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/partner.hpp"
#include "app/flow/players.hpp"
#include "app/flow/prompter.hpp"
#include "app/flow/score.hpp"
#include "app/flow/seat.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// What a game is played with: who hears what happens, who is asked
/// whether to stop, the players, the seat of each (in roster order:
/// seats[players.index(mark)] asks the player of `mark`), the score so far,
/// and how much is shown.
struct Table {
  EventSink& tell;
  Prompter& prompter;
  const Players& players;
  std::array<Seat*, 2> seats;
  const Score& score;
  Shown shown = Shown::all;
  Partner* partner = nullptr;  ///< the remote player's say (no undo or new against them), if any
};

/// Plays `game` between table.players to its end: a new game, or one
/// reopened by undo. Returns the finished game (not yet told over: the
/// session scores it first); the game still in progress when a person
/// abandoned it for a new one (Command::new_game, told as Abandoned); or
/// why the session stops (a seat stopped, Ctrl-C, the output closed) before
/// it ended.
Reply<core::Game> play_game(const Table& table, core::Game game);

/// Undo: takes back the last move of `game` (and, against the computer or a
/// remote player, their reply; see core::Game::undo), or tells `tell` that
/// there is nothing to undo. Returns the moves taken back, the last played
/// first (told by the caller: TookBack during a game, Reopened after it).
std::vector<core::TakenBack> take_back(EventSink& tell, core::Game& game, const Players& players);

}  // namespace tictactoe::app
