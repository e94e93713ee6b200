#pragma once

// The line game as the program runs it: a whole session over a pair of
// streams. The face itself (LineUi) is line_ui.hpp's.

#include <iosfwd>

#include "app/flow/session.hpp"
#include "app/sys/terminal.hpp"
#include "app/text/render.hpp"

namespace tictactoe::app {

/// A whole line-game session: the session's settings, the style its text
/// is written in, and the process it runs in.
struct LineSession : SessionSettings {
  Style style;                ///< colour, numbering and language of the output
  Environment environment{};  ///< Ctrl-C, read errors, the terminal's width, the prompt shown
};

/// Runs a whole session of the line game over `in` and `out` (see
/// run_session). Never throws on any input.
int run_line_session(std::istream& in, std::ostream& out, const LineSession& session);

}  // namespace tictactoe::app
