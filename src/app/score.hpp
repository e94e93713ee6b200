#pragma once

// The running score of a session and how it is told.

#include <string>

#include "messages.hpp"
#include "players.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app {

/// Games won by X, by O, and tied.
struct Score {
  int x_wins = 0;
  int o_wins = 0;
  int ties = 0;

  /// Games played.
  [[nodiscard]] int games() const { return x_wins + o_wins + ties; }
  /// Counts a finished game. Precondition: `result` is not in_progress.
  void record(core::Outcome result);
  /// Stops counting a game recorded with `result` (undo at "Play again?").
  /// Precondition (asserted): such a game was recorded.
  void forget(core::Outcome result);

  friend bool operator==(const Score&, const Score&) = default;
};

/// "X 1, O 0, ties 2", with who is who against the computer ("X (you)",
/// "O (computer)") and between computers ("X (hard)").
std::string tally(const Score& score, const Players& players, const Catalogue& text);

/// How `mark` is named in a tally or a result: "X", "X (you)", ...
std::string player_label(const Players& players, core::Mark mark, const Catalogue& text);

}  // namespace tictactoe::app
