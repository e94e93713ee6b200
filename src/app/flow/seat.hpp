#pragma once

// A seat: what asks one player for their moves. The person at this
// keyboard through the face (the line game, the full screen), the computer
// at a level (ComputerSeat), or a player elsewhere (a Player whose kind()
// is core::Seat::remote, asked through the seat the session is given for
// them: a friend on another machine, a test's bot). The session asks the
// seat of the side to move and checks every answer (a taken cell is told,
// and the same seat is asked again); a seat decides no rule.

#include <optional>

#include "app/base/interface.hpp"
#include "app/flow/players.hpp"
#include "app/flow/reply.hpp"
#include "app/tables/commands.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// What a player did at their turn: played a cell, or gave a command valid
/// at the move prompt (see kCommands: hint, undo, help, new game).
struct TurnInput {
  std::optional<Command> command;                ///< set for a command; quit never comes back (that stops)
  core::Cell cell = 0;                           ///< the cell played, 0-8 (shown as 1-9), when no command
  std::optional<core::Rule> why = std::nullopt;  ///< why the computer chose the cell (told with the move)
};

/// Asks one player for their moves.
class Seat : public Interface {
 public:
  virtual ~Seat() = default;

  /// The move or command of the side to move in `game` (in progress, this
  /// seat's player to move) between `players`, or why the session stops.
  /// A cell is 0-8 (free or not: the flow checks it).
  virtual Reply<TurnInput> move(const core::Game& game, const Players& players) = 0;
};

}  // namespace tictactoe::app
