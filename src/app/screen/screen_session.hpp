#pragma once

// The full screen as the program runs it: a whole session on a terminal
// taken over, and what is left to print once it is given back. The face
// itself (ScreenUi) is screen_ui.hpp's, for the tests.

#include <iosfwd>

#include "app/flow/session.hpp"
#include "app/text/render.hpp"

namespace tictactoe::app {

class ScreenTerminal;

namespace screen {

/// A whole full-screen session: its settings and the style it is drawn in.
struct ScreenSession : SessionSettings {
  Style style;
};

/// Plays `session` on `terminal` (open: taken over), restores the terminal,
/// then writes the farewell lines (the last score, the seed, goodbye) to
/// `out`. Returns the session's exit status (see run_session); the signal
/// that ended it, if any, is terminal.stop_signal().
int run_screen_session(ScreenTerminal& terminal, const ScreenSession& session, std::ostream& out);

}  // namespace screen
}  // namespace tictactoe::app
