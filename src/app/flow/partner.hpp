#pragma once

// A player elsewhere who has a say in what the session does next: a
// friend on another machine must agree to play again, and the commands
// that would change the game on one side only (undo, new game, swap,
// settings) are not offered against them. Given to the session beside
// their seat (SessionSettings::partner); the flow asks, the partner
// answers.

#include "app/flow/reply.hpp"
#include "app/tables/commands.hpp"

namespace tictactoe::app {

/// The other side's say.
class Partner {
 public:
  Partner() = default;
  Partner(const Partner&) = delete;
  Partner& operator=(const Partner&) = delete;
  Partner(Partner&&) = delete;
  Partner& operator=(Partner&&) = delete;
  virtual ~Partner() = default;

  /// Tells the partner the answer here at "Play again?" (`yes`) and, when
  /// it is yes, waits for theirs: true when both play again; or why the
  /// session stops (the partner gone).
  virtual Reply<bool> again(bool yes) = 0;
};

/// True when `command` changes the game or the players on this side alone
/// (undo, new, swap, settings), which cannot be done with a partner.
constexpr bool one_sided(Command command) {
  return command == Command::undo || command == Command::new_game || command == Command::swap ||
         command == Command::settings;
}

}  // namespace tictactoe::app
