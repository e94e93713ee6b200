#pragma once

// The session: the banner, the players (menus for what the options leave
// open), then games until the players decline another, quit, or input
// ends, with the score kept throughout. Written against a Face (a sink, a
// prompter and the seat of the person at this keyboard), so the line game,
// the full screen and the tests' scripted face share it whole; what happens
// is told to the face and to every other sink, as one stream of events.

#include <array>
#include <optional>
#include <vector>

#include "app/base/exit_status.hpp"
#include "app/flow/events.hpp"
#include "app/flow/partner.hpp"
#include "app/flow/players.hpp"
#include "app/flow/prompter.hpp"
#include "app/flow/remarks.hpp"
#include "app/flow/seat.hpp"
#include "app/tables/settings.hpp"

namespace tictactoe::app {

/// A face of the game: what shows the session (its sink), asks its
/// questions (its prompter) and asks the person at this keyboard for moves
/// (its seat). The line game's LineUi and the full screen's ScreenUi are
/// each all three.
struct Face {
  EventSink& sink;
  Prompter& prompter;
  Seat& person;
};

/// What a session is played with besides its face.
struct SessionSettings {
  GameSettings options;  ///< what they leave unset is asked for in menus
  /// For each mode the menu may choose (indexed by Mode), the notice that
  /// names the options given that do not apply to it (the command line's:
  /// cli's unused_options); std::nullopt says nothing.
  std::array<std::optional<Notice>, kModes.size()> unused{};
  /// Told every event after the face (the history, a test's recorder, a
  /// remote player's connection); none is nullptr.
  std::vector<EventSink*> sinks;
  /// The players, when the caller seats them (a remote player's game): no
  /// menu asks who plays, and the options' mode and players are not read.
  /// "settings" at Play again asks the menus as usual.
  std::optional<Players> players;
  /// Asks the moves of the players not at this keyboard (Player::remote):
  /// a connection to another machine, a test's bot. Needed when one plays.
  Seat* remote = nullptr;
  /// The person's lifetime record against each level, from the history,
  /// for the computer's remarks (none when the history is not read).
  PastRecords past{};
  /// The remote player's say, for a friend on another machine: Play again
  /// needs both, and undo, new, swap and settings are refused with a
  /// notice. nullptr: the remote player (a test's bot) has none.
  Partner* partner = nullptr;
};

/// Runs a whole session through `face`. Never throws on any input.
/// Returns the exit status: kExitOk, kExitInputError or kExitInterrupted.
int run_session(const Face& face, const SessionSettings& settings);

}  // namespace tictactoe::app
