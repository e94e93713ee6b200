#pragma once

// The session: the banner, the players (menus for what the options leave
// open), then games until the players decline another, quit, or input
// ends, with the score kept throughout. Written against a Ui, so the line
// game, the full screen and the tests' scripted player share it whole.

#include "app/base/exit_status.hpp"
#include "app/flow/events.hpp"
#include "app/flow/ui.hpp"
#include "app/tables/options.hpp"

namespace tictactoe::app {

/// What a session is played with besides its face.
struct SessionSettings {
  Options options;  ///< unset options are asked for in menus
  /// Told what happens, as values (moves, hints, results, score); may be
  /// nullptr.
  SessionEvents* events = nullptr;
};

/// Runs a whole session through `ui`. Never throws on any input.
/// Returns the exit status: kExitOk, kExitInputError or kExitInterrupted.
int run_session(Ui& ui, const SessionSettings& settings);

}  // namespace tictactoe::app
