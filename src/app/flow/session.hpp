#pragma once

// The session: the banner, the players (menus for what the options leave
// open), then games until the players decline another, quit, or input
// ends, with the score kept throughout. Written against a Ui, so the line
// game, the full screen and the tests' scripted player share it whole.

#include "app/flow/events.hpp"
#include "app/flow/ui.hpp"
#include "app/tables/options.hpp"

namespace tictactoe::app {

/// Exit status of a session that ended normally (quit, no more rounds, end
/// of input).
inline constexpr int kExitOk = 0;
/// Exit status of a session whose input could not be read (as GNU tools).
inline constexpr int kExitInputError = 1;
/// Exit status of a session interrupted by the user (128 + SIGINT).
inline constexpr int kExitInterrupted = 130;

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
