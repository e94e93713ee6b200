#pragma once

// The texts that explain the program, built from the tables (kOptions,
// kCommands, core::kLevels) and the catalogue: the usage synopsis, --help,
// the in-game help and the version line.

#include <string>

#include "app/tables/settings.hpp"
#include "app/text/render.hpp"

namespace tictactoe::app {

/// The usage synopsis, one line per way to run the program, e.g.
/// "Usage: tictactoe [--mode hvh|hvc|cvc] ...", each line ending in '\n'.
std::string usage(const Catalogue& text);

/// The full --help text: usage, every option, how to type moves (the cells
/// in `style.numbering`), the word commands, the levels, BOARD and the exit
/// statuses.
std::string help_text(const Style& style);

/// The short help shown at the move prompt, for players of `mode`: the
/// goal, how to move (the cells in `style.numbering`, the input rule), the
/// commands valid there in that mode and end of input; at most kPlayWidth
/// columns, or the terminal's width when narrower.
std::string game_help(const Style& style, Mode mode);

/// The help shown at "Play again?" in games of `mode`: each answer and
/// what it does, as wide as game_help.
std::string play_again_help(const Style& style, Mode mode);

/// "tictactoe X.Y.Z\n".
std::string version_text();

}  // namespace tictactoe::app
