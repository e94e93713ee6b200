#pragma once

// The texts that explain the program, built from the tables (kOptions,
// kCommands, core::kLevels) and the catalogue: the usage synopsis, --help,
// the in-game help and the version line.

#include <string>

#include "render.hpp"

namespace tictactoe::app {

/// The usage synopsis, one line per way to run the program, e.g.
/// "Usage: tictactoe [--mode hvh|hvc|cvc] ...", each line ending in '\n'.
std::string usage(const Catalogue& text);

/// The full --help text: usage, every option, how to type moves (the cells
/// in `style.numbering`), the word commands, the levels, BOARD and the exit
/// statuses.
std::string help_text(const Style& style);

/// The short help shown at the move prompt: the cells in
/// `style.numbering`, the input rule and the commands valid there.
std::string game_help(const Style& style);

/// "tictactoe X.Y.Z\n".
std::string version_text();

}  // namespace tictactoe::app
