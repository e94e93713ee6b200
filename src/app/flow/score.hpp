#pragma once

// The running score of a session and how it is told. The score belongs to
// the players, not to the marks, so it stays right when they swap who
// starts.

#include <string>

#include "app/flow/players.hpp"
#include "app/text/messages.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app {

/// Games won by each player (in roster order) and tied.
struct Score {
  int first_wins = 0;   ///< won by roster[0], who played X in the first game
  int second_wins = 0;  ///< won by roster[1]
  int ties = 0;

  /// Games played.
  [[nodiscard]] int games() const { return first_wins + second_wins + ties; }
  /// Counts a finished game played by `players` as seated for it.
  /// Precondition: `result` is not in_progress.
  void record(core::Outcome result, const Players& players);
  /// Stops counting a game recorded with `result` by `players` as seated
  /// (undo at "Play again?"). Precondition (asserted): such a game was
  /// recorded.
  void forget(core::Outcome result, const Players& players);

  friend bool operator==(const Score&, const Score&) = default;

 private:
  // The count a game with `result` adds to. Precondition (asserted): the
  // game is over.
  int* counter(core::Outcome result, const Players& players);
};

/// "X 1, O 0, ties 2": each player in roster order by the mark they play
/// now, with who is who: a name ("Ann (X)"), against the computer
/// ("X (you)", "O (computer)"), between computers the level ("X (hard)").
std::string tally(const Score& score, const Players& players, const Catalogue& text);

/// How `mark`'s player is named in a tally: "X", "Ann (X)", "X (you)", ...
std::string player_label(const Players& players, core::Mark mark, const Catalogue& text);

}  // namespace tictactoe::app
